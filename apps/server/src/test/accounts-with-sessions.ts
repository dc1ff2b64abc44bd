import type { Db } from '../db/client';
import { openSession } from '../modules/auth/session.service';
import { hashPassword } from '../modules/users/password-hash';
import { insertUser } from '../modules/users/users.queries';

export interface AccountWithSession {
  email: string;
  /** The session's bearer token, as a request's headers. */
  headers: { authorization: string };
}

/**
 * Accounts written straight to the database, each with a session open: for benchmarks and tests
 * that need many at once, without a sign-up round trip or its rate limit. One password for all,
 * hashed once.
 */
export async function accountsWithSessions(
  db: Db,
  password: string,
  people: readonly { email: string; username: string; role?: 'user' | 'admin' }[],
): Promise<AccountWithSession[]> {
  const passwordHash = await hashPassword(password);
  const made: AccountWithSession[] = [];
  for (const person of people) {
    const user = await insertUser(db, { ...person, role: person.role ?? 'user', passwordHash });
    const session = await openSession(db, user, { ttlSeconds: 3600, maxAgeSeconds: 7200 });
    made.push({ email: person.email, headers: { authorization: `Bearer ${session?.token}` } });
  }
  return made;
}
