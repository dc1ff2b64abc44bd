import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../../seed';
import { type LoggedIn, registerAndLogin } from '../../../test/auth-fixtures';
import { type FakeStripe, liveStripeOn, startFakeStripe } from '../../../test/fake-stripe';
import { sendStripeWebhook, signedSessionEvent } from '../../../test/fake-stripe-events';
import { checkoutBody, confirmPayment, TEST_ADDRESS, testOrdersDeps } from '../../../test/order-fixtures';
import { productFixture } from '../../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { productVariants } from '../../catalog/catalog.schema';
import { outbox } from '../../mail/mail.schema';
import { createStripeClient, createStripePaymentProvider } from '../../payments/stripe-payment.provider';
import { orders } from '../orders.schema';
import type { OrdersDeps } from '../orders.service';
import { reconcileCheckouts } from './reconcile.service';

// Stripe Checkout end to end through the official SDK, against a fake of Stripe's HTTP API
// started here, with webhooks signed by a test secret: no network.

let fake: FakeStripe;
let t: TestApp;
let shopper: LoggedIn;
let other: LoggedIn;
let third: LoggedIn;
let deps: OrdersDeps;

const coat = productFixture({ title: 'Wool Coat', category: 'clothing', priceCents: 19_900, stock: 6 });
const coatM = coat.variants.find((v) => v.size === 'M')?.id as string;
const shirt = productFixture({ title: 'Linen Shirt', category: 'clothing', priceCents: 5_900, stock: 8 });
const shirtS = shirt.variants.find((v) => v.size === 'S')?.id as string;

