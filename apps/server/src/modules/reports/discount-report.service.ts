import type {
  DiscountReport,
  DiscountReportRow,
  ReportPeriodQuery,
} from '@shop/shared/reports/reports-schemas';
import type { Db } from '../../db/client';
import { type CodeFigures, discountCodeFigures } from '../orders';
import { saleFigures } from './discount-report.queries';
import { readPeriod } from './report-period';

// Discount codes and scheduled sales (docs/product/rules.md, Reports): what each took off the
// orders paid in the period and what those orders (a sale: its lines) brought in.

type Sums = Pick<DiscountReportRow, 'uses' | 'discountCents' | 'netSalesCents'>;

const sum = (rows: readonly Sums[]): Sums => ({
  uses: rows.reduce((n, row) => n + row.uses, 0),
  discountCents: rows.reduce((n, row) => n + row.discountCents, 0),
  netSalesCents: rows.reduce((n, row) => n + row.netSalesCents, 0),
});

export async function discountReport(db: Db, query: ReportPeriodQuery, now: Date): Promise<DiscountReport> {
  const { period, window } = readPeriod(query, now);
  const [codes, sales] = await Promise.all([discountCodeFigures(db, window), saleFigures(db, window)]);
  const row = (kind: DiscountReportRow['kind']) => (figures: CodeFigures) => ({
    kind,
    name: figures.name,
    uses: figures.uses,
    discountCents: figures.discountCents,
    netSalesCents: figures.netSalesCents,
  });
  const all = [...codes.map(row('code')), ...sales.map(row('sale'))];
  // The most taken off first; a code or sale used only in the period before is left out.
  const rows = all
    .filter((r) => r.uses > 0)
    .sort(
      (a, b) =>
        b.discountCents - a.discountCents ||
        b.uses - a.uses ||
        a.kind.localeCompare(b.kind) ||
        a.name.localeCompare(b.name),
    );
  return {
    period,
    rows,
    totals: sum(rows),
    previous: sum([...codes, ...sales].map((figures) => figures.previous)),
  };
}
