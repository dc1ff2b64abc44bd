import { reportCsvHref, useGetSalesReportQuery } from '../api/reports-api';
import { ComparedFigure, ComparedFigures } from './comparison';
import { GROUP_LABELS, REPORT_GROUPS } from './report-period';
import { ReportChoice, ReportSection } from './report-section';
import { SalesChart } from './sales-chart';
import { SalesTable } from './sales-table';
import type { ReportParams } from './use-report-params';

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
          <ComparedFigures>
            <ComparedFigure
              label="Net sales"
              current={report.totals.netCents}
              previous={report.previous.netCents}
              kind="money"
            />
            <ComparedFigure
              label="Orders"
              current={report.totals.orders}
              previous={report.previous.orders}
              kind="count"
            />
            <ComparedFigure
              label="Average order"
              current={report.totals.averageOrderCents}
              previous={report.previous.averageOrderCents}
              kind="money"
            />
            <ComparedFigure
              label="Units sold"
              current={report.totals.units}
              previous={report.previous.units}
              kind="count"
            />
          </ComparedFigures>
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
