import { DISCOUNT_MESSAGES } from '@shop/shared/promotions/promotions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminApi, createAdminApi, createDiscount, createSale } from '../../../test/admin-api-fixtures';
import { type LoggedIn, registerAndLogin } from '../../../test/auth-fixtures';
import {
  checkoutBody,
  confirmPayment,
  deliveryMethodId,
  guestBrowser,
  payOnTestCheckout,
  testOrdersDeps,
} from '../../../test/order-fixtures';
import { productFixture } from '../../../test/product-fixtures';
import { outbox } from '../../mail/mail.schema';
import { reconcileCheckouts } from '../../orders/payments/reconcile.service';
import { discounts, discountUses } from '../promotions.schema';

// Discount codes at checkout (docs/product/rules.md, Promotions): what each kind takes off, to
// the cent with tax on the discounted goods; every reason a code is refused; and its use held by
// the unpaid checkout, counted when paid, given back on a cancel and on a whole refund.

let t: AdminApi;
const now = new Date('2026-12-01T10:00:00Z');
const dress = productFixture({ title: 'Code Dress', category: 'dress', priceCents: 5000, stock: 50 });
const bag = productFixture({ title: 'Code Bag', category: 'accessories', priceCents: 3000, stock: 50 });
const dressId = dress.variants[0]?.id as string;
const bagId = bag.variants[0]?.id as string;

async function counts(id: string) {
  const [row] = await t.database.db.select().from(discounts).where(eq(discounts.id, id));
  return { used: row?.usedCount, held: row?.heldCount };
}

function preview(code: string, products: unknown[], extra: Record<string, unknown> = {}, headers = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/discounts/preview',
    headers,
    payload: { code, products, ...extra },
  });
}

async function checkout(who: LoggedIn, products: unknown[], discountCode?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders/create-checkout-session',
    headers: who.bearer,
    payload: await checkoutBody(t.app, who.user.email, products, discountCode ? { discountCode } : {}),
  });
}

async function paidOrder(who: LoggedIn, products: unknown[], discountCode?: string) {
  const started = await checkout(who, products, discountCode);
  expect(started.statusCode, started.body).toBe(200);
  await payOnTestCheckout(t.app, who, started.json().id);
  return (await confirmPayment(t.app, who, started.json().id)).json();
}

beforeAll(async () => {
  t = await createAdminApi({ clock: () => now, products: [dress, bag] });
}, 60_000);
afterAll(() => t.close());

describe('what a code takes off', () => {
  it('a percentage of the goods, with tax on the discounted goods, charged as previewed', async () => {
    const code = await createDiscount(t, { code: 'Spring15', type: 'percent', value: 15 });
    const shopper = await registerAndLogin(t.app, t.database.db);
    const lines = [
      { id: dressId, quantity: 1 },
      { id: bagId, quantity: 1 },
    ];
    const shown = await preview('spring15', lines, { shippingMethodId: await deliveryMethodId(t.app) });
    // 80.00 of goods, 15% off = 12.00; Standard 5.99; tax 5% of 68.00 = 3.40.
    expect(shown.json()).toMatchObject({
      code: 'SPRING15',
      subtotal: 80,
      discountAmount: 12,
      shipping: 5.99,
      tax: 3.4,
      total: 77.39,
      totalCents: 7739,
    });
    const order = await paidOrder(shopper, lines, 'SPRING15');
    expect(order).toMatchObject({
      discountCode: 'SPRING15',
      discountCents: 1200,
      discountAmount: 12,
      subtotalCents: 8000,
      taxCents: 340,
      amountCents: 7739,
    });
    // Each line carries its part, summing to the discount.
    expect(order.items.map((line: { discountCents: number }) => line.discountCents)).toEqual([750, 450]);
    expect(await counts(code.id)).toEqual({ used: 1, held: 0 });
    // The confirmation mail carries the same breakdown.
    await expect
      .poll(async () =>
        (await t.database.db.select().from(outbox))
          .filter((mail) => mail.to === shopper.user.email)
          .map((mail) => mail.text)
          .join('\n'),
      )
      .toContain('Discount (SPRING15): -$12.00');
  });

  it('a fixed amount never below nothing, and only on the categories it names', async () => {
    await createDiscount(t, { code: 'BAGS100', type: 'fixed', value: 100, categories: ['accessories'] });
    const shown = await preview('BAGS100', [
      { id: dressId, quantity: 1 },
      { id: bagId, quantity: 1 },
    ]);
    // Only the bag's 30.00 is covered: that is all it takes off; tax is on the dress alone.
    expect(shown.json()).toMatchObject({
      subtotal: 80,
      discountAmount: 30,
      shipping: 0,
      tax: 2.5,
      total: 52.5,
    });
    const nothing = await preview('BAGS100', [{ id: dressId, quantity: 1 }]);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toEqual({ message: DISCOUNT_MESSAGES.coversNothing, field: 'code' });
  });

  it('free delivery takes the delivery off, and needs a delivery to take off', async () => {
    await createDiscount(t, { code: 'SHIPFREE', type: 'free_shipping' });
    const express = await deliveryMethodId(t.app, 'Express');
    const shown = await preview('SHIPFREE', [{ id: bagId, quantity: 1 }], { shippingMethodId: express });
    expect(shown.statusCode, shown.body).toBe(200);
    const { shipping, discountAmount, tax, total } = shown.json();
    expect(discountAmount).toBe(shipping);
    expect({ tax, total }).toEqual({ tax: 1.5, total: 31.5 });
    const without = await preview('SHIPFREE', [{ id: bagId, quantity: 1 }]);
    expect(without.json()).toEqual({ message: DISCOUNT_MESSAGES.noDelivery, field: 'code' });
  });

  it('applies to prices after a live sale', async () => {
    await createSale(t, {
      name: 'Half bags',
      percentOff: 50,
      productIds: [bag.id],
      startsAt: new Date(now.getTime() - 1000).toISOString(),
      endsAt: new Date(now.getTime() + 3_600_000).toISOString(),
    });
    await createDiscount(t, { code: 'AFTERSALE', type: 'percent', value: 10 });
    const shown = await preview('AFTERSALE', [{ id: bagId, quantity: 2 }]);
    // 2 x 15.00 after the sale = 30.00, 10% off = 3.00.
    expect(shown.json()).toMatchObject({ subtotal: 30, discountAmount: 3, tax: 1.35, total: 28.35 });
  });
});

