import { REFUND_MESSAGES } from '@shop/shared/orders/refunds';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../../seed';
import { type LoggedIn, registerAndLogin } from '../../../test/auth-fixtures';
import { checkoutBody, confirmPayment, payOnTestCheckout } from '../../../test/order-fixtures';
import { productFixture } from '../../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { productVariants } from '../../catalog/catalog.schema';
import { orders } from '../orders.schema';

// POST /api/orders/:id/refunds with the local provider (docs/decisions/031): lines refund their
// paid price with their part of the tax, an amount refunds that much, and however many requests
// race, nothing is refunded over what was paid and no unit goes back to stock twice.

let t: TestApp;
let shopper: LoggedIn;
let admin: LoggedIn;
const dress = productFixture({ title: 'Linen Dress', category: 'dress', priceCents: 4_900, stock: 30 });
const dressS = dress.variants[0]?.id as string;
const scarf = productFixture({ title: 'Silk Scarf', category: 'dress', priceCents: 2_333, stock: 30 });
const scarfS = scarf.variants[0]?.id as string;

interface OrderJson {
  _id: string;
  amountCents: number;
  shippingPriceCents: number;
  subtotalCents: number;
  taxCents: number;
  paymentStatus: string;
  refundedAmount: number;
  refundedCents: number;
  items: { id: string; variantId: string; quantity: number }[];
  refunds: { id: string; amountCents: number; status: string }[];
  statusHistory: { status: string; by?: string; note?: string }[];
}

/** A paid order of 2 dresses and 3 scarves (or the lines given): its JSON. */
async function paidOrder(
  lines = [
    { id: dressS, quantity: 2 },
    { id: scarfS, quantity: 3 },
  ],
): Promise<OrderJson> {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/orders/create-checkout-session',
    headers: shopper.bearer,
    payload: await checkoutBody(t.app, shopper.user.email, lines),
  });
  expect(started.statusCode).toBe(200);
  const sessionId = started.json().id as string;
  await payOnTestCheckout(t.app, shopper, sessionId);
  const order = (await confirmPayment(t.app, shopper, sessionId)).json() as OrderJson;
  expect(order.paymentStatus).toBe('paid');
  return order;
}

const refund = (id: string, body: unknown, who: LoggedIn | null = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${id}/refunds`,
    headers: who?.bearer ?? {},
    payload: body as Record<string, unknown>,
  });

const orderNow = async (id: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/orders/order/${id}`, headers: admin.bearer })
  ).json() as OrderJson;

async function stockOf(variantId: string) {
  const [row] = await t.database.db.select().from(productVariants).where(eq(productVariants.id, variantId));
  return row?.stock ?? 0;
}

const lineOf = (order: OrderJson, variantId: string) => {
  const line = order.items.find((item) => item.variantId === variantId);
  if (!line) throw new Error('no such line');
  return line;
};

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://shop.example' });
  await insertProducts(t.database.db, [dress, scarf]);
  shopper = await registerAndLogin(t.app, t.database.db);
  admin = await registerAndLogin(t.app, t.database.db, { role: 'admin' });
});
afterAll(() => t.close());

