import { WAS_PAID_STATUSES } from '@shop/shared/orders/orders';
import type { OrderListFilters } from '@shop/shared/orders/orders-schemas';
import { and, asc, type Column, count, desc, eq, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { escapeLike } from '../../lib/stores/like-pattern';
import type { UploadNamesQuery } from '../uploads';
import { orderReturns } from './after-sale.schema';
import { testOrderCounts } from './counted-sales';
import { orderLines, orders, orderTaxLines, type StatusHistoryEntry } from './orders.schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type NewOrderLineRow = Omit<typeof orderLines.$inferInsert, 'orderId'>;

const UNIQUE_VIOLATION = '23505';

/**
 * An order that was paid (WAS_PAID_STATUSES): refunded in part or in full since, it was a sale
 * all the same. Every query that means "paid" in that sense uses this.
 */
export const wasPaid = (paymentStatus: SQL | Column) =>
  sql`${paymentStatus} in (${sql.join(
    WAS_PAID_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )})`;
const wasPaidOrder = wasPaid(orders.paymentStatus);

/** node-postgres and PGlite put the SQLSTATE on the error; drizzle may wrap it as the cause. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e?.code ?? e?.cause?.code;
  const name = e?.constraint ?? e?.cause?.constraint;
  return code === UNIQUE_VIOLATION && (constraint === undefined || name === undefined || name === constraint);
}

export async function insertOrder(
  db: Db,
  values: NewOrderRow,
  lines: readonly NewOrderLineRow[],
  taxLines: readonly Omit<OrderTaxLineRow, 'orderId' | 'position'>[],
): Promise<OrderRow> {
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  const [row] = await db
    .insert(orders)
    .values({ ...values, units })
    .returning();
  if (!row) throw new Error('insert into orders returned no row');
  await db.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: row.id })));
  if (taxLines.length > 0)
    await db
      .insert(orderTaxLines)
      .values(taxLines.map((line, position) => ({ ...line, orderId: row.id, position })));
  return row;
}

export type OrderTaxLineRow = typeof orderTaxLines.$inferSelect;

/** The orders' tax by rate, as charged, in their order. */
export async function taxLinesOfOrders(db: Db, ids: readonly string[]): Promise<OrderTaxLineRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(orderTaxLines)
    .where(inArray(orderTaxLines.orderId, [...ids]))
    .orderBy(orderTaxLines.orderId, orderTaxLines.position);
}

export async function findOrderById(db: Db, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** The order row locked until the transaction ends: payment, cancel and expiry take turns on it. */
export async function lockOrder(db: Db, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export async function findOrderBySession(db: Db, sessionId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.paymentSessionId, sessionId));
  return row;
}

export async function updateOrder(
  db: Db,
  id: string,
  values: Partial<
    Pick<
      OrderRow,
      | 'status'
      | 'paymentStatus'
      | 'hold'
      | 'paidAt'
      | 'invoiceNumber'
      | 'carrier'
      | 'trackingNumber'
      | 'shippedAt'
      | 'cancelledAt'
      | 'cancelReason'
    >
  >,
  history?: StatusHistoryEntry,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({
      ...values,
      updatedAt: new Date(),
      ...(history
        ? { statusHistory: sql`${orders.statusHistory} || ${JSON.stringify([history])}::jsonb` }
        : {}),
    })
    .where(eq(orders.id, id))
    .returning();
  return row;
}

export async function deleteOrder(db: Db, id: string): Promise<void> {
  await db.delete(orders).where(eq(orders.id, id));
}

