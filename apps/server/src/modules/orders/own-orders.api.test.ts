import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../seed';
import { type LoggedIn, registerAndLogin } from '../../test/auth-fixtures';
import { checkoutOne } from '../../test/order-fixtures';
import { productFixture } from '../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// GET /api/orders/mine and GET /api/stats/user-stats/me: the session's own orders and figures,
// what the web app asks for, with no email in the address (docs/product/api.md).
let t: TestApp;
let shopper: LoggedIn;
let other: LoggedIn;
let admin: LoggedIn;

const scarf = productFixture({ title: 'Silk Scarf', category: 'accessories', priceCents: 4900, stock: 20 });
const scarfId = scarf.variants[0]?.id as string;

const get = (url: string, who?: LoggedIn) =>
  t.app.inject({ method: 'GET', url, headers: who ? who.bearer : {} });

/** A checkout of `quantity` scarves, paid with the test card unless told otherwise. */
const order = (who: LoggedIn, quantity: number, paid = true) =>
  checkoutOne(t.app, who, scarfId, { quantity, pay: paid });

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://shop.example' });
  await insertProducts(t.database.db, [scarf]);
  shopper = await registerAndLogin(t.app, t.database.db);
  other = await registerAndLogin(t.app, t.database.db);
  admin = await registerAndLogin(t.app, t.database.db, { role: 'admin' });
  await order(shopper, 1);
  await order(shopper, 2);
  await order(other, 3);
  await order(other, 1, false);
  await order(admin, 4);
});
afterAll(() => t.close());

describe('GET /api/orders/mine', () => {
  it('answers a guest 401', async () => {
    const guest = await get('/api/orders/mine');
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ message: 'You must be logged in!' });
  });

  it("answers the session's own orders, newest first, as GET /api/orders/:email does for one's own email", async () => {
    const mine = await get('/api/orders/mine', shopper);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    const orders = mine.json() as { email: string; items: { quantity: number }[]; createdAt: string }[];
    expect(orders.map((o) => o.items[0]?.quantity)).toEqual([2, 1]);
    expect(orders.every((o) => o.email === shopper.user.email)).toBe(true);
    const byEmail = await get(`/api/orders/${encodeURIComponent(shopper.user.email)}`, shopper);
    expect(mine.json()).toEqual(byEmail.json());
  });

  it("never shows anyone else's orders, and includes one's unpaid checkouts", async () => {
    const theirs = (await get('/api/orders/mine', other)).json() as {
      email: string;
      paymentStatus: string;
    }[];
    expect(theirs.map((o) => o.paymentStatus)).toEqual(['awaiting_payment', 'paid']);
    expect(theirs.every((o) => o.email === other.user.email)).toBe(true);
  });

  it("gives an admin their own orders, not the shop's", async () => {
    const own = (await get('/api/orders/mine', admin)).json() as {
      email: string;
      items: { quantity: number }[];
    }[];
    expect(own.map((o) => [o.email, o.items[0]?.quantity])).toEqual([[admin.user.email, 4]]);
    // The email route still serves an admin anyone's.
    expect((await get(`/api/orders/${encodeURIComponent(shopper.user.email)}`, admin)).json()).toHaveLength(
      2,
    );
  });
});

describe('GET /api/stats/user-stats/me', () => {
  it('answers a guest 401', async () => {
    const guest = await get('/api/stats/user-stats/me');
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ message: 'You must be logged in!' });
  });

  it("answers the session's own figures, as GET /api/stats/user-stats/:email does for one's own email", async () => {
    const mine = await get('/api/stats/user-stats/me', shopper);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.json()).toEqual({
      // Three scarves with tax ($154.35) and two Standard deliveries of $5.99 (both under $100).
      totalPayments: 166.33,
      totalPaymentsCents: 16_633,
      paidCents: 16_633,
      refundedCents: 0,
      totalReviews: 0,
      totalPurchasedProducts: 3,
      keptProducts: 3,
    });
    const byEmail = await get(`/api/stats/user-stats/${encodeURIComponent(shopper.user.email)}`, shopper);
    expect(mine.json()).toEqual(byEmail.json());
    // Paid orders only: the other shopper's unpaid checkout counts for nothing.
    expect((await get('/api/stats/user-stats/me', other)).json()).toMatchObject({
      totalPurchasedProducts: 3,
    });
  });

  it('gives an admin their own figures', async () => {
    expect((await get('/api/stats/user-stats/me', admin)).json()).toMatchObject({
      totalPaymentsCents: 20_580,
      totalPurchasedProducts: 4,
    });
  });
});

describe('the OpenAPI document', () => {
  it('describes both routes beside the email ones', async () => {
    const { paths } = (await get('/api/docs/json')).json() as { paths: Record<string, { get?: unknown }> };
    for (const path of [
      '/api/orders/mine',
      '/api/orders/{email}',
      '/api/stats/user-stats/me',
      '/api/stats/user-stats/{email}',
    ])
      expect(paths[path]?.get, path).toBeDefined();
  });
});
