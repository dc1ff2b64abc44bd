import { ORDER_MESSAGES } from '@shop/shared/orders/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../seed';
import { type LoggedIn, newAccount, registerAndLogin } from '../../test/auth-fixtures';
import { checkoutBody, testOrdersDeps } from '../../test/order-fixtures';
import { productFixture } from '../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { products, productVariants } from '../catalog/catalog.schema';
import { outbox } from '../mail/mail.schema';
import type { OrdersDeps } from './orders.service';
import { fulfilOrder } from './payments/payment-events.service';
import { reconcileCheckouts } from './payments/reconcile.service';

let t: TestApp;
let shopper: LoggedIn;
let other: LoggedIn;
let admin: LoggedIn;
let deps: OrdersDeps;

const scarf = productFixture({ title: 'Silk Scarf', category: 'accessories', priceCents: 4900, stock: 5 });
const dress = productFixture({ title: 'Wrap Dress', category: 'dress', priceCents: 12_950, stock: 4 });
const scarfId = scarf.variants[0]?.id as string;
const dressM = dress.variants.find((v) => v.size === 'M')?.id as string;
const gown = productFixture({ title: 'Couture Gown', category: 'dress', priceCents: 60_000_000, stock: 3 });
const gownS = gown.variants.find((v) => v.size === 'S')?.id as string;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://shop.example' });
  await insertProducts(t.database.db, [scarf, dress, gown]);
  shopper = await registerAndLogin(t.app, t.database.db);
  other = await registerAndLogin(t.app, t.database.db);
  admin = await registerAndLogin(t.app, t.database.db, { role: 'admin' });
  deps = testOrdersDeps(t.database.db);
});
afterAll(() => t.close());

const checkout = async (who: LoggedIn, products: unknown[], extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/create-checkout-session',
    headers: who.bearer,
    payload: await checkoutBody(t.app, who.user.email, products, extra),
  });

async function stockOf(variantId: string) {
  const [row] = await t.database.db.select().from(productVariants).where(eq(productVariants.id, variantId));
  return { stock: row?.stock, reserved: row?.reserved };
}

const pay = (who: LoggedIn, sessionId: string, number = '4242 4242 4242 4242') =>
  t.app.inject({
    method: 'POST',
    url: `/checkout/${sessionId}`,
    headers: { ...who.bearer, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ name: 'Ada Shopper', number, expiry: '12/39', cvc: '123' }).toString(),
  });

const confirm = (who: LoggedIn, sessionId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/confirm-payment',
    headers: who.bearer,
    payload: { session_id: sessionId },
  });

