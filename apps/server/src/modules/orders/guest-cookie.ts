import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  GUEST_COOKIE,
  GUEST_COOKIE_MAX_AGE_SECONDS,
  newSecret,
  type OrderViewer,
  secretHash,
} from './guest-access';

// The guest cookie as requests carry it; what it grants is guest-access.ts.

/** What newSecret makes: 43 base64url characters. Anything else (empty, planted) is no cookie. */
const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/;

function cookieSecret(request: FastifyRequest): string | null {
  const value = request.cookies[GUEST_COOKIE];
  return value && SECRET_SHAPE.test(value) ? value : null;
}

/** Who asks: the session's account if any, and the browser's guest cookie if it has one. */
export async function viewerOf(request: FastifyRequest, linkToken?: string): Promise<OrderViewer> {
  const cookie = cookieSecret(request);
  return {
    user: await request.currentUser(),
    guestBrowserHash: cookie ? secretHash(cookie) : null,
    linkToken: linkToken ?? null,
  };
}

/**
 * A guest's browser keeps one secret for its checkouts; made on its first guest checkout. Only
 * its hash is on the order, and only this browser sends it (httpOnly, same site).
 */
export function guestBrowserHash(request: FastifyRequest, reply: FastifyReply): string {
  const secret = cookieSecret(request) ?? newSecret();
  reply.setCookie(GUEST_COOKIE, secret, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.server.sessions.secure,
    maxAge: GUEST_COOKIE_MAX_AGE_SECONDS,
  });
  return secretHash(secret);
}
