import type { Db } from '../../db/client';
import type { UserRow } from '../users';
import { hashToken, looksLikeToken, newToken } from './session-token';
import {
  deleteExpiredSessions,
  deleteSession,
  deleteSessionsOfUser,
  extendSession,
  findLiveSession,
  insertSessionForCurrentPassword,
} from './sessions.queries';

export interface SessionSettings {
  /** How long a session lives without use (SESSION_TTL); each use pushes this forward. */
  ttlSeconds: number;
  /**
   * How long a session lives at most from its login however much it is used (SESSION_MAX_AGE):
   * no renewal goes past it, so a stolen token stops working in the end.
   */
  maxAgeSeconds: number;
}

/** When a session opened at `createdAt` ends for good, whatever its use. */
function endOfLife(createdAt: Date, settings: SessionSettings): number {
  return createdAt.getTime() + settings.maxAgeSeconds * 1000;
}

export interface ResolvedSession {
  user: UserRow;
  expiresAt: Date;
  /**
   * True when this request moved the expiry (forward, or back to the absolute limit), so the
   * cookie should be sent again.
   */
  renewed: boolean;
}

/**
 * Opens a session for a user whose password was just checked and returns the only copy of its
 * token (the database keeps a digest), or null when the password changed or the account went
 * away in the meantime.
 */
export async function openSession(
  db: Db,
  user: Pick<UserRow, 'id' | 'passwordHash'>,
  settings: SessionSettings,
): Promise<{ token: string; expiresAt: Date } | null> {
  const token = newToken();
  const now = new Date();
  const expiresAt = new Date(Math.min(now.getTime() + settings.ttlSeconds * 1000, endOfLife(now, settings)));
  const opened = await db.transaction(async (tx) => {
    const inserted = await insertSessionForCurrentPassword(
      tx,
      { tokenHash: hashToken(token), userId: user.id, createdAt: now, expiresAt },
      user.passwordHash,
    );
    // Logins are rare next to page views: a good moment to drop sessions nobody can use again.
    if (inserted) await deleteExpiredSessions(tx, now);
    return inserted;
  });
  if (!opened) return null;
  return { token, expiresAt };
}

/**
 * Finds the user behind a token. Sliding expiry: once less than half the lifetime is left, a
 * request renews it, so an active shopper stays logged in and an idle one is logged out.
 * Renewing at most every half-lifetime keeps this to one read per request almost always.
 * Renewals stop at the absolute limit (created_at + maxAgeSeconds); a session past it, one from
 * before the limit existed or a lowered SESSION_MAX_AGE, is refused and deleted: the shopper
 * logs in again.
 */
export async function resolveSession(
  db: Db,
  token: string,
  settings: SessionSettings,
): Promise<ResolvedSession | null> {
  if (!looksLikeToken(token)) return null;
  const now = new Date();
  const tokenHash = hashToken(token);
  const found = await findLiveSession(db, tokenHash, now);
  if (!found) return null;
  const limit = endOfLife(found.createdAt, settings);
  if (limit <= now.getTime()) {
    await deleteSession(db, tokenHash);
    return null;
  }
  const ttlMs = settings.ttlSeconds * 1000;
  const due = found.expiresAt.getTime() - now.getTime() < ttlMs / 2 || found.expiresAt.getTime() > limit;
  const expiresAt = new Date(Math.min(now.getTime() + ttlMs, limit));
  // Once the expiry has reached the limit there is nothing left to renew.
  if (due && expiresAt.getTime() !== found.expiresAt.getTime()) {
    await extendSession(db, tokenHash, expiresAt);
    return { user: found.user, expiresAt, renewed: true };
  }
  return { user: found.user, expiresAt: found.expiresAt, renewed: false };
}

export async function closeSession(db: Db, token: string): Promise<void> {
  if (looksLikeToken(token)) await deleteSession(db, hashToken(token));
}

/**
 * Logs a user out everywhere. Called inside the transaction of the change that requires it (a
 * password reset here, a role change or deletion in the users module, which receives it from
 * app.ts), so the change and the logout happen together or not at all.
 */
export async function endAllSessions(tx: Db, userId: string): Promise<void> {
  await deleteSessionsOfUser(tx, userId);
}
