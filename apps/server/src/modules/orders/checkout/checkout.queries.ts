import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { lockForTransaction } from '../../../db/background-lock';
import type { Db } from '../../../db/client';
import type { OrderRow } from '../orders.queries';
import { orderLines, orders } from '../orders.schema';

// Checkout's own statements (checkout.service.ts): whose checkouts are open, the locks that make
// them take turns, and what one client address holds (docs/decisions/026).

/**
 * Whose checkouts: an account's, or a guest's, known by its browser (the sha256 of its cookie)
 * and by the email it gives, whichever browser it checks out from.
 */
export type CheckoutOwner = { userId: string } | { guestBrowserHash: string; email: string };

/**
 * Checkouts of one shopper take turns until the transaction ends: a shopper has at most one open
 * checkout, so a new one ends the last, and two started at once must not both find none open.
 * It holds even before the shopper has any order row. A guest's browser is locked before its
 * email, always in that order, so two guests sharing one of them cannot wait on each other.
 */
export async function lockCheckoutsOf(tx: Db, owner: CheckoutOwner): Promise<void> {
  if ('userId' in owner) return lockForTransaction(tx, `velora:checkout:${owner.userId}`);
  await lockForTransaction(tx, `velora:checkout:guest:${owner.guestBrowserHash}`);
  await lockForTransaction(tx, `velora:checkout:guest-email:${owner.email.toLowerCase()}`);
}

/**
 * Checkouts from one client address take turns too, so two at once cannot both find room under
 * the address's cap. Taken after the owner's lock and before any stock is touched.
 */
export function lockCheckoutClient(tx: Db, client: string): Promise<void> {
  return lockForTransaction(tx, `velora:checkout:client:${client}`);
}

/** The shopper's checkouts still waiting for payment, newest first. */
export function openCheckoutsOf(db: Db, owner: CheckoutOwner): Promise<OrderRow[]> {
  const whose =
    'userId' in owner
      ? eq(orders.userId, owner.userId)
      : and(
          isNull(orders.userId),
          or(
            eq(orders.guestBrowserHash, owner.guestBrowserHash),
            sql`lower(${orders.email}) = ${owner.email.toLowerCase()}`,
          ),
        );
  return db
    .select()
    .from(orders)
    .where(and(whose, eq(orders.paymentStatus, 'awaiting_payment')))
    .orderBy(desc(orders.createdAt));
}

/** The units the open checkouts started from this client address hold now. */
export async function unitsHeldFrom(db: Db, client: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ units: sql<string | number | null>`sum(${orderLines.quantity})` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orders.checkoutClient, client),
        eq(orders.paymentStatus, 'awaiting_payment'),
        eq(orders.hold, 'held'),
        gt(orders.holdExpiresAt, now),
      ),
    );
  return Number(row?.units ?? 0);
}

/**
 * Records the provider's session on a checkout still open; false when a newer checkout of the
 * same shopper ended it while the session was being opened.
 */
export async function setPaymentSession(
  db: Db,
  id: string,
  sessionId: string,
  url: string,
): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ paymentSessionId: sessionId, paymentUrl: url, updatedAt: new Date() })
    .where(and(eq(orders.id, id), eq(orders.paymentStatus, 'awaiting_payment')))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** The 'Email me about my order' box of an open checkout, as its latest request ticked it. */
export async function setMailConsent(db: Db, id: string, mailConsent: boolean): Promise<void> {
  await db
    .update(orders)
    .set({ mailConsent, updatedAt: new Date() })
    .where(and(eq(orders.id, id), eq(orders.paymentStatus, 'awaiting_payment')));
}
