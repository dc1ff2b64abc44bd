import { discountListSchema, saleListSchema } from '@shop/shared/promotions/promotions-schemas';
import { adminStatsSchema } from '@shop/shared/stats-schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminApi, createAdminApi, createDiscount, createSale } from '../../test/admin-api-fixtures';
import { type FakeStripe, liveStripeOn, startFakeStripe } from '../../test/fake-stripe';
import { sendStripeWebhook, signedSessionEvent } from '../../test/fake-stripe-events';
import { checkoutBody, confirmPayment } from '../../test/order-fixtures';
import { productFixture } from '../../test/product-fixtures';

// The Sales page, the Discount codes page and the dashboard's 'Discounts given' count the same
// orders the same way (docs/product/rules.md, Admin statistics): paid and not refunded in full,
// refunded items left out, test orders only while the shop takes payments on a test checkout.
// Here the shop takes real payments (Stripe live keys), so a test order counts nowhere.

const HOUR = 3_600_000;
let now = new Date('2026-12-01T10:00:00Z');
let fake: FakeStripe;
let t: AdminApi;

const dress = productFixture({ title: 'Linen Dress', category: 'dress', priceCents: 10_000, stock: 30 });
const dressId = dress.variants[0]?.id as string;

interface OrderJson {
  _id: string;
  amountCents: number;
  refundedCents: number;
  discountCents: number;
  paymentStatus: string;
  items: { id: string; priceCents: number; discountCents: number }[];
}

/** Two dresses with the code, paid on Stripe (the fake plays the shopper, the webhook tells the shop). */
async function paidOrder(quantity: number): Promise<OrderJson> {
  const started = await t.send(
    'POST',
    '/api/orders/create-checkout-session',
    t.shopper,
    await checkoutBody(t.app, t.shopper.user.email, [{ id: dressId, quantity }], { discountCode: 'TEN' }),
  );
  expect(started.statusCode, started.body).toBe(200);
  const sessionId = started.json().id as string;
  fake.pay(sessionId);
  const webhook = await sendStripeWebhook(
    t.app,
    signedSessionEvent('checkout.session.completed', { id: sessionId }),
  );
  expect(webhook.statusCode).toBe(200);
  const order = (await confirmPayment(t.app, t.shopper, sessionId)).json() as OrderJson;
  expect(order.paymentStatus).toBe('paid');
  return order;
}

/** Refunds units of the order's line; with `whole`, the whole order's money (delivery too) with them. */
async function refundUnits(order: OrderJson, quantity: number, whole = false): Promise<OrderJson> {
  const line = order.items[0]?.id as string;
  const answer = await t.send('POST', `/api/orders/${order._id}/refunds`, t.admin, {
    lines: [{ lineId: line, quantity }],
    ...(whole ? { amount: order.amountCents / 100 } : {}),
    restock: false,
    reason: 'Returned',
  });
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  return (await t.send('GET', `/api/orders/order/${order._id}`, t.admin)).json() as OrderJson;
}

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createAdminApi({ clock: () => now, stripe: liveStripeOn(fake), products: [dress] });
}, 60_000);
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('the reports of what promotions sold', () => {
  it('count an order with a refund and a test order the same way on the Sales and Discount codes pages and the dashboard', async () => {
    const sale = await createSale(t, {
      name: 'Winter dresses',
      percentOff: 20,
      categories: ['dress'],
      startsAt: new Date(now.getTime() + HOUR).toISOString(),
      endsAt: new Date(now.getTime() + 10 * HOUR).toISOString(),
    });
    now = new Date(now.getTime() + HOUR);
    await t.app.saleClock.tick();
    const code = await createDiscount(t, { code: 'TEN', type: 'percent', value: 10 });

    // Two dresses at $80 with $8 off each; one is refunded since.
    const kept = await refundUnits(await paidOrder(2), 1);
    expect(kept.items[0]).toMatchObject({ priceCents: 8_000, discountCents: 1_600 });
    expect(kept.paymentStatus).toBe('partially_refunded');
    // Refunded in full: the sale was undone.
    const undone = await refundUnits(await paidOrder(1), 1, true);
    expect(undone.paymentStatus).toBe('refunded');
    // A test order left from before the shop took real payments.
    const test = await paidOrder(1);
    await t.database.db.execute(sql`update orders set test_mode = true where id = ${test._id}::uuid`);

    const sales = saleListSchema.parse((await t.send('GET', '/api/sales', t.admin)).json());
    const codes = discountListSchema.parse((await t.send('GET', '/api/discounts', t.admin)).json());
    const stats = adminStatsSchema.parse(
      (await t.send('GET', `/api/stats/admin-stats?year=${now.getUTCFullYear()}`, t.admin)).json(),
    );
    expect(sales.testOrdersCounted).toBe(false);
    expect(codes.testOrdersCounted).toBe(false);
    expect(stats.testCheckout).toBe(false);

    // The one order left, in all three; its refunded dress is left out of each figure.
    expect(sales.sales.find((s) => s.id === sale.id)).toMatchObject({
      orders: 1,
      // The kept dress: $80 less its $8 off (no tax or delivery in a sale's revenue).
      revenueCents: 7_200,
    });
    expect(codes.discounts.find((d) => d.id === code.id)).toMatchObject({
      // The order's total (delivery and tax included) less what the refund gave back.
      revenueCents: kept.amountCents - kept.refundedCents,
      // $16 off the two dresses, less the $8 the refunded one took back.
      discountedCents: 800,
    });
    expect(stats.discounts).toEqual({
      orders: 1,
      amount: 8,
      amountCents: 800,
      topCodes: [{ code: 'TEN', orders: 1, amount: 8 }],
    });
  });
});
