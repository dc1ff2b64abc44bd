import { formatPrice } from '@shop/shared/money';

/** How a figure is written: money in cents, or a count. */
export type FigureKind = 'money' | 'count';

// A true minus sign, as in print ('−$40.00'); formatPrice's hyphen stays for amounts themselves.
const MINUS = '−';

export function formatFigure(value: number, kind: FigureKind): string {
  return kind === 'money' ? formatPrice(value) : value.toLocaleString('en-US');
}

/**
 * What changed since the period before: '+$40.00 (+12%)', '−3 (−25%)', 'No change'; the percent
 * is left out when the period before had nothing to compare with.
 */
export function changeText(current: number, previous: number, kind: FigureKind): string {
  const delta = current - previous;
  if (delta === 0) return 'No change';
  const sign = delta > 0 ? '+' : MINUS;
  const amount = `${sign}${formatFigure(Math.abs(delta), kind)}`;
  if (previous === 0) return amount;
  const percent = Math.round((Math.abs(delta) / Math.abs(previous)) * 100);
  return `${amount} (${sign}${percent}%)`;
}

/** One figure of a report with the period before beside it: its label, value and change. */
function ComparedFigure({
  label,
  current,
  previous,
  kind,
}: {
  label: string;
  current: number;
  previous: number;
  kind: FigureKind;
}) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-4">
      <dt className="text-sm font-medium text-stone-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-stone-900 tabular-nums">
        {formatFigure(current, kind)}
      </dd>
      <dd className="mt-1 text-sm text-stone-600">
        vs previous period:{' '}
        {/* No green or red: more refunds or returns is no good news, so the sign says it all. */}
        <span className="font-medium text-stone-900 tabular-nums">{changeText(current, previous, kind)}</span>{' '}
        <span className="whitespace-nowrap">(was {formatFigure(previous, kind)})</span>
      </dd>
    </div>
  );
}

/** One of a section's figures: its label, which of the totals it is, and how it is written. */
export interface FigureOf<T> {
  label: string;
  figure: { [K in keyof T]: T[K] extends number ? K : never }[keyof T];
  kind: FigureKind;
}

/**
 * A section's figures side by side, each from the period's totals with the period before's beside
 * it: one under another on a narrow phone, up to four a row.
 */
export function ComparedFigures<T>({
  figures,
  current,
  previous,
}: {
  figures: readonly FigureOf<T>[];
  current: T;
  previous: T;
}) {
  return (
    <dl className="mt-4 grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 xl:grid-cols-4">
      {figures.map(({ label, figure, kind }) => (
        <ComparedFigure
          key={label}
          label={label}
          current={current[figure] as number}
          previous={previous[figure] as number}
          kind={kind}
        />
      ))}
    </dl>
  );
}
