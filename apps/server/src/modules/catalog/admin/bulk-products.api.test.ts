import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminApi, createAdminApi } from '../../../test/admin-api-fixtures';
import { registerAndLogin } from '../../../test/auth-fixtures';
import { checkoutBody } from '../../../test/order-fixtures';
import { productVariants } from '../catalog.schema';

// Manage Products' bulk actions and Duplicate, on PGlite and (server-postgres) on PostgreSQL.

let t: AdminApi;

const create = async (name: string, fields: Record<string, unknown> = {}) => {
  const answer = await t.send('POST', '/api/products/created-product', t.admin, {
    name,
    category: 'accessories',
    color: 'gold',
    price: 10,
    description: `${name}.`,
    images: ['/uploads/bulk.webp'],
    sizes: [{ size: 'One Size', stock: 4 }],
    ...fields,
  });
  expect(answer.statusCode).toBe(201);
  return answer.json() as { _id: string; handle: string; sizes: { variantId: string; sku: string }[] };
};
const bulk = (body: object) => t.send('POST', '/api/products/bulk', t.admin, body);
const product = async (id: string) => (await t.send('GET', `/api/products/${id}`, t.admin)).json();

beforeAll(async () => {
  t = await createAdminApi();
}, 120_000);
afterAll(() => t.close());

describe('bulk price changes', () => {
  it('by a percentage: to the cent, never below $0.01, the compare-at price moving too', async () => {
    const a = await create('Cuff A', { price: 19.99, oldPrice: 25 });
    const b = await create('Cuff B', { price: 0.05 });
    const c = await create('Cuff C', { price: 10 });
    const cut = await bulk({ action: 'adjust-price', percent: -15, ids: [a._id, b._id] });
    expect(cut.json()).toEqual({ changed: 2, message: '2 products updated', skipped: [] });
    // 19.99 × 0.85 = 16.9915; 25 × 0.85 = 21.25; 0.05 × 0.85 = 0.0425.
    expect(await product(a._id)).toMatchObject({ price: 16.99, oldPrice: 21.25 });
    expect((await product(b._id)).price).toBe(0.04);
    expect((await product(c._id)).price).toBe(10);
    await bulk({ action: 'adjust-price', percent: -99, ids: [b._id] });
    expect((await product(b._id)).price).toBe(0.01);
    // The size's own price follows, and so does what the storefront shows and charges.
    const shown = await t.send('GET', `/api/shopify-products/products/${a.handle}`, null);
    expect(shown.json().priceRange.minVariantPrice.amount).toBe('16.99');
  });

  it('by an amount: a compare-at price no longer above the price is dropped', async () => {
    const d = await create('Cuff D', { price: 4, oldPrice: 5 });
    const e = await create('Cuff E', { price: 10, oldPrice: 12 });
    expect((await bulk({ action: 'adjust-price', amount: -4.5, ids: [d._id, e._id] })).json().changed).toBe(
      2,
    );
    expect(await product(d._id)).toMatchObject({ price: 0.01, oldPrice: 0.5 });
    expect(await product(e._id)).toMatchObject({ price: 5.5, oldPrice: 7.5 });
    await bulk({ action: 'adjust-price', amount: 2, ids: [d._id] });
    expect(await product(d._id)).toMatchObject({ price: 2.01, oldPrice: 2.5 });
  });

  it('refuses a body without a change or without products, naming the field, and changes nothing', async () => {
    const f = await create('Cuff F');
    const none = await bulk({ action: 'adjust-price', ids: [f._id] });
    expect(none.statusCode).toBe(400);
    expect(none.json().field).toBe('percent');
    const nobody = await bulk({ action: 'add-stock', quantity: 2 });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().field).toBe('ids');
    const unknown = await bulk({ action: 'paint', ids: [f._id] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().field).toBe('action');
    expect((await product(f._id)).price).toBe(10);
  });
});