describe('a code refused', () => {
  const lines = () => [{ id: dressId, quantity: 1 }];
  it.each([
    ['an unknown code', 'NOSUCHCODE', {}, DISCOUNT_MESSAGES.unknown],
    ['a code not started', 'LATER', { startsAt: '2026-12-24T00:00:00Z' }, DISCOUNT_MESSAGES.notStarted],
    ['an expired code', 'GONE', { endsAt: '2026-11-30T00:00:00Z' }, DISCOUNT_MESSAGES.expired],
    ['a cart below the minimum', 'BIGSPEND', { minSubtotal: 100 }, DISCOUNT_MESSAGES.belowMinimum(10000)],
  ])('%s says why, in the preview and at checkout', async (_, code, extra, message) => {
    if (code !== 'NOSUCHCODE') await createDiscount(t, { code, type: 'percent', value: 10, ...extra });
    const shown = await preview(code, lines());
    expect(shown.statusCode).toBe(400);
    expect(shown.json()).toEqual({ message, field: 'code' });
    const shopper = await registerAndLogin(t.app, t.database.db);
    const started = await checkout(shopper, lines(), code);
    expect(started.statusCode).toBe(400);
    expect(started.json()).toEqual({ message, field: 'discountCode' });
  });

  it('a used-up code, and a once-per-customer code used already by that shopper', async () => {
    const once = await createDiscount(t, {
      code: 'ONCEONLY',
      type: 'percent',
      value: 10,
      oncePerCustomer: true,
    });
    const shopper = await registerAndLogin(t.app, t.database.db);
    await paidOrder(shopper, lines(), 'onceonly');
    const again = await checkout(shopper, lines(), 'ONCEONLY');
    expect(again.json()).toEqual({ message: DISCOUNT_MESSAGES.alreadyUsed, field: 'discountCode' });
    expect((await preview('ONCEONLY', lines(), {}, shopper.bearer)).json().message).toBe(
      DISCOUNT_MESSAGES.alreadyUsed,
    );
    expect(await counts(once.id)).toEqual({ used: 1, held: 0 });
    // Someone else cannot learn from the preview that this address used the code.
    const probe = await preview('ONCEONLY', lines(), { user_email: shopper.user.email });
    expect(probe.statusCode).toBe(200);
    expect(JSON.stringify(probe.json())).not.toContain(DISCOUNT_MESSAGES.alreadyUsed);

    await createDiscount(t, { code: 'JUSTONE', type: 'percent', value: 10, usageLimit: 1 });
    await paidOrder(await registerAndLogin(t.app, t.database.db), lines(), 'JUSTONE');
    const late = await checkout(await registerAndLogin(t.app, t.database.db), lines(), 'JUSTONE');
    expect(late.json()).toEqual({ message: DISCOUNT_MESSAGES.usedUp, field: 'discountCode' });
  });
});

