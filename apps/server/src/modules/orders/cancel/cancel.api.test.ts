import { CANCEL_MESSAGES } from '@shop/shared/orders/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../../seed';
import { type LoggedIn, registerAndLogin } from '../../../test/auth-fixtures';
import { checkoutOne, confirmPayment } from '../../../test/order-fixtures';
import { productFixture } from '../../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { productVariants } from '../../catalog/catalog.schema';
import { outbox } from '../../mail/mail.schema';

// POST /api/orders/:id/cancel (docs/decisions/031): the shop cancels any order not yet shipped,
// a shopper their own within the window after paying; a paid order is refunded in full and its
// units go back; a cancel and a move to 'shipped' at the same moment: one wins.

let t: TestApp;
let shopper: LoggedIn;
let other: LoggedIn;
let admin: LoggedIn;
const coat = productFixture({ title: 'Wool Coat', category: 'clothing', priceCents: 10_000, stock: 40 });
const coatM = coat.variants.find((v) => v.size === 'M')?.id as string;

async function stockOf(variantId: string) {
  const [row] = await t.database.db.select().from(productVariants).where(eq(productVariants.id, variantId));
  return { stock: row?.stock ?? 0, reserved: row?.reserved ?? 0 };
}

/** A paid (or unpaid) order of `quantity` coats for `who`: its id. */
async function orderOf(who: LoggedIn, quantity = 1, pay = true): Promise<string> {
  const sessionId = await checkoutOne(t.app, who, coatM, { quantity, pay });
  return (await confirmPayment(t.app, who, sessionId)).json()._id as string;
}

const cancel = (id: string, who?: LoggedIn, reason: unknown = 'I changed my mind') =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${id}/cancel`,
    headers: who?.bearer ?? {},
    payload: reason === null ? {} : { reason },
  });

const setStatus = (id: string, status: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/orders/update-order-status/${id}`,
    headers: admin.bearer,
    payload: { status },
  });

const setPolicies = (cancelWindowMinutes: number, who: LoggedIn = admin) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/orders/policies',
    headers: who.bearer,
    payload: { cancelWindowMinutes, returnWindowDays: 30 },
  });

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://shop.example' });
  await insertProducts(t.database.db, [coat]);
  shopper = await registerAndLogin(t.app, t.database.db);
  other = await registerAndLogin(t.app, t.database.db);
  admin = await registerAndLogin(t.app, t.database.db, { role: 'admin' });
});
afterAll(() => t.close());

describe('cancelling an order', () => {
  it('lets the shopper cancel a paid order in the window: refunded in full, units back, mailed', async () => {
    const before = await stockOf(coatM);
    const id = await orderOf(shopper, 2);
    expect((await stockOf(coatM)).stock).toBe(before.stock - 2);

    const answer = await cancel(id, shopper);
    expect(answer.statusCode).toBe(200);
    const order = answer.json();
    expect(order).toMatchObject({ status: 'cancelled', cancelReason: 'I changed my mind' });
    expect(order.paymentStatus).toBe('refunded');
    expect(order.refundedCents).toBe(order.amountCents);
    expect(order.statusHistory.at(-1)).toMatchObject({ by: 'shopper' });
    expect(order.statusHistory.some((e: { status: string }) => e.status === 'cancelled')).toBe(true);
    expect(await stockOf(coatM)).toEqual(before);

    await expect
      .poll(async () =>
        (await t.database.db.select().from(outbox)).some(
          (mail) => mail.to === shopper.user.email && mail.subject.includes('was cancelled'),
        ),
      )
      .toBe(true);
    // Twice is once.
    const again = await cancel(id, shopper);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CANCEL_MESSAGES.alreadyCancelled);
  });

  it('keeps to the window for shoppers, not for the shop', async () => {
    const id = await orderOf(shopper);
    expect((await setPolicies(0)).statusCode).toBe(200);
    try {
      const late = await cancel(id, shopper);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(CANCEL_MESSAGES.windowPassed(0));
      expect((await cancel(id, admin, 'Out of stock at the warehouse')).json()).toMatchObject({
        status: 'cancelled',
        paymentStatus: 'refunded',
      });
    } finally {
      await setPolicies(60);
    }
  });

  it('refuses a shipped order, and anyone else’s', async () => {
    const id = await orderOf(shopper);
    expect((await cancel(id, other)).statusCode).toBe(404);
    expect((await cancel(id)).statusCode).toBe(404);
    expect((await setStatus(id, 'shipped')).statusCode).toBe(200);
    const shipped = await cancel(id, admin);
    expect(shipped.statusCode).toBe(409);
    expect(shipped.json().message).toBe(CANCEL_MESSAGES.shipped);
  });

  it('ends an unpaid checkout and frees its hold', async () => {
    const before = await stockOf(coatM);
    const id = await orderOf(shopper, 3, false);
    expect((await stockOf(coatM)).reserved).toBe(before.reserved + 3);
    const answer = await cancel(id, shopper, 'I ordered by mistake');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'cancelled' });
    expect(await stockOf(coatM)).toEqual(before);
  });

  it('names a missing reason', async () => {
    const id = await orderOf(shopper);
    const answer = await cancel(id, shopper, null);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      field: 'reason',
      message: expect.stringContaining(CANCEL_MESSAGES.reasonRequired),
    });
  });

  it('lets a cancel and a move to shipped race: exactly one wins', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await orderOf(shopper);
      const [cancelled, shipped] = await Promise.all([
        cancel(id, admin, 'Customer called'),
        setStatus(id, 'shipped'),
      ]);
      expect([cancelled.statusCode, shipped.statusCode].sort()).toEqual([200, 409]);
      const final = (
        await t.app.inject({ method: 'GET', url: `/api/orders/order/${id}`, headers: admin.bearer })
      ).json();
      if (cancelled.statusCode === 200)
        expect(final).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
      else expect(final).toMatchObject({ status: 'shipped', paymentStatus: 'paid' });
    }
  });
});

describe('order policies', () => {
  it('are public to read and the admin’s to set, each field checked', async () => {
    const read = await t.app.inject({ method: 'GET', url: '/api/orders/policies' });
    expect(read.json()).toEqual({
      cancelWindowMinutes: 60,
      returnWindowDays: 30,
      shopAddress: null,
      returnInstructions: '',
    });
    expect((await setPolicies(90, shopper)).statusCode).toBe(403);
    const bad = await setPolicies(-1);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('cancelWindowMinutes');
    expect((await setPolicies(90)).json()).toMatchObject({ cancelWindowMinutes: 90, returnWindowDays: 30 });
    await setPolicies(60);
  });
});
