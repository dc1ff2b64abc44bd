import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../../seed';
import { type LoggedIn, registerAndLogin } from '../../../test/auth-fixtures';
import { type FakeStripe, liveStripeOn, startFakeStripe } from '../../../test/fake-stripe';
import { sendStripeWebhook, signedRefundEvent, signedSessionEvent } from '../../../test/fake-stripe-events';
import { checkoutBody, testOrdersDeps } from '../../../test/order-fixtures';
import { productFixture } from '../../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { productVariants } from '../../catalog/catalog.schema';
import { outbox } from '../../mail/mail.schema';
import { createStripeClient, createStripePaymentProvider } from '../../payments/stripe-payment.provider';
import { discounts } from '../../promotions/promotions.schema';
import type { OrdersDeps } from '../orders.service';
import { reconcileCheckouts } from '../payments/reconcile.service';

// Refunds through Stripe (docs/decisions/031), against the fake of Stripe's HTTP API: each refund
// is one Stripe Refund made with an idempotency key of its own id, even when its answer is lost
// and it is asked again; Stripe's failure shows with its reason and frees the amount; signed
// refund webhooks settle a refund Stripe finishes later.

let fake: FakeStripe;
let t: TestApp;
let shopper: LoggedIn;
let admin: LoggedIn;
let deps: OrdersDeps;

const coat = productFixture({ title: 'Wool Coat', category: 'clothing', priceCents: 10_000, stock: 30 });
const coatM = coat.variants.find((v) => v.size === 'M')?.id as string;

interface OrderJson {
  _id: string;
  orderId: string;
  amountCents: number;
  paymentStatus: string;
  refundedCents: number;
  items: { id: string }[];
  refunds: { id: string; status: string; failureReason: string | null; amountCents: number }[];
  statusHistory: { status: string; note?: string }[];
}

beforeAll(async () => {
  fake = await startFakeStripe();
  const stripe = liveStripeOn(fake);
  t = await createTestApp({ publicUrl: 'https://shop.example', stripe });
  await insertProducts(t.database.db, [coat]);
  shopper = await registerAndLogin(t.app, t.database.db);
  admin = await registerAndLogin(t.app, t.database.db, { role: 'admin' });
  deps = testOrdersDeps(t.database.db, {
    payments: createStripePaymentProvider({ stripe: createStripeClient(stripe), testMode: false }),
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** A coat order paid on Stripe (the fake plays the shopper paying, the webhook tells the shop). */
async function paidOrder(quantity = 1, extra: Record<string, unknown> = {}): Promise<OrderJson> {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/orders/create-checkout-session',
    headers: shopper.bearer,
    payload: await checkoutBody(t.app, shopper.user.email, [{ id: coatM, quantity }], extra),
  });
  expect(started.statusCode).toBe(200);
  const sessionId = started.json().id as string;
  fake.pay(sessionId);
  expect(
    (await sendStripeWebhook(t.app, signedSessionEvent('checkout.session.completed', { id: sessionId })))
      .statusCode,
  ).toBe(200);
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/orders/confirm-payment',
    headers: shopper.bearer,
    payload: { session_id: sessionId },
  });
  const order = answer.json() as OrderJson;
  expect(order.paymentStatus).toBe('paid');
  return order;
}

const refund = (id: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${id}/refunds`, headers: admin.bearer, payload: body });

const orderNow = async (id: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/orders/order/${id}`, headers: admin.bearer })
  ).json() as OrderJson;

const stripeRefundsOf = (refundId: string) =>
  [...fake.refunds.values()].filter((r) => r.metadata.refund_id === refundId);

async function coatStock() {
  const [row] = await t.database.db.select().from(productVariants).where(eq(productVariants.id, coatM));
  return row?.stock ?? 0;
}

