// Discount codes under load (docs/decisions/033): what a code costs a checkout, and a 100-use code raced by
// 200 shoppers at once. Every checkout with a code takes a held use by a conditional update of the
// code's row (docs/decisions/033), so checkouts with one code queue on that row where checkouts
// without one do not. Runs the app in-process through Fastify's inject, on embedded PGlite or a
// throwaway PostgreSQL database, with the local payment provider.

import { pathToFileURL } from 'node:url';
import { DISCOUNT_MESSAGES } from '@shop/shared/promotions/promotions';
import { eq } from 'drizzle-orm';
import { discounts } from '../../../apps/server/src/modules/promotions/promotions.schema';
import { insertProducts } from '../../../apps/server/src/seed';
import { payOnTestCheckout } from '../../../apps/server/src/test/order-fixtures';
import { productFixture } from '../../../apps/server/src/test/product-fixtures';
import { benchAccounts, openBenchApp } from '../bench-app';
import { BENCH_ADDRESS } from './checkout-race';
import { median } from './refund-race';

export interface DiscountBench {
  target: string;
  /** Shoppers starting one checkout each, all at once, per round of the throughput part. */
  shoppers: number;
  rounds: number;
  /** Median over the rounds of shoppers / time for all their answers, without and with a 10% code. */
  withoutCode: number;
  withCode: number;
  /** Median over the rounds of with / without within the round: the two ran back to back. */
  ratio: number;
  /** The lowest and highest of those ratios: how much the machine moved between rounds. */
  ratioRange: [number, number];
  /** The race: racers at once on a code of `limit` uses, a fresh code each round. */
  racers: number;
  limit: number;
  raceRounds: number;
  /** Median time for the racers' answers. */
  raceMedianMs: number;
  /** Sessions started and refusals with the used-up message, summed over the rounds. */
  won: number;
  usedUp: number;
  /** Any other answer: none when all is well. */
  other: number;
  /** Rounds where the winners were not exactly `limit` or, once they paid, used_count was not. */
  wrong: number;
  /** used_count / held_count after the winners paid, one pair per round. */
  counts: string[];
}

type Shopper = Awaited<ReturnType<typeof benchAccounts>>[number];

