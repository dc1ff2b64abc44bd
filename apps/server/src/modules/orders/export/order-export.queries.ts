import { and, desc, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { linesOfOrders, type OrderLineRow } from '../orders.queries';
import { orders } from '../orders.schema';

// The orders of Manage Orders as the CSV export reads them (docs/product/api.md, Orders export):
// a page at a time, newest first, each page with its lines.

/**
 * Where the last page ended: its last order's creation time as the database writes it (to the
 * microsecond: a JavaScript date keeps milliseconds, and orders made in the same millisecond
 * would be skipped or come round again) and its id.
 */
export interface OrderExportCursor {
  createdAt: string;
  id: string;
}

const exportColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
  email: orders.email,
  shippingAddress: orders.shippingAddress,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  shippingCents: orders.shippingCents,
  shippingTaxCents: orders.shippingTaxCents,
  discountCents: orders.discountCents,
  pricesIncludeTax: orders.pricesIncludeTax,
  amountCents: orders.amountCents,
  refundedCents: orders.refundedCents,
  cursor: sql<string>`${orders.createdAt}::text`,
};

export type ExportOrder = Awaited<ReturnType<typeof orderExportPage>>['orders'][number];

/**
 * Orders paid on the days from `from` to `to` (UTC, both included; either may be left out): the
 * days the reports count a sale in. An order never paid has no such day and is left out once
 * either is given.
 */
export function paidOnDays(from: string | undefined, to: string | undefined): SQL | undefined {
  const after = from ? sql`${orders.paidAt} >= ${`${from}T00:00:00Z`}::timestamptz` : undefined;
  const before = to
    ? sql`${orders.paidAt} < ${`${to}T00:00:00Z`}::timestamptz + interval '1 day'`
    : undefined;
  return and(after, before);
}

/** The next `limit` orders matching `where` after `after`, newest first, with their lines in order. */
export async function orderExportPage(
  db: Db,
  where: SQL | undefined,
  after: OrderExportCursor | null,
  limit: number,
) {
  const keyset = after
    ? sql`(${orders.createdAt}, ${orders.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
    : undefined;
  const page = await db
    .select(exportColumns)
    .from(orders)
    .where(and(where, keyset))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  const lines = await linesOfOrders(
    db,
    page.map((order) => order.id),
  );
  const byOrder = new Map<string, OrderLineRow[]>();
  for (const line of lines) {
    const kept = byOrder.get(line.orderId);
    if (kept) kept.push(line);
    else byOrder.set(line.orderId, [line]);
  }
  const last = page.at(-1);
  return {
    orders: page.map((order) => ({ ...order, lines: byOrder.get(order.id) ?? [] })),
    cursor: last ? { createdAt: last.cursor, id: last.id } : null,
    full: page.length === limit,
  };
}