describe('refunds through Stripe', () => {
  it('makes one Stripe Refund of the order’s payment, with the refund’s idempotency key', async () => {
    const order = await paidOrder();
    const answer = await refund(order._id, { amount: 25, restock: false, reason: 'Goodwill' });
    expect(answer.statusCode).toBe(201);
    const ours = answer.json();
    expect(ours).toMatchObject({ status: 'succeeded', amountCents: 2_500 });
    const made = stripeRefundsOf(ours.id);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ amount: 2_500, status: 'succeeded' });
    expect(made[0]?.payment_intent).toMatch(/^pi_test_/);
    expect(fake.refundKeys.at(-1)).toBe(`velora-refund-${ours.id}`);
  });

  it('makes the refund once when Stripe’s answers are lost and it is asked again', async () => {
    const order = await paidOrder();
    const keysBefore = fake.refundKeys.length;
    // Every attempt of the first call (the SDK's own retries too) loses its answer.
    fake.dropRefundAnswers = 3;
    const answer = await refund(order._id, {
      amount: order.amountCents / 100,
      restock: false,
      reason: 'Lost parcel',
    });
    expect(answer.statusCode).toBe(201);
    const ours = answer.json();
    expect(ours.status).toBe('pending');
    expect(stripeRefundsOf(ours.id)).toHaveLength(1);
    // What was reserved stays reserved while Stripe's answer is unknown.
    expect((await orderNow(order._id)).refundedCents).toBe(order.amountCents);

    // The reconciler asks again once the answer is overdue: the same key finds the same refund.
    await reconcileCheckouts(deps, new Date(Date.now() + 6 * 60_000));
    const keys = fake.refundKeys.slice(keysBefore);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys)).toEqual(new Set([`velora-refund-${ours.id}`]));
    expect(stripeRefundsOf(ours.id)).toHaveLength(1);
    const after = await orderNow(order._id);
    expect(after.refunds.find((r) => r.id === ours.id)?.status).toBe('succeeded');
    expect(after).toMatchObject({ paymentStatus: 'refunded', refundedCents: order.amountCents });
  });

  it('shows a refund Stripe fails as failed with its reason, and frees its amount and units but not the restock', async () => {
    const order = await paidOrder(2);
    const line = order.items[0]?.id as string;
    const stockBefore = await coatStock();
    fake.nextRefunds = [{ status: 'failed', failure_reason: 'expired_or_canceled_card' }];
    const answer = await refund(order._id, {
      lines: [{ lineId: line, quantity: 2 }],
      restock: true,
      reason: 'Returned',
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({
      status: 'failed',
      failureReason: 'Stripe could not refund: the card has expired or was cancelled.',
    });
    expect(await coatStock()).toBe(stockBefore + 2);
    const after = await orderNow(order._id);
    expect(after).toMatchObject({ paymentStatus: 'paid', refundedCents: 0 });
    expect(after.statusHistory.map((step) => step.status)).toContain('refund_failed');

    // Refunded again: the money goes, the units are not put back a second time.
    const again = await refund(order._id, {
      lines: [{ lineId: line, quantity: 2 }],
      restock: true,
      reason: 'Returned',
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().status).toBe('succeeded');
    expect(await coatStock()).toBe(stockBefore + 2);

    // The shopper is mailed the refund made, never the one Stripe refused.
    const refundMails = async () =>
      (await t.database.db.select().from(outbox)).filter(
        (mail) => mail.subject === `Your refund for Velora order ${order.orderId}`,
      );
    await expect.poll(async () => (await refundMails()).length).toBe(1);
    expect((await refundMails())[0]?.text).toContain('We are refunding $210.00 for these items');
  });

  it('settles a pending refund from a signed refund.updated or charge.refunded webhook, once', async () => {
    for (const type of ['refund.updated', 'charge.refunded'] as const) {
      const order = await paidOrder();
      fake.nextRefunds = [{ status: 'pending', failure_reason: null }];
      const answer = await refund(order._id, { amount: 10, restock: false, reason: `Via ${type}` });
      expect(answer.json().status).toBe('pending');
      const [made] = stripeRefundsOf(answer.json().id);
      if (!made) throw new Error('Stripe made no refund');
      made.status = 'succeeded';
      const event = signedRefundEvent(type, made);
      for (let i = 0; i < 2; i++) expect((await sendStripeWebhook(t.app, event)).statusCode).toBe(200);
      const after = await orderNow(order._id);
      expect(after.refunds.map((r) => r.status)).toEqual(['succeeded']);
      expect(after.refundedCents).toBe(1_000);
    }
  });

  it('gives a discount code’s use back to its order when the whole refund fails', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/discounts',
      headers: admin.bearer,
      payload: { code: 'ONCEBACK', type: 'fixed', value: 10, usageLimit: 1, oncePerCustomer: true },
    });
    expect(created.statusCode, created.body).toBe(201);
    const uses = async () => {
      const [row] = await t.database.db.select().from(discounts).where(eq(discounts.code, 'ONCEBACK'));
      return { used: row?.usedCount, held: row?.heldCount };
    };
    const order = await paidOrder(1, { discountCode: 'ONCEBACK' });
    expect(await uses()).toEqual({ used: 1, held: 0 });
    fake.nextRefunds = [{ status: 'failed', failure_reason: 'expired_or_canceled_card' }];
    const answer = await refund(order._id, {
      amount: order.amountCents / 100,
      restock: false,
      reason: 'Return',
    });
    expect(answer.json().status).toBe('failed');
    // The order is paid after all: its use counts again, and the one-use code is used up.
    expect((await orderNow(order._id)).paymentStatus).toBe('paid');
    expect(await uses()).toEqual({ used: 1, held: 0 });
    const another = await registerAndLogin(t.app, t.database.db);
    const tried = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create-checkout-session',
      headers: another.bearer,
      payload: await checkoutBody(t.app, another.user.email, [{ id: coatM }], { discountCode: 'ONCEBACK' }),
    });
    expect(tried.statusCode).toBe(400);
  });

  it('frees the amount of a pending refund a signed refund.failed webhook reports', async () => {
    const order = await paidOrder();
    fake.nextRefunds = [{ status: 'pending', failure_reason: null }];
    const answer = await refund(order._id, { amount: 10, restock: false, reason: 'Goodwill' });
    const [made] = stripeRefundsOf(answer.json().id);
    if (!made) throw new Error('Stripe made no refund');
    made.status = 'failed';
    made.failure_reason = 'lost_or_stolen_card';
    expect((await sendStripeWebhook(t.app, signedRefundEvent('refund.failed', made))).statusCode).toBe(200);
    const after = await orderNow(order._id);
    expect(after.refunds[0]).toMatchObject({
      status: 'failed',
      failureReason: 'Stripe could not refund: the card was reported lost or stolen.',
    });
    expect(after).toMatchObject({ paymentStatus: 'paid', refundedCents: 0 });
  });

  it('refuses a refund webhook whose signature does not match, changing nothing', async () => {
    const order = await paidOrder();
    fake.nextRefunds = [{ status: 'pending', failure_reason: null }];
    const answer = await refund(order._id, { amount: 10, restock: false, reason: 'Goodwill' });
    const [made] = stripeRefundsOf(answer.json().id);
    if (!made) throw new Error('Stripe made no refund');
    made.status = 'succeeded';
    const event = signedRefundEvent('refund.updated', made);
    const tampered = { ...event, payload: event.payload.replace('"succeeded"', '"failed"') };
    expect((await sendStripeWebhook(t.app, tampered)).statusCode).toBe(400);
    expect((await orderNow(order._id)).refunds[0]?.status).toBe('pending');
  });
});