describe('checkout', () => {
  // A guest's checkout (no login) is guest-checkout.api.test.ts's.
  it('takes a logged-in shopper’s own email only', async () => {
    const someoneElse = await checkout(shopper, [{ id: scarfId }], { user_email: other.user.email });
    expect(someoneElse.statusCode).toBe(403);
    expect(someoneElse.json().field).toBe('user_email');
  });

  it('prices from the database, holds the stock and ignores redirect addresses in the body', async () => {
    const before = await stockOf(dressM);
    const response = await checkout(shopper, [{ id: dressM, quantity: 2, price: 0.01, title: 'Free' }], {
      success_url: 'https://evil.example/steal',
      cancel_url: 'https://evil.example/cancel',
    });
    expect(response.statusCode).toBe(200);
    const { id, url } = response.json();
    expect(url).toBe(`https://shop.example/checkout/${id}`);
    expect(await stockOf(dressM)).toEqual({ stock: before.stock, reserved: (before.reserved ?? 0) + 2 });

    const page = await t.app.inject({ method: 'GET', url: `/checkout/${id}`, headers: shopper.bearer });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Card number');
    expect(page.body).toContain('$271.95');
    expect(page.body).not.toContain('evil.example');

    // The same cart again (a double click) answers the same session and holds nothing more.
    const again = await checkout(shopper, [{ id: dressM, quantity: 2 }]);
    expect(again.json().id).toBe(id);
    expect((await stockOf(dressM)).reserved).toBe((before.reserved ?? 0) + 2);

    // Someone else cannot open or pay it.
    expect(
      (await t.app.inject({ method: 'GET', url: `/checkout/${id}`, headers: other.bearer })).statusCode,
    ).toBe(404);
    expect((await pay(other, id)).statusCode).toBe(404);

    // Cancelling gives the units back.
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/orders/cancel-checkout',
      headers: shopper.bearer,
      payload: { session_id: id },
    });
    expect(cancelled.json()).toMatchObject({ paymentStatus: 'cancelled' });
    expect(await stockOf(dressM)).toEqual(before);
    expect((await pay(shopper, id)).statusCode).toBe(410);
  });

  it.each([
    ['an unknown variant', [{ id: '00000000-0000-4000-8000-000000000000' }], 409],
    ['more than the stock', [{ id: scarfId, quantity: 6 }], 409],
    ['more units of one variant than a checkout may hold', [{ id: scarfId, quantity: 11 }], 400],
    ['quantity 0', [{ id: scarfId, quantity: 0 }], 400],
    ['quantity -1', [{ id: scarfId, quantity: -1 }], 400],
    ['quantity 1.5', [{ id: scarfId, quantity: 1.5 }], 400],
    ["quantity 'abc'", [{ id: scarfId, quantity: 'abc' }], 400],
    ['quantity 10^9', [{ id: scarfId, quantity: 1_000_000_000 }], 400],
    ['no lines', [], 400],
  ])('refuses %s and holds nothing', async (_label, products, status) => {
    const before = await stockOf(scarfId);
    const response = await checkout(other, products);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toEqual(expect.any(String));
    expect(await stockOf(scarfId)).toEqual(before);
  });

  it('refuses an order over the most one card payment may be, holding nothing', async () => {
    const before = await stockOf(gownS);
    expect((await checkout(other, [{ id: gownS, quantity: 1 }])).statusCode).toBe(200);
    const tooMuch = await checkout(shopper, [{ id: gownS, quantity: 2 }]);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toEqual({
      message: 'An order can come to at most $999,999.99. Please split it into smaller orders.',
      field: 'products',
    });
    expect(await stockOf(gownS)).toEqual({ stock: before.stock, reserved: (before.reserved ?? 0) + 1 });
  });
});

describe('a product deleted from the catalog', () => {
  it('leaves the carts it was in, and checking it out answers 409 holding nothing', async () => {
    const gone = productFixture({
      title: 'Retired Belt',
      category: 'accessories',
      priceCents: 2500,
      stock: 4,
    });
    const goneId = gone.variants[0]?.id as string;
    await insertProducts(t.database.db, [gone]);
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: other.bearer,
      payload: { item: { id: goneId } },
    });
    await t.database.db.delete(products).where(eq(products.id, gone.id));
    const cart = await t.app.inject({
      method: 'GET',
      url: `/api/cart/${other.user.id}`,
      headers: other.bearer,
    });
    expect(cart.json().items.map((i: { id: string }) => i.id)).not.toContain(goneId);
    const refused = await checkout(other, [{ id: goneId }, { id: scarfId }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A product in your cart is no longer available. Please remove it.');
  });
});

