import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../users/users.schema';
import { sessions } from './auth.schema';

export async function insertSession(db: Db, values: { tokenHash: string; userId: string; expiresAt: Date }) {
  await db.insert(sessions).values(values);
}

/** The live session for a token digest, with its user, in one round trip. */
export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ expiresAt: sessions.expiresAt, user: users })
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
