// The simulated shop behind the size-advice bench: shoppers with a true body size and a habitual
// size, products that run small, true or large, and who buys what when. Everything the advice is
// judged against (a shopper's true size, a product's true fit) lives here and nowhere else: the
// simulation shows `adviseSize` only what the real shop would know.
import type { SizeChart } from '@shop/shared/catalog/categories';
import type { Dice } from './seeded-random';

export const SIM_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export const SIM_CATEGORIES = ['dress', 'top', 'skirt'] as const;

/** Every assumption of the model, printed with the figures and recorded in docs/benchmarks.md. */
export interface ShopModel {
  seed: number;
  days: number;
  /** Purchases before this day build up history and fit answers but are not judged. */
  warmUpDays: number;
  shoppers: number;
  /** Products per category. */
  productsPerCategory: number;
  /** Purchases per shopper over the whole period, on average (each shopper's rate varies). */
  purchasesPerShopper: number;
  /** The body's size index: normal around M (2) with this spread, in sizes. */
  bodySizeSd: number;
  /** Shoppers whose usual size is one off their true size (half one up, half one down). */
  habituallyOff: number;
  /** A product's true fit: runs small (+1, take a size up), true (0), runs large (−1). */
  runsSmall: number;
  runsLarge: number;
  /** Buyers who answer the fit question in a review. */
  reviewRate: number;
  /** Review answers replaced by one drawn at random of the three. */
  reviewNoise: number;
  /** Wrong sizes sent back; the rest are kept anyway (and count as kept in the history). */
  returnRate: number;
  /** Shoppers who gave their measurements, and how far off their tape is (cm, each measure). */
  measured: number;
  measurementSdCm: number;
  /** Shoppers shown an advised size who buy it instead of their usual size. */
  adoption: number;
}

export const DEFAULT_MODEL: ShopModel = {
  seed: 20261205,
  days: 730,
  warmUpDays: 180,
  shoppers: 3000,
  productsPerCategory: 120,
  purchasesPerShopper: 8,
  bodySizeSd: 1,
  habituallyOff: 0.25,
  runsSmall: 0.2,
  runsLarge: 0.2,
  reviewRate: 0.4,
  reviewNoise: 0.1,
  returnRate: 0.8,
  measured: 0.3,
  measurementSdCm: 2,
  adoption: 0.5,
};

/** The category's chart: 4 cm between sizes, XS at bust 80, waist 62, hips 88. */
export const SIM_CHART: SizeChart = {
  unit: 'cm',
  sizes: SIM_SIZES.map((size, i) => ({
    size,
    bust: 80 + 4 * i,
    waist: 62 + 4 * i,
    hips: 88 + 4 * i,
    length: null,
  })),
};

export interface SimShopper {
  /** The size that fits a true-to-size product: an index in SIM_SIZES. */
  trueSize: number;
  /** What they buy when nothing tells them otherwise. */
  usualSize: number;
  measurements: { bust: number; waist: number; hips: number } | null;
}

export interface SimProduct {
  category: number;
  /** +1 runs small (take a size up), −1 runs large, 0 true to size. */
  offset: number;
  launchDay: number;
}

export interface SimPurchase {
  day: number;
  shopper: number;
  product: number;
}

const LAST = SIM_SIZES.length - 1;
export const clampSize = (at: number) => Math.min(LAST, Math.max(0, at));

export function makeShoppers(model: ShopModel, dice: Dice): SimShopper[] {
  return Array.from({ length: model.shoppers }, () => {
    // The body's place on the chart, continuous: its true size is the nearest chart size.
    const body = Math.min(LAST + 0.49, Math.max(-0.49, dice.normal(2, model.bodySizeSd)));
    const trueSize = clampSize(Math.round(body));
    const off = dice.chance(model.habituallyOff) ? (dice.chance(0.5) ? 1 : -1) : 0;
    const tape = () => dice.normal(0, model.measurementSdCm);
    const measurements = dice.chance(model.measured)
      ? { bust: 80 + 4 * body + tape(), waist: 62 + 4 * body + tape(), hips: 88 + 4 * body + tape() }
      : null;
    return { trueSize, usualSize: clampSize(trueSize + off), measurements };
  });
}

export function makeProducts(model: ShopModel, dice: Dice): SimProduct[] {
  const products: SimProduct[] = [];
  for (let category = 0; category < SIM_CATEGORIES.length; category += 1) {
    for (let i = 0; i < model.productsPerCategory; i += 1) {
      const roll = dice.next();
      const offset = roll < model.runsSmall ? 1 : roll < model.runsSmall + model.runsLarge ? -1 : 0;
      // New products arrive all through the period, the last ones two months before its end.
      products.push({ category, offset, launchDay: dice.below(model.days - 60) });
    }
  }
  return products;
}

/**
 * Who buys what when, in day order. Shoppers buy at rates spread like real customers' (a few buy
 * often); products sell in proportion to a popularity drawn once (a few sell a lot), and only
 * once launched, so each product's answers build up from none.
 */
export function makePurchases(model: ShopModel, products: SimProduct[], dice: Dice): SimPurchase[] {
  const running = (weights: number[]) => {
    let sum = 0;
    return weights.map((w) => {
      sum += w;
      return sum;
    });
  };
  const shopperRates = running(Array.from({ length: model.shoppers }, () => -Math.log(1 - dice.next())));
  const popularity = products.map(() => Math.exp(dice.normal(0, 1)));
  const total = model.shoppers * model.purchasesPerShopper;
  const purchases: SimPurchase[] = [];
  // Products on sale by day, as running totals of popularity, rebuilt only when one launches.
  const byLaunch = products.map((product, index) => ({ index, day: product.launchDay }));
  byLaunch.sort((a, b) => a.day - b.day || a.index - b.index);
  const days = Array.from({ length: total }, () => dice.below(model.days)).sort((a, b) => a - b);
  let launched = 0;
  let onSale: number[] = [];
  let onSaleTotals: number[] = [];
  for (const day of days) {
    if (launched < byLaunch.length && (byLaunch[launched]?.day ?? Infinity) <= day) {
      while (launched < byLaunch.length && (byLaunch[launched]?.day ?? Infinity) <= day) launched += 1;
      onSale = byLaunch.slice(0, launched).map((entry) => entry.index);
      onSaleTotals = running(onSale.map((index) => popularity[index] ?? 0));
    }
    if (onSale.length === 0) continue;
    const product = onSale[dice.weighted(onSaleTotals)] ?? 0;
    purchases.push({ day, shopper: dice.weighted(shopperRates), product });
  }
  return purchases;
}
