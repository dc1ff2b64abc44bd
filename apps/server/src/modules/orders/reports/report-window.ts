import { type SQL, sql } from 'drizzle-orm';
import { testOrderCounts } from '../counted-sales';
import { orders } from '../orders.schema';

// The instants an owner's report reads (docs/product/rules.md, Reports): its own days, and as many
// days just before them, read in the same statement so the two periods count alike.

/** A report's days as instants: [previousFrom, from) the period before, [from, end) its own. */
export interface ReportWindow {
  previousFrom: Date;
  from: Date;
  end: Date;
  /** Test-checkout orders count (`testOrders=include`); otherwise real payments only. */
  withTest: boolean;
}

const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** `column` within both periods: what a report's statement reads. */
export const inWindow = (column: SQL, window: ReportWindow): SQL =>
  sql`${column} >= ${instant(window.previousFrom)} and ${column} < ${instant(window.end)}`;

/** `column` within the report's own period alone. */
export const inOwnPeriod = (column: SQL, window: ReportWindow): SQL =>
  sql`${column} >= ${instant(window.from)} and ${column} < ${instant(window.end)}`;

/** Within both periods, whether `column` is in the report's own (true) or the one before (false). */
export const isOwnPeriod = (column: SQL, window: ReportWindow): SQL =>
  sql`(${column} >= ${instant(window.from)})`;

/** The order `o` counts as the report was asked: test orders only with `testOrders=include`. */
export const reportOrder = (o: SQL, window: ReportWindow): SQL => testOrderCounts(o, window.withTest);

/**
 * A line `l` of an order paid within the window (`at` narrows it to the report's own days) that
 * counts as the report was asked. Read from the line alone: it keeps its order's `paid_at`
 * (docs/decisions/050), and the few test orders are left out by their ids (`orders_test_idx`).
 */
export const soldLine = (
  l: SQL,
  window: ReportWindow,
  at: (column: SQL, window: ReportWindow) => SQL = inWindow,
): SQL =>
  sql`${l}.paid_at is not null and ${at(sql`${l}.paid_at`, window)}${
    window.withTest
      ? sql``
      : sql` and ${l}.order_id not in (select test.id from ${orders} test where test.test_mode)`
  }`;

/**
 * The order of a refund or a return counts, as reportOrder: looked up by its key, one row each,
 * since a period's refunds and returns are few and a join would read every order to find them.
 */
export const reportOrderOf = (orderId: SQL, window: ReportWindow): SQL =>
  window.withTest
    ? sql`true`
    : sql`(select ${testOrderCounts(sql`counted`, false)} from ${orders} counted where counted.id = ${orderId})`;
