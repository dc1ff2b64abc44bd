import { AUTH_MESSAGES } from '@shop/shared/people/auth';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import { clientNetwork } from '../../lib/http/client-network';
import { type Throttle, tooManyRequests } from '../../lib/limits/throttle';
import type { UserRow } from '../users';
import { checkPassword, findUserByEmail } from '../users';

/** One spelling per address for counting attempts at accounts that do not exist. */
export function canonicalEmail(email: string): string {
  return email.normalize('NFC').toLowerCase();
}

/**
 * The user whose credentials these are, else a 401 (or a 429) DomainError.
 *
 * Checks a login against two limits, per account and per client address. Every attempt is
 * counted before the password is checked, so a burst of parallel guesses cannot slip in
 * ahead of the count; a success then clears the account's count and takes its own hit back
 * from the address, so only failures really add up. A known account is counted by its id,
 * so every spelling of its email (case, Unicode look-alikes Postgres folds together) shares
 * one count. An unknown email and a wrong password look the same from outside: same answer,
 * same work.
 */
export async function checkLogin(
  db: Db,
  { limiter, limits }: Throttle,
  credentials: { email: string; password: string },
  clientIp: string,
): Promise<UserRow> {
  const user = await findUserByEmail(db, credentials.email);
  const accountKey = `loginPerAccount:${user?.id ?? canonicalEmail(credentials.email)}`;
  const clientKey = `loginPerClient:${clientNetwork(clientIp)}`;
  const [account, client] = await Promise.all([
    limiter.hit(accountKey, limits.loginPerAccount),
    limiter.hit(clientKey, limits.loginPerClient),
  ]);
  if (!account.allowed || !client.allowed) {
    throw tooManyRequests('loginPerAccount', Math.max(account.retryAfterSeconds, client.retryAfterSeconds));
  }
  if (!(await checkPassword(user, credentials.password)) || !user) {
    throw new DomainError(401, AUTH_MESSAGES.invalidCredentials);
  }
  await Promise.all([limiter.reset(accountKey), limiter.forgive(clientKey)]);
  return user;
}
