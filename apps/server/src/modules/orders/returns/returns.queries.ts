import type { ReturnReason, ReturnStatus } from '@shop/shared/orders/returns';
import type { ReturnRecord } from '@shop/shared/orders/returns-schemas';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orderReturns } from '../after-sale.schema';
import type { OrderLineRow, OrderRow } from '../orders.queries';
import { orderLines, orders } from '../orders.schema';

export type ReturnRow = typeof orderReturns.$inferSelect;
export type NewReturnRow = typeof orderReturns.$inferInsert;

/** The returns of these orders, oldest first. */
export function returnsOfOrders(db: Db, orderIds: readonly string[]): Promise<ReturnRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderReturns)
    .where(inArray(orderReturns.orderId, [...orderIds]))
    .orderBy(asc(orderReturns.createdAt), asc(orderReturns.id));
}

/** A return as the API gives it: its lines named as the order's lines are (docs/product/api.md, Returns). */
export function toReturnRecord(
  row: ReturnRow,
  order: Pick<OrderRow, 'orderNumber' | 'email'>,
  lines: readonly OrderLineRow[],
): ReturnRecord {
  return {
    id: row.id,
    orderId: row.orderId,
    orderNumber: order.orderNumber,
    email: order.email,
    lines: row.lines.map((wanted) => {
      const line = lines.find((candidate) => candidate.id === wanted.lineId);
      return {
        lineId: wanted.lineId,
        quantity: wanted.quantity,
        title: line?.title ?? '',
        size: line?.size ?? '',
        color: line?.color ?? '',
      };
    }),
    reason: row.reason as ReturnReason,
    comment: row.comment,
    status: row.status as ReturnStatus,
    note: row.note,
    refundId: row.refundId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The steps a return is still open at: its units are spoken for until it is rejected or refunded. */
export const OPEN_RETURN_STATUSES = ['requested', 'approved', 'received'] as const;

export async function insertReturn(db: Db, values: NewReturnRow): Promise<ReturnRow> {
  const [row] = await db.insert(orderReturns).values(values).returning();
  if (!row) throw new Error('insert into order_returns returned no row');
  return row;
}

export async function findReturn(db: Db, id: string): Promise<ReturnRow | undefined> {
  const [row] = await db.select().from(orderReturns).where(eq(orderReturns.id, id));
  return row;
}

/** Units of each order line in the order's open returns, by line id. */
export async function unitsInOpenReturns(db: Db, orderId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ lines: orderReturns.lines })
    .from(orderReturns)
    .where(and(eq(orderReturns.orderId, orderId), inArray(orderReturns.status, [...OPEN_RETURN_STATUSES])));
  const units = new Map<string, number>();
  for (const row of rows)
    for (const line of row.lines) units.set(line.lineId, (units.get(line.lineId) ?? 0) + line.quantity);
  return units;
}

/**
 * Moves a return on one step, only from the step it must be at: of two requests at once, one
 * moves it and the other finds it moved (undefined).
 */
export async function moveReturn(
  db: Db,
  id: string,
  from: ReturnStatus,
  values: { status: ReturnStatus; note?: string },
  now: Date,
): Promise<ReturnRow | undefined> {
  const [row] = await db
    .update(orderReturns)
    .set({ ...values, updatedAt: now })
    .where(and(eq(orderReturns.id, id), eq(orderReturns.status, from)))
    .returning();
  return row;
}

/** Keeps the refund a return was refunded by (in the transaction that moved it to 'refunded'). */
export async function setReturnRefund(db: Db, id: string, refundId: string): Promise<ReturnRow | undefined> {
  const [row] = await db.update(orderReturns).set({ refundId }).where(eq(orderReturns.id, id)).returning();
  return row;
}

/** The admin's list: returns newest first, at one step or all, with their order's number and email. */
export async function returnPage(db: Db, offset: number, limit: number, status?: ReturnStatus) {
  const where = status ? eq(orderReturns.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: orderReturns, orderNumber: orders.orderNumber, email: orders.email })
      .from(orderReturns)
      .innerJoin(orders, eq(orders.id, orderReturns.orderId))
      .where(where)
      .orderBy(desc(orderReturns.createdAt), desc(orderReturns.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(orderReturns).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Fit answers returns give a product: each line of it returned as too small or too large counts
 * once, from every return not rejected.
 */
export async function returnFitCounts(db: Db, productId: string): Promise<{ small: number; large: number }> {
  const result = await db.execute(sql`
    select
      count(*) filter (where r.reason = 'too_small') as small,
      count(*) filter (where r.reason = 'too_large') as large
    from ${orderReturns} r
      cross join lateral jsonb_array_elements(r.lines) as returned(line)
      join ${orderLines} l on l.id = (returned.line ->> 'lineId')::uuid
    where r.status <> 'rejected' and r.reason in ('too_small', 'too_large')
      and l.product_id = ${productId}::uuid`);
  const row = (result as unknown as { rows: { small: string | number; large: string | number }[] }).rows[0];
  return { small: Number(row?.small ?? 0), large: Number(row?.large ?? 0) };
}
