import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../seed';
import { type LoggedIn, registerAndLogin } from '../../test/auth-fixtures';
import { checkoutOne, confirmPayment } from '../../test/order-fixtures';
import { productFixture } from '../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// The shopper's overview counts what they kept (docs/product/api.md, Statistics): payments net of
// refunds and cancellations with the gross beside them, and the units kept beside those bought.

let t: TestApp;
let admin: LoggedIn;
let shopper: LoggedIn;
const ring = productFixture({ title: 'Gold Ring', category: 'jewellery', priceCents: 10_000, stock: 20 });
const ringId = ring.variants[0]?.id as string;

/** A paid order of `quantity` rings ($100 each + 5 % tax, free delivery): its id and line id. */
async function paidOrder(quantity: number) {
  const sessionId = await checkoutOne(t.app, shopper, ringId, { quantity });
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

describe("the shopper's overview", () => {
  it('counts payments and products net of a partial refund and a cancelled order, with the gross beside them', async () => {
    const partly = await paidOrder(2); // $210.00
    const cancelled = await paidOrder(1); // $105.00
    await paidOrder(1); // $105.00, kept

    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${partly.id}/refunds`,
      headers: admin.bearer,
      payload: { lines: [{ lineId: partly.lineId, quantity: 1 }], restock: true, reason: 'Too small' },
    });
    expect(refund.statusCode).toBe(201);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${cancelled.id}/cancel`,
      headers: shopper.bearer,
      payload: { reason: 'I ordered by mistake' },
    });
    expect(cancel.statusCode).toBe(200);

    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/stats/user-stats/me',
      headers: shopper.bearer,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({
      // $420.00 paid, $105.00 for the refunded ring and $105.00 for the cancelled order back.
      totalPayments: 210,
      totalPaymentsCents: 21_000,
      paidCents: 42_000,
      refundedCents: 21_000,
      totalReviews: 0,
      // Four rings bought; the refunded one and the cancelled order's are not kept.
      totalPurchasedProducts: 4,
      keptProducts: 2,
    });
    // An admin reads the same for that shopper's email.
    const forAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/stats/user-stats/${encodeURIComponent(shopper.user.email)}`,
      headers: admin.bearer,
    });
    expect(forAdmin.json()).toEqual(mine.json());
  });
});
