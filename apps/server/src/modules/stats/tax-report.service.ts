import { centsToDollars, formatAmount } from '@shop/shared/money';
import { ratePercent, refundTaxByLine } from '@shop/shared/orders/taxes/taxes';
import {
  MONTH_PATTERN,
  TAX_REPORT_CSV_COLUMNS,
  TAX_REPORT_MESSAGES,
  type TaxFigures,
  type TaxReport,
  type TaxReportQuery,
  type TaxTotals,
} from '@shop/shared/stats-tax-schemas';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import { csvCell, csvLine } from '../catalog';
import { taxCollectedByMonth, taxRefundsByMonth, taxTotals } from '../orders';

// The tax report (docs/product/rules.md, Admin statistics): by month (UTC) and by the tax lines
// orders kept, what was collected on the orders paid that month and what refunds made that month
// gave back, each refund's tax shared over its order's lines. Test orders count as the
// dashboard's earnings count them (`withTest`).

/** A month as the first instant of it (UTC). */
function startOf(month: string): Date {
  const [, year, number] = MONTH_PATTERN.exec(month) ?? [];
  return new Date(Date.UTC(Number(year), Number(number) - 1, 1));
}

/** '2026-04' of an instant's month (UTC), moved `by` months. */
function monthOf(at: Date, by = 0): string {
  const moved = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + by, 1));
  return `${moved.getUTCFullYear()}-${String(moved.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The months asked for, both included: a year up to the current month unless told otherwise. */
export function reportPeriod(query: TaxReportQuery, now: Date): { from: string; to: string } {
  const to = query.to ?? monthOf(now);
  const from = query.from ?? monthOf(startOf(to), -11);
  if (from > to) throw new DomainError(400, TAX_REPORT_MESSAGES.fromAfterTo, 'from');
  return { from, to };
}

function totals(collectedCents: number, refundedCents: number): TaxTotals {
  return {
    collected: centsToDollars(collectedCents),
    collectedCents,
    refunded: centsToDollars(refundedCents),
    refundedCents,
    net: centsToDollars(collectedCents - refundedCents),
    netCents: collectedCents - refundedCents,
  };
}

function figures(taxableCents: number, collectedCents: number, refundedCents: number): TaxFigures {
  return { taxable: centsToDollars(taxableCents), taxableCents, ...totals(collectedCents, refundedCents) };
}

interface Sums {
  month: string;
  name: string;
  rateMilliPercent: number;
  taxableCents: number;
  collectedCents: number;
  refundedCents: number;
}

/** The report of the months asked for (see reportPeriod). */
export async function taxReport(
  db: Db,
  query: TaxReportQuery,
  { now, withTest }: { now: Date; withTest: boolean },
): Promise<TaxReport> {
  const { from, to } = reportPeriod(query, now);
  const start = startOf(from);
  const end = startOf(monthOf(startOf(to), 1));
  const [collected, refunds] = await Promise.all([
    taxCollectedByMonth(db, start, end, withTest),
    taxRefundsByMonth(db, start, end, withTest),
  ]);

  const rows = new Map<string, Sums>();
  const row = (month: string, name: string, rateMilliPercent: number) => {
    const key = JSON.stringify([month, name, rateMilliPercent]);
    const found = rows.get(key);
    if (found) return found;
    const made = { month, name, rateMilliPercent, taxableCents: 0, collectedCents: 0, refundedCents: 0 };
    rows.set(key, made);
    return made;
  };
  for (const line of collected) {
    const sums = row(line.month, line.name, line.rateMilliPercent);
    sums.taxableCents += line.taxableCents;
    sums.collectedCents += line.taxCents;
  }
  for (const refund of refunds) {
    const shares = refundTaxByLine(refund.taxCents, refund.lines);
    refund.lines.forEach((line, index) => {
      row(refund.month, line.name, line.rateMilliPercent).refundedCents += shares[index] ?? 0;
    });
  }

  const sorted = [...rows.values()].sort(
    (a, b) =>
      a.month.localeCompare(b.month) ||
      a.name.localeCompare(b.name) ||
      a.rateMilliPercent - b.rateMilliPercent,
  );
  const sum = (pick: (sums: Sums) => number) => sorted.reduce((cents, sums) => cents + pick(sums), 0);
  return {
    from,
    to,
    testCheckout: withTest,
    rows: sorted.map((sums) => ({
      month: sums.month,
      name: sums.name,
      rate: ratePercent(sums.rateMilliPercent),
      ...figures(sums.taxableCents, sums.collectedCents, sums.refundedCents),
    })),
    totals: figures(
      sum((s) => s.taxableCents),
      sum((s) => s.collectedCents),
      sum((s) => s.refundedCents),
    ),
  };
}

/** The dashboard's Tax card: every month's tax so far, net of refunds. */
export async function allTimeTax(db: Db, withTest: boolean): Promise<TaxTotals> {
  const { collectedCents, refundedCents } = await taxTotals(db, withTest);
  return totals(collectedCents, refundedCents);
}

/**
 * A record of the CSV: the text cells as the product export writes them (quoted when they must
 * be, and one starting like a formula put behind a ' so a spreadsheet shows it, never runs it),
 * the figures as the shop wrote them, plain numbers a spreadsheet can sum, a negative one too.
 */
function record(text: readonly string[], numbers: readonly string[]): string {
  return `${[...text.map(csvCell), ...numbers].join(',')}\r\n`;
}

/** The report as CSV, one record at a time: the header, its rows, then the totals. */
export function* taxReportCsv(report: TaxReport): Generator<string> {
  yield csvLine(TAX_REPORT_CSV_COLUMNS);
  const amounts = (f: TaxFigures) =>
    [f.taxableCents, f.collectedCents, f.refundedCents, f.netCents].map(formatAmount);
  for (const row of report.rows) yield record([row.month, row.name], [String(row.rate), ...amounts(row)]);
  yield record(['Total', ''], ['', ...amounts(report.totals)]);
}
