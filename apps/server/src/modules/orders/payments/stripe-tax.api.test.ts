import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../../seed';
import { type LoggedIn, registerAndLogin } from '../../../test/auth-fixtures';
import { type FakeStripe, liveStripeOn, startFakeStripe } from '../../../test/fake-stripe';
import { sendStripeWebhook, signedSessionEvent } from '../../../test/fake-stripe-events';
import { LOS_ANGELES_TAX } from '../../../test/fake-stripe-tax';
import { checkoutBody, testOrdersDeps } from '../../../test/order-fixtures';
import { productFixture } from '../../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createStripeClient, createStripePaymentProvider } from '../../payments/stripe-payment.provider';
import { orders, orderTaxLines } from '../orders.schema';
import { reconcileCheckouts } from './reconcile.service';

// Stripe Tax (STRIPE_TAX=true) end to end through the official SDK, against the fake of Stripe's
// HTTP API: Stripe computes the tax of each session, and the order keeps what it charged.

let fake: FakeStripe;
let t: TestApp;
let admin: LoggedIn;
let shopper: LoggedIn;

const shirt = productFixture({ title: 'Linen Shirt', category: 'clothing', priceCents: 5_900, stock: 20 });
const shirtS = shirt.variants.find((v) => v.size === 'S')?.id as string;
const tee = productFixture({ title: 'Cotton Tee', category: 'clothing', priceCents: 2_500, stock: 20 });
const teeM = tee.variants.find((v) => v.size === 'M')?.id as string;

/** Where these orders go: Los Angeles, taxed by California and by its county (LOS_ANGELES_TAX). */
const LOS_ANGELES = {
  name: 'Grace Buyer',
  line1: '350 S Grand Ave',
  city: 'Los Angeles',
  region: 'CA',
  postalCode: '90071',
  country: 'US',
};

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    publicUrl: 'https://shop.example',
    stripe: { ...liveStripeOn(fake), tax: true },
  });
  await insertProducts(t.database.db, [shirt, tee]);
  admin = await registerAndLogin(t.app, t.database.db, { role: 'admin' });
  shopper = await registerAndLogin(t.app, t.database.db);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const checkout = async (who: LoggedIn, products: unknown[], extra: Record<string, unknown> = {}) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/orders/create-checkout-session',
    headers: who.bearer,
    payload: await checkoutBody(t.app, who.user.email, products, { shippingAddress: LOS_ANGELES, ...extra }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id as string;
};

/** The success page's call: the order behind the session, confirmed with Stripe if unpaid. */
const confirm = (who: LoggedIn, sessionId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/confirm-payment',
    headers: who.bearer,
    payload: { session_id: sessionId },
  });

const orderRow = async (sessionId: string) => {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.paymentSessionId, sessionId));
  if (!row) throw new Error(`no order for ${sessionId}`);
  return row;
};

const cancel = (who: LoggedIn, sessionId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/cancel-checkout',
    headers: who.bearer,
    payload: { session_id: sessionId },
  });

