import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { wasPaid } from '../orders.queries';
import { orderLines, orderReturns, orders } from '../orders.schema';

// What orders tell size advice (docs/product/rules.md, Size advice): how a product's returned
// units fitted, and which sizes one shopper kept or sent back.

type Rows<T> = { rows: T[] };

/** Each unit of these products returned as too small or too large (return not rejected), by product, with its age. */
export async function returnFitSignals(db: Db, productIds: readonly string[]) {
  const signals = new Map<string, { fit: 'small' | 'large'; ageDays: number }[]>();
  if (productIds.length === 0) return signals;
  const result = (await db.execute(sql`
    select l.product_id, r.reason, (returned.line ->> 'quantity')::int as units,
      extract(epoch from now() - r.created_at) / 86400 as age_days
    from ${orderReturns} r
      cross join lateral jsonb_array_elements(r.lines) as returned(line)
      join ${orderLines} l on l.id = (returned.line ->> 'lineId')::uuid
    where r.status <> 'rejected' and r.reason in ('too_small', 'too_large')
      and l.product_id in (${sql.join(
        [...new Set(productIds)].map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`)) as unknown as Rows<{
    product_id: string;
    reason: string;
    units: number | string;
    age_days: number | string;
  }>;
  for (const row of result.rows) {
    const list = signals.get(row.product_id) ?? [];
    for (let unit = 0; unit < Math.max(1, Number(row.units)); unit += 1)
      list.push({ fit: row.reason === 'too_small' ? 'small' : 'large', ageDays: Number(row.age_days) });
    signals.set(row.product_id, list);
  }
  return signals;
}

/**
 * The sized lines of a shopper's paid orders, newest first (at most 200): what they bought,
 * whether they kept it, and why they sent it back when it was for its size.
 */
export async function sizeHistoryOf(db: Db, userId: string) {
  const result = (await db.execute(sql`
    select l.product_id, l.size, l.quantity, l.refunded_quantity,
      extract(epoch from now() - o.created_at) / 86400 as age_days,
      (select r.reason from ${orderReturns} r, jsonb_array_elements(r.lines) as returned(line)
        where r.order_id = o.id and r.status <> 'rejected' and (returned.line ->> 'lineId')::uuid = l.id
        order by r.created_at desc limit 1) as return_reason
    from ${orders} o join ${orderLines} l on l.order_id = o.id
    where o.user_id = ${userId}::uuid and ${wasPaid(sql`o.payment_status`)} and o.status <> 'cancelled'
      and l.product_id is not null
    order by o.created_at desc
    limit 200`)) as unknown as Rows<{
    product_id: string;
    size: string;
    quantity: number;
    refunded_quantity: number;
    age_days: number | string;
    return_reason: string | null;
  }>;
  return result.rows.map((row) => ({
    productId: row.product_id,
    size: row.size,
    ageDays: Number(row.age_days),
    outcome:
      row.return_reason === 'too_small'
        ? ('too_small' as const)
        : row.return_reason === 'too_large'
          ? ('too_large' as const)
          : Number(row.refunded_quantity) >= Number(row.quantity)
            ? null
            : ('kept' as const),
  }));
}