describe('bulk status, stock and delete', () => {
  it('publishing all that match a filter skips those without a picture or stock, and says why', async () => {
    const ready = await create('Draft Ready', {
      category: 'shoes',
      sizes: [{ size: '38', stock: 1 }],
      status: 'draft',
    });
    const bare = await create('Draft Bare', {
      category: 'shoes',
      images: undefined,
      sizes: [{ size: '38', stock: 0 }],
      status: 'draft',
    });
    const other = await create('Other Draft', { status: 'draft' });
    const published = await bulk({ action: 'set-status', status: 'active', filter: { category: 'shoes' } });
    expect(published.json()).toEqual({
      changed: 1,
      message: '1 product updated',
      skipped: [{ id: bare._id, name: 'Draft Bare', reason: 'no picture and no stock' }],
    });
    expect((await product(ready._id)).status).toBe('active');
    expect((await product(bare._id)).status).toBe('draft');
    expect((await product(other._id)).status).toBe('draft');
    expect((await t.send('GET', `/api/shopify-products/products/${ready.handle}`, null)).statusCode).toBe(
      200,
    );

    const hidden = await bulk({ action: 'set-status', status: 'archived', ids: [ready._id, other._id] });
    expect(hidden.json().changed).toBe(2);
    expect((await t.send('GET', `/api/shopify-products/products/${ready.handle}`, null)).statusCode).toBe(
      404,
    );
  });

  it('adding stock while shoppers check out loses no unit', async () => {
    const g = await create('Busy Ring', { sizes: [{ size: 'One Size', stock: 3 }] });
    const variantId = g.sizes[0]?.variantId as string;
    const shoppers = await Promise.all([1, 2, 3, 4, 5].map(() => registerAndLogin(t.app, t.database.db)));
    const checkouts = shoppers.map(async (who) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders/create-checkout-session',
        headers: who.bearer,
        payload: await checkoutBody(t.app, who.user.email, [{ id: variantId, quantity: 1 }]),
      }),
    );
    const [added, ...answers] = await Promise.all([
      bulk({ action: 'add-stock', quantity: 10, ids: [g._id] }),
      ...checkouts,
    ]);
    expect(added.json().changed).toBe(1);
    const held = answers.filter((a) => a.statusCode === 200).length;
    const [row] = await t.database.db.select().from(productVariants).where(eq(productVariants.id, variantId));
    expect(row).toMatchObject({ stock: 13, reserved: held });
    expect(held).toBeGreaterThanOrEqual(3);
  });

  it('deletes the chosen products in one go', async () => {
    const h = await create('Gone One');
    const i = await create('Gone Two');
    const deleted = await bulk({ action: 'delete', ids: [h._id, i._id] });
    expect(deleted.json()).toEqual({ changed: 2, message: '2 products deleted', skipped: [] });
    expect((await t.send('GET', `/api/products/${h._id}`, t.admin)).statusCode).toBe(404);
  });

  it('is the admin’s alone', async () => {
    const j = await create('Kept Price');
    const asShopper = await t.send('POST', '/api/products/bulk', t.shopper, {
      action: 'adjust-price',
      percent: -50,
      ids: [j._id],
    });
    expect(asShopper.statusCode).toBe(403);
    expect((await product(j._id)).price).toBe(10);
  });
});

describe('duplicate', () => {
  it('makes a draft copy with new SKUs, no stock and the same pictures and prices', async () => {
    const original = await create('Pearl Drops', {
      price: 49.5,
      oldPrice: 60,
      sizes: [{ size: 'One Size', stock: 7, barcode: '123' }],
    });
    const copy = await t.send('POST', `/api/products/${original._id}/duplicate`, t.admin);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({
      name: 'Copy of Pearl Drops',
      status: 'draft',
      price: 49.5,
      oldPrice: 60,
      images: ['/uploads/bulk.webp'],
      stock: 0,
    });
    expect(copy.json().handle).not.toBe(original.handle);
    expect(copy.json().sizes[0].sku).not.toBe(original.sizes[0]?.sku);
    expect(copy.json().sizes[0].barcode).toBeNull();
    const missing = await t.send(
      'POST',
      '/api/products/00000000-0000-4000-8000-000000000000/duplicate',
      t.admin,
    );
    expect(missing.statusCode).toBe(404);
    // A shopper or a guest cannot copy a product.
    expect((await t.send('POST', `/api/products/${original._id}/duplicate`, t.shopper)).statusCode).toBe(403);
    expect((await t.send('POST', `/api/products/${original._id}/duplicate`, null)).statusCode).toBe(401);
  });
});