describe('paying with the local test checkout', () => {
  it('declines 4000 0000 0000 0002, then takes 4242…, sells the stock, empties the cart and mails the order', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: shopper.bearer,
      payload: { item: { id: scarfId, quantity: 1 } },
    });
    const before = await stockOf(scarfId);
    const { id } = (await checkout(shopper, [{ id: scarfId, quantity: 1 }])).json();

    // The test checkout says so at its top, before the card form.
    const page = await t.app.inject({ method: 'GET', url: `/checkout/${id}`, headers: shopper.bearer });
    expect(page.statusCode).toBe(200);
    expect(page.body.indexOf('<strong>Test mode</strong>')).toBeGreaterThan(-1);
    expect(page.body.indexOf('<strong>Test mode</strong>')).toBeLessThan(page.body.indexOf('<form'));

    // A refused attempt redirects (post, redirect, get) to the page that says why.
    const retryPage = async (attempt: { headers: Record<string, unknown> }) => {
      const cookie = String(attempt.headers['set-cookie']).split(';')[0];
      return t.app.inject({
        method: 'GET',
        url: String(attempt.headers.location),
        headers: { ...shopper.bearer, cookie },
      });
    };

    // A script posting JSON with a number where the form has text: the form again, not a crash.
    const scripted = await t.app.inject({
      method: 'POST',
      url: `/checkout/${id}`,
      headers: shopper.bearer,
      payload: { name: 'Ada Shopper', number: 4242424242424242, expiry: '12/39', cvc: 123 },
    });
    expect(scripted.statusCode).toBe(303);
    expect((await retryPage(scripted)).body).toContain('Please enter a valid card number.');

    const declined = await pay(shopper, id, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe(`/checkout/${id}?retry`);
    expect((await retryPage(declined)).body).toContain('Your card was declined. Please try another card.');
    expect((await confirm(shopper, id)).json().paymentStatus).toBe('awaiting_payment');

    const paid = await pay(shopper, id);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/success?session_id=${id}`);

    const order = (await confirm(shopper, id)).json();
    expect(order).toMatchObject({
      paymentStatus: 'paid',
      status: 'pending',
      // $49.00 of items, Standard delivery $5.99 (under $100), tax 5% of the items $2.45.
      amount: 57.44,
      amountCents: 5744,
      items: [{ title: 'Silk Scarf', size: 'One Size', quantity: 1, price: 49 }],
      testCheckout: true,
    });
    expect(order.orderId).toMatch(/^VL-[2-9A-HJ-NP-Z]{8}$/);
    expect(order.statusHistory).toEqual([{ status: 'pending', at: expect.any(String) }]);
    expect(await stockOf(scarfId)).toEqual({ stock: (before.stock ?? 0) - 1, reserved: before.reserved });

    const cart = await t.app.inject({
      method: 'GET',
      url: `/api/cart/${shopper.user.id}`,
      headers: shopper.bearer,
    });
    expect(cart.json().items).toEqual([]);

    // The confirmation goes out after the answer; wait for it as the shopper would.
    const confirmations = async () =>
      (await t.database.db.select().from(outbox).where(eq(outbox.to, shopper.user.email))).filter(
        (m) => m.subject === `[Test] Your Velora order ${order.orderId}`,
      );
    await expect.poll(confirmations).toHaveLength(1);
    const confirmation = await confirmations();
    expect(confirmation[0]?.text).toContain(`https://shop.example/orders/${order._id}`);
    expect(confirmation[0]?.text).toMatch(/^Test order: paid with a test card .* No money was taken\./);

    // Paying again, confirming again: the same order, nothing changes.
    expect((await pay(shopper, id)).headers.location).toBe(`/success?session_id=${id}`);
    expect((await confirm(shopper, id)).json()).toEqual(order);
    expect(await stockOf(scarfId)).toEqual({ stock: (before.stock ?? 0) - 1, reserved: before.reserved });

    // Another shopper's session id is unknown to them.
    expect((await confirm(other, id)).statusCode).toBe(404);
  });

  it('fulfils an order exactly once when the page, the webhook and the reconciler confirm at once', async () => {
    const { id } = (await checkout(other, [{ id: dressM, quantity: 1 }])).json();
    const before = await stockOf(dressM);
    const orderId = (await confirm(other, id)).json()._id as string;
    const results = await Promise.all(Array.from({ length: 6 }, () => fulfilOrder(deps, orderId)));
    expect(results.filter((r) => r.fulfilled)).toHaveLength(1);
    expect(await stockOf(dressM)).toEqual({
      stock: (before.stock ?? 0) - 1,
      reserved: (before.reserved ?? 0) - 1,
    });
  });

  it('releases a hold that ran out, after which the checkout cannot be paid', async () => {
    const { id } = (await checkout(other, [{ id: scarfId, quantity: 2 }])).json();
    const held = await stockOf(scarfId);
    const later = new Date(Date.now() + 31 * 60_000);
    expect(await reconcileCheckouts(deps, later)).toBeGreaterThanOrEqual(1);
    expect(await stockOf(scarfId)).toEqual({ stock: held.stock, reserved: (held.reserved ?? 0) - 2 });
    expect((await confirm(other, id)).json().paymentStatus).toBe('expired');
    expect((await pay(other, id)).statusCode).toBe(410);
  });
});

