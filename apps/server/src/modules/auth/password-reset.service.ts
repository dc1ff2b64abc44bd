import type { Db } from '../../db/client';
import type { Mailer } from '../mail/mailer';
import type { UserRow } from '../users/users.schema';
import { findUserById, setPassword } from '../users/users.service';
import {
  consumePasswordReset,
  deleteStalePasswordResets,
  hasLivePasswordReset,
  insertPasswordReset,
  retirePasswordResets,
} from './password-reset.queries';
import { closeAllSessions } from './session.service';
import { hashToken, looksLikeToken, newToken } from './session-token';

export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function resetLink(baseUrl: string, token: string, userId: string): string {
  const url = new URL('/reset-password', baseUrl);
  url.searchParams.set('token', token);
  url.searchParams.set('id', userId);
  return url.toString();
}

/** Creates a single-use reset token for a user and returns the mail that carries its link. */
export async function preparePasswordReset(
  db: Db,
  user: Pick<UserRow, 'id' | 'email' | 'username'>,
  baseUrl: string,
  now = new Date(),
): Promise<{ to: string; link: string; username: string }> {
  const token = newToken();
  await deleteStalePasswordResets(db, now);
  await insertPasswordReset(db, {
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
  });
  return { to: user.email, link: resetLink(baseUrl, token, user.id), username: user.username };
}

export async function sendPasswordResetMail(
  mailer: Mailer,
  mail: { to: string; link: string; username: string },
): Promise<void> {
  await mailer.send({
    to: mail.to,
    subject: 'Reset your Velora password',
    text: [
      `Hello ${mail.username},`,
      '',
      'Someone (hopefully you) asked to reset the password of your Velora account.',
      'Open this link within 30 minutes to choose a new password:',
      '',
      mail.link,
      '',
      'If you did not ask for this, you can ignore this mail; your password stays as it is.',
    ].join('\n'),
  });
}

/**
 * Whether a reset link would still work, so the page can say so before the shopper types a
 * new password twice. Only the token's digest is looked up, as in the reset itself, so no
 * character-by-character comparison of the secret ever runs.
 */
export async function isResetLinkUsable(
  db: Db,
  link: { id: string; token: string },
  now = new Date(),
): Promise<boolean> {
  // A malformed id would make PostgreSQL refuse the uuid comparison; it is simply not a link of ours.
  if (!UUID.test(link.id) || !looksLikeToken(link.token)) return false;
  return hasLivePasswordReset(db, link.id, hashToken(link.token), now);
}

/**
 * Sets a new password with a reset token: the token must be live and unused, and it is used
 * up here. All of that user's sessions end, so whoever knew the old password is logged out.
 */
export async function resetPassword(
  db: Db,
  input: { id: string; token: string; password: string },
  now = new Date(),
): Promise<boolean> {
  if (!UUID.test(input.id) || !looksLikeToken(input.token)) return false;
  const user = await findUserById(db, input.id);
  if (!user) return false;
  const consumed = await consumePasswordReset(db, user.id, hashToken(input.token), now);
  if (!consumed) return false;
  await setPassword(db, user.id, input.password);
  await retirePasswordResets(db, user.id, now);
  await closeAllSessions(db, user.id);
  return true;
}
