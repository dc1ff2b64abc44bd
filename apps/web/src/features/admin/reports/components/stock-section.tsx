import { sizeLabel } from '@shop/shared/catalog/variant-labels';
import type { StockReportRow } from '@shop/shared/reports/reports-schemas';
import { Link } from 'react-router';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { paths } from '@/config/paths';
import { type ShopColors, useShopColors } from '@/lib/shop-colors-api';
import { reportCsvHref, useGetStockReportQuery } from '../api/reports-api';
import { ReportSection } from './report-section';
import type { ReportParams } from './use-report-params';

const cover = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 });

/** '12.5 days'; '—' when none sold, as nothing says how long it lasts. */
export function daysOfCover(days: number | null): string {
  if (days === null) return '—';
  return `${cover.format(days)} ${days === 1 ? 'day' : 'days'}`;
}

const number = (header: string, pick: (row: StockReportRow) => number): TableColumn<StockReportRow> => ({
  header,
  cell: pick,
  className: 'tabular-nums',
});

function columns(colors: ShopColors): TableColumn<StockReportRow>[] {
  return [
    {
      header: 'Product',
      rowHeader: true,
      cell: (row) => (
        <Link to={paths.dashboardUpdateProduct(row.productId)} className="text-rose-800 underline">
          {row.title}
        </Link>
      ),
    },
    { header: 'Size', cell: (row) => sizeLabel(row.size) },
    { header: 'Colour', cell: (row) => colors.labelOf(row.color) },
    // A SKU may be 255 characters without a space: it breaks rather than push a phone's card wider.
    { header: 'SKU', cell: (row) => row.sku ?? '—', className: 'font-mono text-xs break-words' },
    number('On hand', (row) => row.onHand),
    number('Held', (row) => row.held),
    number('Sold in period', (row) => row.soldInPeriod),
    {
      header: 'Days of cover',
      cell: (row) => daysOfCover(row.daysOfCover),
      className: 'tabular-nums whitespace-nowrap',
    },
    number('Waiting', (row) => row.waiting),
  ];
}

/** The fewest days of cover first, as the server sends them; a size none bought (no end in sight) last. */
function byCover(rows: readonly StockReportRow[]): StockReportRow[] {
  const order = (row: StockReportRow) => row.daysOfCover ?? Number.POSITIVE_INFINITY;
  return [...rows].sort((a, b) => order(a) - order(b));
}

/**
 * 'Stock' (docs/product/screens.md, Reports): each size of the active products, what is on hand
 * and held, what sold in the period, and how many days what is free lasts at that pace, the
 * fewest days first; and how many shoppers wait for it to come back.
 */
export function StockSection({ params }: { params: ReportParams }) {
  const colors = useShopColors();
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
            <ResponsiveTable
              label="Stock by size"
              className="mt-4"
              stackBelow="56rem"
              columns={columns(colors)}
              rows={byCover(report.rows)}
              rowKey={(row) => row.variantId}
            />
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
