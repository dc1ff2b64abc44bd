import { AUTH_MESSAGES } from '@shop/shared/auth';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../lib/domain-error';
import type { UserRow } from '../modules/users/users.service';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The logged-in user, looked up on first use only, so catalog requests never pay for it.
     * The auth module's session plugin provides it (modules/auth/session.plugin.ts).
     */
    currentUser(): Promise<UserRow | null>;
    /** Set by requireUser / requireAdmin for the handlers behind them. */
    user: UserRow | null;
  }
}

/**
 * The guards every domain puts in front of its routes. They live outside the auth module so a
 * domain needs only the request's user, never auth's internals; auth in turn depends on users.
 */

/** Only a logged-in user gets through; the handler finds them with userOf(request). */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const user = await request.currentUser();
  if (!user) throw new DomainError(401, AUTH_MESSAGES.mustLogIn);
  request.user = user;
}

/** Only an admin gets through. app.ts puts it once in front of every *.admin-routes.ts plugin. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const user = await request.currentUser();
  if (!user) throw new DomainError(401, AUTH_MESSAGES.mustLogIn);
  if (user.role !== 'admin') throw new DomainError(403, AUTH_MESSAGES.notAuthorized);
  request.user = user;
}

/** The user a requireUser/requireAdmin route runs for. */
export function userOf(request: FastifyRequest): UserRow {
  if (!request.user) throw new Error('route is missing its requireUser preHandler');
  return request.user;
}
