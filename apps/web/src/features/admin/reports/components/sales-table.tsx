import { plural } from '@shop/shared/plural';
import type { ReportGroup, SalesFigures, SalesReport } from '@shop/shared/reports/reports-schemas';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { changeText, type FigureKind, formatFigure } from './comparison';
import { FoldedCards, FoldMark } from './folded-cards';
import { bucketLabel, daysLabel, GROUP_LABELS } from './report-period';

/** How many buckets, the latest, the stacked cards show until the owner asks for every one. */
const FOLDED_BUCKETS = 7;

const UNITS: Record<ReportGroup, readonly [one: string, many: string]> = {
  day: ['day', 'days'],
  week: ['week', 'weeks'],
  month: ['month', 'months'],
};

type Figure = Exclude<keyof SalesFigures, 'paidCents'>;

interface SalesRow {
  key: string;
  label: string;
  /** A figure of the row as written: an amount, or for the change row what changed. */
  text: (figure: Figure, kind: FigureKind) => string;
  /** An earlier bucket, left out of the stacked cards while they show only the latest. */
  folded?: boolean;
}

const figureColumn = (header: string, figure: Figure, kind: FigureKind): TableColumn<SalesRow> => ({
  header,
  cell: (row) => row.text(figure, kind),
  className: 'tabular-nums whitespace-nowrap',
});

const COLUMNS: readonly TableColumn<SalesRow>[] = [
  // Wraps: 'Previous period (Oct 8, 2026 – Nov 6, 2026)' is wider than a phone's card. A folded
  // row carries its mark here (see FoldedCards).
  {
    header: 'Period',
    cell: (row) => <FoldMark folded={row.folded ?? false}>{row.label}</FoldMark>,
    rowHeader: true,
  },
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

const figuresRow = (key: string, label: string, figures: SalesFigures, folded = false): SalesRow => ({
  key,
  label,
  text: (figure, kind) => formatFigure(figures[figure], kind),
  folded,
});

/**
 * Every bucket, oldest first as the server sends them, then the period's totals, the period
 * before's, and what changed. The buckets `folds` names are marked.
 */
function salesRows(report: SalesReport, folds: (index: number) => boolean): SalesRow[] {
  return [
    ...report.buckets.map((bucket, index) =>
      figuresRow(bucket.start, bucketLabel(bucket.start, report.group), bucket, folds(index)),
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
 * The sales table (docs/product/screens.md, Reports): every figure of every bucket, then the
 * totals. Below 56rem, where the rows are stacked cards, a month of days would be thirty cards:
 * the cards show the latest FOLDED_BUCKETS (the last ones, above the totals, which always show)
 * and a button shows the others.
 */
export function SalesTable({ report }: { report: SalesReport }) {
  const count = report.buckets.length;
  const [one, many] = UNITS[report.group];
  return (
    <FoldedCards
      count={count}
      shown={FOLDED_BUCKETS}
      keep="last"
      showAll={`Show all ${plural(count, one, many)}`}
      summary={`Showing the latest ${plural(FOLDED_BUCKETS, one, many)}.`}
    >
      {(folds) => (
        <ResponsiveTable
          label={`Sales by ${GROUP_LABELS[report.group].toLowerCase()}`}
          className=""
          stackBelow="56rem"
          columns={COLUMNS}
          rows={salesRows(report, folds)}
          rowKey={(row) => row.key}
        />
      )}
    </FoldedCards>
  );
}
