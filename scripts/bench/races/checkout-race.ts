// Checkouts under load (the targets of the checkout change of 24 November 2026): many shoppers
// racing for the last units, and how many checkouts (session + payment + confirmation) the shop
// completes per second. Runs the app in-process through Fastify's inject, on embedded PGlite or a
// throwaway PostgreSQL database, so what is measured is the server's work, not the network's.
import { eq } from 'drizzle-orm';
import { productVariants } from '../../../apps/server/src/modules/catalog/catalog.schema';
import { orders } from '../../../apps/server/src/modules/orders/orders.schema';
import { insertProducts } from '../../../apps/server/src/seed';
import { productFixture } from '../../../apps/server/src/test/product-fixtures';
import { benchAccounts, openBenchApp } from '../bench-app';

/** Where bench orders go: an address in the United States, which the shop serves out of the box. */
export const BENCH_ADDRESS = {
  name: 'Bench Shopper',
  line1: '1 Bench Street',
  city: 'Portland',
  region: 'OR',
  postalCode: '97201',
  country: 'US',
} as const;

export interface CheckoutBench {
  target: string;
  raced: number;
  units: number;
  sessions: number;
  refused: number;
  paid: number;
  stockAfter: number | undefined;
  raceMs: number;
  checkoutsPerSecond: number;
}

export async function benchCheckouts(
  target: 'pglite' | 'postgres',
  options: { shoppers?: number; units?: number; rounds?: number; adminUrl?: string } = {},
): Promise<CheckoutBench> {
  const shoppers = options.shoppers ?? 200;
  const units = options.units ?? 10;
  const rounds = options.rounds ?? 200;
  const { app, database, close } = await openBenchApp(target, options.adminUrl);
  try {
    const scarce = productFixture({
      title: 'Last Bag',
      category: 'accessories',
      priceCents: 8000,
      stock: units,
    });
    const plenty = productFixture({
      title: 'Everyday Tote',
      category: 'accessories',
      priceCents: 3900,
      stock: 100_000,
    });
    await insertProducts(database.db, [scarce, plenty]);
    const scarceId = scarce.variants[0]?.id as string;
    const plentyId = plenty.variants[0]?.id as string;

    const people = await benchAccounts(database.db, shoppers, { name: (i) => `bench_${i}` });

    // Every checkout goes somewhere by some method: the shop's first method to the United States.
    const methods = await app.inject({ method: 'GET', url: '/api/shipping/methods?country=US' });
    const shippingMethodId = (methods.json() as { methods: { id: string }[] }).methods[0]?.id;
    const delivery = { shippingAddress: BENCH_ADDRESS, shippingMethodId };
    const checkout = (who: (typeof people)[number], variantId: string) =>
      app.inject({
        method: 'POST',
        url: '/api/orders/create-checkout-session',
        headers: who.headers,
        payload: { products: [{ id: variantId, quantity: 1 }], user_email: who.email, ...delivery },
      });
    const pay = (who: (typeof people)[number], sessionId: string) =>
      app.inject({
        method: 'POST',
        url: `/checkout/${sessionId}`,
        headers: { ...who.headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'name=Bench&number=4242424242424242&expiry=12%2F39&cvc=123',
      });
    const confirm = (who: (typeof people)[number], sessionId: string) =>
      app.inject({
        method: 'POST',
        url: '/api/orders/confirm-payment',
        headers: who.headers,
        payload: { session_id: sessionId },
      });

    // Everyone at once for the last units, then the winners pay.
    const raceStarted = performance.now();
    const answers = await Promise.all(people.map((who) => checkout(who, scarceId)));
    const raceMs = performance.now() - raceStarted;
    const winners = answers.flatMap((answer, i) =>
      answer.statusCode === 200 ? [{ who: people[i], answer }] : [],
    );
    await Promise.all(
      winners.map(({ who, answer }) => (who ? pay(who, answer.json().id as string) : Promise.resolve())),
    );
    const [variant] = await database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, scarceId));
    const paidOrders = await database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.paymentStatus, 'paid'));

    // Throughput: ten shoppers at a time, each completing checkout, payment and confirmation.
    let next = 0;
    const worker = async () => {
      while (next < rounds) {
        const who = people[next % people.length];
        next += 1;
        if (!who) continue;
        const session = await checkout(who, plentyId);
        if (session.statusCode !== 200)
          throw new Error(`checkout answered ${session.statusCode}: ${session.body}`);
        const id = session.json().id as string;
        await pay(who, id);
        const order = await confirm(who, id);
        if (order.json().paymentStatus !== 'paid') throw new Error(`order not paid: ${order.body}`);
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: 10 }, worker));
    const seconds = (performance.now() - started) / 1000;

    return {
      target,
      raced: shoppers,
      units,
      sessions: winners.length,
      refused: answers.filter((a) => a.statusCode === 409).length,
      paid: paidOrders.length,
      stockAfter: variant?.stock,
      raceMs,
      checkoutsPerSecond: rounds / seconds,
    };
  } finally {
    await close();
  }
}
