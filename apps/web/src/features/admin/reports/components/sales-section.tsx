import type { SalesFigures, SalesReport } from '@shop/shared/reports/reports-schemas';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { reportCsvHref, useGetSalesReportQuery } from '../api/reports-api';
import { ComparedFigure, ComparedFigures, changeText, type FigureKind, formatFigure } from './comparison';
import { bucketLabel, daysLabel, GROUP_LABELS, REPORT_GROUPS } from './report-period';
import { ReportChoice, ReportSection } from './report-section';
import { SalesChart } from './sales-chart';
import type { ReportParams } from './use-report-params';

type Figure = Exclude<keyof SalesFigures, 'paidCents'>;

interface SalesRow {
  key: string;
  label: string;
  /** A figure of the row as written: an amount, or for the change row what changed. */
  text: (figure: Figure, kind: FigureKind) => string;
}

const figureColumn = (header: string, figure: Figure, kind: FigureKind): TableColumn<SalesRow> => ({
  header,
  cell: (row) => row.text(figure, kind),
  className: 'tabular-nums whitespace-nowrap',
});

const COLUMNS: readonly TableColumn<SalesRow>[] = [
  // Wraps: 'Previous period (Oct 8, 2026 – Nov 6, 2026)' is wider than a phone's card.
  { header: 'Period', cell: (row) => row.label, rowHeader: true },
  figureColumn('Orders', 'orders', 'count'),
  figureColumn('Units', 'units', 'count'),
  figureColumn('Gross', 'grossCents', 'money'),
  figureColumn('Discounts', 'discountsCents', 'money'),
  figureColumn('Delivery', 'deliveryCents', 'money'),
  figureColumn('Tax', 'taxCents', 'money'),
  figureColumn('Refunds', 'refundsCents', 'money'),
  figureColumn('Net', 'netCents', 'money'),
  figureColumn('Average order', 'averageOrderCents', 'money'),
];

const figuresRow = (key: string, label: string, figures: SalesFigures): SalesRow => ({
  key,
  label,
  text: (figure, kind) => formatFigure(figures[figure], kind),
});

/** Every bucket, then the period's totals, the period before's, and what changed. */
function salesRows(report: SalesReport): SalesRow[] {
  return [
    ...report.buckets.map((bucket) =>
      figuresRow(bucket.start, bucketLabel(bucket.start, report.group), bucket),
    ),
    figuresRow('total', 'Total', report.totals),
    figuresRow(
      'previous',
      `Previous period (${daysLabel({ from: report.period.previousFrom, to: report.period.previousTo })})`,
      report.previous,
    ),
    {
      key: 'change',
      label: 'Change',
      text: (figure, kind) => changeText(report.totals[figure], report.previous[figure], kind),
    },
  ];
}

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
          <ResponsiveTable
            label={`Sales by ${GROUP_LABELS[report.group].toLowerCase()}`}
            className="mt-4"
            stackBelow="56rem"
            columns={COLUMNS}
            rows={salesRows(report)}
            rowKey={(row) => row.key}
          />
          <p className="mt-3 text-xs text-stone-600">
            Net is what the orders came to (delivery and tax included) less refunds, as the dashboard's net
            earnings. Gross is the items at the prices paid before a discount code.
          </p>
        </>
      )}
    </ReportSection>
  );
}
