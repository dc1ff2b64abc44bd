import { formatPrice } from '@shop/shared/money';
import type { DiscountReport, DiscountReportRow } from '@shop/shared/reports/reports-schemas';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { reportCsvHref, useGetDiscountReportQuery } from '../api/reports-api';
import { ComparedFigures, type FigureOf } from './comparison';
import { ReportSection } from './report-section';
import type { ReportParams } from './use-report-params';

interface Line {
  key: string;
  name: string;
  kind: DiscountReportRow['kind'] | null;
  figures: DiscountReport['totals'];
}

const COLUMNS: readonly TableColumn<Line>[] = [
  {
    header: 'Code or sale',
    rowHeader: true,
    cell: (line) => (
      <>
        <span className={line.kind === 'code' ? 'font-mono' : undefined}>{line.name}</span>
        {line.kind && <span className="text-stone-500"> ({line.kind})</span>}
      </>
    ),
    // A code is up to 32 characters without a space, wider than a phone's card beside its label.
    className: 'break-words',
  },
  { header: 'Uses', cell: (line) => line.figures.uses, className: 'tabular-nums' },
  {
    header: 'Discount given',
    cell: (line) => formatPrice(line.figures.discountCents),
    className: 'tabular-nums whitespace-nowrap',
  },
  {
    header: 'Net sales',
    cell: (line) => formatPrice(line.figures.netSalesCents),
    className: 'tabular-nums whitespace-nowrap',
  },
];

const DISCOUNT_FIGURES: readonly FigureOf<DiscountReport['totals']>[] = [
  { label: 'Uses', figure: 'uses', kind: 'count' },
  { label: 'Discount given', figure: 'discountCents', kind: 'money' },
  { label: 'Net sales', figure: 'netSalesCents', kind: 'money' },
];

/**
 * 'Discount codes and sales' (docs/product/screens.md, Reports): each code and scheduled sale used
 * on the period's paid orders, what it took off and what its orders brought, against the period
 * before.
 */
export function DiscountsSection({ params }: { params: ReportParams }) {
  const query = params.period;
  const { currentData, isError, isFetching } = useGetDiscountReportQuery(query ?? {}, { skip: !query });
  return (
    <ReportSection
      title="Discount codes and sales"
      description="A code's net sales are its orders' totals less their refunds; a sale's, its items after codes, less refunded units."
      csvHref={query && reportCsvHref('discounts', query)}
      isError={isError}
      isFetching={isFetching}
      data={currentData}
    >
      {(report) => (
        <>
          <ComparedFigures figures={DISCOUNT_FIGURES} current={report.totals} previous={report.previous} />
          {report.rows.length === 0 ? (
            <p className="mt-4 text-sm text-stone-700">No discount code or sale was used in this period.</p>
          ) : (
            <ResponsiveTable
              label="Discount codes and sales"
              className="mt-4"
              columns={COLUMNS}
              rows={[
                ...report.rows.map((row) => ({
                  key: `${row.kind}|${row.name}`,
                  name: row.name,
                  kind: row.kind,
                  figures: row,
                })),
                { key: 'total', name: 'Total', kind: null, figures: report.totals },
              ]}
              rowKey={(line) => line.key}
            />
          )}
        </>
      )}
    </ReportSection>
  );
}
