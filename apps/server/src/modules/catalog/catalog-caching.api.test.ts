import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../db/seed';
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
  ])('%s carries an ETag and a short Cache-Control, and answers 304 when unchanged', async (url) => {
    const first = await t.app.inject(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('application/json');
    expect(first.headers['cache-control']).toBe('public, max-age=30');
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
