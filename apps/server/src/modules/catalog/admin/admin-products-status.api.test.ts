import { PRODUCT_FIELD_MESSAGES } from '@shop/shared/catalog/product-fields';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../../seed';
import { type AdminApi, createAdminApi } from '../../../test/admin-api-fixtures';
import { checkoutBody } from '../../../test/order-fixtures';
import { productFixture } from '../../../test/product-fixtures';

// Drafts, publishing and SKUs through the admin products API, on PGlite and (server-postgres
// project) on PostgreSQL, with real parallel requests where two writers race for one SKU.

let t: AdminApi;

const dress = (overrides: Record<string, unknown> = {}) => ({
  name: 'Linen Wrap Dress',
  category: 'dress',
  color: 'green',
  price: 89,
  description: 'A wrap dress in washed linen.',
  images: ['/uploads/wrap.webp'],
  sizes: [
    { size: 'S', stock: 2 },
    { size: 'M', stock: 3 },
  ],
  ...overrides,
});

const create = (body: object) => t.send('POST', '/api/products/created-product', t.admin, body);
const update = (id: string, body: object) =>
  t.send('PATCH', `/api/products/update-product/${id}`, t.admin, body);
const storefront = (handle: string) => t.send('GET', `/api/shopify-products/products/${handle}`, null);

beforeAll(async () => {
  t = await createAdminApi();
}, 120_000);
afterAll(() => t.close());

describe('product status', () => {
  it('a create without status publishes at once, as the original’s Add Product did', async () => {
    const created = await create(dress());
    expect(created.statusCode).toBe(201);
    expect(created.json().status).toBe('active');
    expect((await storefront(created.json().handle)).statusCode).toBe(200);
  });

  it('a draft may lack pictures and stock, stays off the storefront, and publishing says what is missing', async () => {
    const draft = await create(
      dress({ images: undefined, sizes: [{ size: 'M', stock: 0 }], status: 'draft' }),
    );
    expect(draft.statusCode).toBe(201);
    const { _id: id, handle } = draft.json();
    expect(draft.json()).toMatchObject({ status: 'draft', images: [] });
    expect((await storefront(handle)).statusCode).toBe(404);

    const noPicture = await update(id, { status: 'active' });
    expect(noPicture.statusCode).toBe(400);
    expect(noPicture.json()).toEqual({
      message: PRODUCT_FIELD_MESSAGES.publishNeedsPicture,
      field: 'images',
    });
    const noStock = await update(id, { status: 'active', images: ['/uploads/wrap.webp'] });
    expect(noStock.json()).toEqual({ message: PRODUCT_FIELD_MESSAGES.publishNeedsStock, field: 'sizes' });
    expect((await t.send('GET', `/api/products/${id}`, t.admin)).json()).toMatchObject({
      status: 'draft',
      images: [],
    });

    const published = await update(id, {
      status: 'active',
      images: ['/uploads/wrap.webp'],
      sizes: [{ size: 'M', stock: 4 }],
    });
    expect(published.statusCode).toBe(200);
    expect(published.json().status).toBe('active');
    expect((await storefront(handle)).statusCode).toBe(200);
  });

  it('publishing in the create body needs a picture and stock too', async () => {
    const bare = await create(dress({ images: undefined, status: 'active' }));
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toEqual([
      { message: PRODUCT_FIELD_MESSAGES.publishNeedsPicture, field: 'images' },
    ]);
    const empty = await create(dress({ sizes: [{ size: 'S', stock: 0 }], status: 'active' }));
    expect(empty.json().errors).toEqual([
      { message: PRODUCT_FIELD_MESSAGES.publishNeedsStock, field: 'sizes' },
    ]);
    expect((await create(dress({ status: 'published' }))).json().errors).toEqual([
      { message: 'Status must be one of: draft, active, archived', field: 'status' },
    ]);
  });

  it('an archived product leaves the storefront and its cart lines become unavailable; its orders stay', async () => {
    const product = (await create(dress({ name: 'Archived Slip' }))).json();
    const variantId = product.sizes[0].variantId;
    const quote = () =>
      t.send('POST', '/api/cart/quote', null, { cartItems: [{ id: variantId, quantity: 1 }] });
    expect((await quote()).json().items).toHaveLength(1);

    expect((await update(product._id, { status: 'archived' })).json().status).toBe('archived');
    expect((await storefront(product.handle)).statusCode).toBe(404);
    expect((await quote()).json().items).toEqual([]);
    const checkout = await t.send(
      'POST',
      '/api/orders/create-checkout-session',
      t.shopper,
      await checkoutBody(t.app, t.shopper.user.email, [{ id: variantId, quantity: 1 }]),
    );
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json().message).toBe('A product in your cart is no longer available. Please remove it.');
    // The admin still finds it, by status.
    const archived = await t.send('GET', '/api/products?status=archived', t.admin);
    expect(archived.json().products.map((p: { name: string }) => p.name)).toEqual(['Archived Slip']);
  });

  it('only an admin changes status', async () => {
    const product = (await create(dress({ name: 'Guarded Dress' }))).json();
    const asShopper = await t.send('PATCH', `/api/products/update-product/${product._id}`, t.shopper, {
      status: 'draft',
    });
    expect(asShopper.statusCode).toBe(403);
    expect((await storefront(product.handle)).statusCode).toBe(200);
  });
});

