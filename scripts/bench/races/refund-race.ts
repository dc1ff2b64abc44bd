// Refunds under contention (docs/decisions/031): 50 admins ask at the same moment to refund everything
// left of one paid order. Exactly one refund is made, the others answer 409, and the order is
// never refunded more than was paid. Runs the app in-process through Fastify's inject, on
// embedded PGlite or a throwaway PostgreSQL database, with the local payment provider.
import { eq } from 'drizzle-orm';
import { orders } from '../../../apps/server/src/modules/orders/orders.schema';
import { insertProducts } from '../../../apps/server/src/seed';
import { productFixture } from '../../../apps/server/src/test/product-fixtures';
import { benchAccounts, openBenchApp } from '../bench-app';
import { BENCH_ADDRESS } from './checkout-race';

export interface RefundBench {
  target: string;
  admins: number;
  rounds: number;
  /** Refunds made: one per round when all is well. */
  made: number;
  /** Answers 409 (nothing left to refund). */
  refused: number;
  /** Any other answer: none when all is well. */
  other: number;
  /** Orders whose refunds came to more than was paid: 0 when all is well. */
  overRefunded: number;
  /** The median time for one round's 50 answers, and what that makes per second. */
  medianRoundMs: number;
  requestsPerSecond: number;
}

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

export async function benchRefunds(
  target: 'pglite' | 'postgres',
  options: { admins?: number; rounds?: number; adminUrl?: string } = {},
): Promise<RefundBench> {
  const adminCount = options.admins ?? 50;
  const rounds = options.rounds ?? 10;
  const { app, database, close } = await openBenchApp(target, options.adminUrl);
  try {
    const tote = productFixture({
      title: 'Refund Tote',
      category: 'accessories',
      priceCents: 3900,
      stock: 10_000,
    });
    await insertProducts(database.db, [tote]);
    const toteId = tote.variants[0]?.id as string;

    const [shopper] = await benchAccounts(database.db, 1, { name: () => 'user_0' });
    if (!shopper) throw new Error('no shopper account');
    const admins = await benchAccounts(database.db, adminCount, { role: 'admin', name: (i) => `admin_${i}` });
    const methods = await app.inject({ method: 'GET', url: '/api/shipping/methods?country=US' });
    const shippingMethodId = (methods.json() as { methods: { id: string }[] }).methods[0]?.id;

    /** A paid order of one tote: its id and what was paid, in dollars. */
    const paidOrder = async () => {
      const started = await app.inject({
        method: 'POST',
        url: '/api/orders/create-checkout-session',
        headers: shopper.headers,
        payload: {
          products: [{ id: toteId, quantity: 1 }],
          user_email: shopper.email,
          shippingAddress: BENCH_ADDRESS,
          shippingMethodId,
        },
      });
      const sessionId = started.json().id as string;
      await app.inject({
        method: 'POST',
        url: `/checkout/${sessionId}`,
        headers: { ...shopper.headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'name=Bench&number=4242424242424242&expiry=12%2F39&cvc=123',
      });
      const order = await app.inject({
        method: 'POST',
        url: '/api/orders/confirm-payment',
        headers: shopper.headers,
        payload: { session_id: sessionId },
      });
      const json = order.json() as { _id: string; amount: number; paymentStatus: string };
      if (json.paymentStatus !== 'paid') throw new Error(`order not paid: ${order.body}`);
      return json;
    };

    let made = 0;
    let refused = 0;
    let other = 0;
    let overRefunded = 0;
    const roundMs: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const order = await paidOrder();
      const started = performance.now();
      const answers = await Promise.all(
        admins.map((admin) =>
          app.inject({
            method: 'POST',
            url: `/api/orders/${order._id}/refunds`,
            headers: admin.headers,
            payload: { amount: order.amount, restock: false, reason: 'Bench: everything left' },
          }),
        ),
      );
      roundMs.push(performance.now() - started);
      for (const answer of answers) {
        if (answer.statusCode === 201) made += 1;
        else if (answer.statusCode === 409) refused += 1;
        else other += 1;
      }
      const [row] = await database.db.select().from(orders).where(eq(orders.id, order._id));
      if (!row || row.refundedCents > row.amountCents) overRefunded += 1;
    }
    const medianRoundMs = median(roundMs);
    return {
      target,
      admins: adminCount,
      rounds,
      made,
      refused,
      other,
      overRefunded,
      medianRoundMs,
      requestsPerSecond: adminCount / (medianRoundMs / 1000),
    };
  } finally {
    await close();
  }
}
