import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sqlNumber } from '../../../db/sql-number';
import { refunds } from '../after-sale.schema';
import { testOrderCounts } from '../counted-sales';
import { wasPaid } from '../orders.queries';
import { orders, orderTaxLines } from '../orders.schema';

// The tax the shop collected and gave back, read from what orders kept (docs/product/rules.md,
// Admin statistics): their tax lines as charged, and the tax part of each refund. Months are
// UTC, 'YYYY-MM'. Test orders count as `withTest` says (testOrderCounts), on both sides alike.

const paidOrder = (withTest: boolean) =>
  sql`${wasPaid(sql`o.payment_status`)} and ${testOrderCounts(sql`o`, withTest)}`;
/** Refunds given back or being given: a failed one gave nothing back. */
const givenRefund = (withTest: boolean) =>
  sql`r.status in ('pending', 'succeeded') and ${testOrderCounts(sql`o`, withTest)}`;
const within = (column: SQL, from: Date, to: Date) =>
  sql`${column} >= ${from.toISOString()}::timestamptz and ${column} < ${to.toISOString()}::timestamptz`;

/** Tax charged on the orders paid in [from, to), by month of payment and tax line (name and rate). */
export async function taxCollectedByMonth(db: Db, from: Date, to: Date, withTest: boolean) {
  const result = (await db.execute(sql`
    select to_char(o.paid_at at time zone 'UTC', 'YYYY-MM') as month, t.name, t.rate_milli_percent,
      sum(t.taxable_cents) as taxable_cents, sum(t.tax_cents) as tax_cents
    from ${orderTaxLines} t join ${orders} o on o.id = t.order_id
    where ${paidOrder(withTest)} and ${within(sql`o.paid_at`, from, to)}
    group by 1, 2, 3`)) as unknown as {
    rows: {
      month: string;
      name: string;
      rate_milli_percent: number;
      taxable_cents: string | number;
      tax_cents: string | number;
    }[];
  };
  return result.rows.map((row) => ({
    month: row.month,
    name: row.name,
    rateMilliPercent: sqlNumber(row.rate_milli_percent),
    taxableCents: sqlNumber(row.taxable_cents),
    taxCents: sqlNumber(row.tax_cents),
  }));
}

/**
 * The refunds made in [from, to) that gave tax back, by month of the refund, each with its order's
 * tax lines (name, rate and the tax each came to), the first line first: the report shares a
 * refund's tax over them.
 */
export async function taxRefundsByMonth(db: Db, from: Date, to: Date, withTest: boolean) {
  const result = (await db.execute(sql`
    select r.id, to_char(r.created_at at time zone 'UTC', 'YYYY-MM') as month, r.tax_cents,
      t.name, t.rate_milli_percent, t.tax_cents as line_tax_cents
    from ${refunds} r join ${orders} o on o.id = r.order_id
      join ${orderTaxLines} t on t.order_id = o.id
    where ${givenRefund(withTest)} and r.tax_cents > 0 and ${within(sql`r.created_at`, from, to)}
    order by r.id, t.position`)) as unknown as {
    rows: {
      id: string;
      month: string;
      tax_cents: number;
      name: string;
      rate_milli_percent: number;
      line_tax_cents: number;
    }[];
  };
  const byRefund = new Map<
    string,
    {
      month: string;
      taxCents: number;
      lines: { name: string; rateMilliPercent: number; taxCents: number }[];
    }
  >();
  for (const row of result.rows) {
    const refund = byRefund.get(row.id) ?? {
      month: row.month,
      taxCents: sqlNumber(row.tax_cents),
      lines: [],
    };
    refund.lines.push({
      name: row.name,
      rateMilliPercent: sqlNumber(row.rate_milli_percent),
      taxCents: sqlNumber(row.line_tax_cents),
    });
    byRefund.set(row.id, refund);
  }
  return [...byRefund.values()];
}

/** Every month's tax so far: charged on paid orders, and given back by refunds. */
export async function taxTotals(db: Db, withTest: boolean) {
  const result = (await db.execute(sql`
    select
      (select coalesce(sum(t.tax_cents), 0) from ${orderTaxLines} t join ${orders} o on o.id = t.order_id
        where ${paidOrder(withTest)}) as collected_cents,
      (select coalesce(sum(r.tax_cents), 0) from ${refunds} r join ${orders} o on o.id = r.order_id
        where ${givenRefund(withTest)}) as refunded_cents`)) as unknown as {
    rows: { collected_cents: string | number; refunded_cents: string | number }[];
  };
  const row = result.rows[0];
  return { collectedCents: sqlNumber(row?.collected_cents), refundedCents: sqlNumber(row?.refunded_cents) };
}