describe('Stripe Tax', () => {
  it('lets Stripe tax the session at the order’s address, and writes the order without tax until paid', async () => {
    const id = await checkout(shopper, [{ id: shirtS, quantity: 1 }]);
    const session = fake.sessions.get(id);
    expect(session?.automatic_tax.enabled).toBe(true);
    // No tax line of the shop's, and no delivery line: the delivery is a shipping rate Stripe taxes as shipping.
    expect(session?.line_items).toEqual([
      { name: 'Linen Shirt (S, Red)', unit_amount: 5_900, quantity: 1, tax_behavior: 'exclusive' },
    ]);
    expect(session?.shipping_rate).toEqual({
      display_name: 'Standard',
      amount: 599,
      tax_behavior: 'exclusive',
      tax_code: 'txcd_92010001',
    });
    // The address goes on the session's Customer, where Checkout takes it for the tax.
    expect(session?.customer_email).toBeNull();
    const customer = fake.customers.get(session?.customer ?? '');
    expect(customer).toMatchObject({
      email: shopper.user.email,
      shipping: {
        name: LOS_ANGELES.name,
        address: {
          line1: LOS_ANGELES.line1,
          city: 'Los Angeles',
          state: 'CA',
          postal_code: '90071',
          country: 'US',
        },
      },
    });
    const order = await orderRow(id);
    expect(order).toMatchObject({
      taxSource: 'stripe',
      taxCents: 0,
      shippingTaxCents: 0,
      pricesIncludeTax: false,
      amountCents: 5_900 + 599,
    });
    expect(
      await t.database.db.select().from(orderTaxLines).where(eq(orderTaxLines.orderId, order.id)),
    ).toEqual([]);
    await cancel(shopper, id);
  });

  it('keeps Stripe’s tax, amount and tax by rate once paid, and a second notice changes nothing', async () => {
    // The delivery taxed here too; a city rate the shop does not collect comes to nothing.
    fake.tax = {
      rates: [
        ...LOS_ANGELES_TAX.rates,
        { display_name: 'Sales Tax', jurisdiction: 'Los Angeles', percentage: 0.25, collecting: false },
      ],
      shippingTaxed: true,
    };
    try {
      const buyer = await registerAndLogin(t.app, t.database.db);
      const id = await checkout(buyer, [
        { id: shirtS, quantity: 1 },
        { id: teeM, quantity: 1 },
      ]);
      expect((await orderRow(id)).amountCents).toBe(8_400 + 599);
      fake.pay(id);
      const paid = signedSessionEvent('checkout.session.completed', { id });
      expect((await sendStripeWebhook(t.app, paid)).statusCode).toBe(200);

      // 6 % and 3.5 % of the goods ($84.00) and of the delivery ($5.99), each rounded by Stripe.
      const order = (await confirm(buyer, id)).json();
      expect(order).toMatchObject({
        paymentStatus: 'paid',
        taxCents: 504 + 36 + 294 + 21,
        shippingTaxCents: 36 + 21,
        amountCents: 8_400 + 599 + 855,
        pricesIncludeTax: false,
      });
      expect(order.invoiceNumber).toMatch(/^\d{4}-\d{6}$/);
      expect(order.taxLines).toEqual([
        {
          name: 'California Sales Tax',
          rate: 6,
          label: 'California Sales Tax (6%)',
          taxableCents: 8_999,
          tax: 5.4,
          taxCents: 540,
        },
        {
          name: 'Los Angeles County Sales Tax',
          rate: 3.5,
          label: 'Los Angeles County Sales Tax (3.5%)',
          taxableCents: 8_999,
          tax: 3.15,
          taxCents: 315,
        },
      ]);
      // The goods' $7.98 shared over the lines by their prices; each at the rates' sum.
      expect(
        order.items.map((item: { taxCents: number; taxRate: number }) => [item.taxCents, item.taxRate]),
      ).toEqual([
        [561, 9.5],
        [237, 9.5],
      ]);

      // Told again (a replay, with Stripe's figures changed meanwhile): the order stays as it was.
      const session = fake.sessions.get(id);
      if (session) session.total_details.amount_tax = 1;
      expect((await sendStripeWebhook(t.app, paid)).statusCode).toBe(200);
      expect((await confirm(buyer, id)).json()).toMatchObject({ taxCents: 855, amountCents: 9_854 });

      // What was paid, tax included, is what may be refunded.
      const refund = await t.app.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/refunds`,
        headers: admin.bearer,
        payload: { amount: 98.54, restock: false, reason: 'Goodwill' },
      });
      expect(refund.statusCode, refund.body).toBe(201);
      expect((await orderRow(id)).refundedCents).toBe(9_854);
    } finally {
      fake.tax = LOS_ANGELES_TAX;
    }
  });

  it('marks nothing paid while Stripe cannot say what it charged, and keeps its tax once it can', async () => {
    const buyer = await registerAndLogin(t.app, t.database.db);
    const id = await checkout(buyer, [{ id: teeM, quantity: 2 }]);
    fake.pay(id);
    fake.failing.add(id);
    try {
      // The webhook says paid, but what Stripe charged cannot be read: Stripe is to send it again.
      const paid = signedSessionEvent('checkout.session.completed', { id });
      expect((await sendStripeWebhook(t.app, paid)).statusCode).toBeGreaterThanOrEqual(500);
      expect((await orderRow(id)).paymentStatus).toBe('awaiting_payment');
    } finally {
      fake.failing.delete(id);
    }
    // Paid, never back on the success page: the reconciler asks Stripe, tax included.
    const deps = testOrdersDeps(t.database.db, {
      payments: createStripePaymentProvider({
        stripe: createStripeClient(liveStripeOn(fake)),
        testMode: false,
        tax: true,
      }),
    });
    await reconcileCheckouts(deps, new Date(Date.now() + 31 * 60_000));
    expect(await orderRow(id)).toMatchObject({
      paymentStatus: 'paid',
      taxCents: 300 + 175,
      amountCents: 5_000 + 599 + 475,
    });
  });

  it('sends a discount code’s goods part as the coupon and takes a free delivery off the shipping rate', async () => {
    for (const payload of [
      { code: 'TAXTEN', type: 'fixed', value: 10 },
      { code: 'TAXSHIP', type: 'free_shipping' },
    ]) {
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/discounts',
        headers: admin.bearer,
        payload,
      });
      expect(made.statusCode, made.body).toBe(201);
    }
    const buyer = await registerAndLogin(t.app, t.database.db);
    const fixed = fake.sessions.get(
      await checkout(buyer, [{ id: shirtS, quantity: 1 }], { discountCode: 'taxten' }),
    );
    expect(fake.coupons.get(fixed?.discounts[0]?.coupon ?? '')).toMatchObject({ amount_off: 1_000 });
    expect(fixed?.shipping_rate?.amount).toBe(599);
    // Tax on the goods after the discount ($49.00), the delivery untaxed in Los Angeles.
    expect(fixed?.total_details.amount_tax).toBe(294 + 172);

    const free = fake.sessions.get(
      await checkout(buyer, [{ id: teeM, quantity: 1 }], { discountCode: 'taxship' }),
    );
    expect(free?.discounts).toEqual([]);
    expect(free?.shipping_rate?.amount).toBe(0);
    expect(free?.amount_total).toBe(2_500 + 150 + 88);
    await cancel(buyer, free?.id ?? '');
  });

  it('marks the prices as holding the tax when the shop’s prices include it: the amount stays the same', async () => {
    const settings = (await t.app.inject({ method: 'GET', url: '/api/taxes', headers: admin.bearer })).json();
    const put = (pricesIncludeTax: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/taxes',
        headers: admin.bearer,
        payload: { ...settings, pricesIncludeTax },
      });
    expect((await put(true)).statusCode).toBe(200);
    try {
      const buyer = await registerAndLogin(t.app, t.database.db);
      const id = await checkout(buyer, [{ id: shirtS, quantity: 1 }]);
      const session = fake.sessions.get(id);
      expect(session?.line_items[0]?.tax_behavior).toBe('inclusive');
      expect(session?.shipping_rate?.tax_behavior).toBe('inclusive');
      expect(await orderRow(id)).toMatchObject({ pricesIncludeTax: true, taxCents: 0, amountCents: 6_499 });
      fake.pay(id);
      // $59.00 holds 6/109.5 and 3.5/109.5 of it as tax; the delivery untaxed.
      expect((await confirm(buyer, id)).json()).toMatchObject({
        paymentStatus: 'paid',
        amountCents: 6_499,
        taxCents: 323 + 189,
        shippingTaxCents: 0,
        pricesIncludeTax: true,
      });
    } finally {
      expect((await put(false)).statusCode).toBe(200);
    }
  });
});