describe('SKUs and barcodes', () => {
  it('are generated from the handle, colour and size when left empty, and kept by edits', async () => {
    const created = (
      await create(
        dress({
          name: 'Sku Dress',
          sizes: [
            { size: 'S', stock: 1 },
            { size: 'M', stock: 1, sku: '' },
          ],
        }),
      )
    ).json();
    const prefix = created.handle.toUpperCase();
    expect(created.sizes.map((s: { sku: string; barcode: null }) => [s.sku, s.barcode])).toEqual([
      [`${prefix}-GREEN-S`, null],
      [`${prefix}-GREEN-M`, null],
    ]);
    const edited = await update(created._id, {
      price: 79,
      sizes: [
        { size: 'S', stock: 5, barcode: '4006381333931' },
        { size: 'M', stock: 1 },
      ],
    });
    expect(edited.statusCode).toBe(200);
    expect(
      edited.json().sizes.map((s: { sku: string; barcode: string | null }) => [s.sku, s.barcode]),
    ).toEqual([
      [`${prefix}-GREEN-S`, '4006381333931'],
      [`${prefix}-GREEN-M`, null],
    ]);
  });

  it('a SKU another size has (in any case) answers 409 naming it; a bad one 400', async () => {
    const first = await create(
      dress({ name: 'Owner Sku', sizes: [{ size: 'S', stock: 1, sku: 'WRAP-001' }] }),
    );
    expect(first.json().sizes[0].sku).toBe('WRAP-001');
    const taken = await create(
      dress({
        sizes: [
          { size: 'S', stock: 1 },
          { size: 'M', stock: 1, sku: 'wrap-001' },
        ],
      }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: PRODUCT_FIELD_MESSAGES.skuTaken('wrap-001'),
      field: 'sizes.1.sku',
    });
    const twice = await create(
      dress({
        sizes: [
          { size: 'S', stock: 1, sku: 'TWIN' },
          { size: 'M', stock: 1, sku: 'twin' },
        ],
      }),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().field).toBe('sizes.1.sku');
    const bad = await create(dress({ sizes: [{ size: 'S', stock: 1, sku: 'has space' }] }));
    expect(bad.json().errors).toEqual([{ message: PRODUCT_FIELD_MESSAGES.sku, field: 'sizes.0.sku' }]);
    const badBarcode = await create(dress({ sizes: [{ size: 'S', stock: 1, barcode: '<b>' }] }));
    expect(badBarcode.json().errors).toEqual([
      { message: PRODUCT_FIELD_MESSAGES.barcode, field: 'sizes.0.barcode' },
    ]);
  });

  it('a generated SKU someone typed already gets a numbered suffix', async () => {
    // The owner typed exactly what the next products' generated SKUs would be.
    await create(dress({ name: 'Squatter', sizes: [{ size: 'S', stock: 1, sku: 'plain-tee-green-s' }] }));
    await create(dress({ name: 'Squatter 2', sizes: [{ size: 'S', stock: 1, sku: 'PLAIN-TEE-GREEN-S-2' }] }));
    await insertProducts(t.database.db, [
      productFixture({ handle: 'plain-tee', color: 'green', sizes: ['S', 'M'] }),
    ]);
    const found = await t.send('GET', '/api/products?search=plain-tee', t.admin);
    expect(found.json().products[0].sizes.map((s: { sku: string }) => s.sku)).toEqual([
      'PLAIN-TEE-GREEN-S-3',
      'PLAIN-TEE-GREEN-M',
    ]);
  });

  it('two creates racing for one SKU: one 201, one 409 naming it', async () => {
    const answers = await Promise.all(
      [1, 2].map((n) =>
        create(dress({ name: `Race ${n}`, sizes: [{ size: 'S', stock: 1, sku: 'RACE-SKU' }] })),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.statusCode === 409);
    expect(refused?.json().message).toMatch(/^SKU RACE-SKU is already used/);
    expect(refused?.json().field).toMatch(/^sizes/);
  });

  it('Manage Products finds a product by a whole SKU or barcode', async () => {
    const product = (
      await create(
        dress({
          name: 'Findable',
          sizes: [{ size: 'M', stock: 1, sku: 'FIND-ME-9', barcode: '0012345678905' }],
        }),
      )
    ).json();
    for (const search of ['find-me-9', '0012345678905']) {
      const found = await t.send('GET', `/api/products?search=${search}`, t.admin);
      expect(found.json().products.map((p: { _id: string }) => p._id)).toEqual([product._id]);
    }
  });
});
