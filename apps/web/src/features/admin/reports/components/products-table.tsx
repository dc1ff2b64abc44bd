import { formatPrice } from '@shop/shared/money';
import { RETURN_REASON_LABELS, type ReturnReason } from '@shop/shared/orders/returns';
import { plural } from '@shop/shared/plural';
import type {
  ProductReport,
  ProductReportDimension,
  ProductReportRow,
} from '@shop/shared/reports/reports-schemas';
import { Link } from 'react-router';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { paths } from '@/config/paths';
import { FIRST_ROWS, FoldedCards, FoldMark } from './folded-cards';

export const DIMENSION_LABELS: Record<ProductReportDimension, string> = {
  product: 'Product',
  category: 'Category',
  color: 'Colour',
  size: 'Size',
};

/** What a row is, counted: 'Show all 50 colours'. */
const DIMENSION_NOUNS: Record<ProductReportDimension, readonly [one: string, many: string]> = {
  product: ['product', 'products'],
  category: ['category', 'categories'],
  color: ['colour', 'colours'],
  size: ['size', 'sizes'],
};

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/** 'Too small (3), Damaged (1)'. */
function reasonsText(row: ProductReportRow): string {
  if (row.topReasons.length === 0) return '—';
  return row.topReasons
    .map(({ reason, units }) => `${RETURN_REASON_LABELS[reason as ReturnReason] ?? reason} (${units})`)
    .join(', ');
}

export interface Line {
  row: ProductReportRow;
  /** The row's name as the shop writes it: 'Navy' with its capital, 'M' not 'm'. */
  name: string;
  /** The totals row, under the others. */
  total?: boolean;
}

function columns(by: ProductReportDimension, folds: (index: number) => boolean): TableColumn<Line>[] {
  return [
    {
      header: 'Name',
      rowHeader: true,
      cell: ({ row, name, total }, index) => (
        <FoldMark folded={folds(index)}>
          {by === 'product' && !total ? (
            <Link to={paths.dashboardUpdateProduct(row.key)} className="text-rose-800 underline">
              {name}
            </Link>
          ) : (
            name
          )}
        </FoldMark>
      ),
    },
    { header: 'Units sold', cell: ({ row }) => row.unitsSold, className: 'tabular-nums' },
    {
      header: 'Net sales',
      cell: ({ row }) => formatPrice(row.netSalesCents),
      className: 'tabular-nums whitespace-nowrap',
    },
    { header: 'Returned', cell: ({ row }) => row.unitsReturned, className: 'tabular-nums' },
    { header: 'Return rate', cell: ({ row }) => percent.format(row.returnRate), className: 'tabular-nums' },
    { header: 'Top reasons', cell: ({ row }) => reasonsText(row) },
  ];
}

/**
 * The 'What sold' table (docs/product/screens.md, Reports): a line per product, category, colour
 * or size, the most net sales first as the server sends them, then the total. As cards (below
 * 56rem) they show the first FIRST_ROWS and the total, and a button shows the others of the page.
 */
export function ProductsTable({ report, lines }: { report: ProductReport; lines: readonly Line[] }) {
  const by = report.by;
  const [one, many] = DIMENSION_NOUNS[by];
  const totalRate = report.totals.unitsSold ? report.totals.unitsReturned / report.totals.unitsSold : 0;
  const total: Line = {
    name: 'Total',
    total: true,
    row: { ...report.totals, key: '', label: 'Total', handle: null, returnRate: totalRate, topReasons: [] },
  };
  return (
    <FoldedCards
      count={lines.length}
      shown={FIRST_ROWS}
      keep="first"
      showAll={`Show all ${plural(lines.length, one, many)}`}
      summary={`Showing the first ${FIRST_ROWS}.`}
    >
      {(folds) => (
        <ResponsiveTable
          label={`Sales by ${DIMENSION_LABELS[by].toLowerCase()}`}
          className=""
          stackBelow="56rem"
          columns={columns(by, folds)}
          rows={[...lines, total]}
          rowKey={({ row, total }) => (total ? 'total' : `row-${row.key}`)}
        />
      )}
    </FoldedCards>
  );
}
