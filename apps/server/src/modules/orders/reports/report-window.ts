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
 * The order of a refund or a return counts, as reportOrder: looked up by its key, one row each,
 * since a period's refunds and returns are few and a join would read every order to find them.
 */
export const reportOrderOf = (orderId: SQL, window: ReportWindow): SQL =>
  window.withTest
    ? sql`true`
    : sql`(select ${testOrderCounts(sql`counted`, false)} from ${orders} counted where counted.id = ${orderId})`;
