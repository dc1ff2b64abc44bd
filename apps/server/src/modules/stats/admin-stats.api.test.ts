import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../seed';
import { type LoggedIn, registerAndLogin } from '../../test/auth-fixtures';
import { checkoutOne } from '../../test/order-fixtures';
import { productFixture } from '../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: LoggedIn;
let shopper: LoggedIn;
const ring = productFixture({ title: 'Gold Ring', category: 'jewellery', priceCents: 10_000, stock: 20 });
const scarf = productFixture({ title: 'Silk Scarf', category: 'accessories', priceCents: 2_000, stock: 2 });
const thisYear = new Date().getUTCFullYear();

const stats = (who: LoggedIn | null, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/stats/admin-stats${query}`, headers: who?.bearer ?? {} });

/** A checkout for `quantity` of the ring, paid on the test checkout page when `pay` is set. */
const buy = (quantity: number, pay: boolean) =>
  checkoutOne(t.app, shopper, ring.variants[0]?.id as string, { quantity, pay });

const setPaidAt = (sessionId: string, at: string) =>
  t.database.db.execute(
    sql`update orders set paid_at = ${at}::timestamptz where payment_session_id = ${sessionId}`,
  );

beforeAll(async () => {
  t = await createTestApp();
  await insertProducts(t.database.db, [ring, scarf]);
  admin = await registerAndLogin(t.app, t.database.db, { role: 'admin' });
  shopper = await registerAndLogin(t.app, t.database.db);
});
afterAll(() => t.close());

describe('GET /api/stats/admin-stats', () => {
  it('answers 401 without a session and 403 to a shopper', async () => {
    expect((await stats(null)).statusCode).toBe(401);
    expect((await stats(shopper)).statusCode).toBe(403);
  });

  it('counts paid orders only, and spreads one year of earnings over twelve months', async () => {
    const march = await buy(1, true); // $100 + 5 % tax = $105.00
    const lastYear = await buy(2, true); // $210.00
    const now = await buy(1, true); // $105.00, paid just now
    await buy(3, false); // a checkout never paid: no earnings, no order
    await setPaidAt(march, `${thisYear}-03-15T12:00:00Z`);
    await setPaidAt(lastYear, `${thisYear - 1}-12-31T23:30:00Z`);
    void now;

    const answer = await stats(admin);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({
      totalEarnings: 420,
      totalEarningsCents: 42_000,
      totalOrders: 3,
      totalProducts: 2,
      totalReviews: 0,
      year: thisYear,
    });
    // The admin, the shopper and the first admin the app creates.
    expect(body.totalUsers).toBeGreaterThanOrEqual(2);
    expect(body.monthlyEarnings).toHaveLength(12);
    expect(body.monthlyEarnings.map((m: { month: number }) => m.month)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
    const currentMonth = new Date().getUTCMonth() + 1;
    const expected = Array.from(
      { length: 12 },
      (_, i) => (i + 1 === 3 ? 105 : 0) + (i + 1 === currentMonth ? 105 : 0),
    );
    expect(body.monthlyEarnings.map((m: { earnings: number }) => m.earnings)).toEqual(expected);

    const before = (await stats(admin, `?year=${thisYear - 1}`)).json();
    expect(before.year).toBe(thisYear - 1);
    expect(before.monthlyEarnings[11]).toEqual({ month: 12, earnings: 210, refunds: 0, net: 210 });
    expect(before.totalEarnings).toBe(420);
  });

  it('lists the variants closest to selling out and the paid orders still to ship', async () => {
    const body = (await stats(admin)).json();
    // The scarf has 2 of each size; the ring's sizes have plenty.
    expect(body.lowStock.length).toBeGreaterThan(0);
    expect(
      body.lowStock.every((v: { title: string; free: number }) => v.title === 'Silk Scarf' && v.free <= 3),
    ).toBe(true);
    expect(body.toShip.total).toBe(3);
    const first = body.toShip.orders[0];
    expect(first).toMatchObject({ email: shopper.user.email, status: 'pending', amount: 210 });

    await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/update-order-status/${first._id}`,
      headers: admin.bearer,
      payload: { status: 'shipped' },
    });
    const after = (await stats(admin)).json();
    expect(after.toShip.total).toBe(2);
    expect(after.toShip.orders.map((o: { _id: string }) => o._id)).not.toContain(first._id);
  });

  it('leaves sold-out sizes out of the sizes closest to selling out', async () => {
    const dress = productFixture({ title: 'Linen Dress', category: 'dress', stock: 1 });
    await insertProducts(t.database.db, [dress]);
    const [soldOut, ...others] = dress.variants;
    await t.database.db.execute(
      sql`update product_variants set stock = 0 where id = ${soldOut?.id as string}::uuid`,
    );

    const body = (await stats(admin)).json();
    const listed = body.lowStock as { variantId: string; free: number }[];
    expect(listed.map((v) => v.variantId)).not.toContain(soldOut?.id);
    expect(listed.every((v) => v.free > 0 && v.free <= 3)).toBe(true);
    // The dress's sizes with one left come first: the fewest free first, sold-out ones gone.
    expect(listed[0]).toMatchObject({ title: 'Linen Dress', free: 1 });
    expect(others.length).toBeGreaterThan(0);
  });

  it('refuses a year that is not one, naming the field', async () => {
    for (const year of ['abc', '1999', '2101', '2026.5']) {
      const answer = await stats(admin, `?year=${year}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().field).toBe('year');
    }
  });
});
