import type { ProductReport, ProductReportQuery } from '@shop/shared/reports/reports-schemas';
import type { Db } from '../../db/client';
import { productReportFigures } from './product-report.queries';
import { readPeriod } from './report-period';

// What sold by product, category, colour or size (docs/product/rules.md, Reports).

/** The rows a report answers when the query says nothing (the CSV has them all). */
export const REPORT_ROWS = 50;

/** Units returned in ten-thousandths of the units sold (0 when none sold): 2500 is 25 %. */
export function returnRateBasisPoints(unitsReturned: number, unitsSold: number): number {
  return unitsSold === 0 ? 0 : Math.round((unitsReturned * 10_000) / unitsSold);
}

/** The report; with `all`, every row (the CSV) whatever the limit. */
export async function productReport(
  db: Db,
  query: ProductReportQuery,
  now: Date,
  { all = false }: { all?: boolean } = {},
): Promise<ProductReport> {
  const { period, window } = readPeriod(query, now);
  const by = query.by ?? 'product';
  const figures = await productReportFigures(db, window, by, all ? null : (query.limit ?? REPORT_ROWS));
  return {
    period,
    by,
    rows: figures.rows.map((row) => ({
      ...row,
      returnRate: returnRateBasisPoints(row.unitsReturned, row.unitsSold) / 10_000,
    })),
    total: figures.total,
    totals: figures.totals,
    previous: figures.previous,
  };
}
