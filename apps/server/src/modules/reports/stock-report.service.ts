import type { StockReport, StockReportQuery } from '@shop/shared/reports/reports-schemas';
import type { Db } from '../../db/client';
import { stockReportFigures } from '../catalog';
import { soldUnitsByVariant } from '../orders';
import { waitingByVariant } from '../stock-alerts';
import { REPORT_ROWS } from './product-report.service';
import { readPeriod } from './report-period';

// Stock against the period's pace (docs/product/rules.md, Reports): every size of an active product,
// what it has and holds now, what it sold in the period and who waits for it to come back.

/** The report; with `all`, every size (the CSV) whatever the limit. */
export async function stockReport(
  db: Db,
  query: StockReportQuery,
  now: Date,
  { all = false }: { all?: boolean } = {},
): Promise<StockReport> {
  const { period, window } = readPeriod(query, now);
  const { rows, totals } = await stockReportFigures(db, {
    sold: soldUnitsByVariant(window),
    waiting: waitingByVariant(),
    days: period.days,
    limit: all ? null : (query.limit ?? REPORT_ROWS),
  });
  const { total, ...sums } = totals;
  return { period, rows, total, totals: sums };
}
