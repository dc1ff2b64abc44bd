import { AUTH_MESSAGES } from '@shop/shared/people/auth';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../lib/domain-error';
import type { UserRow } from '../../modules/users';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The logged-in user, looked up on first use only, so catalog requests never pay for it.
     * The auth module's session plugin provides it (modules/auth/session.plugin.ts).
     */
    currentUser(): Promise<UserRow | null>;
    /** Set by requireUser / requireAdmin for the handlers behind them; read with lib/request-user.ts. */
    user: UserRow | null;
  }
}

/**
 * The two guards, each put once in front of a whole scope of routes (route-scopes.ts), never on a
 * single route. They live outside the auth module so a domain needs only the request's user,
 * never auth's internals; auth in turn depends on users.
 */

/** Only a logged-in user gets through. route-scopes.ts puts it once in front of every *.account-routes.ts plugin. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const user = await request.currentUser();
  if (!user) throw new DomainError(401, AUTH_MESSAGES.mustLogIn);
  request.user = user;
}

/** Only an admin gets through. route-scopes.ts puts it once in front of every *.admin-routes.ts plugin. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const user = await request.currentUser();
  if (!user) throw new DomainError(401, AUTH_MESSAGES.mustLogIn);
  if (user.role !== 'admin') throw new DomainError(403, AUTH_MESSAGES.notAuthorized);
  request.user = user;
}
