import { reportCsvHref, useGetStockReportQuery } from '../api/reports-api';
import { ReportSection } from './report-section';
import { StockTable } from './stock-table';
import type { ReportParams } from './use-report-params';

/**
 * 'Stock' (docs/product/screens.md, Reports): each size of the active products, what is on hand
 * and held, what sold in the period, and how many days what is free lasts at that pace, the
 * fewest days first; and how many shoppers wait for it to come back.
 */
export function StockSection({ params }: { params: ReportParams }) {
  const query = params.period;
  const { currentData, isError, isFetching } = useGetStockReportQuery(query ?? {}, { skip: !query });
  return (
    <ReportSection
      title="Stock"
      description="Days of cover: how long what is free (on hand less what unpaid checkouts hold) lasts at the period's pace."
      csvHref={query && reportCsvHref('stock', query)}
      isError={isError}
      isFetching={isFetching}
      data={currentData}
    >
      {(report) =>
        report.rows.length === 0 ? (
          <p className="mt-4 text-sm text-stone-700">No active product has sizes to report.</p>
        ) : (
          <>
            <StockTable rows={report.rows} />
            <p className="mt-3 text-xs text-stone-600">
              {report.total > report.rows.length
                ? `The ${report.rows.length} sizes with the fewest days of cover of ${report.total}; the CSV lists them all. `
                : ''}
              In all: {report.totals.onHand} on hand, {report.totals.held} held, {report.totals.soldInPeriod}{' '}
              sold in the period, {report.totals.waiting} waiting.
            </p>
          </>
        )
      }
    </ReportSection>
  );
}
