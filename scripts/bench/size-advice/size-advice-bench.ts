// `npm run bench -- size-advice`: how often the size advice (packages/shared size-advice.ts) names
// the size a shopper keeps, against 'your usual size' and 'the size you bought last', in a seeded
// simulated shop (size-advice-shop.ts). The goal: 15 points over the usual size once a product has
// 20 fit signals, and never below it with fewer. Deterministic: the same seed, the same figures.
import { HALF_LIFE_DAYS, MIN_FIT_SIGNALS } from '@shop/shared/catalog/size-advice';
import { DEFAULT_MODEL, type ShopModel } from './size-advice-shop';
import {
  HISTORY_MODES,
  type HistoryMode,
  mergeTallies,
  SIGNAL_BUCKETS,
  type SimResult,
  simulate,
  type Tally,
} from './size-advice-sim';

/** Who follows the advice: nobody (the advice judged alone), half the shoppers shown it, all. */
export const ADOPTIONS = [0, 0.5, 1] as const;

/** Other shops than the default one, each at half the shoppers following the advice. */
export const VARIANTS: { label: string; change: Partial<ShopModel> }[] = [
  { label: 'seed 1', change: { seed: 1 } },
  { label: 'seed 2', change: { seed: 2 } },
  { label: '10% buy one size off', change: { habituallyOff: 0.1 } },
  { label: '40% buy one size off', change: { habituallyOff: 0.4 } },
  { label: 'fits 80/10/10', change: { runsSmall: 0.1, runsLarge: 0.1 } },
  { label: 'fits 40/30/30', change: { runsSmall: 0.3, runsLarge: 0.3 } },
  { label: '20% answer the fit', change: { reviewRate: 0.2 } },
  { label: '50% of wrong sizes sent back', change: { returnRate: 0.5 } },
  { label: 'nobody gave measurements', change: { measured: 0 } },
  { label: '4 purchases a shopper', change: { purchasesPerShopper: 4 } },
];

export interface SizeAdviceRun {
  model: ShopModel;
  history: HistoryMode;
  result: SimResult;
  ms: number;
}

function run(model: ShopModel, history: HistoryMode): SizeAdviceRun {
  const started = performance.now();
  const result = simulate(model, history);
  return { model, history, result, ms: performance.now() - started };
}

export function benchSizeAdvice(base: ShopModel = DEFAULT_MODEL) {
  const runs = ADOPTIONS.flatMap((adoption) =>
    HISTORY_MODES.map((history) => run({ ...base, adoption }, history)),
  );
  const variants = VARIANTS.map(({ label, change }) => ({
    label,
    runs: HISTORY_MODES.map((history) => run({ ...base, adoption: 0.5, ...change }, history)),
  }));
  return { runs, variants };
}

const pct = (n: number, of: number) => (of > 0 ? `${((100 * n) / of).toFixed(1)}%` : '–');
const whole = (share: number) => `${Math.round(100 * share)}%`;
const points = (tally: Tally) => {
  if (tally.purchases === 0) return '–';
  const gain = (100 * (tally.right.advice - tally.right.usual)) / tally.purchases;
  return `${gain >= 0 ? '+' : '−'}${Math.abs(gain).toFixed(1)}`;
};

function row(label: string, tally: Tally) {
  const { purchases, advised, right } = tally;
  return [
    label.padEnd(16),
    String(purchases).padStart(6),
    pct(advised, purchases).padStart(8),
    pct(right.advice, purchases).padStart(7),
    pct(right.usual, purchases).padStart(7),
    pct(right.last, purchases).padStart(7),
    points(tally).padStart(9),
  ].join(' ');
}

/** The tallies of each signal bucket, both kinds of shopper together. */
const byBucket = (result: SimResult) => result.tallies.map((pair) => mergeTallies(pair));

function printModel(m: ShopModel) {
  console.log(
    `  ${m.shoppers} shoppers, ${m.productsPerCategory} products in each of 3 categories (sizes XS–XXL), ${m.purchasesPerShopper} purchases a shopper on average over ${m.days} days, seed ${m.seed}`,
  );
  console.log(
    `  bodies normal around M (sd ${m.bodySizeSd} size); ${whole(m.habituallyOff)} of shoppers buy one size off as their usual; ${whole(m.measured)} gave measurements (tape sd ${m.measurementSdCm} cm)`,
  );
  console.log(
    `  products run small ${whole(m.runsSmall)}, large ${whole(m.runsLarge)}; ${whole(m.reviewRate)} of buyers answer the fit question (${whole(m.reviewNoise)} at random); ${whole(m.returnRate)} of wrong sizes sent back`,
  );
  console.log(
    `  the rule: ${MIN_FIT_SIGNALS} signals before a product's fit moves a size, half-life ${HALF_LIFE_DAYS} days; purchases judged from day ${m.warmUpDays}`,
  );
}

export function printSizeAdvice({ runs, variants }: ReturnType<typeof benchSizeAdvice>) {
  const first = runs[0];
  if (first) printModel(first.model);
  for (const { model, history, result, ms } of runs) {
    console.log(
      `\n  ${whole(model.adoption)} of shoppers shown a size take it, history ${history}: ${result.judged} purchases judged, ${result.returns} returns, ${result.reviews} fit answers (${ms.toFixed(0)} ms)`,
    );
    console.log(
      `  ${'signals'.padEnd(16)} ${'bought'.padStart(6)} ${'advised'.padStart(8)} ${'advice'.padStart(7)} ${'usual'.padStart(7)} ${'last'.padStart(7)} ${'vs usual'.padStart(9)}`,
    );
    const buckets = byBucket(result);
    SIGNAL_BUCKETS.forEach((bucket, i) => {
      const tally = buckets[i];
      if (tally) console.log(`  ${row(bucket.label, tally)}`);
    });
    const [without, withHistory] = result.tallies[SIGNAL_BUCKETS.length - 1] ?? [];
    if (withHistory) console.log(`  ${row('  20+, history', withHistory)}`);
    if (without) console.log(`  ${row('  20+, none', without)}`);
    console.log(`  ${row('all', mergeTallies(result.tallies.flat()))}`);
  }
  console.log(
    '\n  Other shops, half taking the advised size: points over the usual size at 0–4 / 5–19 / 20+ signals',
  );
  for (const { label, runs: pair } of variants) {
    const cells = pair.map(({ history, result }) => `${history} ${byBucket(result).map(points).join(' / ')}`);
    console.log(`  ${label.padEnd(30)} ${cells.map((cell) => cell.padEnd(32)).join(' ')}`.trimEnd());
  }
}

export function sizeAdviceSection() {
  console.log(
    '\nSize advice in a simulated shop: how often each method names the size the shopper keeps, by the fit signals the product had (the advice falls back to the usual size when it names none)',
  );
  printSizeAdvice(benchSizeAdvice());
}
