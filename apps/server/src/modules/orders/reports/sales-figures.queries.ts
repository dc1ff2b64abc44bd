import type { ReportGroup } from '@shop/shared/reports/reports-schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sqlNumber } from '../../../db/sql-number';
import { refunds } from '../after-sale.schema';
import { wasPaid } from '../orders.queries';
import { orders } from '../orders.schema';
import { inWindow, type ReportWindow, reportOrder, reportOrderOf } from './report-window';

// The sales report's money (docs/product/rules.md, Reports): the orders paid in each day, week or
// month by `paid_at`, and the refunds made in it by their own `created_at`, read as the dashboard's
// monthly earnings read them (paidCentsByMonth, refundedCents), so the net agrees to the cent.

/** One bucket's sums; `start` null for the whole period before the report's. */
export interface SalesSums {
  start: string | null;
  orders: number;
  units: number;
  grossCents: number;
  discountsCents: number;
  deliveryCents: number;
  taxCents: number;
  paidCents: number;
  refundsCents: number;
}

/** The first day of the day, ISO week (from Monday) or month a day (a `date`) falls in, as text. */
const startOf = (day: SQL, group: ReportGroup): SQL =>
  group === 'day'
    ? sql`to_char(${day}, 'YYYY-MM-DD')`
    : sql`to_char(date_trunc(${sql.raw(`'${group}'`)}, ${day}::timestamp), 'YYYY-MM-DD')`;

/** The day (UTC) of an instant. */
const dayOf = (at: SQL): SQL => sql`(${at} at time zone 'UTC')::date`;

/**
 * The sums of every bucket with an order or a refund in it (empty ones left out), and of the
 * period before (`start` null), in one statement: the orders are read once (each keeps its units)
 * and summed by day; the days are then summed into their buckets.
 */
export async function salesSumsByBucket(
  db: Db,
  window: ReportWindow,
  group: ReportGroup,
): Promise<SalesSums[]> {
  const from = sql`${window.from.toISOString().slice(0, 10)}::date`;
  const result = (await db.execute(sql`
    with days as (
      select ${dayOf(sql`o.paid_at`)} as day, count(*) as orders, sum(o.units) as units,
        sum(o.subtotal_cents) as gross, sum(o.discount_cents) as discounts, sum(o.shipping_cents) as delivery,
        sum(o.tax_cents) as tax, sum(o.amount_cents) as paid, 0 as refunds
      from ${orders} o
      where ${wasPaid(sql`o.payment_status`)} and ${reportOrder(sql`o`, window)}
        and ${inWindow(sql`o.paid_at`, window)}
      group by 1
      union all
      -- Given back or being given: a failed refund gave nothing back.
      select ${dayOf(sql`r.created_at`)}, 0, 0, 0, 0, 0, 0, 0, sum(r.amount_cents)
      from ${refunds} r
      where r.status in ('pending', 'succeeded') and ${inWindow(sql`r.created_at`, window)}
        and ${reportOrderOf(sql`r.order_id`, window)}
      group by 1
    )
    select case when day >= ${from} then ${startOf(sql`day`, group)} end as bucket,
      sum(orders) as orders, sum(units) as units, sum(gross) as gross, sum(discounts) as discounts,
      sum(delivery) as delivery, sum(tax) as tax, sum(paid) as paid, sum(refunds) as refunds
    from days
    group by 1`)) as unknown as { rows: Record<string, string | number | null>[] };
  return result.rows.map((row) => ({
    start: row.bucket === null ? null : String(row.bucket),
    orders: sqlNumber(row.orders),
    units: sqlNumber(row.units),
    grossCents: sqlNumber(row.gross),
    discountsCents: sqlNumber(row.discounts),
    deliveryCents: sqlNumber(row.delivery),
    taxCents: sqlNumber(row.tax),
    paidCents: sqlNumber(row.paid),
    refundsCents: sqlNumber(row.refunds),
  }));
}