describe('orders API', () => {
  it('shows a shopper their own orders and no one else’s', async () => {
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${shopper.user.email}`,
      headers: shopper.bearer,
    });
    expect(mine.statusCode).toBe(200);
    const paid = mine.json().find((o: { paymentStatus: string }) => o.paymentStatus === 'paid');
    expect(paid).toBeDefined();
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${shopper.user.email}`,
      headers: other.bearer,
    });
    expect(theirs.statusCode).toBe(403);
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/orders/order/${paid._id}`,
      headers: other.bearer,
    });
    expect(one.statusCode).toBe(404);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/orders/order/${paid._id}`,
      headers: shopper.bearer,
    });
    expect(own.json()._id).toBe(paid._id);
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/orders/order/${paid._id}`,
      headers: admin.bearer,
    });
    expect(asAdmin.statusCode).toBe(200);
  });

  it('lets an admin list orders, move one along and delete one', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/orders?page=1&limit=2',
      headers: admin.bearer,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ page: 1, orders: expect.any(Array) });
    expect(list.json().orders.length).toBeLessThanOrEqual(2);
    const paid = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${shopper.user.email}`, headers: admin.bearer })
    )
      .json()
      .find((o: { paymentStatus: string }) => o.paymentStatus === 'paid');
    const shipped = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/update-order-status/${paid._id}`,
      headers: admin.bearer,
      payload: { status: 'shipped' },
    });
    expect(shipped.json().status).toBe('shipped');
    expect(shipped.json().statusHistory.map((h: { status: string }) => h.status)).toEqual([
      'pending',
      'shipped',
    ]);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/update-order-status/${paid._id}`,
      headers: admin.bearer,
      payload: { status: 'lost' },
    });
    expect(bad.statusCode).toBe(400);
    // Forward only: the shopper's tracker never restarts, and setting the same status changes nothing.
    const back = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/update-order-status/${paid._id}`,
      headers: admin.bearer,
      payload: { status: 'pending' },
    });
    expect(back.statusCode).toBe(409);
    expect(back.json()).toEqual({ message: ORDER_MESSAGES.statusOnlyForward, field: 'status' });
    const again = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/update-order-status/${paid._id}`,
      headers: admin.bearer,
      payload: { status: 'shipped' },
    });
    expect(again.json().statusHistory).toHaveLength(2);

    // A paid order is history: it cannot be deleted.
    const kept = await t.app.inject({
      method: 'DELETE',
      url: `/api/orders/delete-order/${paid._id}`,
      headers: admin.bearer,
    });
    expect(kept.statusCode).toBe(409);
    expect(kept.json().message).toBe(ORDER_MESSAGES.paidOrderKept);
    const stillThere = await t.app.inject({
      method: 'GET',
      url: `/api/orders/order/${paid._id}`,
      headers: shopper.bearer,
    });
    expect(stillThere.statusCode).toBe(200);

    // One never paid may go, and its held units come back.
    const before = await stockOf(dressM);
    expect((await checkout(other, [{ id: dressM, quantity: 1 }])).statusCode).toBe(200);
    const [unpaid] = (await t.app.inject({ method: 'GET', url: '/api/orders/mine', headers: other.bearer }))
      .json()
      .filter((o: { paymentStatus: string }) => o.paymentStatus === 'awaiting_payment');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/orders/delete-order/${unpaid._id}`,
      headers: admin.bearer,
    });
    expect(deleted.json()).toEqual({ message: 'Order deleted successfully' });
    expect(await stockOf(dressM)).toEqual(before);
  });

  it("keeps a deleted account's paid orders for the shop's books", async () => {
    const leaving = await registerAndLogin(t.app, t.database.db);
    const { id } = (await checkout(leaving, [{ id: scarfId }])).json();
    expect((await pay(leaving, id)).statusCode).toBeLessThan(400);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/users/${leaving.user.id}`,
      headers: admin.bearer,
    });
    expect(removed.statusCode).toBe(200);
    const found = (
      await t.app.inject({
        method: 'GET',
        url: `/api/orders?search=${encodeURIComponent(leaving.user.email)}&paymentStatus=paid`,
        headers: admin.bearer,
      })
    ).json();
    expect(found.total).toBe(1);
    expect(found.orders[0]).toMatchObject({ email: leaving.user.email, paymentStatus: 'paid' });
    expect(found.orders[0].items).toHaveLength(1);
    // Someone who signs up with that email later sees none of it: those were another account's.
    const email = encodeURIComponent(leaving.user.email);
    const newcomer = await registerAndLogin(t.app, t.database.db, {
      account: newAccount({ email: leaving.user.email }),
    });
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${email}`,
      headers: newcomer.bearer,
    });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual([]);
    const stats = await t.app.inject({
      method: 'GET',
      url: `/api/stats/user-stats/${email}`,
      headers: newcomer.bearer,
    });
    expect(stats.json()).toMatchObject({ totalPaymentsCents: 0, totalPurchasedProducts: 0 });
    // The shop still finds them by that email.
    const forAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${email}`,
      headers: admin.bearer,
    });
    expect(forAdmin.json()).toMatchObject([{ paymentStatus: 'paid' }]);
  });

  it('filters the admin list by status and payment, finds an order by number or email, and mails the shopper once it ships', async () => {
    const { id } = (await checkout(other, [{ id: scarfId }])).json();
    expect((await pay(other, id)).statusCode).toBeLessThan(400);
    const list = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/orders?limit=100&${query}`, headers: admin.bearer });
    const paidOnes = (await list('paymentStatus=paid')).json();
    expect(paidOnes.orders.length).toBeGreaterThan(0);
    expect(paidOnes.orders.every((o: { paymentStatus: string }) => o.paymentStatus === 'paid')).toBe(true);
    const order = paidOnes.orders.find((o: { email: string }) => o.email === other.user.email);

    const byNumber = (await list(`search=${order.orderId.slice(0, 6).toLowerCase()}`)).json();
    // Without its 'VL-', as a shopper reads the number out on the phone.
    const withoutPrefix = (await list(`search=${order.orderId.slice(3)}`)).json();
    expect(withoutPrefix.orders.map((o: { orderId: string }) => o.orderId)).toEqual([order.orderId]);
    expect(byNumber.orders.map((o: { _id: string }) => o._id)).toContain(order._id);
    const byEmail = (await list(`search=${encodeURIComponent(other.user.email.split('@')[0] ?? '')}`)).json();
    expect(byEmail.orders.every((o: { email: string }) => o.email === other.user.email)).toBe(true);
    expect(byEmail.total).toBeGreaterThan(0);
    expect((await list('search=%25')).json().total).toBe(0);
    expect((await list('status=lost')).json().field).toBe('status');

    const ship = (status: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/orders/update-order-status/${order._id}`,
        headers: admin.bearer,
        payload: { status },
      });
    await ship('processing');
    await ship('shipped');
    await ship('shipped');
    const shippedNow = (await list('status=shipped')).json();
    expect(shippedNow.orders.map((o: { _id: string }) => o._id)).toContain(order._id);
    expect((await list('status=pending')).json().orders.map((o: { _id: string }) => o._id)).not.toContain(
      order._id,
    );

    // Mail goes out after the commit; wait for it as the shopper would.
    await expect
      .poll(async () =>
        (await t.database.db.select().from(outbox).where(eq(outbox.to, other.user.email))).filter((mail) =>
          mail.subject.endsWith('has shipped'),
        ),
      )
      .toHaveLength(1);
    const [mail] = (await t.database.db.select().from(outbox).where(eq(outbox.to, other.user.email))).filter(
      (m) => m.subject.endsWith('has shipped'),
    );
    expect(mail?.subject).toBe(`[Test] Your Velora order ${order.orderId} has shipped`);
    expect(mail?.text).toContain(`https://shop.example/orders/${order._id}`);
  });
});
