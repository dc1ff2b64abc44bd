import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../db/seed';
import { type LoggedIn, registerAndLogin } from '../../test/auth-fixtures';
import { productFixture } from '../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: LoggedIn;
let shopper: LoggedIn;
const ring = productFixture({ title: 'Gold Ring', category: 'jewellery', stock: 20 });

/** A paid order of one ring, through the test checkout page. */
async function buyRing() {
  const session = await t.app.inject({
    method: 'POST',
    url: '/api/orders/create-checkout-session',
    headers: shopper.bearer,
    payload: { products: [{ id: ring.variants[0]?.id, quantity: 1 }], user_email: shopper.user.email },
  });
  const { id } = session.json() as { id: string };
  const paid = await t.app.inject({
    method: 'POST',
    url: `/checkout/${id}`,
    headers: { ...shopper.bearer, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'name=Ann&number=4242424242424242&expiry=12%2F39&cvc=123',
  });
  expect(paid.statusCode).toBeLessThan(400);
}

beforeAll(async () => {
  t = await createTestApp();
  await insertProducts(t.database.db, [ring]);
  admin = await registerAndLogin(t.app, t.database.db, { role: 'admin' });
  shopper = await registerAndLogin(t.app, t.database.db);
});
afterAll(() => t.close());

describe('GET /api/orders past the end (issue 25, item 11)', () => {
  it('answers the last page, and says which page it is', async () => {
    for (let i = 0; i < 3; i += 1) await buyRing();
    const list = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/orders${query}`, headers: admin.bearer });
    const past = (await list('?paymentStatus=paid&limit=2&page=40')).json();
    expect(past).toMatchObject({ page: 2, totalPages: 2, total: 3 });
    expect(past.orders).toHaveLength(1);
    const none = (await list('?paymentStatus=paid&search=NOSUCHORDER&page=3')).json();
    expect(none).toMatchObject({ page: 1, totalPages: 1, total: 0, orders: [] });
  });
});