export function linesOfOrders(db: Db, orderIds: readonly string[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderLines)
    .where(
      sql`${orderLines.orderId} in (${sql.join(
        orderIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    )
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
}

/**
 * Whose orders: one account's own, or (for an admin) every order placed with an email, those
 * of a deleted account included. The email alone is not enough for a shopper: someone who signs
 * up later with a deleted account's address must not see its orders.
 */
export type OrderOwner = { userId: string } | { email: string };

const ownedBy = (owner: OrderOwner) =>
  'userId' in owner ? eq(orders.userId, owner.userId) : sql`lower(${orders.email}) = lower(${owner.email})`;

export function ordersOfOwner(db: Db, owner: OrderOwner): Promise<OrderRow[]> {
  return db.select().from(orders).where(ownedBy(owner)).orderBy(desc(orders.createdAt), desc(orders.id));
}

/** Manage Orders' filters as a WHERE clause: its list and its CSV export read the same orders. */
export function orderListWhere(filters: OrderListFilters = {}): SQL | undefined {
  const search = filters.search?.trim();
  return and(
    filters.status ? eq(orders.status, filters.status) : undefined,
    filters.paymentStatus === 'was_paid'
      ? wasPaidOrder
      : filters.paymentStatus
        ? eq(orders.paymentStatus, filters.paymentStatus)
        : undefined,
    search
      ? or(
          ilike(orders.orderNumber, `${escapeLike(search)}%`),
          // The number as the shopper reads it out, often without its 'VL-'.
          ilike(orders.orderNumber, `VL-${escapeLike(search)}%`),
          ilike(orders.email, `%${escapeLike(search)}%`),
        )
      : undefined,
    // The steps of returns.queries.ts' OPEN_RETURN_STATUSES (that file imports this one).
    filters.returns === 'open'
      ? sql`exists (select 1 from ${orderReturns} where ${orderReturns.orderId} = ${orders.id}
          and ${orderReturns.status} in ('requested', 'approved', 'received'))`
      : undefined,
  );
}

export async function orderPage(db: Db, offset: number, limit: number, filters: OrderListFilters = {}) {
  const where = orderListWhere(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Unpaid checkouts whose hold has run out, oldest first. */
export async function expiredHolds(db: Db, now: Date, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.hold, 'held'), lte(orders.holdExpiresAt, now)))
    .orderBy(asc(orders.holdExpiresAt))
    .limit(limit);
}

/** Which (user, product) pairs of these have a paid order: `userId:productId` keys. */
export async function paidPairs(
  db: Db,
  userIds: readonly string[],
  productIds: readonly string[],
): Promise<Set<string>> {
  if (userIds.length === 0 || productIds.length === 0) return new Set();
  const list = (ids: readonly string[]) =>
    sql.join(
      [...new Set(ids)].map((id) => sql`${id}::uuid`),
      sql`, `,
    );
  const result = await db.execute(sql`
    select distinct o.user_id as "userId", l.product_id as "productId"
    from ${orderLines} l join ${orders} o on o.id = l.order_id
    where ${wasPaid(sql`o.payment_status`)} and o.user_id in (${list(userIds)}) and l.product_id in (${list(productIds)})`);
  return new Set(
    (result as unknown as { rows: { userId: string; productId: string }[] }).rows.map(
      (r) => `${r.userId}:${r.productId}`,
    ),
  );
}

/**
 * What a shopper has paid for: the sum of their paid orders and the units in them, and of those
 * units the ones they kept: not on a cancelled order, nor refunded line by line.
 */
export async function purchaseTotals(
  db: Db,
  owner: OrderOwner,
): Promise<{ paidCents: number; refundedCents: number; units: number; keptUnits: number }> {
  const paid = sql`${wasPaidOrder} and ${ownedBy(owner)}`;
  const result = await db.execute(sql`
    select coalesce(sum(${orders.amountCents}), 0) as "paidCents",
      coalesce(sum(${orders.refundedCents}), 0) as "refundedCents",
      coalesce((select sum(${orderLines.quantity}) from ${orderLines}
        where ${orderLines.orderId} in (select ${orders.id} from ${orders} where ${paid})), 0) as units,
      coalesce((select sum(${orderLines.quantity} - ${orderLines.refundedQuantity}) from ${orderLines}
        where ${orderLines.orderId} in (select ${orders.id} from ${orders}
          where ${paid} and ${orders.status} <> ${'cancelled'})), 0) as "keptUnits"
    from ${orders}
    where ${paid}`);
  const row = (
    result as unknown as {
      rows: {
        paidCents: string | number;
        refundedCents: string | number;
        units: string | number;
        keptUnits: string | number;
      }[];
    }
  ).rows[0];
  return {
    paidCents: Number(row?.paidCents ?? 0),
    // Pending refunds included, failed ones not: what orders.refunded_cents holds.
    refundedCents: Number(row?.refundedCents ?? 0),
    units: Number(row?.units ?? 0),
    keptUnits: Number(row?.keptUnits ?? 0),
  };
}

/** How many orders are paid and what they came to, in cents: real payments and test checkouts apart. */
export async function paidTotals(
  db: Db,
): Promise<Record<'real' | 'test', { orders: number; cents: number }>> {
  const result = await db.execute(sql`
    select test_mode, count(*) as orders, coalesce(sum(amount_cents), 0) as cents
    from ${orders} where ${wasPaidOrder} group by test_mode`);
  const rows = (
    result as unknown as { rows: { test_mode: boolean; orders: string | number; cents: string | number }[] }
  ).rows;
  const of = (test: boolean) => {
    const row = rows.find((r) => r.test_mode === test);
    return { orders: Number(row?.orders ?? 0), cents: Number(row?.cents ?? 0) };
  };
  return { real: of(false), test: of(true) };
}

/**
 * Which paid orders the shop's figures count: test checkouts' too, or real payments only. Gross:
 * an order refunded since counts what was paid.
 */
const counted = (withTest: boolean) => sql`${wasPaidOrder} and ${testOrderCounts(sql`${orders}`, withTest)}`;

/**
 * Paid cents by month of payment (1–12, UTC) between two instants; months without any are left
 * out.
 */
export async function paidCentsByMonth(
  db: Db,
  from: Date,
  to: Date,
  withTest: boolean,
): Promise<Map<number, number>> {
  const result = await db.execute(sql`
    select extract(month from paid_at at time zone 'UTC')::int as month, sum(amount_cents) as cents
    from ${orders}
    where ${counted(withTest)} and paid_at >= ${from.toISOString()}::timestamptz
      and paid_at < ${to.toISOString()}::timestamptz
    group by 1`);
  const rows = (result as unknown as { rows: { month: number; cents: string | number }[] }).rows;
  return new Map(rows.map((row) => [Number(row.month), Number(row.cents)]));
}

/**
 * Money refunds gave back (or are giving: pending ones count, failed ones do not), in cents: all
 * of it, and by month of the refund (1–12, UTC) between two instants, months without any left
 * out. A refund counts in the month it was made, not the month its order was paid. Refunds of
 * test checkouts count as their orders do (`withTest`).
 */
export async function refundedCents(
  db: Db,
  from: Date,
  to: Date,
  withTest: boolean,
): Promise<{ total: number; byMonth: Map<number, number> }> {
  const given = sql`r.status in ('pending', 'succeeded') and ${testOrderCounts(sql`o`, withTest)}`;
  const [total, months] = await Promise.all([
    db.execute(sql`
      select coalesce(sum(r.amount_cents), 0) as cents
      from refunds r join ${orders} o on o.id = r.order_id
      where ${given}`),
    db.execute(sql`
      select extract(month from r.created_at at time zone 'UTC')::int as month, sum(r.amount_cents) as cents
      from refunds r join ${orders} o on o.id = r.order_id
      where ${given} and r.created_at >= ${from.toISOString()}::timestamptz
        and r.created_at < ${to.toISOString()}::timestamptz
      group by 1`),
  ]);
  const totalRow = (total as unknown as { rows: { cents: string | number }[] }).rows[0];
  const rows = (months as unknown as { rows: { month: number; cents: string | number }[] }).rows;
  return {
    total: Number(totalRow?.cents ?? 0),
    byMonth: new Map(rows.map((row) => [Number(row.month), Number(row.cents)])),
  };
}

/** How many paid orders are at each status; statuses without any are left out. */
export async function paidOrdersByStatus(db: Db, withTest: boolean): Promise<Map<string, number>> {
  const result = await db.execute(sql`
    select status, count(*) as orders from ${orders} where ${counted(withTest)} group by status`);
  const rows = (result as unknown as { rows: { status: string; orders: string | number }[] }).rows;
  return new Map(rows.map((row) => [row.status, Number(row.orders)]));
}

/**
 * Paid orders not shipped yet (pending or processing), the longest waiting first, and how many.
 * One refunded in part still waits; one refunded in full has nothing left to send.
 */
export async function unshippedOrders(db: Db, limit: number): Promise<{ rows: OrderRow[]; total: number }> {
  const waiting = sql`${wasPaidOrder} and ${orders.paymentStatus} <> 'refunded' and ${orders.status} in ('pending', 'processing')`;
  const rows = await db.select().from(orders).where(waiting).orderBy(asc(orders.paidAt)).limit(limit);
  const [total] = await db.select({ n: count() }).from(orders).where(waiting);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Which of the uploads asked about some order line shows (the cleanup of unused uploads): a line
 * keeps the picture it was bought with after its product changes or goes.
 */
export async function orderLinePicturesAmong(db: Db, uploads: UploadNamesQuery): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: uploads.name(orderLines.image) })
    .from(orderLines)
    .where(uploads.asked(orderLines.image));
  return rows.map((row) => row.name);
}
