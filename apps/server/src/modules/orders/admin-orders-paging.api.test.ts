import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../seed';
import { type LoggedIn, registerAndLogin } from '../../test/auth-fixtures';
import { checkoutOne } from '../../test/order-fixtures';
import { productFixture } from '../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: LoggedIn;
let shopper: LoggedIn;
const ring = productFixture({ title: 'Gold Ring', category: 'jewellery', stock: 20 });

/** A paid order of one ring, through the test checkout page. */
const buyRing = () => checkoutOne(t.app, shopper, ring.variants[0]?.id as string);

beforeAll(async () => {
  t = await createTestApp();
  await insertProducts(t.database.db, [ring]);
  admin = await registerAndLogin(t.app, t.database.db, { role: 'admin' });
  shopper = await registerAndLogin(t.app, t.database.db);
});
afterAll(() => t.close());

describe('GET /api/orders past the end', () => {
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
