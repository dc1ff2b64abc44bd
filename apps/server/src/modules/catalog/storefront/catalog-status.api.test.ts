import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCache } from '../../../lib/stores/response-cache';
import { insertProducts } from '../../../seed';
import { type LoggedIn, registerAndLogin } from '../../../test/auth-fixtures';
import { checkoutOne } from '../../../test/order-fixtures';
import { productFixture } from '../../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { products } from '../catalog.schema';

// Drafts and archived products are the owner's alone: no storefront path shows them to shoppers,
// and only an admin's preview answers them (docs/decisions/034).

let t: TestApp;
let dist: string;
let admin: LoggedIn;
let shopper: LoggedIn;
// Kept answers, as in production: a hidden product must not come back from one.
const cache = new ResponseCache(600_000);

// Every hidden product matches every filter the visible ones are listed under.
const visible = productFixture({
  title: 'Poplin Shirt Dress',
  handle: 'poplin-shirt-dress',
  category: 'dress',
  color: 'red',
  priceCents: 9_000,
  oldPriceCents: 12_000,
});
const draft = productFixture({
  title: 'Moonlit Sequin Gown',
  handle: 'moonlit-sequin-gown',
  category: 'dress',
  color: 'red',
  // The cheapest product, as the archived one is the dearest: first in a price order if listed.
  priceCents: 500,
  oldPriceCents: 1_000,
});
const archived = productFixture({
  title: 'Velvet Opera Dress',
  handle: 'velvet-opera-dress',
  category: 'dress',
  color: 'red',
  priceCents: 90_000,
  oldPriceCents: 95_000,
});
// The only swimwear there is, and a draft: the category is not in use.
const draftSwimsuit = productFixture({ title: 'Coral Draft Swimsuit', category: 'swim', color: 'red' });
const laterDraft = productFixture({
  title: 'Harbour Rain Jacket',
  category: 'clothing',
  color: 'blue',
  priceCents: 6_000,
});
const hidden = [draft, archived, draftSwimsuit];
const hiddenTitles = hidden.map((product) => product.title);

const get = (url: string, who: LoggedIn | null = null) =>
  t.app.inject({ url, headers: { accept: 'application/json', ...who?.bearer } });
const list = async (query: string) => {
  const res = await get(`/api/shopify-products/products?${query}`);
  expect(res.statusCode, query).toBe(200);
  return res.json() as { products: { title: string }[]; total: number };
};
const titlesOf = (body: { products: { title: string }[] }) => body.products.map((p) => p.title);
const setStatus = (ids: string[], status: 'draft' | 'active' | 'archived') =>
  t.database.db.update(products).set({ status }).where(inArray(products.id, ids));

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'shop-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Velora</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ catalogCache: cache, webDist: dist });
  await insertProducts(t.database.db, [visible, draft, archived, draftSwimsuit, laterDraft]);
  await setStatus([draft.id, draftSwimsuit.id], 'draft');
  await setStatus([archived.id], 'archived');
  admin = await registerAndLogin(t.app, t.database.db, { role: 'admin' });
  shopper = await registerAndLogin(t.app, t.database.db);
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('drafts and archived products in the storefront', () => {
  it('are left out of the list and its total, whatever the filters and order', async () => {
    const all = await list('');
    expect(titlesOf(all).sort()).toEqual([laterDraft.title, visible.title].sort());
    expect(all.total).toBe(2);
    for (const query of [
      'category=dress',
      'category=dress&sort=price-asc',
      'color=red',
      'color=red&sort=price-desc',
      'size=M',
      'size=M&category=dress&sort=rating',
      'onSale=true',
      'onSale=true&sort=price-asc',
      'sort=price-asc',
      'sort=price-desc',
      'sort=random',
      'priceRange=0-50',
    ]) {
      const body = await list(query);
      for (const title of hiddenTitles) expect(titlesOf(body), query).not.toContain(title);
      expect(body.total, query).toBe(body.products.length);
    }
    expect(titlesOf(await list('category=dress'))).toEqual([visible.title]);
    expect(titlesOf(await list('onSale=true'))).toEqual([visible.title]);
    // Counted from the size index alone, less the hidden products in that size.
    expect((await list('size=M')).total).toBe(2);
    expect((await list('category=swim')).total).toBe(0);
    expect((await list('priceRange=0-50')).total).toBe(0);
  });

  it('are not found by a search for their exact title, in any order', async () => {
    for (const product of hidden) {
      for (const sort of ['', '&sort=price-asc', '&sort=random']) {
        const body = await list(`q=${encodeURIComponent(product.title)}${sort}`);
        expect(body, product.title + sort).toMatchObject({ total: 0, products: [] });
      }
    }
    // The same search finds an active product by its title.
    expect(titlesOf(await list(`q=${encodeURIComponent(visible.title)}`))).toEqual([visible.title]);
  });

  it('leave a category holding only drafts out of the categories', async () => {
    const res = await get('/api/shopify-products/categories');
    expect(res.statusCode).toBe(200);
    const { categories } = res.json() as { categories: string[] };
    expect(categories).not.toContain('swim');
    expect(categories).toEqual(expect.arrayContaining(['dress', 'clothing']));
  });

  it('answer 404 by handle and by id, to a guest, a shopper and an admin without preview', async () => {
    for (const product of hidden) {
      for (const address of [product.handle, product.id, product.id.toUpperCase()]) {
        for (const who of [null, shopper, admin]) {
          const res = await get(`/api/shopify-products/products/${address}`, who);
          expect(res.statusCode, address).toBe(404);
          expect(res.json()).toEqual({ message: 'Product not found' });
        }
      }
    }
    expect((await get(`/api/shopify-products/products/${visible.handle}`)).statusCode).toBe(200);
  });

  it('are left out of the sitemaps and their pages answer 404', async () => {
    const products = (await get('/sitemap-products-1.xml')).body;
    expect(products).toContain(`/shop/${visible.handle}<`);
    for (const product of hidden) expect(products).not.toContain(product.handle);
    const pages = (await get('/sitemap-pages.xml')).body;
    expect(pages).toContain('/categories/dress<');
    expect(pages).not.toContain('/categories/swim<');

    const page = (handle: string) =>
      t.app.inject({ url: `/shop/${handle}`, headers: { accept: 'text/html' } });
    for (const product of hidden) {
      const res = await page(product.handle);
      expect(res.statusCode, product.handle).toBe(404);
      expect(res.body).toContain('<title>Product not found — Velora</title>');
    }
    expect((await page(visible.handle)).statusCode).toBe(200);
  });
});

