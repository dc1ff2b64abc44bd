import { CLAIM_LINK_HOURS, GUEST_ORDER_MESSAGES } from '@shop/shared/orders/guest-orders';
import { pluralWord } from '@shop/shared/plural';
import type { Db } from '../../../db/client';
import { DomainError } from '../../../lib/domain-error';
import type { Mailer } from '../../mail';
import type { UserRow } from '../../users';
import { newSecret, secretHash } from './guest-access';
import {
  attachGuestOrders,
  countClaimable,
  emailProven,
  insertClaim,
  useClaim,
} from './guest-orders.queries';

// A guest's orders join an account only once the account proves it reads the orders' mailbox
// (docs/decisions/030): the account asks, a link goes to its email, and opening that link
// while logged in to the same account attaches them. The email alone never does.

/**
 * How many paid guest orders of the caller's email no account has claimed, once the account has
 * opened a claim link mailed to that email; null before (anyone may sign up with any email).
 */
export async function guestOrdersOffer(db: Db, user: Pick<UserRow, 'id' | 'email'>) {
  if (!(await emailProven(db, user.id, user.email))) return { count: null };
  return { count: await countClaimable(db, user.email) };
}

/**
 * Mails the caller a single-use link that attaches their email's guest orders to the account.
 * Until the account has proven its email the link goes out whether there are orders or not, so
 * the answer tells nothing; once proven, 409 says there is nothing more to claim.
 */
export async function sendClaimLink(
  deps: { db: Db; mailer: Mailer; shopUrl: string },
  user: Pick<UserRow, 'id' | 'email' | 'username'>,
  now = new Date(),
) {
  const proven = await emailProven(deps.db, user.id, user.email);
  const count = await countClaimable(deps.db, user.email);
  if (proven && count === 0) throw new DomainError(409, GUEST_ORDER_MESSAGES.noneFound);
  const token = newSecret();
  await insertClaim(deps.db, {
    userId: user.id,
    email: user.email,
    tokenHash: secretHash(token),
    expiresAt: new Date(now.getTime() + CLAIM_LINK_HOURS * 3600_000),
  });
  const link = `${deps.shopUrl}/dashboard/orders/claim?token=${encodeURIComponent(token)}`;
  await deps.mailer.send({
    to: user.email,
    subject: 'Add your earlier Velora orders to your account',
    text: [
      `Hello ${user.username},`,
      '',
      count === 0
        ? 'We found no orders placed without an account with this email yet. Opening this link while logged in confirms the email is yours, so orders placed with it later can be added:'
        : `${GUEST_ORDER_MESSAGES.found(count)}, placed without an account.`,
      ...(count === 0
        ? []
        : [`Open this link while logged in to add ${pluralWord(count, 'it', 'them')} to your account:`]),
      link,
      '',
      `The link works once, for ${CLAIM_LINK_HOURS} hours. If you did not ask for it, ignore this email:`,
      'nothing changes.',
    ].join('\n'),
  });
  return { message: GUEST_ORDER_MESSAGES.linkSent(user.email) };
}

/**
 * Opens a claim link: used once, by the account it was sent to, while that account still has the
 * email it was sent to; then that email's unclaimed guest orders become the account's.
 */
export async function claimGuestOrders(
  db: Db,
  user: Pick<UserRow, 'id' | 'email'>,
  token: string,
  now = new Date(),
) {
  const claimed = await db.transaction(async (tx) => {
    const used = await useClaim(tx, {
      tokenHash: secretHash(token),
      userId: user.id,
      email: user.email,
      now,
    });
    if (!used) throw new DomainError(400, GUEST_ORDER_MESSAGES.claimInvalid, 'token');
    return attachGuestOrders(tx, user.id, user.email, now);
  });
  return { message: GUEST_ORDER_MESSAGES.claimed(claimed), claimed };
}