beforeAll(async () => {
  fake = await startFakeStripe();
  const stripe = liveStripeOn(fake);
  t = await createTestApp({ publicUrl: 'https://shop.example', stripe });
  await insertProducts(t.database.db, [coat, shirt]);
  shopper = await registerAndLogin(t.app, t.database.db);
  other = await registerAndLogin(t.app, t.database.db);
  third = await registerAndLogin(t.app, t.database.db);
  deps = testOrdersDeps(t.database.db, {
    payments: createStripePaymentProvider({ stripe: createStripeClient(stripe), testMode: false }),
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const checkout = async (
  who: LoggedIn,
  quantity = 1,
  variantId = coatM,
  extra: Record<string, unknown> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/create-checkout-session',
    headers: who.bearer,
    payload: await checkoutBody(t.app, who.user.email, [{ id: variantId, quantity }], extra),
  });

const webhook = (payload: string, signature: string) => sendStripeWebhook(t.app, { payload, signature });

async function stockOf(variantId: string) {
  const [row] = await t.database.db.select().from(productVariants).where(eq(productVariants.id, variantId));
  return { stock: row?.stock, reserved: row?.reserved };
}
const coatStock = () => stockOf(coatM);

/** The success page's (confirm-payment) or the cancel page's call about a session. */
const aboutSession = (action: 'confirm-payment' | 'cancel-checkout', who: LoggedIn, sessionId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${action}`,
    headers: who.bearer,
    payload: { session_id: sessionId },
  });

const orderOf = async (who: LoggedIn, sessionId: string) =>
  (await aboutSession('confirm-payment', who, sessionId)).json();

const mailsFor = async (orderNumber: string) =>
  (await t.database.db.select().from(outbox)).filter((m) => m.subject === `Your Velora order ${orderNumber}`);

describe('Stripe Checkout', () => {
  it('takes a discount code off as a one-off coupon of exactly its amount', async () => {
    const admin = await registerAndLogin(t.app, t.database.db, { role: 'admin' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/discounts',
      headers: admin.bearer,
      payload: { code: 'STRIPE20', type: 'fixed', value: 20 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const buyer = await registerAndLogin(t.app, t.database.db);
    const response = await checkout(buyer, 1, shirtS, { discountCode: 'stripe20' });
    expect(response.statusCode, response.body).toBe(200);
    const session = fake.sessions.get(response.json().id);
    const [coupon] = session?.discounts ?? [];
    expect(fake.coupons.get(coupon?.coupon ?? '')).toMatchObject({ amount_off: 2000, currency: 'usd' });
    // The lines keep their prices; the session's total is the order's: 59.00 - 20.00 + 5.99 + 1.95 tax.
    expect(session?.line_items[0]).toEqual({ name: 'Linen Shirt (S, Red)', unit_amount: 5_900, quantity: 1 });
    expect(session?.amount_total).toBe(4_694);
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.paymentSessionId, response.json().id));
    expect({ amount: order?.amountCents, discount: order?.discountCents, code: order?.discountCode }).toEqual(
      {
        amount: 4_694,
        discount: 2_000,
        code: 'STRIPE20',
      },
    );
  });

  it('opens a session priced from the database with the tax as its own line, once per order', async () => {
    const response = await checkout(shopper, 2);
    expect(response.statusCode).toBe(200);
    const { id, url } = response.json();
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${id}`);
    const session = fake.sessions.get(id);
    expect(session).toMatchObject({
      amount_total: 41_790,
      customer_email: shopper.user.email,
      success_url: 'https://shop.example/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://shop.example/cancel?session_id={CHECKOUT_SESSION_ID}',
    });
    expect(session?.line_items).toEqual([
      { name: 'Wool Coat (M, Red)', unit_amount: 19_900, quantity: 2 },
      { name: 'Tax', unit_amount: 1990, quantity: 1 },
    ]);
    // Without STRIPE_TAX the shop's own tax stands: Stripe is not asked to compute any.
    expect(session).toMatchObject({ automatic_tax: { enabled: false }, customer: null, shipping_rate: null });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.paymentSessionId, id));
    expect(row).toMatchObject({ taxSource: 'shop', taxCents: 1990 });
    // The same cart again answers the same session.
    expect((await checkout(shopper, 2)).json().id).toBe(id);
    await t.app.inject({
      method: 'POST',
      url: '/api/orders/cancel-checkout',
      headers: shopper.bearer,
      payload: { session_id: id },
    });
    expect(fake.sessions.get(id)?.status).toBe('expired');
  });

  it('sends the delivery as a line and the address as the shipping details: Stripe charges the order’s amount', async () => {
    const priced = await checkout(third, 1, shirtS);
    expect(priced.statusCode).toBe(200);
    const { id } = priced.json();
    const session = fake.sessions.get(id);
    expect(session?.line_items).toEqual([
      { name: 'Linen Shirt (S, Red)', unit_amount: 5_900, quantity: 1 },
      { name: 'Delivery: Standard', unit_amount: 599, quantity: 1 },
      { name: 'Tax', unit_amount: 295, quantity: 1 },
    ]);
    expect(session?.shipping).toEqual({
      name: TEST_ADDRESS.name,
      phone: TEST_ADDRESS.phone,
      address: {
        line1: TEST_ADDRESS.line1,
        line2: TEST_ADDRESS.line2,
        city: TEST_ADDRESS.city,
        state: TEST_ADDRESS.region,
        postal_code: TEST_ADDRESS.postalCode,
        country: TEST_ADDRESS.country,
      },
    });
    const order = await orderOf(third, id);
    expect(session?.amount_total).toBe(order.amountCents);
    expect(order.amountCents).toBe(5_900 + 599 + 295);

    // Free delivery has no line of its own; the address still goes, without the parts left out.
    const { line2: _line2, phone: _phone, ...plain } = TEST_ADDRESS;
    const free = (await checkout(third, 2, coatM, { shippingAddress: plain })).json().id;
    const freeSession = fake.sessions.get(free);
    expect(freeSession?.line_items.map((item) => item.name)).toEqual(['Wool Coat (M, Red)', 'Tax']);
    expect(freeSession?.shipping).toMatchObject({
      phone: null,
      address: { line2: null, line1: plain.line1 },
    });
    expect(freeSession?.amount_total).toBe((await orderOf(third, free)).amountCents);
    await aboutSession('cancel-checkout', third, free);
  });

  it('fulfils once when the webhook, a replay of it and the success page arrive together', async () => {
    const before = await coatStock();
    const { id } = (await checkout(shopper)).json();
    fake.pay(id);
    const paid = signedSessionEvent('checkout.session.completed', { id });
    const answers = await Promise.all([
      webhook(paid.payload, paid.signature),
      webhook(paid.payload, paid.signature),
      confirmPayment(t.app, shopper, id),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const order = await orderOf(shopper, id);
    expect(order).toMatchObject({ paymentStatus: 'paid', status: 'pending', testCheckout: false });
    // The confirmation goes out after the answer; wait for it as the shopper would.
    await expect.poll(() => mailsFor(order.orderId)).toHaveLength(1);
    expect(await coatStock()).toEqual({ stock: (before.stock ?? 0) - 1, reserved: before.reserved });
    // Another shopper learns nothing of it.
    expect((await confirmPayment(t.app, other, id)).statusCode).toBe(404);
  });

  it('refuses a bad, a tampered and a stale signature, changing nothing', async () => {
    const { id } = (await checkout(other)).json();
    fake.pay(id);
    const good = signedSessionEvent('checkout.session.completed', { id });
    const bad = await webhook(good.payload, good.signature.replace(/v1=\w{4}/, 'v1=0000'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The webhook signature is invalid or too old.');
    const tampered = await webhook(good.payload.replace('"paid"', '"paid" '), good.signature);
    expect(tampered.statusCode).toBe(400);
    const stale = signedSessionEvent(
      'checkout.session.completed',
      { id },
      Math.floor(Date.now() / 1000) - 600,
    );
    expect((await webhook(stale.payload, stale.signature)).statusCode).toBe(400);
    expect((await webhook(good.payload, '')).statusCode).toBe(400);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${other.user.email}`,
      headers: other.bearer,
    });
    const stillOpen = list
      .json()
      .find((o: { paymentStatus: string }) => o.paymentStatus === 'awaiting_payment');
    expect(stillOpen).toBeDefined();
    // Unpaid still: the page's own confirmation asks Stripe, which says paid.
    expect((await orderOf(other, id)).paymentStatus).toBe('paid');
  });

  it('gives the stock back when Stripe says the session expired or the bank refused', async () => {
    const before = await coatStock();
    const first = (await checkout(other)).json();
    expect((await coatStock()).reserved).toBe((before.reserved ?? 0) + 1);
    const expired = signedSessionEvent('checkout.session.expired', {
      id: first.id,
      payment_status: 'unpaid',
    });
    expect((await webhook(expired.payload, expired.signature)).statusCode).toBe(200);
    expect(await coatStock()).toEqual(before);
    expect((await orderOf(other, first.id)).paymentStatus).toBe('expired');

    const second = (await checkout(other, 2)).json();
    const failed = signedSessionEvent('checkout.session.async_payment_failed', {
      id: second.id,
      payment_status: 'unpaid',
    });
    expect((await webhook(failed.payload, failed.signature)).statusCode).toBe(200);
    expect(await coatStock()).toEqual(before);

    // An event about a session the shop does not know is acknowledged and ignored.
    const stranger = signedSessionEvent('checkout.session.completed', { id: 'cs_test_elsewhere' });
    expect((await webhook(stranger.payload, stranger.signature)).statusCode).toBe(200);
  });

  it('still makes the order when the shopper paid but never came back (the reconciler asks Stripe)', async () => {
    const { id } = (await checkout(shopper, 3)).json();
    fake.pay(id);
    const ranFor = await reconcileCheckouts(deps, new Date(Date.now() + 31 * 60_000));
    expect(ranFor).toBeGreaterThanOrEqual(1);
    const order = await orderOf(shopper, id);
    expect(order.paymentStatus).toBe('paid');
    // The confirmation goes out after the answer; wait for it as the shopper would.
    await expect.poll(() => mailsFor(order.orderId)).toHaveLength(1);
  });

  it('tells the shopper the payment service failed, never what Stripe said, and frees the stock', async () => {
    const before = await stockOf(shirtS);
    const open = (await checkout(other, 3, shirtS)).json().id as string;
    fake.revokeKey();
    try {
      const refused = await checkout(shopper, 1, shirtS);
      expect(refused.statusCode).toBe(502);
      expect(refused.json()).toEqual({
        message:
          'The payment service is not answering right now. Nothing was charged; please try again in a moment.',
      });
      expect(refused.body).not.toMatch(/key|sk_test/i);
      // The success page asking about a session while Stripe refuses: the same answer.
      const asked = await aboutSession('confirm-payment', other, open);
      expect(asked.statusCode).toBe(502);
      expect(asked.body).not.toMatch(/key|sk_test/i);
      // Only the open checkout's three units are held; the refused one's went back.
      expect(await stockOf(shirtS)).toEqual({ stock: before.stock, reserved: (before.reserved ?? 0) + 3 });
    } finally {
      fake.revokeKey(false);
    }
    const cancelled = await aboutSession('cancel-checkout', other, open);
    expect(cancelled.statusCode).toBe(200);
    expect(await stockOf(shirtS)).toEqual(before);
  });

  it('settles the other ran-out checkouts when Stripe fails on one, and ends one Stripe does not know', async () => {
    const before = await stockOf(shirtS);
    const unknown = (await checkout(third, 1, shirtS)).json().id as string;
    const failing = (await checkout(shopper, 2, shirtS)).json().id as string;
    const plain = (await checkout(other, 1, shirtS)).json().id as string;
    expect(await stockOf(shirtS)).toEqual({ stock: before.stock, reserved: (before.reserved ?? 0) + 4 });
    fake.sessions.delete(unknown);
    fake.failing.add(failing);
    const problems: (string | null)[] = [];
    const round: OrdersDeps = {
      ...deps,
      onReconcileError: (_error, order) => problems.push(order.paymentSessionId),
    };
    const later = new Date(Date.now() + 31 * 60_000);

    expect(await reconcileCheckouts(round, later)).toBeGreaterThanOrEqual(3);
    expect(problems).toEqual([failing]);
    // The failing one keeps its two units until Stripe answers again; the others went back.
    expect(await stockOf(shirtS)).toEqual({ stock: before.stock, reserved: (before.reserved ?? 0) + 2 });
    expect((await orderOf(other, plain)).paymentStatus).toBe('expired');
    expect((await orderOf(third, unknown)).paymentStatus).toBe('expired');

    fake.failing.delete(failing);
    await reconcileCheckouts(round, later);
    expect(problems).toHaveLength(1);
    expect(await stockOf(shirtS)).toEqual(before);
    expect((await orderOf(shopper, failing)).paymentStatus).toBe('expired');
  });

  it('closes the Stripe session of a checkout a new one replaces, and keeps one Stripe says was paid', async () => {
    const shopper2 = await registerAndLogin(t.app, t.database.db);
    const before = await stockOf(shirtS);
    const first = (await checkout(shopper2, 1, shirtS)).json().id as string;
    const second = (await checkout(shopper2, 2, shirtS)).json().id as string;
    // The first can no longer be paid at Stripe, and only the second's units are held.
    expect(fake.sessions.get(first)?.status).toBe('expired');
    expect(await stockOf(shirtS)).toEqual({ stock: before.stock, reserved: (before.reserved ?? 0) + 2 });

    // Paid at Stripe before the webhook arrived: starting another cart makes it an order.
    fake.pay(second);
    const third = await checkout(shopper2, 1, coatM);
    expect(third.statusCode).toBe(200);
    expect(await orderOf(shopper2, second)).toMatchObject({ paymentStatus: 'paid', testCheckout: false });
    expect(await stockOf(shirtS)).toEqual({ stock: (before.stock ?? 0) - 2, reserved: before.reserved });

    // Stripe failing to close the open one: the new checkout waits (502), nothing changes.
    const coatBefore = await coatStock();
    fake.failing.add(third.json().id);
    const refused = await checkout(shopper2, 1, shirtS);
    expect(refused.statusCode).toBe(502);
    expect(await coatStock()).toEqual(coatBefore);
    const [open] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.paymentSessionId, third.json().id));
    expect(open?.paymentStatus).toBe('awaiting_payment');
    fake.failing.delete(third.json().id);
    await aboutSession('cancel-checkout', shopper2, third.json().id);
  });
});
