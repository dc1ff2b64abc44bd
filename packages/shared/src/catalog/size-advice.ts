// Size advice (docs/product/rules.md, Size advice): which size of a product a shopper should take,
// weighed from the product's fit answers and size returns, the shopper's own sizes kept and sent
// back in its category, and their measurements against the category's chart. Pure: the server
// gathers the evidence, the bench simulates it, and both call `adviseSize`.
import type { SizeChart } from './categories';
import type { FitAnswers } from './product-fit';
import type { Fit } from './reviews';

/** A fit answer as reviews give it ('small', 'true', 'large'); a return counts as one too. */
export type FitAnswer = Fit;

/** How many fit signals a product needs before its fit moves a size. */
export const MIN_FIT_SIGNALS = 5;
/** An answer this many days old weighs half as much as one given today. */
export const HALF_LIFE_DAYS = 180;

/** One sign of how a product fits: a review's answer, or a return for being too small or large. */
export interface FitSignal {
  fit: FitAnswer;
  ageDays: number;
}

/** One size the shopper bought in the product's category, and what came of it. */
export interface HistoryItem {
  /** The size bought, or better what it amounts to on a true fit (`trueFitSize`). */
  size: string;
  outcome: 'kept' | 'too_small' | 'too_large';
  ageDays: number;
}

/** A shopper's body measurements, in centimetres. */
export interface BodyMeasurements {
  bust?: number | null;
  waist?: number | null;
  hips?: number | null;
}

export interface SizeAdviceInput {
  /** The product's sizes in its chart's order, with the units free now. */
  sizes: readonly { size: string; available: number }[];
  /** The product's fit answers and size returns, every colour's. */
  signals: readonly FitSignal[];
  /** The shopper's own purchases in the category (empty for a guest). */
  history: readonly HistoryItem[];
  measurements?: BodyMeasurements | null;
  chart?: SizeChart | null;
  /** The category's name as the shop spells it ('Dresses'), which the sentence of why names. */
  category?: string | null;
}

export interface SizeAdvice {
  size: string | null;
  /** What the answer rests on, most telling first: 'history', 'measurements', 'fit', 'returns'. */
  basis: ('history' | 'measurements' | 'fit')[];
  fit: FitAnswers;
  confidence: 'low' | 'medium' | 'high';
  /** The advised size has no units free now. */
  soldOut: boolean;
  /** One sentence of why, as the product page shows it. */
  reason: string;
}

const weight = (ageDays: number) => 0.5 ** (Math.max(0, ageDays) / HALF_LIFE_DAYS);
const CM_PER_INCH = 2.54;

/** The product's fit, counted and weighed: a shift of -1, 0 or +1 sizes, and the plain counts. */
export function productFit(signals: readonly FitSignal[]) {
  const counts = { small: 0, true: 0, large: 0, answers: signals.length };
  let weighed = 0;
  let total = 0;
  for (const signal of signals) {
    counts[signal.fit] += 1;
    const w = weight(signal.ageDays);
    total += w;
    // Runs small: take a size up; runs large: a size down.
    weighed += w * (signal.fit === 'small' ? 1 : signal.fit === 'large' ? -1 : 0);
  }
  const lean = total > 0 ? weighed / total : 0;
  const shift = signals.length < MIN_FIT_SIGNALS ? 0 : lean >= 0.4 ? 1 : lean <= -0.4 ? -1 : 0;
  return { counts, shift };
}

/**
 * The size a purchase amounts to on a product that fits true to size, for a `HistoryItem`: L kept
 * of a product that runs small (with its own fit signals) counts as M, the size the shopper would
 * take of a true fit; a return moves the same way. Read as bought, a size taken up on advice passes
 * for the shopper's own and moves the next advice up again: in the simulated shop
 * (docs/benchmarks.md, size advice) history as bought advised worse than 'your usual size' on
 * products with few signals, moved by each product's fit better. Sizes not in `order` stay as they are.
 */
export function trueFitSize(size: string, productSignals: readonly FitSignal[], order: readonly string[]) {
  const at = order.indexOf(size);
  if (at < 0) return size;
  const { shift } = productFit(productSignals);
  return order[Math.min(order.length - 1, Math.max(0, at - shift))] ?? size;
}

/**
 * The size the shopper's history points to, as an index in `order`: each size kept counts for
 * itself, a return 'too small' for the size above, 'too large' for the one below, recent ones
 * weighing more. Sizes the product does not have are left out.
 */