describe('an admin preview (?preview=true)', () => {
  it('shows an admin a draft or an archived product, privately and never kept', async () => {
    for (const product of [draft, archived]) {
      for (const address of [product.handle, product.id]) {
        const res = await get(`/api/shopify-products/products/${address}?preview=true`, admin);
        expect(res.statusCode, address).toBe(200);
        expect(res.headers['cache-control']).toBe('private, no-store');
        expect(res.json()).toMatchObject({ id: product.id, handle: product.handle, title: product.title });
        // What the admin saw was not kept for anyone else.
        expect((await get(`/api/shopify-products/products/${address}`)).statusCode).toBe(404);
        expect((await get(`/api/shopify-products/products/${address}?preview=true`)).statusCode).toBe(404);
      }
    }
  });

  it('is ignored for a shopper and a guest: 404 for a hidden product, the shared answer for an active one', async () => {
    for (const who of [shopper, null]) {
      for (const product of [draft, archived]) {
        const res = await get(`/api/shopify-products/products/${product.handle}?preview=true`, who);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Product not found' });
      }
      const active = await get(`/api/shopify-products/products/${visible.handle}?preview=true`, who);
      expect(active.statusCode).toBe(200);
      expect(active.headers['cache-control']).toBe('public, no-cache');
      expect(active.json().title).toBe(visible.title);
    }
    // preview=false is no preview, for an admin too.
    expect(
      (await get(`/api/shopify-products/products/${draft.handle}?preview=false`, admin)).statusCode,
    ).toBe(404);
  });

  it('reads the database, not the answer kept for shoppers', async () => {
    const url = `/api/shopify-products/products/${visible.handle}`;
    expect((await get(url)).json().title).toBe(visible.title);
    await t.database.db
      .update(products)
      .set({ title: 'Poplin Shirt Dress (new)' })
      .where(eq(products.id, visible.id));
    // Shoppers still get the kept answer until the catalog changes; the admin sees the row.
    expect((await get(url)).json().title).toBe(visible.title);
    expect((await get(`${url}?preview=true`, admin)).json().title).toBe('Poplin Shirt Dress (new)');
    await t.database.db.update(products).set({ title: visible.title }).where(eq(products.id, visible.id));
    cache.clear();
  });

  it('answers 400 naming preview for a value it does not know', async () => {
    const res = await get(`/api/shopify-products/products/${draft.handle}?preview=yes`, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('preview');
  });
});

describe('a product hidden after shoppers saw it', () => {
  it('leaves the list, its category and its address once the catalog cache is cleared', async () => {
    const url = `/api/shopify-products/products/${laterDraft.handle}`;
    expect(titlesOf(await list('category=clothing'))).toEqual([laterDraft.title]);
    expect((await list('')).total).toBe(2);
    expect((await get(url)).statusCode).toBe(200);
    await setStatus([laterDraft.id], 'draft');
    // What the catalog writer's onCatalogChanged does after a status change commits.
    cache.clear();
    expect((await list('category=clothing')).total).toBe(0);
    expect(titlesOf(await list(''))).toEqual([visible.title]);
    expect((await list('')).total).toBe(1);
    expect((await get(url)).statusCode).toBe(404);
    expect((await get('/api/shopify-products/categories')).json().categories).not.toContain('clothing');
  });
});

describe('reviews of an archived product', () => {
  it('are still listed, and a buyer may still post one', async () => {
    const bought = productFixture({ title: 'Linen Beach Trousers', category: 'clothing' });
    await insertProducts(t.database.db, [bought]);
    const buyer = await registerAndLogin(t.app, t.database.db);
    await checkoutOne(t.app, buyer, bought.variants[0]?.id as string);
    await setStatus([bought.id], 'archived');
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/reviews/post-review',
      headers: buyer.bearer,
      payload: { productId: bought.id, rating: 4, comment: 'Still my favourite pair.' },
    });
    expect(posted.statusCode).toBe(201);
    const reviews = await get(`/api/reviews/product/${bought.id}`);
    expect(reviews.statusCode).toBe(200);
    expect(JSON.stringify(reviews.json())).toContain('Still my favourite pair.');
  });
});
