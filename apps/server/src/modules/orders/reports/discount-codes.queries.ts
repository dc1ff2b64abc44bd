import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { wasPaid } from '../orders.queries';
import { orders } from '../orders.schema';
import { inWindow, isOwnPeriod, type ReportWindow, reportOrder } from './report-window';

// The discount codes of the owner's discount report (docs/product/rules.md, Reports), from what
// each order kept of its code: its words and what it took off, so a code deleted since still counts.

/** One code's figures in the report's period and in the period before. */
export interface CodeFigures {
  /** The code as the owner wrote it (codes are the same whatever their case). */
  name: string;
  uses: number;
  discountCents: number;
  netSalesCents: number;
  previous: { uses: number; discountCents: number; netSalesCents: number };
}

const int = (value: string | number | null | undefined) => Number(value ?? 0);

/**
 * Each code used on orders paid in either period: `uses` the orders, `discountCents` what it took
 * off them when paid (a free-delivery code: the delivery's price), `netSalesCents` what they came to
 * less every refund made of them so far.
 */
export async function discountCodeFigures(db: Db, window: ReportWindow): Promise<CodeFigures[]> {
  const current = isOwnPeriod(sql`o.paid_at`, window);
  const result = (await db.execute(sql`
    select min(o.discount_code) as name,
      count(*) filter (where ${current}) as uses,
      sum(o.discount_cents) filter (where ${current}) as discount,
      sum(o.amount_cents - o.refunded_cents) filter (where ${current}) as net,
      count(*) filter (where not ${current}) as previous_uses,
      sum(o.discount_cents) filter (where not ${current}) as previous_discount,
      sum(o.amount_cents - o.refunded_cents) filter (where not ${current}) as previous_net
    from ${orders} o
    where o.discount_code is not null and ${wasPaid(sql`o.payment_status`)}
      and ${reportOrder(sql`o`, window)} and ${inWindow(sql`o.paid_at`, window)}
    group by upper(o.discount_code)`)) as unknown as { rows: Record<string, string | number | null>[] };
  return result.rows.map((row) => ({
    name: String(row.name),
    uses: int(row.uses),
    discountCents: int(row.discount),
    netSalesCents: int(row.net),
    previous: {
      uses: int(row.previous_uses),
      discountCents: int(row.previous_discount),
      netSalesCents: int(row.previous_net),
    },
  }));
}