function historySize(history: readonly HistoryItem[], order: readonly string[]) {
  const votes = new Map<number, number>();
  let kept = 0;
  for (const item of history) {
    const at = order.indexOf(item.size);
    if (at < 0) continue;
    const target = item.outcome === 'kept' ? at : item.outcome === 'too_small' ? at + 1 : at - 1;
    if (target < 0 || target >= order.length) continue;
    // A kept size says more than a guess from a return.
    const w = weight(item.ageDays) * (item.outcome === 'kept' ? 1 : 0.6);
    votes.set(target, (votes.get(target) ?? 0) + w);
    if (item.outcome === 'kept') kept += 1;
  }
  let best: number | null = null;
  for (const [at, w] of votes) if (best === null || w > (votes.get(best) ?? 0)) best = at;
  return { index: best, kept, items: history.length };
}

/** The chart size nearest the measurements given, as an index in `order`, or null. */
function measuredSize(
  measurements: BodyMeasurements | null | undefined,
  chart: SizeChart | null | undefined,
  order: readonly string[],
) {
  if (!measurements || !chart) return null;
  const scale = chart.unit === 'in' ? CM_PER_INCH : 1;
  let best: { at: number; distance: number } | null = null;
  for (const row of chart.sizes) {
    const at = order.indexOf(row.size);
    if (at < 0) continue;
    let distance = 0;
    let compared = 0;
    for (const key of ['bust', 'waist', 'hips'] as const) {
      const mine = measurements[key];
      const theirs = row[key];
      if (mine == null || theirs == null) continue;
      distance += Math.abs(mine - theirs * scale);
      compared += 1;
    }
    if (compared === 0) continue;
    if (!best || distance / compared < best.distance) best = { at, distance: distance / compared };
  }
  return best?.at ?? null;
}

function fitWords(fit: SizeAdvice['fit'], shift: number): string {
  const buyers = `${fit.answers} ${fit.answers === 1 ? 'buyer' : 'buyers'}`;
  if (shift > 0) return `${fit.small} of ${buyers} say it runs small`;
  if (shift < 0) return `${fit.large} of ${buyers} say it runs large`;
  return `most of ${buyers} say it runs true to size`;
}

/**
 * Advises a size, or none when the evidence is thin: with fewer than MIN_FIT_SIGNALS fit signals
 * and nothing known of the shopper, the answer has no size and says so; nothing is made up.
 */
export function adviseSize(input: SizeAdviceInput): SizeAdvice {
  const order = input.sizes.map((entry) => entry.size);
  const { counts, shift } = productFit(input.signals);
  const own = historySize(input.history, order);
  const measured = own.index === null ? measuredSize(input.measurements, input.chart, order) : null;
  const base = own.index ?? measured;
  const basis: SizeAdvice['basis'] = [];
  if (own.index !== null) basis.push('history');
  else if (measured !== null) basis.push('measurements');
  if (counts.answers >= MIN_FIT_SIGNALS) basis.push('fit');

  if (base === null) {
    return {
      size: null,
      basis,
      fit: counts,
      confidence: 'low',
      soldOut: false,
      reason:
        counts.answers >= MIN_FIT_SIGNALS
          ? `${capital(fitWords(counts, shift))}. Buy a size from this shop, or add your measurements, for a size of your own.`
          : 'Not enough fit answers yet to advise a size.',
    };
  }
  const at = Math.min(order.length - 1, Math.max(0, base + shift));
  const size = order[at] ?? null;
  const from = order[base] ?? '';
  const kind = input.category ? `in ${input.category}` : 'of this kind';
  const keptHere = input.category ? `you kept in ${input.category}` : 'of this kind you kept';
  const why =
    own.index !== null
      ? own.kept > 0
        ? own.kept === 1
          ? `The piece ${keptHere} points to ${from}`
          : `The ${own.kept} pieces ${keptHere} point to ${from}`
        : `Your returns ${kind} point to ${from}`
      : `Your measurements match ${from}`;
  const fitPart = counts.answers >= MIN_FIT_SIGNALS ? `; ${fitWords(counts, shift)}` : '';
  const take = size !== from ? `, so take ${size}` : '';
  const confidence: SizeAdvice['confidence'] =
    counts.answers >= 20 && own.items >= 2
      ? 'high'
      : counts.answers >= MIN_FIT_SIGNALS || own.items >= 2
        ? 'medium'
        : 'low';
  const soldOut = (input.sizes[at]?.available ?? 0) <= 0;
  return {
    size,
    basis,
    fit: counts,
    confidence,
    soldOut,
    reason: `${why}${fitPart}${take}.${soldOut ? ` ${size} is sold out just now.` : ''}`,
  };
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
