import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sqlNumber } from '../../../db/sql-number';
import { netOrderCents } from '../counted-sales';
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

/**
 * A row of code or sale figures as both reports' statements name them: `name`, `uses`,
 * `discount`, `net` and the same with `previous_` for the period before.
 */
export function codeFiguresOf(row: Record<string, unknown>): CodeFigures {
  return {
    name: String(row.name),
    uses: sqlNumber(row.uses),
    discountCents: sqlNumber(row.discount),
    netSalesCents: sqlNumber(row.net),
    previous: {
      uses: sqlNumber(row.previous_uses),
      discountCents: sqlNumber(row.previous_discount),
      netSalesCents: sqlNumber(row.previous_net),
    },
  };
}

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
      sum(${netOrderCents(sql`o`)}) filter (where ${current}) as net,
      count(*) filter (where not ${current}) as previous_uses,
      sum(o.discount_cents) filter (where not ${current}) as previous_discount,
      sum(${netOrderCents(sql`o`)}) filter (where not ${current}) as previous_net
    from ${orders} o
    where o.discount_code is not null and ${wasPaid(sql`o.payment_status`)}
      and ${reportOrder(sql`o`, window)} and ${inWindow(sql`o.paid_at`, window)}
    group by upper(o.discount_code)`)) as unknown as { rows: Record<string, string | number | null>[] };
  return result.rows.map(codeFiguresOf);
}
