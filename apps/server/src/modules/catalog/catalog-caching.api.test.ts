import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { SORTS } from '@shop/shared/catalog/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCache } from '../../lib/stores/response-cache';
import { insertProducts } from '../../seed';
import { productFixture } from '../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ catalogCacheSeconds: 60 });
  await insertProducts(t.database.db, [
    productFixture({ title: 'Silk Slip Dress', handle: 'silk-slip-dress' }),
    productFixture({ title: 'Gold Hoop Earrings', category: 'jewellery' }),
  ]);
});
afterAll(() => t.close());

describe('catalog responses', () => {
  it.each([
    '/api/shopify-products/products?limit=5',
    '/api/shopify-products/products?q=silk%20drss',
    '/api/shopify-products/products/silk-slip-dress',
    '/api/shopify-products/categories',
  ])('%s carries an ETag, is revalidated before each reuse, and answers 304 when unchanged', async (url) => {
    const first = await t.app.inject(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('application/json');
    // A browser's copy never offers stock the shop no longer has.
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await t.app.inject(url);
    expect(again.body).toBe(first.body);
    expect(JSON.parse(again.body).total ?? 1).toBeGreaterThan(0);
    expect(again.headers.etag).toBe(etag);

    const revalidated = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');

    const stale = await t.app.inject({ url, headers: { 'if-none-match': '"something-else"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('still answers 404 for an unknown product and 400 for a bad query', async () => {
    for (let i = 0; i < 2; i += 1) {
      const missing = await t.app.inject('/api/shopify-products/products/no-such-dress');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Product not found' });
    }
    const bad = await t.app.inject('/api/shopify-products/products?limit=5000');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('limit');
  });

  it('sends the same JSON compressed to clients that accept it', async () => {
    const url = '/api/shopify-products/products?limit=2';
    const plain = await t.app.inject(url);
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});

describe('the catalog cache under junk addresses', () => {
  const maxBytes = 128 * 1024;
  const cache = new ResponseCache(60_000, { maxBytes, maxEntryBytes: maxBytes / 2 });
  let junk: TestApp;

  beforeAll(async () => {
    junk = await createTestApp({ catalogCache: cache });
    await insertProducts(
      junk.database.db,
      Array.from({ length: 8 }, (_, i) => productFixture({ title: `Linen Shirt ${i}` })),
    );
  });
  afterAll(() => junk.close());

  it('keys answers by the validated query: unknown parameters and their order make no new entry', async () => {
    const base = '/api/shopify-products/products';
    const first = await junk.app.inject(`${base}?limit=1000&page=1`);
    expect(first.json().total).toBe(8);
    expect(cache.stats().entries).toBe(1);
    for (let n = 0; n < 3000; n += 1) {
      const url =
        n % 3 === 0
          ? `${base}?limit=1000&page=1&x${n}=1`
          : n % 3 === 1
            ? `${base}?x${n}=${'y'.repeat(n % 500)}&page=01&limit=1000`
            : `${base}?page=1&x${n}=1&limit=1000&x${n}=2`;
      const answer = await junk.app.inject({ url, headers: { 'accept-encoding': n % 2 ? 'br' : 'gzip' } });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers.etag).toBe(first.headers.etag);
    }
    expect(cache.stats().entries).toBe(1);
    expect(cache.stats().bytes).toBeLessThanOrEqual(maxBytes);

    await junk.app.inject(`${base}?q=%20shirt%20&limit=5`);
    await junk.app.inject(`${base}?limit=5&q=shirt&utm_source=mail`);
    await junk.app.inject(`${base}?minPrice=25&onSale=false`);
    await junk.app.inject(`${base}?onSale=false&minPrice=25.00`);
    const handle = (first.json().products[0] as { handle: string }).handle;
    await junk.app.inject(`${base}/${handle}?x=1`);
    await junk.app.inject(`${base}/${handle}?y=2`);
    await junk.app.inject('/api/shopify-products/categories?x=1');
    await junk.app.inject('/api/shopify-products/categories?y=2');
    // The first page, the search (one entry for both spellings), the product and the categories;
    // typed prices are not kept.
    expect(cache.stats().entries).toBe(4);
  });

  it('keeps first pages and products, and answers deeper pages, typed prices and unknown products afresh', async () => {
    cache.clear();
    const base = '/api/shopify-products/products';
    for (const url of [
      `${base}?page=2&limit=2`,
      `${base}?q=shirt&page=2`,
      `${base}?maxPrice=20`,
      `${base}?sort=random&seed=77`,
      `${base}/no-such-shirt`,
    ]) {
      const answer = await junk.app.inject(url);
      expect(answer.statusCode, url).toBe(url.endsWith('no-such-shirt') ? 404 : 200);
      // Still revalidatable: answered afresh, with an ETag all the same.
      if (answer.statusCode === 200) expect(answer.headers.etag, url).toMatch(/^"[\w-]+"$/);
      expect(cache.stats().entries, url).toBe(0);
    }
    expect((await junk.app.inject(`${base}/no-such-shirt`)).json()).toEqual({ message: 'Product not found' });
    for (const url of [
      `${base}?page=1&limit=2`,
      `${base}?category=clothing&sort=price-asc`,
      `${base}?q=shirt`,
      '/api/shopify-products/categories',
    ]) {
      await junk.app.inject(url);
    }
    expect(cache.stats().entries).toBe(4);
  });

  it('stays within its byte bound however many distinct valid queries arrive', async () => {
    let largest = 0;
    for (let n = 1; n <= 1000; n += 1) {
      const url = `/api/shopify-products/products?page=1&limit=${(n % 50) + 1}&sort=${SORTS[n % SORTS.length]}`;
      const answer = await junk.app.inject(url);
      expect(answer.statusCode).toBe(200);
      largest = Math.max(largest, cache.stats().bytes);
    }
    expect(largest).toBeLessThanOrEqual(maxBytes);
    expect(largest).toBeGreaterThan(maxBytes * 0.9); // full, so the bound was what held it
    expect(cache.stats().entries).toBeLessThan(1000);
  });
});
