import { sizeLabel } from '@shop/shared/catalog/variant-labels';
import { plural } from '@shop/shared/plural';
import type { StockReportRow } from '@shop/shared/reports/reports-schemas';
import { Link } from 'react-router';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { paths } from '@/config/paths';
import { type ShopColors, useShopColors } from '@/lib/shop-colors-api';
import { FIRST_ROWS, FoldedCards, FoldMark } from './folded-cards';

const cover = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 });

/** '12.5 days'; '—' when none sold, as nothing says how long it lasts. */
function daysOfCover(days: number | null): string {
  if (days === null) return '—';
  return `${cover.format(days)} ${days === 1 ? 'day' : 'days'}`;
}

const number = (header: string, pick: (row: StockReportRow) => number): TableColumn<StockReportRow> => ({
  header,
  cell: pick,
  className: 'tabular-nums',
});

function columns(colors: ShopColors, folds: (index: number) => boolean): TableColumn<StockReportRow>[] {
  return [
    {
      header: 'Product',
      rowHeader: true,
      cell: (row, index) => (
        <FoldMark folded={folds(index)}>
          <Link to={paths.dashboardUpdateProduct(row.productId)} className="text-rose-800 underline">
            {row.title}
          </Link>
        </FoldMark>
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
 * The stock table (docs/product/screens.md, Reports), the fewest days of cover first. As cards
 * (below 56rem) a size is a tall card: they show the first FIRST_ROWS, the most urgent, and a
 * button shows the others of the page.
 */
export function StockTable({ rows }: { rows: readonly StockReportRow[] }) {
  const colors = useShopColors();
  return (
    <FoldedCards
      count={rows.length}
      shown={FIRST_ROWS}
      keep="first"
      showAll={`Show all ${plural(rows.length, 'size', 'sizes')}`}
      summary={`Showing the first ${FIRST_ROWS}.`}
    >
      {(folds) => (
        <ResponsiveTable
          label="Stock by size"
          className=""
          stackBelow="56rem"
          columns={columns(colors, folds)}
          rows={byCover(rows)}
          rowKey={(row) => row.variantId}
        />
      )}
    </FoldedCards>
  );
}
