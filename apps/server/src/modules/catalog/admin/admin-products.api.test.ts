import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCache } from '../../../lib/stores/response-cache';
import { insertProducts } from '../../../seed';
import { type LoggedIn, registerAndLogin } from '../../../test/auth-fixtures';
import { checkoutBody, payOnTestCheckout } from '../../../test/order-fixtures';
import { productFixture } from '../../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: LoggedIn;
let shopper: LoggedIn;
// A long-lived cache and memo of totals, as in production: every write must clear them for the
// storefront to see it.
const cache = new ResponseCache(600_000);
const existing = productFixture({ title: 'Old Denim Jacket', category: 'clothing', stock: 4 });

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, who = admin) =>
  t.app.inject({ method, url: `/api/products${url}`, headers: who.bearer, ...(payload ? { payload } : {}) });
const storefront = (url: string) => t.app.inject({ method: 'GET', url: `/api/shopify-products${url}` });

const newDress = {
  name: 'Poppy Linen Wrap Dress',
  category: 'dress',
  color: 'red',
  price: 89.5,
  description: 'A wrap dress in washed linen.\n\nTie waist, <b>midi</b> length.',
  images: ['/uploads/poppy-front.webp', '/uploads/poppy-back.webp'],
  sizes: [
    { size: 'S', stock: 3 },
    { size: 'M', stock: 5 },
  ],
};

beforeAll(async () => {
  t = await createTestApp({ catalogCache: cache, catalogMemoSeconds: 600 });
  await insertProducts(t.database.db, [existing]);
  admin = await registerAndLogin(t.app, t.database.db, { role: 'admin' });
  shopper = await registerAndLogin(t.app, t.database.db);
});
afterAll(() => t.close());

describe('POST /api/products/created-product', () => {
  it('adds a product authored by the calling admin, in the storefront, its search and category at once', async () => {
    // Warm the cache first, so a stale answer would show.
    expect((await storefront('/products?category=dress')).json().total).toBe(0);
    expect((await storefront('/products?q=popy')).json().total).toBe(0);
    const created = await call('POST', '/created-product', newDress);
    expect(created.statusCode).toBe(201);
    const product = created.json();
    expect(product).toMatchObject({
      name: 'Poppy Linen Wrap Dress',
      category: 'dress',
      color: 'red',
      price: 89.5,
      oldPrice: null,
      image: '/uploads/poppy-front.webp',
      images: ['/uploads/poppy-front.webp', '/uploads/poppy-back.webp'],
      stock: 8,
      author: admin.user.id,
    });
    expect(product.handle).toMatch(/^poppy-linen-wrap-dress-[0-9a-f]{6}$/);
    expect(product.sizes.map((s: { size: string; stock: number }) => [s.size, s.stock])).toEqual([
      ['S', 3],
      ['M', 5],
    ]);

    const page = await storefront(`/products/${product.handle}`);
    expect(page.statusCode).toBe(200);
    // The description is text: its markup arrives escaped, in paragraphs.
    expect(page.json().descriptionHtml).toBe(
      '<p>A wrap dress in washed linen.</p><p>Tie waist, &lt;b&gt;midi&lt;/b&gt; length.</p>',
    );
    expect(page.json().priceRange.minVariantPrice.amount).toBe('89.50');
    expect((await storefront('/products?category=dress')).json().total).toBe(1);
    // A misspelling the new product's name now corrects.
    expect((await storefront('/products?q=popy')).json().total).toBe(1);
    const search = (await storefront('/products?q=poppy')).json();
    expect(search.products.map((p: { handle: string }) => p.handle)).toContain(product.handle);
  });

  it("takes the original's single image and gives the category's sizes when none are sent", async () => {
    const created = await call('POST', '/created-product', {
      name: 'Stiletto Pumps',
      category: 'shoes',
      color: 'black',
      price: 120,
      description: 'Pointed pumps.',
      image: '/uploads/pumps.webp',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().images).toEqual(['/uploads/pumps.webp']);
    expect(created.json().sizes.map((s: { size: string }) => s.size)).toEqual([
      '36',
      '37',
      '38',
      '39',
      '40',
      '41',
    ]);
    expect(created.json().stock).toBe(0);
  });

  it('refuses fields the server owns and unknown ones, naming them (no mass assignment)', async () => {
    for (const field of ['author', '_id', 'averageRating', 'createdAt', 'isAdmin']) {
      const answer = await call('POST', '/created-product', { ...newDress, [field]: 'x' });
      expect(answer.statusCode, field).toBe(400);
      expect(answer.json().field).toBe(field);
    }
  });

  it.each([
    ['price', { price: 0 }],
    ['price', { price: -5 }],
    ['price', { price: 'free' }],
    ['price', { price: 10.999 }],
    // A typo that would be $0.00 once in cents.
    ['price', { price: 0.000000001 }],
    ['name', { name: '  ' }],
    ['category', { category: 'hats' }],
    ['color', { color: 'teal' }],
    ['description', { description: '' }],
    ['images', { images: [] }],
    ['images.0', { images: ['javascript:alert(1)'] }],
    ['oldPrice', { oldPrice: 80 }],
    ['sizes.0.stock', { sizes: [{ size: 'S', stock: -1 }] }],
    ['sizes.0.stock', { sizes: [{ size: 'S', stock: 1.5 }] }],
    ['sizes', { sizes: [{ size: '38', stock: 1 }] }],
    [
      'sizes',
      {
        sizes: [
          { size: 'S', stock: 1 },
          { size: 'S', stock: 2 },
        ],
      },
    ],
  ])('refuses a bad %s with a 400 naming it', async (field, change) => {
    const answer = await call('POST', '/created-product', { ...newDress, ...change });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().field).toBe(field);
  });

  it('is for admins only', async () => {
    const answer = await call('POST', '/created-product', newDress, shopper);
    expect(answer.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/products/created-product', payload: newDress }))
        .statusCode,
    ).toBe(401);
  });
});