describe('a code’s use', () => {
  const lines = () => [{ id: dressId, quantity: 1 }];
  it('is held by an unpaid checkout and given back when it is cancelled', async () => {
    const code = await createDiscount(t, { code: 'HOLDME', type: 'percent', value: 10, usageLimit: 1 });
    const shopper = await registerAndLogin(t.app, t.database.db);
    const started = await checkout(shopper, lines(), 'HOLDME');
    expect(started.statusCode).toBe(200);
    expect(await counts(code.id)).toEqual({ used: 0, held: 1 });
    // Held: nobody else can have the last use meanwhile.
    const other = await checkout(await registerAndLogin(t.app, t.database.db), lines(), 'HOLDME');
    expect(other.json().message).toBe(DISCOUNT_MESSAGES.usedUp);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/orders/cancel-checkout',
      headers: shopper.bearer,
      payload: { session_id: started.json().id },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await counts(code.id)).toEqual({ used: 0, held: 0 });
  });

  it('is given back when its checkout’s hold runs out', async () => {
    const code = await createDiscount(t, { code: 'EXPIRES', type: 'percent', value: 10, usageLimit: 5 });
    const shopper = await registerAndLogin(t.app, t.database.db);
    expect((await checkout(shopper, lines(), 'EXPIRES')).statusCode).toBe(200);
    expect(await counts(code.id)).toEqual({ used: 0, held: 1 });
    const deps = testOrdersDeps(t.database.db);
    expect(await reconcileCheckouts(deps, new Date(Date.now() + 31 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await counts(code.id)).toEqual({ used: 0, held: 0 });
  });

  it('is given back when the whole order is refunded, and a guest’s email counts once when paid', async () => {
    const code = await createDiscount(t, {
      code: 'REFUNDME',
      type: 'fixed',
      value: 5,
      oncePerCustomer: true,
    });
    const guest = guestBrowser(t.app);
    const email = 'guest.refund@example.com';
    const started = await guest.checkout(email, lines(), { discountCode: 'REFUNDME' });
    expect(started.statusCode, started.body).toBe(200);
    await guest.pay(started.json().id);
    expect(await counts(code.id)).toEqual({ used: 1, held: 0 });
    // Another browser giving the same email is answered as any email is: whether an address paid
    // with a code is nobody's business. Paid, the order keeps its price, and the use counts once.
    const second = guestBrowser(t.app);
    const again = await second.checkout(email.toUpperCase(), lines(), { discountCode: 'REFUNDME' });
    expect(again.statusCode, again.body).toBe(200);
    expect(await counts(code.id)).toEqual({ used: 1, held: 1 });
    await second.pay(again.json().id);
    expect(await counts(code.id)).toEqual({ used: 1, held: 0 });
    const uses = await t.database.db.select().from(discountUses).where(eq(discountUses.discountId, code.id));
    expect(uses.map((use) => use.state).sort()).toEqual(['released', 'used']);

    const orders = await t.app.inject({
      method: 'GET',
      url: `/api/orders?search=${email}`,
      headers: t.admin.bearer,
    });
    const first = orders
      .json()
      .orders.find((order: { paymentSessionId?: string; _id: string }) =>
        uses.some((use) => use.state === 'used' && use.orderId === order._id),
      );
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${first._id}/refunds`,
      headers: t.admin.bearer,
      payload: { amount: first.amount, restock: false, reason: 'Changed her mind' },
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    expect(await counts(code.id)).toEqual({ used: 0, held: 0 });
    const third = guestBrowser(t.app);
    const later = await third.checkout(email, lines(), { discountCode: 'REFUNDME' });
    expect(later.statusCode, later.body).toBe(200);
    await third.pay(later.json().id);
    expect(await counts(code.id)).toEqual({ used: 1, held: 0 });
  });

  it('is not kept from its customer by an unpaid guest checkout giving their email', async () => {
    await createDiscount(t, { code: 'MINEALONE', type: 'fixed', value: 5, oncePerCustomer: true });
    const victim = await registerAndLogin(t.app, t.database.db);
    const stranger = guestBrowser(t.app);
    expect(
      (await stranger.checkout(victim.user.email, lines(), { discountCode: 'MINEALONE' })).statusCode,
    ).toBe(200);
    // The shopper's own checkout still gets the code, and pays with it.
    const own = await paidOrder(victim, lines(), 'MINEALONE');
    expect(own.discountCode).toBe('MINEALONE');
    // Once paid, the shopper is told on a second try, and so is the preview.
    expect((await checkout(victim, lines(), 'MINEALONE')).json()).toEqual({
      message: DISCOUNT_MESSAGES.alreadyUsed,
      field: 'discountCode',
    });
    // A guest giving that email is answered as for any other.
    const guest = await guestBrowser(t.app).checkout(victim.user.email, lines(), {
      discountCode: 'MINEALONE',
    });
    expect(guest.statusCode, guest.body).toBe(200);
    const fresh = await guestBrowser(t.app).checkout('someone.new@example.com', lines(), {
      discountCode: 'MINEALONE',
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(Object.keys(guest.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
  });
});
