import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { refunds } from '../after-sale.schema';
import type { OrderLineRow, OrderRow } from '../orders.queries';
import { orderLines, orders, type StatusHistoryEntry } from '../orders.schema';

// Refunds and what they take of an order: every change here is a conditional update, so the
// order's refunded total never passes what was paid, nor a line's refunded or restocked units
// its quantity, however many requests race (the callers also hold the order's row lock).

export type RefundRow = typeof refunds.$inferSelect;
export type NewRefundRow = typeof refunds.$inferInsert;

const appendHistory = (entry: StatusHistoryEntry) =>
  sql`${orders.statusHistory} || ${JSON.stringify([entry])}::jsonb`;

export async function insertRefund(db: Db, values: NewRefundRow): Promise<RefundRow> {
  const [row] = await db.insert(refunds).values(values).returning();
  if (!row) throw new Error('insert into refunds returned no row');
  return row;
}

export async function findRefund(db: Db, id: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  return row;
}

export async function findRefundByProviderId(
  db: Db,
  providerRefundId: string,
): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.providerRefundId, providerRefundId));
  return row;
}

/** These orders' refunds, oldest first. */
export function refundsOfOrders(db: Db, orderIds: readonly string[]): Promise<RefundRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(refunds)
    .where(
      sql`${refunds.orderId} in (${sql.join(
        orderIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    )
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}

/** Refunds still waiting for the provider's answer since before `before`, oldest first. */
export function pendingRefunds(db: Db, before: Date, limit: number): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.status, 'pending'), lte(refunds.createdAt, before)))
    .orderBy(asc(refunds.createdAt))
    .limit(limit);
}

/** Counts `quantity` more units of a line refunded, if that many are left; undefined otherwise. */
export async function takeLineRefund(
  db: Db,
  orderId: string,
  lineId: string,
  quantity: number,
): Promise<OrderLineRow | undefined> {
  const [row] = await db
    .update(orderLines)
    .set({ refundedQuantity: sql`${orderLines.refundedQuantity} + ${quantity}` })
    .where(
      and(
        eq(orderLines.id, lineId),
        eq(orderLines.orderId, orderId),
        sql`${orderLines.refundedQuantity} + ${quantity} <= ${orderLines.quantity}`,
      ),
    )
    .returning();
  return row;
}

/** A failed refund's units are refundable again (never below none). */
export async function giveLineRefundBack(db: Db, lineId: string, quantity: number): Promise<void> {
  await db
    .update(orderLines)
    .set({ refundedQuantity: sql`greatest(${orderLines.refundedQuantity} - ${quantity}, 0)` })
    .where(eq(orderLines.id, lineId));
}

/** Counts `quantity` more units of a line back in stock, if that many were not yet; false otherwise. */
export async function takeLineRestock(db: Db, lineId: string, quantity: number): Promise<boolean> {
  const rows = await db
    .update(orderLines)
    .set({ restockedQuantity: sql`${orderLines.restockedQuantity} + ${quantity}` })
    .where(
      and(
        eq(orderLines.id, lineId),
        sql`${orderLines.restockedQuantity} + ${quantity} <= ${orderLines.quantity}`,
      ),
    )
    .returning({ id: orderLines.id });
  return rows.length > 0;
}

/**
 * Takes `cents` more of what a paid order may still refund, with its history entry; undefined
 * when that is more than is left (or the order is not one that was paid).
 */
export async function reserveRefundedCents(
  db: Db,
  orderId: string,
  cents: number,
  history: StatusHistoryEntry,
  now: Date,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({
      refundedCents: sql`${orders.refundedCents} + ${cents}`,
      paymentStatus: sql`case when ${orders.refundedCents} + ${cents} >= ${orders.amountCents} then 'refunded' else 'partially_refunded' end`,
      statusHistory: appendHistory(history),
      updatedAt: now,
    })
    .where(
      and(
        eq(orders.id, orderId),
        sql`${orders.paymentStatus} in ('paid', 'partially_refunded')`,
        sql`${orders.refundedCents} + ${cents} <= ${orders.amountCents}`,
      ),
    )
    .returning();
  return row;
}

/** A failed refund's amount is refundable again; the payment state follows what is left refunded. */
export async function releaseRefundedCents(
  db: Db,
  orderId: string,
  cents: number,
  history: StatusHistoryEntry,
  now: Date,
): Promise<void> {
  await db
    .update(orders)
    .set({
      refundedCents: sql`greatest(${orders.refundedCents} - ${cents}, 0)`,
      paymentStatus: sql`case when ${orders.refundedCents} - ${cents} <= 0 then 'paid' else 'partially_refunded' end`,
      statusHistory: appendHistory(history),
      updatedAt: now,
    })
    .where(and(eq(orders.id, orderId), sql`${orders.paymentStatus} in ('partially_refunded', 'refunded')`));
}

/** Keeps the provider's id of a refund it has not finished yet. */
export async function setProviderRefundId(db: Db, id: string, providerRefundId: string, now: Date) {
  await db
    .update(refunds)
    .set({ providerRefundId, updatedAt: now })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')));
}

/**
 * Settles a pending refund, once: succeeded, or failed with the provider's reason (a succeeded one
 * too: Stripe may fail a refund after reporting it done). Undefined when it was settled that way
 * already (a webhook and the reconciler, say, at the same moment).
 */
export async function settlePendingRefund(
  db: Db,
  id: string,
  outcome:
    | { status: 'succeeded'; providerRefundId: string | null }
    | { status: 'failed'; providerRefundId: string | null; failureReason: string },
  now: Date,
): Promise<RefundRow | undefined> {
  const [row] = await db
    .update(refunds)
    .set({
      status: outcome.status,
      failureReason: outcome.status === 'failed' ? outcome.failureReason : null,
      ...(outcome.providerRefundId ? { providerRefundId: outcome.providerRefundId } : {}),
      updatedAt: now,
    })
    .where(
      and(
        eq(refunds.id, id),
        outcome.status === 'failed'
          ? sql`${refunds.status} in ('pending', 'succeeded')`
          : eq(refunds.status, 'pending'),
      ),
    )
    .returning();
  return row;
}

/** Gives a refund just made its credit note number; answers the refund as it is now. */
export async function setCreditNoteNumber(
  db: Db,
  id: string,
  number: string,
): Promise<RefundRow | undefined> {
  const [row] = await db
    .update(refunds)
    .set({ creditNoteNumber: number })
    .where(and(eq(refunds.id, id), isNull(refunds.creditNoteNumber)))
    .returning();
  return row ?? findRefund(db, id);
}
