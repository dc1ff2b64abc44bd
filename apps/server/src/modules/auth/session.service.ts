import type { Db } from '../../db/client';
import type { UserRow } from '../users/users.service';
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
  ttlSeconds: number;
}

export interface ResolvedSession {
  user: UserRow;
  expiresAt: Date;
  /** True when this request pushed the expiry forward, so the cookie should be sent again. */
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
  const expiresAt = new Date(now.getTime() + settings.ttlSeconds * 1000);
  const opened = await db.transaction(async (tx) => {
    const inserted = await insertSessionForCurrentPassword(
      tx,
      { tokenHash: hashToken(token), userId: user.id, expiresAt },
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
  const ttlMs = settings.ttlSeconds * 1000;
  if (found.expiresAt.getTime() - now.getTime() < ttlMs / 2) {
    const expiresAt = new Date(now.getTime() + ttlMs);
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
