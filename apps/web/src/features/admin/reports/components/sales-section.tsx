import type { SalesReport } from '@shop/shared/reports/reports-schemas';
import { reportCsvHref, useGetSalesReportQuery } from '../api/reports-api';
import { ComparedFigures, type FigureOf } from './comparison';
import { GROUP_LABELS, REPORT_GROUPS } from './report-period';
import { ReportChoice, ReportSection } from './report-section';
import { SalesChart } from './sales-chart';
import { SalesTable } from './sales-table';
import type { ReportParams } from './use-report-params';

const SALES_FIGURES: readonly FigureOf<SalesReport['totals']>[] = [
  { label: 'Net sales', figure: 'netCents', kind: 'money' },
  { label: 'Orders', figure: 'orders', kind: 'count' },
  { label: 'Average order', figure: 'averageOrderCents', kind: 'money' },
  { label: 'Units sold', figure: 'units', kind: 'count' },
];

/**
 * 'Sales over time' (docs/product/screens.md, Reports): the period's net sales and orders against
 * the period before, net sales per day, week or month as a chart, and the table of every figure.
 */
export function SalesSection({ params }: { params: ReportParams }) {
  const query = params.period && { ...params.period, group: params.group };
  const { currentData, isError, isFetching } = useGetSalesReportQuery(query ?? {}, { skip: !query });
  return (
    <ReportSection
      title="Sales over time"
      description="Orders by the day they were paid, refunds by the day they were made (pending ones included, failed ones not)."
      controls={
        <ReportChoice
          label="Group by"
          value={params.group}
          options={REPORT_GROUPS.map((group) => ({ value: group, label: GROUP_LABELS[group] }))}
          onChange={params.setGroup}
        />
      }
      csvHref={query && reportCsvHref('sales', query)}
      isError={isError}
      isFetching={isFetching}
      data={currentData}
    >
      {(report) => (
        <>
          <ComparedFigures figures={SALES_FIGURES} current={report.totals} previous={report.previous} />
          <SalesChart report={report} />
          <SalesTable report={report} />
          <p className="mt-3 text-xs text-stone-600">
            Net is what the orders came to (delivery and tax included) less refunds, as the dashboard's net
            earnings. Gross is the items at the prices paid before a discount code.
          </p>
        </>
      )}
    </ReportSection>
  );
}