export async function benchDiscounts(
  target: 'pglite' | 'postgres',
  options: { shoppers?: number; rounds?: number; raceRounds?: number; adminUrl?: string } = {},
): Promise<DiscountBench> {
  const shoppers = options.shoppers ?? 100;
  const rounds = options.rounds ?? 7;
  const raceRounds = options.raceRounds ?? 5;
  const racers = 200;
  const limit = 100;
  const { app, database, close } = await openBenchApp(target, options.adminUrl);
  try {
    const scarf = productFixture({
      title: 'Bench Scarf',
      category: 'accessories',
      priceCents: 2000,
      stock: 1_000_000,
    });
    await insertProducts(database.db, [scarf]);
    const scarfId = scarf.variants[0]?.id as string;
    const [admin] = await benchAccounts(database.db, 1, { role: 'admin', name: () => 'admin_0' });
    if (!admin) throw new Error('no admin account');
    const methods = await app.inject({ method: 'GET', url: '/api/shipping/methods?country=US' });
    const shippingMethodId = (methods.json() as { methods: { id: string }[] }).methods[0]?.id;

    const createCode = async (body: Record<string, unknown>) => {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/discounts',
        headers: admin.headers,
        payload: body,
      });
      if (answer.statusCode !== 201) throw new Error(`code not created: ${answer.body}`);
      return answer.json().discount as { id: string; code: string };
    };
    // A shopper has one open checkout and a later one replaces it, so every round has its own
    // shoppers: what is timed is starting a checkout, never cancelling an earlier one.
    let made = 0;
    const freshShoppers = (count: number) =>
      benchAccounts(database.db, count, { name: (i) => `shopper_${made + i}` }).then((people) => {
        made += count;
        return people;
      });
    const checkout = (who: Shopper, discountCode?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/orders/create-checkout-session',
        headers: who.headers,
        payload: {
          products: [{ id: scarfId, quantity: 1 }],
          user_email: who.email,
          shippingAddress: BENCH_ADDRESS,
          shippingMethodId,
          ...(discountCode ? { discountCode } : {}),
        },
      });
    /** Everyone at once; the answers and how long the last took. */
    const allAtOnce = async (people: Shopper[], discountCode?: string) => {
      const started = performance.now();
      const answers = await Promise.all(people.map((who) => checkout(who, discountCode)));
      return { answers, ms: performance.now() - started };
    };

    // Throughput: the same number of shoppers without and with a code (no limit), the order of
    // the two alternating by round so neither always runs on the warmer or the fuller database.
    const open = await createCode({ code: 'BENCHTEN', type: 'percent', value: 10 });
    const perSecond = { without: [] as number[], with: [] as number[] };
    const ratios: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const arms = round % 2 === 0 ? (['without', 'with'] as const) : (['with', 'without'] as const);
      for (const arm of arms) {
        const people = await freshShoppers(shoppers);
        const { answers, ms } = await allAtOnce(people, arm === 'with' ? open.code : undefined);
        const refused = answers.find((answer) => answer.statusCode !== 200);
        if (refused)
          throw new Error(`checkout ${arm} a code answered ${refused.statusCode}: ${refused.body}`);
        perSecond[arm].push(shoppers / (ms / 1000));
      }
      ratios.push((perSecond.with[round] ?? 0) / (perSecond.without[round] ?? 1));
    }

    // The race: a fresh 100-use code each round, 200 shoppers at once, then the winners pay.
    const raceMs: number[] = [];
    const counts: string[] = [];
    let won = 0;
    let usedUp = 0;
    let other = 0;
    let wrong = 0;
    for (let round = 0; round < raceRounds; round++) {
      const code = await createCode({ code: `RACE${round}`, type: 'percent', value: 10, usageLimit: limit });
      const people = await freshShoppers(racers);
      const { answers, ms } = await allAtOnce(people, code.code.toLowerCase());
      raceMs.push(ms);
      const winners = answers.flatMap((answer, i) =>
        answer.statusCode === 200 ? [{ who: people[i] as Shopper, id: answer.json().id as string }] : [],
      );
      const refusals = answers.filter(
        (answer) =>
          answer.statusCode === 400 &&
          answer.json().message === DISCOUNT_MESSAGES.usedUp &&
          answer.json().field === 'discountCode',
      ).length;
      won += winners.length;
      usedUp += refusals;
      other += racers - winners.length - refusals;
      const paid = await Promise.all(
        winners.map(({ who, id }) =>
          payOnTestCheckout(app, { bearer: { authorization: `${who.headers.authorization}` } }, id),
        ),
      );
      const unpaid = paid.filter((answer) => !String(answer.headers.location).startsWith('/success'));
      const [row] = await database.db.select().from(discounts).where(eq(discounts.id, code.id));
      counts.push(`${row?.usedCount}/${row?.heldCount}`);
      if (winners.length !== limit || unpaid.length > 0 || row?.usedCount !== limit || row.heldCount !== 0)
        wrong += 1;
    }

    return {
      target,
      shoppers,
      rounds,
      withoutCode: median(perSecond.without),
      withCode: median(perSecond.with),
      ratio: median(ratios),
      ratioRange: [Math.min(...ratios), Math.max(...ratios)],
      racers,
      limit,
      raceRounds,
      raceMedianMs: median(raceMs),
      won,
      usedUp,
      other,
      wrong,
      counts,
    };
  } finally {
    await close();
  }
}

export function printDiscounts(row: DiscountBench): void {
  console.log(
    `  ${row.target.padEnd(9)} ${row.shoppers} checkouts at once, median of ${row.rounds} rounds: ` +
      `${row.withoutCode.toFixed(0)}/s without a code, ${row.withCode.toFixed(0)}/s with one ` +
      `(with / without, median of the rounds' ratios: ${row.ratio.toFixed(2)}, ` +
      `${row.ratioRange[0].toFixed(2)}–${row.ratioRange[1].toFixed(2)})`,
  );
  console.log(
    `  ${''.padEnd(9)} ${row.racers} at once on a ${row.limit}-use code, ${row.raceRounds} rounds: ` +
      `${row.won} sessions, ${row.usedUp} used up (400), ${row.other} other answers; ` +
      `used/held after paying ${row.counts.join(', ')}; ${row.wrong} rounds wrong; ` +
      `median ${row.raceMedianMs.toFixed(1)} ms for the ${row.racers} answers`,
  );
}

// `npx tsx scripts/bench/races/discount-race.ts [pglite|postgres]`: this section of the bench alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const targets = process.argv[2]
    ? [process.argv[2] as 'pglite' | 'postgres']
    : (['pglite', 'postgres'] as const);
  for (const target of targets) printDiscounts(await benchDiscounts(target));
}
