import { sizeLabel } from '@shop/shared/catalog/variant-labels';
import { formatPrice } from '@shop/shared/money';
import {
  PRODUCT_REPORT_DIMENSIONS,
  type ProductReport,
  type ProductReportDimension,
  type ProductReportRow,
} from '@shop/shared/reports/reports-schemas';
import { type ShopColors, useShopColors } from '@/lib/shop-colors-api';
import { reportCsvHref, useGetProductReportQuery } from '../api/reports-api';
import { ComparedFigures, type FigureOf } from './comparison';
import { DIMENSION_LABELS, type Line, ProductsTable } from './products-table';
import { ReportChoice, ReportSection } from './report-section';
import type { ReportParams } from './use-report-params';

const PRODUCT_FIGURES: readonly FigureOf<ProductReport['totals']>[] = [
  { label: 'Units sold', figure: 'unitsSold', kind: 'count' },
  { label: 'Net sales', figure: 'netSalesCents', kind: 'money' },
  { label: 'Units returned', figure: 'unitsReturned', kind: 'count' },
];

/** How many rows the chart draws. */
const CHART_ROWS = 10;

/** A row's name as the shop writes it: 'Navy' with its capital, 'M' not 'm'. */
function rowName(row: ProductReportRow, by: ProductReportDimension, colors: ShopColors): string {
  if (by === 'color') return colors.labelOf(row.label);
  if (by === 'size') return sizeLabel(row.label);
  return row.label;
}

/** The first rows by net sales as bars with their amounts, the largest bar the full width. */
function TopChart({ lines, by }: { lines: Line[]; by: ProductReportDimension }) {
  const top = lines.slice(0, CHART_ROWS);
  const most = Math.max(1, ...top.map(({ row }) => row.netSalesCents));
  const caption = `Top ${top.length} by net sales`;
  return (
    <figure className="mt-4 rounded-xl border border-stone-200 bg-white p-4">
      <figcaption className="font-medium text-stone-900">{caption}</figcaption>
      <ol
        aria-label={`${caption}, by ${DIMENSION_LABELS[by].toLowerCase()}`}
        className="mt-3 space-y-2 text-sm"
      >
        {top.map(({ row, name }) => (
          <li key={row.key} className="grid grid-cols-[minmax(0,9rem)_minmax(0,1fr)] items-center gap-3">
            <span className="truncate text-stone-800" title={name}>
              {name}
            </span>
            <span className="flex min-w-0 items-center gap-2">
              {/* The longest bar is 75% of its column, and leaves 6rem for the amount beside it: on a
                  phone the column is some 10rem, and a 75% bar pushed the amount past the card. */}
              <span
                aria-hidden="true"
                className="h-4 rounded-sm bg-rose-800"
                style={{
                  width: `calc(min(75%, 100% - 6rem) * ${Math.max(row.netSalesCents, 0) / most})`,
                  minWidth: row.netSalesCents > 0 ? '0.25rem' : 0,
                }}
              />
              <span className="font-semibold whitespace-nowrap text-stone-900 tabular-nums">
                {formatPrice(row.netSalesCents)}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
}

function ProductFigures({ report, lines }: { report: ProductReport; lines: Line[] }) {
  return (
    <>
      <ComparedFigures figures={PRODUCT_FIGURES} current={report.totals} previous={report.previous} />
      {lines.length === 0 ? (
        <p className="mt-4 text-sm text-stone-700">Nothing was sold in this period.</p>
      ) : (
        <>
          <TopChart lines={lines} by={report.by} />
          <ProductsTable report={report} lines={lines} />
          {report.total > lines.length && (
            <p className="mt-3 text-xs text-stone-600">
              The {lines.length} with the most net sales of {report.total}; the total and the CSV count them
              all.
            </p>
          )}
        </>
      )}
      <p className="mt-3 text-xs text-stone-600">
        Net sales are the items after discount codes, less refunded units (no tax or delivery). Returns count
        when asked for in the period and not rejected.
      </p>
    </>
  );
}

/**
 * 'What sold' (docs/product/screens.md, Reports): by product, category, colour or size, the units
 * and net sales of the period against the period before, the top ten as bars, and the table with
 * returns and their reasons.
 */
export function ProductsSection({ params }: { params: ReportParams }) {
  const colors = useShopColors();
  const query = params.period && { ...params.period, by: params.by };
  const { currentData, isError, isFetching } = useGetProductReportQuery(query ?? {}, { skip: !query });
  return (
    <ReportSection
      title="What sold"
      description="Lines of the orders paid in the period, with the returns asked for in it."
      controls={
        <ReportChoice
          label="By"
          value={params.by}
          options={PRODUCT_REPORT_DIMENSIONS.map((by) => ({ value: by, label: DIMENSION_LABELS[by] }))}
          onChange={params.setBy}
        />
      }
      csvHref={query && reportCsvHref('products', query)}
      isError={isError}
      isFetching={isFetching}
      data={currentData}
    >
      {(report) => (
        <ProductFigures
          report={report}
          lines={report.rows.map((row) => ({ row, name: rowName(row, report.by, colors) }))}
        />
      )}
    </ReportSection>
  );
}
