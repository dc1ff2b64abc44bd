import type { Db } from '../../db/client';
import type { RateLimiter, RateLimits } from '../../lib/rate-limiter';
import type { UserRow } from '../users/users.schema';
import { checkPassword, findUserByEmail } from '../users/users.service';

export type LoginResult =
  | { kind: 'ok'; user: UserRow }
  | { kind: 'failed' }
  | { kind: 'limited'; retryAfterSeconds: number };

/** One spelling per address for counting attempts at accounts that do not exist. */
export function canonicalEmail(email: string): string {
  return email.normalize('NFC').toLowerCase();
}

/**
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
  limiter: RateLimiter,
  limits: RateLimits,
  credentials: { email: string; password: string },
  clientIp: string,
): Promise<LoginResult> {
  const user = await findUserByEmail(db, credentials.email);
  const accountKey = `login:account:${user?.id ?? canonicalEmail(credentials.email)}`;
  const clientKey = `login:client:${clientIp}`;
  const [account, client] = await Promise.all([
    limiter.hit(accountKey, limits.loginPerAccount),
    limiter.hit(clientKey, limits.loginPerClient),
  ]);
  if (!account.allowed || !client.allowed) {
    return {
      kind: 'limited',
      retryAfterSeconds: Math.max(account.retryAfterSeconds, client.retryAfterSeconds),
    };
  }
  if (!(await checkPassword(user, credentials.password)) || !user) return { kind: 'failed' };
  await Promise.all([limiter.reset(accountKey), limiter.forgive(clientKey)]);
  return { kind: 'ok', user };
}
