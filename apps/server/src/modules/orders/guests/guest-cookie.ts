import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { shopKey, signValue, unsignValue } from '../../../lib/security/shop-secret';
import {
  GUEST_COOKIE,
  GUEST_COOKIE_MAX_AGE_SECONDS,
  newSecret,
  type OrderViewer,
  secretHash,
} from './guest-access';

// The guest cookie as requests carry it; what it grants is guest-access.ts. The shop signs what
// it sets, so a value planted in a browser (by a script on a sibling site, or by hand) is no
// cookie: the next guest checkout replaces it with one of the shop's own (docs/decisions/030).

declare module 'fastify' {
  interface FastifyInstance {
    /** The guest cookie's name and the key it is signed with. */
    guestCookie: { name: string; key: Buffer; secure: boolean };
  }
}

/**
 * On https the cookie is `__Host-velora_guest`: Secure, for this host only and path /, so no
 * subdomain and no plain-http page can set it. Plain `velora_guest` serves a shop on http
 * (http://localhost while developing), where browsers refuse the prefix.
 */
export function registerGuestCookie(app: FastifyInstance, { secret }: { secret: string }): void {
  const { secure } = app.sessions;
  app.decorate('guestCookie', {
    name: secure ? `__Host-${GUEST_COOKIE}` : GUEST_COOKIE,
    key: shopKey(secret, 'guest-cookie'),
    secure,
  });
}

/** What newSecret makes: 43 base64url characters. */
const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/;

function cookieSecret(request: FastifyRequest): string | null {
  const { name, key } = request.server.guestCookie;
  const value = request.cookies[name];
  if (!value) return null;
  const secret = unsignValue(key, value);
  return secret && SECRET_SHAPE.test(secret) ? secret : null;
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
  const { name, key, secure } = reply.server.guestCookie;
  const secret = cookieSecret(request) ?? newSecret();
  reply.setCookie(name, signValue(key, secret), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: GUEST_COOKIE_MAX_AGE_SECONDS,
  });
  return secretHash(secret);
}
