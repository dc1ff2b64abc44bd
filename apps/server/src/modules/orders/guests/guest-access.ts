import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { UserRow } from '../../users';
import type { OrderRow } from '../orders.queries';

// Who may see or go on with an order: its account, an admin, and for a guest's order the browser
// that checked out (a cookie) or whoever holds the private link from the confirmation mail.
// Only hashes are stored, so a copy of the database opens no guest's order (docs/decisions/030).

/** The guest browser's cookie: a random secret, the same for each guest checkout it makes. */
export const GUEST_COOKIE = 'velora_guest';
/** A month: the success page, the tracker and a second order; the mailed link works after. */
export const GUEST_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** 256 random bits, safe in a URL and a cookie. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** Everything a request shows about who is asking for an order. */
export interface OrderViewer {
  user: Pick<UserRow, 'id' | 'role'> | null;
  /** The sha256 of the request's guest cookie, if it has one. */
  guestBrowserHash: string | null;
  /** The token of a private order link (`?token=`), if the request has one. */
  linkToken?: string | null;
}

/** The viewer of a request that has nothing but its account (a Bearer client, a test). */
export function accountViewer(user: Pick<UserRow, 'id' | 'role'>): OrderViewer {
  return { user, guestBrowserHash: null };
}

/** Whose checkout this is: the account's, or for a guest's, the browser's that made it. */
export function ownsCheckout(viewer: OrderViewer, order: OrderRow): boolean {
  if (viewer.user && order.userId === viewer.user.id) return true;
  return (
    order.userId === null &&
    order.guestBrowserHash !== null &&
    viewer.guestBrowserHash !== null &&
    sameHash(viewer.guestBrowserHash, order.guestBrowserHash)
  );
}

/**
 * Whether a private link's token opens this order now: a guest's order no account has claimed
 * (the account's order page takes over then), within the link's days (ORDER_LINK_DAYS).
 */
export function linkOpens(linkToken: string | null | undefined, order: OrderRow, now = new Date()): boolean {
  return Boolean(
    linkToken &&
      order.userId === null &&
      order.claimedAt === null &&
      order.guestTokenHash &&
      order.guestTokenExpiresAt &&
      order.guestTokenExpiresAt.getTime() > now.getTime() &&
      sameHash(secretHash(linkToken), order.guestTokenHash),
  );
}

/**
 * An order is its account's and the admins' to see; a guest's also the browser's that checked
 * out and the private link's holder's, until it is claimed into an account. Anyone else is told
 * it does not exist.
 */
export function canSee(viewer: OrderViewer, order: OrderRow, now = new Date()): boolean {
  const { user, linkToken } = viewer;
  if (user && (user.role === 'admin' || order.userId === user.id)) return true;
  if (order.guestBrowserHash === null) return false;
  // The browser that checked out follows the order until it joins an account (a shared computer
  // then shows it no more); the mailed link until it expires or the order joins an account.
  if (
    order.userId === null &&
    viewer.guestBrowserHash !== null &&
    sameHash(viewer.guestBrowserHash, order.guestBrowserHash)
  )
    return true;
  return linkOpens(linkToken, order, now);
}
