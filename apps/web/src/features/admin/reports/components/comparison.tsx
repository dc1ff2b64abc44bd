import { formatPrice } from '@shop/shared/money';
import type { ReactNode } from 'react';

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
export function ComparedFigure({
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

/** A section's figures side by side: one under another on a narrow phone, up to four a row. */
export function ComparedFigures({ children }: { children: ReactNode }) {
  return <dl className="mt-4 grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 xl:grid-cols-4">{children}</dl>;
}
