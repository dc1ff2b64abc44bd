import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../seed';
import { type LoggedIn, registerAndLogin } from '../../test/auth-fixtures';
import { checkoutOne, confirmPayment } from '../../test/order-fixtures';
import { productFixture } from '../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// Admin statistics after the sale (docs/decisions/031): earnings stay gross (what was paid), refunds
// count in the month they were made, failed ones not at all, and net is the one less the other.
// The shopper's own Total Payments is net of their refunds.

let t: TestApp;
let admin: LoggedIn;
let shopper: LoggedIn;
const ring = productFixture({ title: 'Gold Ring', category: 'jewellery', priceCents: 10_000, stock: 20 });
const ringS = ring.variants[0]?.id as string;
const thisYear = new Date().getUTCFullYear();
const currentMonth = new Date().getUTCMonth() + 1;

const stats = (query = '') =>
  t.app.inject({ method: 'GET', url: `/api/stats/admin-stats${query}`, headers: admin.bearer });

/** A paid order of `quantity` rings ($100 each + 5 % tax): its id and line id. */
async function paidOrder(quantity: number) {
  const sessionId = await checkoutOne(t.app, shopper, ringS, { quantity });
  const order = (await confirmPayment(t.app, shopper, sessionId)).json();
  return { id: order._id as string, lineId: order.items[0].id as string };
}

beforeAll(async () => {
  t = await createTestApp();
  await insertProducts(t.database.db, [ring]);
  admin = await registerAndLogin(t.app, t.database.db, { role: 'admin' });
  shopper = await registerAndLogin(t.app, t.database.db);
});
afterAll(() => t.close());

describe('gross, refunds and net earnings', () => {
  it('counts a partial refund and a cancel as refunds, by the month they were made', async () => {
    const partly = await paidOrder(2); // $210.00
    const cancelled = await paidOrder(1); // $105.00
    const failed = await paidOrder(1); // $105.00

    const one = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${partly.id}/refunds`,
      headers: admin.bearer,
      payload: { lines: [{ lineId: partly.lineId, quantity: 1 }], restock: true, reason: 'Too small' },
    });
    expect(one.statusCode).toBe(201);
    expect(one.json().amountCents).toBe(10_500);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${cancelled.id}/cancel`,
      headers: admin.bearer,
      payload: { reason: 'Out of stock' },
    });
    expect(cancel.statusCode).toBe(200);
    // A refund the provider failed gives nothing back: it is no refund in the figures.
    const lost = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${failed.id}/refunds`,
      headers: admin.bearer,
      payload: { amount: 20, restock: false, reason: 'Goodwill' },
    });
    expect(lost.statusCode).toBe(201);
    // As the provider's answer settles it: the refund failed and its amount is free again.
    await t.database.db.execute(
      sql`update refunds set status = 'failed', failure_reason = 'card expired' where id = ${lost.json().id}::uuid`,
    );
    await t.database.db.execute(
      sql`update orders set refunded_cents = refunded_cents - 2000, payment_status = 'paid' where id = ${failed.id}::uuid`,
    );

    const body = (await stats()).json();
    expect(body).toMatchObject({
      totalEarnings: 420,
      totalEarningsCents: 42_000,
      totalRefunds: 210,
      totalRefundsCents: 21_000,
      netEarnings: 210,
      netEarningsCents: 21_000,
      totalOrders: 3,
    });
    expect(body.monthlyEarnings[currentMonth - 1]).toEqual({
      month: currentMonth,
      earnings: 420,
      refunds: 210,
      net: 210,
    });
    expect(body.monthlyEarnings.filter((m: { month: number }) => m.month !== currentMonth)).toEqual(
      Array.from({ length: 11 }, (_, i) => i + 1)
        .map((m) => (m >= currentMonth ? m + 1 : m))
        .map((month) => ({ month, earnings: 0, refunds: 0, net: 0 })),
    );
  });

  it('puts a refund in the month it was made, not the month its order was paid', async () => {
    const order = await paidOrder(1);
    await t.database.db.execute(
      sql`update orders set paid_at = ${`${thisYear - 1}-12-20T12:00:00Z`}::timestamptz where id = ${order.id}::uuid`,
    );
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/refunds`,
      headers: admin.bearer,
      payload: { amount: 5, restock: false, reason: 'Late parcel' },
    });
    expect(answer.statusCode).toBe(201);

    const now = (await stats()).json();
    expect(now.monthlyEarnings[currentMonth - 1]).toEqual({
      month: currentMonth,
      earnings: 420,
      refunds: 215,
      net: 205,
    });
    const before = (await stats(`?year=${thisYear - 1}`)).json();
    expect(before.monthlyEarnings[11]).toEqual({ month: 12, earnings: 105, refunds: 0, net: 105 });
    expect(before).toMatchObject({ totalEarnings: 525, totalRefunds: 215, netEarnings: 310 });
  });

  it("gives the shopper's Total Payments net of their refunds", async () => {
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/stats/user-stats/me',
      headers: shopper.bearer,
    });
    expect(mine.json()).toMatchObject({ totalPayments: 310, totalPaymentsCents: 31_000 });
  });
});
