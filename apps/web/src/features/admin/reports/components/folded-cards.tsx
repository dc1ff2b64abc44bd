import { type ReactNode, useId, useState } from 'react';

/** How many rows of a ranked table (most sold, fewest days of cover first) the folded cards show. */
export const FIRST_ROWS = 10;

/**
 * A long report table's stacked cards, folded (docs/product/screens.md, Reports). Below 56rem,
 * where a table of `stackBelow="56rem"` is cards, only `shown` of its `count` rows show, the first
 * or the last ones, with `summary` and a button, `showAll`, that shows the others and turns into
 * 'Show fewer'. Plain CSS container queries decide, as for the cards themselves, so the fold and
 * the stacking start at the same width and a wide table is whole.
 *
 * `children` draws the table and marks, with FoldMark, each row `folds(index)` names. The rows
 * that fold come first in the table; rows after the `count` ones (totals) always show.
 */
export function FoldedCards({
  count,
  shown,
  keep,
  showAll,
  summary,
  children,
}: {
  count: number;
  shown: number;
  keep: 'first' | 'last';
  showAll: string;
  summary: string;
  children: (folds: (index: number) => boolean) => ReactNode;
}) {
  const [expanded, setExpanded] = useState(false);
  const boxId = useId();
  const foldable = count > shown;
  const folded = foldable && !expanded;
  const folds = (index: number) =>
    folded && (keep === 'first' ? index >= shown && index < count : index < count - shown);
  return (
    <div className="@container mt-4">
      {foldable && (
        // Hidden where the table shows whole: the same 56rem as the table's `stackBelow`.
        <div className="mb-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 @4xl:hidden">
          {folded && <p className="text-sm text-stone-600">{summary}</p>}
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={boxId}
            onClick={() => setExpanded(!expanded)}
            className="rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-medium text-stone-900 hover:bg-stone-50"
          >
            {expanded ? 'Show fewer' : showAll}
          </button>
        </div>
      )}
      {/* A folded row is hidden only where its row is a card: the query is the table's own box. */}
      <div id={boxId} className="@max-4xl:[&_tr:has([data-folded])]:hidden">
        {children(folds)}
      </div>
    </div>
  );
}

/**
 * A cell's content, marked when its row is folded away, where FoldedCards' style finds it. One
 * cell of each row carries it: the one naming the row.
 */
export function FoldMark({ folded, children }: { folded: boolean; children: ReactNode }) {
  return folded ? <span data-folded="">{children}</span> : children;
}
