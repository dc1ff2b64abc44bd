// Replays the simulated shop's purchases in day order. Before each purchase it asks `adviseSize`
// with what the shop would know at that moment (the product's fit answers and size returns so far,
// the shopper's own purchases in the category so far, their measurements), and scores it and two
// plain rules against the size that shopper would keep. Then the purchase happens and leaves its
// return, its review and its history behind for the purchases after it.
import {
  adviseSize,
  type FitAnswer,
  type FitSignal,
  type HistoryItem,
  trueFitSize,
} from '@shop/shared/catalog/size-advice';
import { seededDice } from './seeded-random';
import {
  clampSize,
  makeProducts,
  makePurchases,
  makeShoppers,
  type ShopModel,
  SIM_CATEGORIES,
  SIM_CHART,
  SIM_SIZES,
} from './size-advice-shop';

/** Products judged by how many fit signals they had at the purchase. */
export const SIGNAL_BUCKETS = [
  { label: '0–4', min: 0, max: 4 },
  { label: '5–19', min: 5, max: 19 },
  { label: '20+', min: 20, max: Infinity },
] as const;

export const METHODS = ['advice', 'usual', 'last'] as const;

/**
 * How the simulated server hands the shopper's purchases to `adviseSize`: each size as bought (the
 * endpoint today), or as `trueFitSize` puts it by that product's fit signals at the time of asking.
 */
export const HISTORY_MODES = ['as bought', 'true fit'] as const;
export type HistoryMode = (typeof HISTORY_MODES)[number];
export type Method = (typeof METHODS)[number];

/** How often each method named the size the shopper would keep, over some purchases. */
export interface Tally {
  purchases: number;
  /** Purchases where `adviseSize` named a size (elsewhere it falls back to the usual size). */
  advised: number;
  right: Record<Method, number>;
}

export interface SimResult {
  judged: number;
  /** [bucket][has history in the category ? 1 : 0] */
  tallies: Tally[][];
  /** Products by true fit, for the record. */
  productFits: { small: number; true: number; large: number };
  returns: number;
  reviews: number;
}

const emptyTally = (): Tally => ({ purchases: 0, advised: 0, right: { advice: 0, usual: 0, last: 0 } });

export function mergeTallies(tallies: readonly Tally[]): Tally {
  const sum = emptyTally();
  for (const tally of tallies) {
    sum.purchases += tally.purchases;
    sum.advised += tally.advised;
    for (const method of METHODS) sum.right[method] += tally.right[method];
  }
  return sum;
}

interface Bought {
  product: number;
  size: number;
  outcome: HistoryItem['outcome'];
  day: number;
}

const SIZES_IN_STOCK = SIM_SIZES.map((size) => ({ size, available: 10 }));
const ORDER: readonly string[] = SIM_SIZES;
const ANSWERS: FitAnswer[] = ['small', 'true', 'large'];

type Signal = { fit: FitAnswer; day: number };
const asOf = (signals: readonly Signal[], day: number) =>
  signals.map((s): FitSignal => ({ fit: s.fit, ageDays: day - s.day }));

export function simulate(model: ShopModel, historyMode: HistoryMode = 'as bought'): SimResult {
  const dice = seededDice(model.seed);
  const shoppers = makeShoppers(model, dice);
  const products = makeProducts(model, dice);
  const purchases = makePurchases(model, products, dice);
  // What happens after a purchase has dice of its own, so a change in the advice (and in who
  // follows it) leaves the shop, its shoppers and their purchases as they were.
  const after = seededDice(model.seed ^ 0x5eed);

  const signals: Signal[][] = products.map(() => []);
  const histories: Bought[][][] = shoppers.map(() => SIM_CATEGORIES.map(() => []));
  const tallies = SIGNAL_BUCKETS.map(() => [emptyTally(), emptyTally()]);
  // A past product's fit as the server would read it when asked, worked out again once it has a
  // new signal or a week has gone by (ageing alone moves a lean with a half-life of months little).
  const fitKnown = new Map<number, { day: number; count: number; size: Map<string, string> }>();
  const trueFit = (bought: string, product: number, day: number) => {
    const count = signals[product]?.length ?? 0;
    let known = fitKnown.get(product);
    if (!known || known.count !== count || day - known.day >= 7) {
      known = { day, count, size: new Map() };
      fitKnown.set(product, known);
    }
    let size = known.size.get(bought);
    if (size === undefined) {
      size = trueFitSize(bought, asOf(signals[product] ?? [], day), ORDER);
      known.size.set(bought, size);
    }
    return size;
  };
  let judged = 0;
  let returns = 0;
  let reviews = 0;

  for (const { day, shopper: who, product: which } of purchases) {
    const shopper = shoppers[who];
    const product = products[which];
    const productSignals = signals[which];
    const history = histories[who]?.[product?.category ?? 0];
    if (!shopper || !product || !productSignals || !history) continue;

    const advice = adviseSize({
      sizes: SIZES_IN_STOCK,
      signals: asOf(productSignals, day),
      history: history.map((item): HistoryItem => {
        const bought = SIM_SIZES[item.size] as string;
        const size = historyMode === 'true fit' ? trueFit(bought, item.product, day) : bought;
        return { size, outcome: item.outcome, ageDays: day - item.day };
      }),
      measurements: shopper.measurements,
      chart: SIM_CHART,
    });
    const advised = advice.size === null ? null : SIM_SIZES.indexOf(advice.size as never);
    const needed = clampSize(shopper.trueSize + product.offset);

    if (day >= model.warmUpDays) {
      judged += 1;
      const bucket = SIGNAL_BUCKETS.findIndex((b) => productSignals.length <= b.max);
      const tally = tallies[bucket]?.[history.length > 0 ? 1 : 0];
      if (tally) {
        tally.purchases += 1;
        if (advised !== null) tally.advised += 1;
        const last = history[history.length - 1]?.size ?? shopper.usualSize;
        if ((advised ?? shopper.usualSize) === needed) tally.right.advice += 1;
        if (shopper.usualSize === needed) tally.right.usual += 1;
        if (last === needed) tally.right.last += 1;
      }
    }

    // The purchase: the advised size for those who follow advice, else the usual one.
    const bought = advised !== null && after.chance(model.adoption) ? advised : shopper.usualSize;
    const truth: FitAnswer = bought < needed ? 'small' : bought > needed ? 'large' : 'true';
    let outcome: HistoryItem['outcome'] = 'kept';
    if (truth !== 'true' && after.chance(model.returnRate)) {
      outcome = truth === 'small' ? 'too_small' : 'too_large';
      productSignals.push({ fit: truth, day });
      returns += 1;
    }
    if (after.chance(model.reviewRate)) {
      const answer = after.chance(model.reviewNoise) ? (ANSWERS[after.below(3)] as FitAnswer) : truth;
      productSignals.push({ fit: answer, day });
      reviews += 1;
    }
    history.push({ product: which, size: bought, outcome, day });
  }

  const productFits = { small: 0, true: 0, large: 0 };
  for (const product of products) {
    productFits[product.offset > 0 ? 'small' : product.offset < 0 ? 'large' : 'true'] += 1;
  }
  return { judged, tallies, productFits, returns, reviews };
}
