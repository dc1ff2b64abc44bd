import { adminStatsSchema } from '@shop/shared/stats-schemas';
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
const ring = productFixture({ title: 'Gold Ring', category: 'jewellery', priceCents: 10_000, stock: 50 });
const thisYear = new Date().getUTCFullYear();

const stats = async (query = '') => {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/stats/admin-stats${query}`,
    headers: admin.bearer,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return adminStatsSchema.parse(answer.json());
};

/**
 * An order of one ring that used `code` and got `cents` off, paid at `paidAt` unless `pay` is
 * false. The checkout's own pricing of codes has its own tests: here the order is written as a
 * paid order with a code is stored.
 */
const orderWith = async (
  code: string | null,
  cents: number,
  { paidAt = new Date().toISOString(), pay = true }: { paidAt?: string; pay?: boolean } = {},
) => {
  const session = await checkoutOne(t.app, shopper, ring.variants[0]?.id as string, { pay });
  await t.database.db.execute(sql`
    update orders set discount_code = ${code}, discount_cents = ${cents}
      ${pay ? sql`, paid_at = ${paidAt}::timestamptz` : sql``}
    where payment_session_id = ${session}`);
  return session;
};

beforeAll(async () => {
  t = await createTestApp();
  await insertProducts(t.database.db, [ring]);
  admin = await registerAndLogin(t.app, t.database.db, { role: 'admin' });
  shopper = await registerAndLogin(t.app, t.database.db);
});
afterAll(() => t.close());

describe('discounts in the admin statistics', () => {
  it('shows none before any code is used', async () => {
    await orderWith(null, 0);
    expect((await stats()).discounts).toEqual({ orders: 0, amount: 0, amountCents: 0, topCodes: [] });
  });

  it('counts the year’s paid orders that used a code, what the codes took off, and the five most used', async () => {
    const inYear = (month: number) => `${thisYear}-${String(month).padStart(2, '0')}-15T12:00:00Z`;
    // WELCOME three times, SUMMER twice (one of them refunded in full since: the sale was undone,
    // its discount with it, so it counts nowhere, as on the Sales and Discount codes pages).
    await orderWith('WELCOME', 1_000, { paidAt: inYear(1) });
    await orderWith('WELCOME', 1_000, { paidAt: inYear(2) });
    await orderWith('WELCOME', 550, { paidAt: inYear(3) });
    await orderWith('SUMMER', 2_000, { paidAt: inYear(6) });
    const refunded = await orderWith('SUMMER', 2_000, { paidAt: inYear(7) });
    await t.database.db.execute(
      sql`update orders set payment_status = 'refunded' where payment_session_id = ${refunded}`,
    );
    // Five more codes once each: the smallest amounts fall off the list of five.
    for (const [code, cents] of [
      ['ALPHA', 900],
      ['BRAVO', 800],
      ['CHARLIE', 700],
      ['DELTA', 100],
      ['ECHO', 50],
    ] as const) {
      await orderWith(code, cents, { paidAt: inYear(8) });
    }
    // Not counted: another year's, an unpaid checkout's, a code that took nothing off.
    await orderWith('WELCOME', 1_000, { paidAt: `${thisYear - 1}-12-31T23:59:00Z` });
    await orderWith('WELCOME', 1_000, { pay: false });
    await orderWith('FREESHIP', 0, { paidAt: inYear(4) });

    const { discounts } = await stats();
    expect(discounts).toEqual({
      orders: 9,
      amount: 71,
      amountCents: 7_100,
      topCodes: [
        { code: 'WELCOME', orders: 3, amount: 25.5 },
        { code: 'SUMMER', orders: 1, amount: 20 },
        { code: 'ALPHA', orders: 1, amount: 9 },
        { code: 'BRAVO', orders: 1, amount: 8 },
        { code: 'CHARLIE', orders: 1, amount: 7 },
      ],
    });

    // The year before sees only its own order.
    expect((await stats(`?year=${thisYear - 1}`)).discounts).toEqual({
      orders: 1,
      amount: 10,
      amountCents: 1_000,
      topCodes: [{ code: 'WELCOME', orders: 1, amount: 10 }],
    });
  });
});