describe('refunding lines', () => {
  it('refunds each line’s price with its part of the tax; all lines come to items + tax exactly', async () => {
    const order = await paidOrder();
    expect(order.subtotalCents).toBe(16_799);
    expect(order.taxCents).toBe(840);
    const dressLine = lineOf(order, dressS);
    const scarfLine = lineOf(order, scarfS);

    // Scarves one at a time, then two: their tax share (350 of the 840) splits 116 + 234.
    const one = await refund(order._id, {
      lines: [{ lineId: scarfLine.id, quantity: 1 }],
      restock: false,
      reason: 'Torn',
    });
    expect(one.statusCode).toBe(201);
    expect(one.json()).toMatchObject({
      amount: 24.49,
      amountCents: 2_449,
      status: 'succeeded',
      restock: false,
      reason: 'Torn',
      failureReason: null,
      lines: [{ lineId: scarfLine.id, quantity: 1, amountCents: 2_449, amount: 24.49 }],
    });
    const rest = await refund(order._id, {
      lines: [
        { lineId: scarfLine.id, quantity: 2 },
        { lineId: dressLine.id, quantity: 2 },
      ],
      restock: false,
      reason: 'Wrong colours',
    });
    expect(rest.statusCode).toBe(201);
    expect(rest.json().amountCents).toBe(4_900 + 10_290);

    const after = await orderNow(order._id);
    // Every line refunded: items and tax, not the delivery.
    expect(after.refundedCents).toBe(order.subtotalCents + order.taxCents);
    expect(after.refundedCents).toBe(order.amountCents - order.shippingPriceCents);
    expect(after.refundedAmount).toBe(after.refundedCents / 100);
    expect(after.paymentStatus).toBe(order.shippingPriceCents > 0 ? 'partially_refunded' : 'refunded');
    expect(after.refunds.map((r) => r.amountCents)).toEqual([2_449, 15_190]);
    expect(after.statusHistory.filter((step) => step.status === 'refund')).toEqual([
      expect.objectContaining({ by: 'admin', note: '$24.49: Torn' }),
      expect.objectContaining({ by: 'admin', note: '$151.90: Wrong colours' }),
    ]);

    // Then the delivery, by amount: the order is refunded in full, and nothing more can be.
    if (order.shippingPriceCents > 0) {
      const delivery = await refund(order._id, {
        amount: order.shippingPriceCents / 100,
        restock: false,
        reason: 'Late',
      });
      expect(delivery.statusCode).toBe(201);
    }
    const full = await orderNow(order._id);
    expect(full).toMatchObject({ paymentStatus: 'refunded', refundedCents: order.amountCents });
    const more = await refund(order._id, { amount: 1, restock: false, reason: 'Again' });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe(REFUND_MESSAGES.refundedInFull);
  });

  it('puts restocked units back in stock, once, however the line is split', async () => {
    const order = await paidOrder([{ id: dressS, quantity: 3 }]);
    const line = lineOf(order, dressS);
    const before = await stockOf(dressS);
    const first = await refund(order._id, {
      lines: [{ lineId: line.id, quantity: 2 }],
      restock: true,
      reason: 'Too small',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().restock).toBe(true);
    expect(await stockOf(dressS)).toBe(before + 2);
    const tooMany = await refund(order._id, {
      lines: [{ lineId: line.id, quantity: 2 }],
      restock: true,
      reason: 'Again',
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      field: 'lines',
      message: REFUND_MESSAGES.lineOverRefunded(`Linen Dress (${dress.variants[0]?.size}, Red)`, 1),
    });
    expect(await stockOf(dressS)).toBe(before + 2);
  });

  it('refunds the same line once when two refunds of it race, and restocks it once', async () => {
    const order = await paidOrder([{ id: scarfS, quantity: 1 }]);
    const line = lineOf(order, scarfS);
    const before = await stockOf(scarfS);
    const answers = await Promise.all(
      [1, 2].map(() =>
        refund(order._id, { lines: [{ lineId: line.id, quantity: 1 }], restock: true, reason: 'Race' }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await stockOf(scarfS)).toBe(before + 1);
    const after = await orderNow(order._id);
    expect(after.refunds).toHaveLength(1);
    expect(after.refundedCents).toBe(2_333 + 117);
  });
});

describe('refunding an amount', () => {
  it('gives one of two refunds racing for the rest of an order, and never refunds over what was paid', async () => {
    const order = await paidOrder([{ id: dressS, quantity: 1 }]);
    const first = await refund(order._id, { amount: 10, restock: false, reason: 'Goodwill' });
    expect(first.statusCode).toBe(201);
    const left = (order.amountCents - 1_000) / 100;
    const answers = await Promise.all(
      [1, 2, 3].map(() => refund(order._id, { amount: left, restock: false, reason: 'The rest' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row?.refundedCents).toBe(order.amountCents);
    expect(row?.paymentStatus).toBe('refunded');
  });

  it('refuses more than is left to refund, naming the amount and what is left', async () => {
    const order = await paidOrder([{ id: dressS, quantity: 1 }]);
    const over = await refund(order._id, {
      amount: order.amountCents / 100 + 0.01,
      restock: false,
      reason: 'Too much',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      field: 'amount',
      message: REFUND_MESSAGES.moreThanLeft(order.amountCents),
    });
    expect((await orderNow(order._id)).refundedCents).toBe(0);
  });

  it('keeps a refunded order on the shop’s books: earnings stay gross, and the owner still lists it', async () => {
    const statsBefore = (
      await t.app.inject({ method: 'GET', url: '/api/stats/admin-stats', headers: admin.bearer })
    ).json();
    const order = await paidOrder([{ id: dressS, quantity: 1 }]);
    expect(
      (await refund(order._id, { amount: order.amountCents / 100, restock: false, reason: 'All' }))
        .statusCode,
    ).toBe(201);
    const stats = (
      await t.app.inject({ method: 'GET', url: '/api/stats/admin-stats', headers: admin.bearer })
    ).json();
    expect(stats.totalOrders).toBe(statsBefore.totalOrders + 1);
    expect(stats.totalEarningsCents).toBe(statsBefore.totalEarningsCents + order.amountCents);
    const list = (paymentStatus: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/orders?paymentStatus=${paymentStatus}&limit=100`,
        headers: admin.bearer,
      });
    const wasPaid = (await list('was_paid')).json().orders.map((o: { _id: string }) => o._id);
    expect(wasPaid).toContain(order._id);
    const paidOnly = (await list('paid')).json().orders.map((o: { _id: string }) => o._id);
    expect(paidOnly).not.toContain(order._id);
    const refunded = (await list('refunded')).json().orders.map((o: { _id: string }) => o._id);
    expect(refunded).toContain(order._id);
  });
});

describe('who and what may be refunded', () => {
  it('answers 400 naming the field for a bad body', async () => {
    const order = await paidOrder([{ id: dressS, quantity: 1 }]);
    const line = lineOf(order, dressS);
    const cases: [unknown, string][] = [
      [{ restock: false, reason: 'Nothing' }, 'lines'],
      [{ lines: [], restock: false, reason: 'Nothing' }, 'lines'],
      [{ amount: 0, restock: false, reason: 'Zero' }, 'amount'],
      [{ amount: -5, restock: false, reason: 'Negative' }, 'amount'],
      [{ amount: 1.234, restock: false, reason: 'Fraction' }, 'amount'],
      [{ amount: '5', restock: false, reason: 'Text' }, 'amount'],
      [{ amount: 5, reason: 'No restock' }, 'restock'],
      [{ amount: 5, restock: false }, 'reason'],
      [{ amount: 5, restock: false, reason: '   ' }, 'reason'],
      [{ amount: 5, restock: false, reason: 'x'.repeat(501) }, 'reason'],
      [{ lines: [{ lineId: 'nope', quantity: 1 }], restock: false, reason: 'Bad id' }, 'lines.0.lineId'],
      [{ lines: [{ lineId: line.id, quantity: 0 }], restock: false, reason: 'None' }, 'lines.0.quantity'],
      [
        {
          lines: [
            { lineId: line.id, quantity: 1 },
            { lineId: line.id, quantity: 1 },
          ],
          restock: false,
          reason: 'Twice',
        },
        'lines',
      ],
      [
        { lines: [{ lineId: crypto.randomUUID(), quantity: 1 }], restock: false, reason: 'Elsewhere' },
        'lines',
      ],
    ];
    for (const [body, field] of cases) {
      const answer = await refund(order._id, body);
      expect({ body, status: answer.statusCode, field: answer.json().field }).toEqual({
        body,
        status: 400,
        field,
      });
    }
    expect((await orderNow(order._id)).refundedCents).toBe(0);
    expect((await refund('not-an-id', { amount: 1, restock: false, reason: 'x' })).statusCode).toBe(400);
    expect((await refund(crypto.randomUUID(), { amount: 1, restock: false, reason: 'x' })).statusCode).toBe(
      404,
    );
  });

  it('lets only an admin refund: a shopper is refused (403), a guest asked to log in (401)', async () => {
    const order = await paidOrder([{ id: dressS, quantity: 1 }]);
    expect((await refund(order._id, { amount: 1, restock: false, reason: 'Mine' }, shopper)).statusCode).toBe(
      403,
    );
    expect((await refund(order._id, { amount: 1, restock: false, reason: 'Anyone' }, null)).statusCode).toBe(
      401,
    );
    expect((await orderNow(order._id)).refundedCents).toBe(0);
  });

  it('refuses an order that was never paid', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create-checkout-session',
      headers: shopper.bearer,
      payload: await checkoutBody(t.app, shopper.user.email, [{ id: scarfS, quantity: 1 }]),
    });
    const unpaid = (await confirmPayment(t.app, shopper, started.json().id)).json() as OrderJson;
    const answer = await refund(unpaid._id, { amount: 1, restock: false, reason: 'Unpaid' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(REFUND_MESSAGES.notPaid);
  });
});
