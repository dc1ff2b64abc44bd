/** What a state means to the owner: working now, waiting for its start, or over. */
export type PromotionTone = 'on' | 'waiting' | 'over';

const COLOURS: Record<PromotionTone, string> = {
  on: 'bg-emerald-100 text-emerald-800',
  waiting: 'bg-amber-100 text-amber-900',
  over: 'bg-stone-200 text-stone-700',
};

/** A sale's or a discount code's state as a word on a coloured badge (Sales, Discount codes). */
export function PromotionStateBadge({ word, tone }: { word: string; tone: PromotionTone }) {
  return (
    <span className={`rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ${COLOURS[tone]}`}>
      {word}
    </span>
  );
}
