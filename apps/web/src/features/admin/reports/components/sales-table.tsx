import { plural } from '@shop/shared/plural';
import type { ReportGroup, SalesFigures, SalesReport } from '@shop/shared/reports/reports-schemas';
import { useId, useState } from 'react';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { changeText, type FigureKind, formatFigure } from './comparison';
import { bucketLabel, daysLabel, GROUP_LABELS } from './report-period';

/** How many buckets, the latest, the stacked cards show until the owner asks for every one. */
export const FOLDED_BUCKETS = 7;

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
  // row carries its mark here, where the wrapper's style can find it (see SalesTable).
  {
    header: 'Period',
    cell: (row) => (row.folded ? <span data-folded="">{row.label}</span> : row.label),
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
 * before's, and what changed. Folded, all buckets but the last FOLDED_BUCKETS are marked.
 */
function salesRows(report: SalesReport, folded: boolean): SalesRow[] {
  const firstShown = folded ? report.buckets.length - FOLDED_BUCKETS : 0;
  return [
    ...report.buckets.map((bucket, index) =>
      figuresRow(bucket.start, bucketLabel(bucket.start, report.group), bucket, index < firstShown),
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
 * and a button shows the others. Plain CSS container queries decide, as for the cards
 * themselves, so the fold and the stacking start at the same width and a wide table is whole.
 */
export function SalesTable({ report }: { report: SalesReport }) {
  const [expanded, setExpanded] = useState(false);
  const tableId = useId();
  const count = report.buckets.length;
  const foldable = count > FOLDED_BUCKETS;
  const folded = foldable && !expanded;
  const [one, many] = UNITS[report.group];
  return (
    <div className="@container mt-4">
      {foldable && (
        // Hidden where the table shows whole: the same 56rem as `stackBelow` below.
        <div className="mb-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 @4xl:hidden">
          {folded && (
            <p className="text-sm text-stone-600">Showing the latest {plural(FOLDED_BUCKETS, one, many)}.</p>
          )}
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={tableId}
            onClick={() => setExpanded(!expanded)}
            className="rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-medium text-stone-900 hover:bg-stone-50"
          >
            {expanded ? 'Show fewer' : `Show all ${plural(count, one, many)}`}
          </button>
        </div>
      )}
      {/* A folded row is hidden only where its row is a card: the query is the table's own box. */}
      <div id={tableId} className="@max-4xl:[&_tr:has([data-folded])]:hidden">
        <ResponsiveTable
          label={`Sales by ${GROUP_LABELS[report.group].toLowerCase()}`}
          className=""
          stackBelow="56rem"
          columns={COLUMNS}
          rows={salesRows(report, folded)}
          rowKey={(row) => row.key}
        />
      </div>
    </div>
  );
}
