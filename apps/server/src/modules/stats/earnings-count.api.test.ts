import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../seed';
import { type LoggedIn, registerAndLogin } from '../../test/auth-fixtures';
import { type FakeStripe, liveStripeOn, startFakeStripe } from '../../test/fake-stripe';
import { sendStripeWebhook, signedSessionEvent } from '../../test/fake-stripe-events';
import {
  checkoutBody,
  checkoutOne,
  confirmPayment,
  deliveryMethodId,
  payOnTestCheckout,
} from '../../test/order-fixtures';
import { productFixture } from '../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// What Total Earnings and Total Orders count (docs/product/rules.md, Admin statistics): paid
// orders' grand totals; test orders only while the shop itself runs a test checkout.

const ring = productFixture({ title: 'Gold Ring', category: 'jewellery', priceCents: 10_000, stock: 20 });
const ringId = ring.variants[0]?.id as string;

const stats = async (t: TestApp, admin: LoggedIn) => {
  const answer = await t.app.inject({ method: 'GET', url: '/api/stats/admin-stats', headers: admin.bearer });
  expect(answer.statusCode).toBe(200);
  return answer.json();
};

const sumOfMonths = (body: { monthlyEarnings: { earnings: number }[] }) =>
  body.monthlyEarnings.reduce((sum, month) => sum + month.earnings, 0);

describe('on the test checkout', () => {
  let t: TestApp;
  let admin: LoggedIn;
  let shopper: LoggedIn;

  beforeAll(async () => {
    t = await createTestApp();
    await insertProducts(t.database.db, [ring]);
    admin = await registerAndLogin(t.app, t.database.db, { role: 'admin' });
    shopper = await registerAndLogin(t.app, t.database.db);
  });
  afterAll(() => t.close());

  it('counts its test orders, says so, and tells how many orders are at each status', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) ids.push(await checkoutOne(t.app, shopper, ringId));
    const order = (await confirmPayment(t.app, shopper, ids[0] as string)).json();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/update-order-status/${order._id}`,
      headers: admin.bearer,
      payload: { status: 'shipped' },
    });

    const body = await stats(t, admin);
    expect(body).toMatchObject({
      testCheckout: true,
      totalOrders: 2,
      totalEarningsCents: 21_000,
      testOrders: 2,
      testEarningsCents: 21_000,
    });
    expect(body.ordersByStatus).toEqual([
      { status: 'pending', orders: 1 },
      { status: 'processing', orders: 0 },
      { status: 'shipped', orders: 1 },
      { status: 'completed', orders: 0 },
    ]);
  });
});

describe('taking real payments (Stripe live keys)', () => {
  let fake: FakeStripe;
  let t: TestApp;
  let admin: LoggedIn;
  let shopper: LoggedIn;

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp({ stripe: liveStripeOn(fake) });
    await insertProducts(t.database.db, [ring]);
    admin = await registerAndLogin(t.app, t.database.db, { role: 'admin' });
    shopper = await registerAndLogin(t.app, t.database.db);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  async function payOnStripe(): Promise<string> {
    const id = await checkoutOne(t.app, shopper, ringId, { pay: false });
    fake.pay(id);
    const answer = await sendStripeWebhook(t.app, signedSessionEvent('checkout.session.completed', { id }));
    expect(answer.statusCode).toBe(200);
    return id;
  }

  it('leaves test orders out of earnings, orders and the chart, and says how many it left out', async () => {
    await payOnStripe();
    // One paid on a test checkout before the shop went live (a demo week, Stripe's test keys).
    const demo = await payOnStripe();
    await t.database.db.execute(sql`update orders set test_mode = true where payment_session_id = ${demo}`);

    const body = await stats(t, admin);
    expect(body).toMatchObject({
      testCheckout: false,
      totalOrders: 1,
      totalEarnings: 105,
      totalEarningsCents: 10_500,
      testOrders: 1,
      testEarningsCents: 10_500,
    });
    expect(sumOfMonths(body)).toBe(105);
    expect(body.ordersByStatus[0]).toEqual({ status: 'pending', orders: 1 });
  });
});

describe('with delivery', () => {
  let t: TestApp;
  let admin: LoggedIn;
  let shopper: LoggedIn;

  beforeAll(async () => {
    t = await createTestApp();
    await insertProducts(t.database.db, [ring]);
    admin = await registerAndLogin(t.app, t.database.db, { role: 'admin' });
    shopper = await registerAndLogin(t.app, t.database.db);
  });
  afterAll(() => t.close());

  /** A checkout of the ring with this delivery method; paid on the test checkout unless `pay` is false. */
  async function buy(method: string, { pay = true } = {}) {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create-checkout-session',
      headers: shopper.bearer,
      payload: await checkoutBody(t.app, shopper.user.email, [{ id: ringId, quantity: 1 }], {
        shippingMethodId: await deliveryMethodId(t.app, method),
      }),
    });
    expect(started.statusCode).toBe(200);
    const sessionId = started.json().id as string;
    if (pay) await payOnTestCheckout(t.app, shopper, sessionId);
    return sessionId;
  }

  it("counts each paid order's delivery in Total Earnings: items + delivery + tax", async () => {
    const express = (await confirmPayment(t.app, shopper, await buy('Express'))).json();
    const standard = (await confirmPayment(t.app, shopper, await buy('Standard'))).json();
    // Waiting for its payment: not earned, delivery or not.
    await buy('Express', { pay: false });

    for (const order of [express, standard]) {
      expect(order.paymentStatus).toBe('paid');
      expect(order.amountCents).toBe(order.subtotalCents + order.shippingPriceCents + order.taxCents);
    }
    // Express costs something, so leaving delivery out would change the sum.
    expect(express.shippingPriceCents).toBeGreaterThan(0);
    const body = await stats(t, admin);
    expect(body.totalOrders).toBe(2);
    expect(body.totalEarningsCents).toBe(express.amountCents + standard.amountCents);
    expect(body.totalEarningsCents).toBe(
      express.subtotalCents +
        express.shippingPriceCents +
        express.taxCents +
        standard.subtotalCents +
        standard.shippingPriceCents +
        standard.taxCents,
    );
    expect(Math.round(sumOfMonths(body) * 100)).toBe(body.totalEarningsCents);
  });
});
