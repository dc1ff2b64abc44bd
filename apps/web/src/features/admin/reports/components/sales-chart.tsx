import { formatPrice } from '@shop/shared/money';
import type { ReportGroup, SalesReport } from '@shop/shared/reports/reports-schemas';
import { bucketLabel, dayLabel, GROUP_LABELS } from './report-period';

// Each bucket takes 10 units of the drawing's width, its bar 8 of them; the height is 100 units.
// The drawing stretches to the box (preserveAspectRatio none), so the figures around it are HTML,
// readable at any width, and lines keep their width with a non-scaling stroke.
const SLOT = 10;
const BAR = 8;
const HEIGHT = 100;

/**
 * Net sales per day, week or month as bars from a zero line (a bucket that refunded more than it
 * took goes below it). Drawn by hand as one SVG, no chart library: the page loads light. Screen
 * readers get one sentence for the picture (what it covers, the best and the worst bucket); the
 * table under it holds every figure.
 */
export function SalesChart({ report }: { report: SalesReport }) {
  const { buckets, group } = report;
  const values = buckets.map((bucket) => bucket.netCents);
  const top = Math.max(0, ...values);
  const bottom = Math.min(0, ...values);
  const range = top - bottom || 1;
  const y = (cents: number) => ((top - cents) / range) * HEIGHT;
  const width = Math.max(1, buckets.length) * SLOT;
  const first = buckets[0];
  const last = buckets.at(-1);

  return (
    <figure className="mt-4 rounded-xl border border-stone-200 bg-white p-4">
      <figcaption className="font-medium text-stone-900">
        Net sales by {GROUP_LABELS[group].toLowerCase()}
      </figcaption>
      <div className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2">
        <div
          aria-hidden="true"
          className="flex h-48 flex-col justify-between text-right text-xs text-stone-600 tabular-nums"
        >
          <span>{formatPrice(top)}</span>
          <span>{formatPrice(bottom)}</span>
        </div>
        <svg
          role="img"
          aria-label={chartSummary(report)}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-48 w-full overflow-visible"
        >
          {buckets.map((bucket, index) => {
            const upper = y(Math.max(bucket.netCents, 0));
            const lower = y(Math.min(bucket.netCents, 0));
            return (
              <rect
                key={bucket.start}
                x={index * SLOT + (SLOT - BAR) / 2}
                y={upper}
                width={BAR}
                height={Math.max(lower - upper, 0)}
                className={bucket.netCents < 0 ? 'fill-stone-500' : 'fill-rose-800'}
              >
                <title>{`${bucketLabel(bucket.start, group)}: ${formatPrice(bucket.netCents)}`}</title>
              </rect>
            );
          })}
          <line
            x1={0}
            x2={width}
            y1={y(0)}
            y2={y(0)}
            className="stroke-stone-400"
            strokeWidth={1}
            vectorEffect="non-scaling-stroke"
          />
        </svg>
        {first && last && (
          <div
            aria-hidden="true"
            className="col-start-2 mt-1 flex justify-between gap-2 text-xs text-stone-600"
          >
            <span>{bucketLabel(first.start, group)}</span>
            {last !== first && <span className="text-right">{bucketLabel(last.start, group)}</span>}
          </div>
        )}
      </div>
    </figure>
  );
}

/** What the chart shows, in one sentence: its span, its best and worst bucket. */
function chartSummary({ buckets, group }: { buckets: SalesReport['buckets']; group: ReportGroup }): string {
  const first = buckets[0];
  const last = buckets.at(-1);
  if (!first || !last) return 'Net sales: no days in this period.';
  const unit = GROUP_LABELS[group].toLowerCase();
  const best = buckets.reduce((most, bucket) => (bucket.netCents > most.netCents ? bucket : most), first);
  const worst = buckets.reduce((least, bucket) => (bucket.netCents < least.netCents ? bucket : least), first);
  // 'the week of Apr 27, 2026' inside a sentence; days and months as the table names them.
  const name = (start: string) =>
    group === 'week' ? `the week of ${dayLabel(start)}` : bucketLabel(start, group);
  const span = first === last ? name(first.start) : `from ${name(first.start)} to ${name(last.start)}`;
  if (best.netCents === 0 && worst.netCents === 0) return `Net sales by ${unit}, ${span}: none.`;
  return (
    `Net sales by ${unit}, ${span}. Highest: ${formatPrice(best.netCents)} (${name(best.start)}); ` +
    `lowest: ${formatPrice(worst.netCents)} (${name(worst.start)}). The table below lists each ${unit}.`
  );
}
