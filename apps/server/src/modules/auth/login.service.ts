import type { Db } from '../../db/client';
import type { RateLimiter, RateLimits } from '../../lib/rate-limiter';
import type { UserRow } from '../users/users.schema';
import { checkPassword, findUserByEmail } from '../users/users.service';

export type LoginResult =
  | { kind: 'ok'; user: UserRow }
  | { kind: 'failed' }
  | { kind: 'limited'; retryAfterSeconds: number };

/**
 * Checks a login. Only failures count against the limits, per account and per client
 * address, so a shopper who mistypes twice is not locked out by their own success, and one
 * address cannot try many accounts either. An unknown email and a wrong password look the
 * same from outside: same answer, same work.
 */
export async function checkLogin(
  db: Db,
  limiter: RateLimiter,
  limits: RateLimits,
  credentials: { email: string; password: string },
  clientIp: string,
): Promise<LoginResult> {
  const accountKey = `login:account:${credentials.email.toLowerCase()}`;
  const clientKey = `login:client:${clientIp}`;
  const [account, client] = await Promise.all([
    limiter.peek(accountKey, limits.loginPerAccount),
    limiter.peek(clientKey, limits.loginPerClient),
  ]);
  if (!account.allowed || !client.allowed) {
    return {
      kind: 'limited',
      retryAfterSeconds: Math.max(account.retryAfterSeconds, client.retryAfterSeconds),
    };
  }

  const user = await findUserByEmail(db, credentials.email);
  const valid = await checkPassword(user, credentials.password);
  if (!user || !valid) {
    await Promise.all([
      limiter.hit(accountKey, limits.loginPerAccount),
      limiter.hit(clientKey, limits.loginPerClient),
    ]);
    return { kind: 'failed' };
  }
  await limiter.reset(accountKey);
  return { kind: 'ok', user };
}
