import { roundedShare } from '@shop/shared/orders/taxes/taxes';
import type {
  ReportGroup,
  SalesFigures,
  SalesReport,
  SalesReportQuery,
} from '@shop/shared/reports/reports-schemas';
import type { Db } from '../../db/client';
import { type SalesSums, salesSumsByBucket } from '../orders';
import { addDays, readPeriod, startOfDay } from './report-period';

// The sales report (docs/product/rules.md, Reports): what the orders paid in each day, week or
// month came to and what refunds made in it gave back, summed in the database; the buckets
// without either are filled in here.

type Sums = Omit<SalesSums, 'start'>;

const NO_SALES: Sums = {
  orders: 0,
  units: 0,
  grossCents: 0,
  discountsCents: 0,
  deliveryCents: 0,
  taxCents: 0,
  paidCents: 0,
  refundsCents: 0,
};

/** A bucket's figures from its sums: net and the average order worked out (half up, in cents). */
export function figuresOf(sums: Sums): SalesFigures {
  return {
    ...sums,
    netCents: sums.paidCents - sums.refundsCents,
    averageOrderCents: sums.orders === 0 ? 0 : roundedShare(sums.paidCents, sums.orders),
  };
}

function add(a: Sums, b: Sums): Sums {
  return {
    orders: a.orders + b.orders,
    units: a.units + b.units,
    grossCents: a.grossCents + b.grossCents,
    discountsCents: a.discountsCents + b.discountsCents,
    deliveryCents: a.deliveryCents + b.deliveryCents,
    taxCents: a.taxCents + b.taxCents,
    paidCents: a.paidCents + b.paidCents,
    refundsCents: a.refundsCents + b.refundsCents,
  };
}

/** The first day of the day, ISO week (Monday) or month `day` falls in. */
function bucketStart(day: string, group: ReportGroup): string {
  if (group === 'day') return day;
  if (group === 'month') return `${day.slice(0, 8)}01`;
  return addDays(day, -((startOfDay(day).getUTCDay() + 6) % 7));
}

/** The next bucket's first day. */
function nextStart(start: string, group: ReportGroup): string {
  if (group === 'day') return addDays(start, 1);
  if (group === 'week') return addDays(start, 7);
  const date = startOfDay(start);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
}

/**
 * Every bucket of the period, oldest first, each named by its own first day: the first and the
 * last week or month may start before `from` or end after `to`, and count only the period's days.
 */
export function bucketStarts(from: string, to: string, group: ReportGroup): string[] {
  const starts: string[] = [];
  for (let start = bucketStart(from, group); start <= to; start = nextStart(start, group)) starts.push(start);
  return starts;
}

export async function salesReport(db: Db, query: SalesReportQuery, now: Date): Promise<SalesReport> {
  const { period, window } = readPeriod(query, now);
  const group = query.group ?? 'day';
  const sums = await salesSumsByBucket(db, window, group);
  const byStart = new Map(sums.map(({ start, ...figures }) => [start, figures]));
  const buckets = bucketStarts(period.from, period.to, group).map((start) => ({
    start,
    ...figuresOf(byStart.get(start) ?? NO_SALES),
  }));
  const totals = sums
    .filter((bucket) => bucket.start !== null)
    .reduce<Sums>((all, { start: _, ...figures }) => add(all, figures), NO_SALES);
  return {
    period,
    group,
    buckets,
    totals: figuresOf(totals),
    previous: figuresOf(byStart.get(null) ?? NO_SALES),
  };
}