describe('reading products', () => {
  it('pages 12 at a time, newest first, and filters by words in the name', async () => {
    await insertProducts(
      t.database.db,
      Array.from({ length: 14 }, (_, i) =>
        productFixture({ title: `Batch Tee ${i + 1}`, category: 'clothing' }),
      ),
    );
    const first = (await call('GET', '/')).json();
    expect(first.products).toHaveLength(12);
    expect(first.totalProducts).toBeGreaterThanOrEqual(17);
    expect(first.totalPages).toBe(Math.ceil(first.totalProducts / 12));
    const dates = first.products.map((p: { createdAt: string }) => p.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);

    const found = (await call('GET', '/?search=batch%20tee&limit=50')).json();
    expect(found.totalProducts).toBe(14);
    expect(found.products.every((p: { name: string }) => p.name.startsWith('Batch Tee'))).toBe(true);
    // Wildcards are letters here, not patterns.
    expect((await call('GET', '/?search=%25')).json().totalProducts).toBe(0);
    expect((await call('GET', '/?limit=0')).json().field).toBe('limit');
  });

  it('finds one by id, and related products of the same category without itself', async () => {
    const one = await call('GET', `/${existing.id}`);
    expect(one.json()).toMatchObject({ _id: existing.id, name: 'Old Denim Jacket', stock: 20, author: null });
    const related = (await call('GET', `/related/${existing.id}`)).json();
    expect(related.length).toBeGreaterThan(0);
    expect(
      related.every(
        (p: { category: string; _id: string }) => p.category === 'clothing' && p._id !== existing.id,
      ),
    ).toBe(true);
    expect((await call('GET', '/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call('GET', '/not-an-id')).json().field).toBe('id');
  });
});

describe('PATCH /api/products/update-product/:id', () => {
  it('changes prices, pictures and stock per size, and the storefront shows it at once', async () => {
    const { _id, handle } = (
      await call('POST', '/created-product', { ...newDress, name: 'Editable Dress' })
    ).json();
    await storefront(`/products/${handle}`);
    const updated = await call('PATCH', `/update-product/${_id}`, {
      price: 79,
      oldPrice: 99,
      images: ['/uploads/new-main.webp'],
      sizes: [
        { size: 'M', stock: 2 },
        { size: 'L', stock: 6 },
      ],
      dropSizes: ['S'],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      price: 79,
      oldPrice: 99,
      image: '/uploads/new-main.webp',
      stock: 8,
    });
    expect(updated.json().sizes.map((s: { size: string }) => s.size)).toEqual(['M', 'L']);

    const page = (await storefront(`/products/${handle}`)).json();
    expect(page.priceRange.minVariantPrice.amount).toBe('79.00');
    expect(page.compareAtPrice.amount).toBe('99.00');
    expect(page.images.edges.map((e: { node: { url: string } }) => e.node.url)).toEqual([
      '/uploads/new-main.webp',
    ]);
    expect(page.variants.edges).toHaveLength(2);
  });

  it('refuses server-owned fields, an empty change, and a sale price under the price', async () => {
    expect(
      (await call('PATCH', `/update-product/${existing.id}`, { author: shopper.user.id })).json().field,
    ).toBe('author');
    expect((await call('PATCH', `/update-product/${existing.id}`, {})).statusCode).toBe(400);
    const sale = await call('PATCH', `/update-product/${existing.id}`, { oldPrice: 1 });
    expect(sale.statusCode).toBe(400);
    expect(sale.json().field).toBe('oldPrice');
    expect(
      (await call('PATCH', '/update-product/00000000-0000-4000-8000-000000000000', { price: 5 })).statusCode,
    ).toBe(404);
  });

  it('never sets stock below what checkouts in progress hold', async () => {
    const { _id, sizes } = (
      await call('POST', '/created-product', { ...newDress, name: 'Held Dress' })
    ).json();
    const variantM = sizes.find((s: { size: string }) => s.size === 'M').variantId;
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create-checkout-session',
      headers: shopper.bearer,
      payload: await checkoutBody(t.app, shopper.user.email, [{ id: variantM, quantity: 4 }]),
    });
    expect(checkout.statusCode).toBe(200);
    const lowered = await call('PATCH', `/update-product/${_id}`, {
      sizes: [{ size: 'M', stock: 3 }],
      dropSizes: ['S'],
    });
    expect(lowered.statusCode).toBe(409);
    expect(lowered.json()).toMatchObject({ field: 'sizes' });
    expect(lowered.json().message).toContain('Size M has 4 held');
    // Nothing changed.
    expect(
      (await call('GET', `/${_id}`)).json().sizes.find((s: { size: string }) => s.size === 'M'),
    ).toMatchObject({
      stock: 5,
      reserved: 4,
      free: 1,
    });
  });
});

describe('sizes and their stock across an edit', () => {
  const sizesOf = async (id: string) =>
    Object.fromEntries(
      (await call('GET', `/${id}`))
        .json()
        .sizes.map((s: { size: string; stock: number; reserved: number }) => [s.size, [s.stock, s.reserved]]),
    );
  const checkout = async (who: LoggedIn, variantId: string, quantity = 1) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders/create-checkout-session',
      headers: who.bearer,
      payload: await checkoutBody(t.app, who.user.email, [{ id: variantId, quantity }]),
    });

  it('refuses to drop a size with stock unless the body says so (409 naming it), and drops it when told', async () => {
    const { _id } = (await call('POST', '/created-product', { ...newDress, name: 'Sized Dress' })).json();
    // M has 5 in stock; L is new. Without dropSizes nothing changes.
    const refused = await call('PATCH', `/update-product/${_id}`, {
      sizes: [
        { size: 'S', stock: 3 },
        { size: 'L', stock: 2 },
      ],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ field: 'sizes' });
    expect(refused.json().message).toContain('Size M (5 in stock)');
    expect(refused.json().message).toContain('dropSizes: ["M"]');
    expect(await sizesOf(_id)).toEqual({ S: [3, 0], M: [5, 0] });

    const dropped = await call('PATCH', `/update-product/${_id}`, {
      sizes: [
        { size: 'S', stock: 3 },
        { size: 'L', stock: 2 },
      ],
      dropSizes: ['M'],
    });
    expect(dropped.statusCode).toBe(200);
    expect(await sizesOf(_id)).toEqual({ S: [3, 0], L: [2, 0] });
    // A size with nothing in stock and nothing held goes without being named.
    await call('PATCH', `/update-product/${_id}`, {
      sizes: [
        { size: 'S', stock: 3 },
        { size: 'L', stock: 0 },
      ],
    });
    const quiet = await call('PATCH', `/update-product/${_id}`, { sizes: [{ size: 'S', stock: 3 }] });
    expect(quiet.statusCode).toBe(200);
    expect(await sizesOf(_id)).toEqual({ S: [3, 0] });
  });

  it('changing the category away and back never loses stock; leaving the sizes needs dropSizes', async () => {
    const { _id } = (
      await call('POST', '/created-product', { ...newDress, name: 'Round Trip Top', category: 'clothing' })
    ).json();
    const toShoes = await call('PATCH', `/update-product/${_id}`, { category: 'shoes' });
    expect(toShoes.statusCode).toBe(409);
    expect(toShoes.json().message).toContain('Sizes S (3 in stock), M (5 in stock)');
    expect(await sizesOf(_id)).toEqual({ S: [3, 0], M: [5, 0] });
    // Clothing again (the form's Clothing → Shoes → Clothing): the category's sizes, every number kept.
    const back = await call('PATCH', `/update-product/${_id}`, { category: 'clothing', price: 70 });
    expect(back.statusCode).toBe(200);
    expect(await sizesOf(_id)).toEqual({ XS: [0, 0], S: [3, 0], M: [5, 0], L: [0, 0], XL: [0, 0] });
  });

  it('keeps the stock, the held units and the size itself across a price or colour change', async () => {
    const { _id, sizes } = (
      await call('POST', '/created-product', { ...newDress, name: 'Held Colour Dress' })
    ).json();
    const variantM = sizes.find((s: { size: string }) => s.size === 'M').variantId;
    expect((await checkout(shopper, variantM, 2)).statusCode).toBe(200);
    const recoloured = await call('PATCH', `/update-product/${_id}`, { color: 'blue', price: 75 });
    expect(recoloured.statusCode).toBe(200);
    const after = recoloured.json().sizes;
    // The same row: a cart line or a checkout pointing at it still finds it, with its units held.
    expect(after.find((s: { size: string }) => s.size === 'M')).toMatchObject({
      variantId: variantM,
      stock: 5,
      reserved: 2,
    });
    expect(await sizesOf(_id)).toEqual({ S: [3, 0], M: [5, 2] });
  });

  it('never drops a size with units held by checkouts unless named', async () => {
    const { _id, sizes } = (
      await call('POST', '/created-product', { ...newDress, name: 'Held Size Dress' })
    ).json();
    const variantM = sizes.find((s: { size: string }) => s.size === 'M').variantId;
    const other = await registerAndLogin(t.app, t.database.db);
    expect((await checkout(other, variantM, 1)).statusCode).toBe(200);
    const refused = await call('PATCH', `/update-product/${_id}`, { sizes: [{ size: 'S', stock: 3 }] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Size M (5 in stock and 1 held by checkouts in progress)');
    expect(await sizesOf(_id)).toEqual({ S: [3, 0], M: [5, 1] });
  });

  describe('stock that changed while the form was open (stockWas)', () => {
    const buy = async (variantId: string, quantity: number) => {
      const session = await checkout(shopper, variantId, quantity);
      expect(session.statusCode).toBe(200);
      expect((await payOnTestCheckout(t.app, shopper, session.json().id)).statusCode).toBe(303);
    };
    /** The sizes as the Update product form sends them: what it shows, and what it showed at load. */
    const formSizes = (loaded: { size: string; stock: number }[], typed: Record<string, number> = {}) =>
      loaded.map(({ size, stock }) => ({ size, stock: typed[size] ?? stock, stockWas: stock }));

    it('keeps a sale made after the form loaded when the owner changed the price and another size', async () => {
      const loaded = (
        await call('POST', '/created-product', { ...newDress, name: 'Sold Meanwhile Dress' })
      ).json();
      const variantM = loaded.sizes.find((s: { size: string }) => s.size === 'M').variantId;
      // Two of M are bought and paid while the owner edits; the form still says 5.
      await buy(variantM, 2);
      expect(await sizesOf(loaded._id)).toEqual({ S: [3, 0], M: [3, 0] });

      const saved = await call('PATCH', `/update-product/${loaded._id}`, {
        price: 70,
        sizes: formSizes(loaded.sizes, { S: 4 }),
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().price).toBe(70);
      // The sale stands (M is not put back to 5) and the owner's own change is written.
      expect(await sizesOf(loaded._id)).toEqual({ S: [4, 0], M: [3, 0] });
    });

    it('keeps another admin’s restock too, and a number sent without stockWas is written as sent', async () => {
      const loaded = (
        await call('POST', '/created-product', { ...newDress, name: 'Restocked Dress' })
      ).json();
      expect(
        (
          await call('PATCH', `/update-product/${loaded._id}`, {
            sizes: [
              { size: 'S', stock: 3 },
              { size: 'M', stock: 9 },
            ],
          })
        ).statusCode,
      ).toBe(200);
      const saved = await call('PATCH', `/update-product/${loaded._id}`, {
        name: 'Restocked Dress, renamed',
        sizes: formSizes(loaded.sizes, { S: 1 }),
      });
      expect(saved.statusCode).toBe(200);
      expect(await sizesOf(loaded._id)).toEqual({ S: [1, 0], M: [9, 0] });
    });

    it('refuses with a 409 naming the size when the owner and a sale both changed it, and saves once told', async () => {
      const loaded = (
        await call('POST', '/created-product', { ...newDress, name: 'Both Changed Dress' })
      ).json();
      const variantM = loaded.sizes.find((s: { size: string }) => s.size === 'M').variantId;
      await buy(variantM, 2);
      const refused = await call('PATCH', `/update-product/${loaded._id}`, {
        price: 70,
        sizes: formSizes(loaded.sizes, { M: 8 }),
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        message: 'Stock for size M changed to 3 while you were editing (it was 5). Check it and save again.',
        field: 'sizes.1.stock',
      });
      // Nothing of the edit was written: not the price, not the stock.
      expect((await call('GET', `/${loaded._id}`)).json().price).toBe(89.5);
      expect(await sizesOf(loaded._id)).toEqual({ S: [3, 0], M: [3, 0] });

      // The form now knows M had 3: the owner's 8 goes through.
      const again = await call('PATCH', `/update-product/${loaded._id}`, {
        price: 70,
        sizes: formSizes(loaded.sizes, { M: 8 }).map((row) =>
          row.size === 'M' ? { ...row, stockWas: 3 } : row,
        ),
      });
      expect(again.statusCode).toBe(200);
      expect(await sizesOf(loaded._id)).toEqual({ S: [3, 0], M: [8, 0] });
    });

    it('names a wrong stockWas like the other fields, and a new product takes none', async () => {
      const { _id } = (await call('POST', '/created-product', { ...newDress, name: 'Bad Was Dress' })).json();
      for (const stockWas of [-1, 2.5, '5']) {
        const bad = await call('PATCH', `/update-product/${_id}`, {
          sizes: [
            { size: 'S', stock: 3, stockWas: 3 },
            { size: 'M', stock: 5, stockWas },
          ],
        });
        expect(bad.statusCode).toBe(400);
        expect(bad.json().errors[0]).toEqual({
          field: 'sizes.1.stockWas',
          message:
            typeof stockWas === 'number'
              ? 'stockWas for size M must be a whole number, 0 or more'
              : 'stockWas must be a whole number, 0 or more',
        });
      }
      const created = await call('POST', '/created-product', {
        ...newDress,
        sizes: [{ size: 'S', stock: 3, stockWas: 3 }],
      });
      expect(created.statusCode).toBe(400);
      expect(created.json().field).toBe('sizes.0.stockWas');
      expect(await sizesOf(_id)).toEqual({ S: [3, 0], M: [5, 0] });
    });
  });

  it('names every wrong field in words, one message per size', async () => {
    const bad = await call('POST', '/created-product', {
      ...newDress,
      sizes: [
        { size: 'S', stock: 1.5 },
        { size: 'M', stock: -3 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { message: string }) => e.message)).toEqual([
      'Stock for size S must be a whole number, 0 or more',
      'Stock for size M must be a whole number, 0 or more',
    ]);
    const said = async (change: object) => {
      const answer = await call('POST', '/created-product', { ...newDress, ...change });
      expect(answer.statusCode).toBe(400);
      return answer.json().errors[0].message;
    };
    expect(await said({ price: 0 })).toBe('Price must be more than 0');
    expect(await said({ oldPrice: 80 })).toBe('Sale price must be above the price');
    expect(await said({ sizes: [] })).toBe('Add at least one size');
    expect(await said({ images: Array.from({ length: 11 }, (_, i) => `/uploads/p${i}.webp`) })).toBe(
      'A product can have at most 10 pictures',
    );
    expect(await said({ name: ' ' })).toBe('Product name is required');
    const sale = await call('PATCH', `/update-product/${existing.id}`, { oldPrice: 1 });
    expect(sale.json().message).toBe('Sale price must be above the price');
  });
});

describe('DELETE /api/products/:id', () => {
  it('takes the product out of the storefront and carts, and keeps past orders whole', async () => {
    const { _id, handle, sizes } = (
      await call('POST', '/created-product', { ...newDress, name: 'Gone Dress' })
    ).json();
    const variantS = sizes[0].variantId;
    const session = (
      await t.app.inject({
        method: 'POST',
        url: '/api/orders/create-checkout-session',
        headers: shopper.bearer,
        payload: await checkoutBody(t.app, shopper.user.email, [{ id: variantS }]),
      })
    ).json();
    await payOnTestCheckout(t.app, shopper, session.id);
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: shopper.bearer,
      payload: { item: { id: variantS, quantity: 1 } },
    });
    await storefront(`/products/${handle}`);

    const removed = await call('DELETE', `/${_id}`);
    expect(removed.json()).toEqual({ message: 'Product deleted successfully' });
    expect((await storefront(`/products/${handle}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/${_id}`)).statusCode).toBe(404);

    const cart = await t.app.inject({
      method: 'GET',
      url: `/api/cart/${shopper.user.id}`,
      headers: shopper.bearer,
    });
    expect(JSON.stringify(cart.json())).not.toContain(variantS);
    const orders = (
      await t.app.inject({
        method: 'GET',
        url: `/api/orders/${encodeURIComponent(shopper.user.email)}`,
        headers: shopper.bearer,
      })
    ).json();
    const bought = orders.find((o: { paymentStatus: string; items: { title: string }[] }) =>
      o.items.some((item) => item.title === 'Gone Dress'),
    );
    expect(bought).toBeDefined();
    expect(bought.paymentStatus).toBe('paid');
    // $89.50 with 5 % tax, and Standard delivery ($5.99) under $100.
    expect(bought.amount).toBeCloseTo(93.98 + 5.99, 2);
  });
});
