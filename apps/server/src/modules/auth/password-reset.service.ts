import { AUTH_MESSAGES } from '@shop/shared/people/auth';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import type { Throttle } from '../../lib/limits/throttle';
import type { Mailer } from '../mail';
import type { UserRow } from '../users';
import { findUserByEmail, hashNewPassword, storePasswordHash } from '../users';
import { canonicalEmail } from './login.service';
import {
  consumePasswordReset,
  deleteStalePasswordResets,
  hasLivePasswordReset,
  insertPasswordReset,
  retirePasswordResets,
} from './password-reset.queries';
import { endAllSessions } from './session.service';
import { hashToken, looksLikeToken, newToken } from './session-token';

export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function resetLink(baseUrl: string, token: string, userId: string): string {
  const url = new URL('/reset-password', baseUrl);
  url.searchParams.set('token', token);
  url.searchParams.set('id', userId);
  return url.toString();
}

/**
 * Answers a forgotten-password request: counts it against the account's allowance (the route
 * already counted the client's), then writes and mails the link after the caller has
 * answered, so neither the database work nor how long SMTP takes tells whether the account
 * exists. `onMailError` hears of a mail that could not be sent.
 */
export async function requestPasswordReset(
  deps: { db: Db; throttle: Throttle; mailer: Mailer },
  email: string,
  baseUrl: string,
  onMailError: (error: unknown) => void,
): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  await deps.throttle.enforce('forgetPassword', `account:${user?.id ?? canonicalEmail(email)}`);
  if (!user) return;
  setImmediate(() => {
    preparePasswordReset(deps.db, user, baseUrl)
      .then((mail) => sendPasswordResetMail(deps.mailer, mail))
      .catch(onMailError);
  });
}

/** Creates a single-use reset token for a user and returns the mail that carries its link. */
export async function preparePasswordReset(
  db: Db,
  user: Pick<UserRow, 'id' | 'email' | 'username'>,
  baseUrl: string,
  now = new Date(),
): Promise<{ to: string; link: string; username: string }> {
  const token = newToken();
  await db.transaction(async (tx) => {
    await deleteStalePasswordResets(tx, now);
    await insertPasswordReset(tx, {
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    });
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
async function isResetLinkUsable(
  db: Db,
  link: { id: string; token: string },
  now = new Date(),
): Promise<boolean> {
  // A malformed id would make PostgreSQL refuse the uuid comparison; it is simply not a link of ours.
  if (!UUID.test(link.id) || !looksLikeToken(link.token)) return false;
  return hasLivePasswordReset(db, link.id, hashToken(link.token), now);
}

/** Refuses a reset link that no longer works, naming the token, without using it up. */
export async function checkResetLink(db: Db, link: { id: string; token: string }): Promise<void> {
  if (!(await isResetLinkUsable(db, link))) throw invalidLink();
}

/**
 * Sets a new password with a reset token: the token must be live and unused, and it is used
 * up here. All of that user's sessions end, so whoever knew the old password is logged out.
 * One transaction: the token, the password, the other links and the sessions change together.
 */
export async function resetPassword(
  db: Db,
  input: { id: string; token: string; password: string },
  now = new Date(),
): Promise<void> {
  // Hashing is deliberately slow: only a link that works now earns it, and it happens before
  // the transaction so no lock is held meanwhile.
  if (!(await isResetLinkUsable(db, input, now))) throw invalidLink();
  const passwordHash = await hashNewPassword(input.password);
  await db.transaction(async (tx) => {
    // The conditional update decides: of two requests racing with one link, one gets here.
    if (!(await consumePasswordReset(tx, input.id, hashToken(input.token), now))) throw invalidLink();
    if (!(await storePasswordHash(tx, input.id, passwordHash))) throw invalidLink();
    await retirePasswordResets(tx, input.id, now);
    await endAllSessions(tx, input.id);
  });
}

function invalidLink(): DomainError {
  return new DomainError(400, AUTH_MESSAGES.resetLinkInvalid, 'token');
}
