import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import type { UserRow } from '../users';
import { openSession, resolveSession, type SessionSettings } from './session.service';

export const SESSION_COOKIE = 'velora_session';

export interface AuthSettings {
  db: Db;
  /** How long a session lives without use (SESSION_TTL). */
  ttlSeconds: number;
  /** How long it lives at most from its login, however much it is used (SESSION_MAX_AGE). */
  maxAgeSeconds: number;
  /** The shop's public address (PUBLIC_URL): https there means Secure cookies. */
  publicUrl?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What opening a session and writing its cookie need, wherever that happens. */
    sessions: { db: Db; secure: boolean } & SessionSettings;
  }
  interface FastifyRequest {
    /** The token this request carries (Bearer header first, else the session cookie). */
    sessionToken: string | null;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Sessions (docs/decisions/011): an opaque token in an httpOnly SameSite cookie for the web
 * app, the same token as `Authorization: Bearer` for other clients. Fills in
 * request.currentUser(), which the guards in plugins/access/guards.ts read.
 */
export async function registerSessions(app: FastifyInstance, settings: AuthSettings): Promise<void> {
  await app.register(fastifyCookie);
  const secure = settings.publicUrl?.startsWith('https://') ?? false;
  const publicOrigin = settings.publicUrl ? new URL(settings.publicUrl).origin : null;

  app.decorateRequest('sessionToken', null);
  app.decorateRequest('user', null);
  app.decorateRequest('currentUser', async () => null);

  const lifetime: SessionSettings = {
    ttlSeconds: settings.ttlSeconds,
    maxAgeSeconds: settings.maxAgeSeconds,
  };
  app.decorate('sessions', { db: settings.db, secure, ...lifetime });

  app.addHook('onRequest', async (request, reply) => {
    const bearer = bearerToken(request);
    const cookie = request.cookies[SESSION_COOKIE] ?? null;
    request.sessionToken = bearer ?? cookie;

    // A browser sends the cookie with any request to us, including one a hostile page starts.
    // Changes therefore have to come from our own pages; Bearer clients carry their token
    // themselves and are not exposed to that.
    if (!bearer && UNSAFE_METHODS.has(request.method) && !isSameSite(request, publicOrigin)) {
      throw new DomainError(403, 'This request came from another site and was refused.');
    }

    let lookup: Promise<UserRow | null> | undefined;
    request.currentUser = () => {
      lookup ??= (async () => {
        const token = request.sessionToken;
        if (!token) return null;
        const session = await resolveSession(settings.db, token, lifetime);
        if (session?.renewed && !bearer) setSessionCookie(reply, token, session.expiresAt);
        return session?.user ?? null;
      })();
      return lookup;
    };
  });
}

function isSameSite(request: FastifyRequest, publicOrigin: string | null): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    return origin === publicOrigin || origin === `${request.protocol}://${request.host}`;
  }
  // Without Origin (older browsers, non-browser clients), Fetch Metadata still tells a
  // cross-site request apart; clients that send neither are not browsers acting for a shopper.
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date): void {
  const { secure } = reply.server.sessions;
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    expires: expiresAt,
  });
}

/**
 * Opens a session for a user whose password was just checked and sends its cookie; returns
 * the token (for Bearer use), or null when the password changed or the account went away in
 * the meantime.
 */
export async function startSession(reply: FastifyReply, user: Pick<UserRow, 'id' | 'passwordHash'>) {
  const { db, ttlSeconds, maxAgeSeconds } = reply.server.sessions;
  const session = await openSession(db, user, { ttlSeconds, maxAgeSeconds });
  if (session) setSessionCookie(reply, session.token, session.expiresAt);
  return session?.token ?? null;
}

export function clearSessionCookie(reply: FastifyReply): void {
  const { secure } = reply.server.sessions;
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}
