import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../users/users.schema';
import { sessions } from './auth.schema';

/**
 * Opens a session only while the user still exists with the password hash the login checked:
 * a login racing a password reset or the account's deletion then opens nothing, instead of a
 * session that outlives the reset (or a foreign-key error). FOR SHARE waits for a reset or
 * deletion still in its transaction and then reads the user row as that left it; without it
 * the login could read the old hash and insert after the reset had ended every session.
 */
export async function insertSessionForCurrentPassword(
  db: Db,
  values: { tokenHash: string; userId: string; createdAt: Date; expiresAt: Date },
  passwordHash: string,
): Promise<boolean> {
  // created_at comes from the same clock as expires_at: together they bound the session's life.
  const result = await db.execute(sql`
    insert into ${sessions} (token_hash, user_id, created_at, expires_at)
    select ${values.tokenHash}, ${users.id}, ${values.createdAt.toISOString()}::timestamptz,
      ${values.expiresAt.toISOString()}::timestamptz
    from ${users}
    where ${users.id} = ${values.userId} and ${users.passwordHash} = ${passwordHash}
    for share of ${users}
    returning token_hash`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/** The live session for a token digest, with its user, in one round trip. */
export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ expiresAt: sessions.expiresAt, createdAt: sessions.createdAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
  return row;
}

export async function extendSession(db: Db, tokenHash: string, expiresAt: Date) {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSession(db: Db, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSessionsOfUser(db: Db, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: Db, now: Date) {
  await db.delete(sessions).where(lte(sessions.expiresAt, now));
}
