import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../seed';
import { type LoggedIn, registerAndLogin } from '../../test/auth-fixtures';
import { productFixture } from '../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// A stand-in for the web app's built server entry (apps/web/src/entry-server.tsx, which the
// e2e suite runs for real): it asks the shop's API for its data, as the real one does, and
// renders what it got.
const FAKE_ENTRY = `
export const APP_MODULE = 'src/app/start.tsx';
export async function render(url, { fetchFn }) {
  if (url.startsWith('/boom')) throw new Error('render failed');
  if (!url.startsWith('/shop') && !url.startsWith('/search')) return null;
  globalThis.veloraRenders = (globalThis.veloraRenders ?? 0) + 1;
  const answer = await fetchFn(new Request('http://shop.internal/api/shopify-products/products?limit=2&sort=newest'));
  const list = await answer.json();
  const titles = list.products.map((p) => '<h3>' + p.title + '</h3>').join('');
  return {
    html: '<main>' + titles + '</main>',
    state: {
      status: answer.status,
      total: list.total,
      note: '</script><script>alert(1)</script>',
      review: 'Great dress $\` $& $$',
    },
    module: 'src/shop-page.tsx',
  };
}
`;

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', imports: ['_runtime-1.js'] },
  '_runtime-1.js': { file: 'assets/runtime-1.js' },
  'src/app/start.tsx': { file: 'assets/start-1.js', imports: ['_framework-1.js', '_runtime-1.js'] },
  '_framework-1.js': { file: 'assets/framework-1.js' },
  'src/shop-page.tsx': {
    file: 'assets/shop-page-1.js',
    imports: ['_framework-1.js', '_listing-1.js', '_runtime-1.js'],
  },
  '_listing-1.js': { file: 'assets/listing-1.js', imports: ['_framework-1.js'] },
};

let t: TestApp;
const webBuilds: string[] = [];

/** A web build with the fake server entry; returns its dist folder. */
function fakeWebBuild(): string {
  const web = mkdtempSync(path.join(tmpdir(), 'shop-web-'));
  webBuilds.push(web);
  const dist = path.join(web, 'dist');
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  mkdirSync(path.join(web, 'dist-server'));
  writeFileSync(
    path.join(dist, 'index.html'),
    // Long enough to be worth compressing, as every real page is.
    `<!doctype html><html><head><title>Velora</title><meta name="description" content="${'Velora '.repeat(200)}"></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(path.join(web, 'dist-server', 'entry-server.js'), FAKE_ENTRY);
  return dist;
}

const renders = () => (globalThis as { veloraRenders?: number }).veloraRenders ?? 0;

beforeAll(async () => {
  const dist = fakeWebBuild();
  // One request at a time: a page's own data requests must not wait behind the page itself,
  // or the first test's data would be a 503 after two seconds.
  t = await createTestApp({ webDist: dist, requestQueue: { maxActive: 1, maxQueued: 10, maxWaitMs: 2_000 } });
  await insertProducts(t.database.db, [
    productFixture({ title: 'Silk Slip Dress' }),
    productFixture({ title: 'Linen Wrap Dress' }),
    productFixture({ title: 'Velvet Mini Dress' }),
  ]);
});
afterAll(async () => {
  await t.close();
  for (const web of webBuilds) rmSync(web, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { accept: 'text/html', ...headers } });

describe('server-rendered pages', () => {
  it('put the rendered markup in #root, marked as not answering until the app runs, and the data it came from after it, from the shop’s own API', async () => {
    const res = await page('/shop');
    expect(res.statusCode).toBe(200);
    const newest = await t.app.inject('/api/shopify-products/products?limit=2&sort=newest');
    const titles = (newest.json() as { products: { title: string }[] }).products.map((p) => p.title);
    expect(titles).toHaveLength(2);
    expect(res.body).toContain(
      `<div id="root" aria-disabled="true"><main><h3>${titles[0]}</h3><h3>${titles[1]}</h3></main></div>`,
    );
    const state = res.body.match(/<script id="velora-state" type="application\/json">(.*?)<\/script>/)?.[1];
    // A shopper's text with $ patterns lands as written, not as a copy of the page around it.
    expect(JSON.parse(state ?? 'null')).toMatchObject({
      status: 200,
      total: 3,
      review: 'Great dress $` $& $$',
    });
  });

  it('escape the embedded data so no text in it can close its script element', async () => {
    const res = await page('/shop');
    expect(res.body).not.toContain('</script><script>alert(1)');
    expect(res.body).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
  });

  it('list the page’s own chunks for the browser to fetch beside the app, not those the app loads', async () => {
    const res = await page('/shop');
    const chunks = res.body.match(/<script id="velora-chunks" type="application\/json">(.*?)<\/script>/)?.[1];
    expect(JSON.parse(chunks ?? 'null')).toEqual(['/assets/shop-page-1.js', '/assets/listing-1.js']);
  });

  it('arrive compressed for browsers that accept it', async () => {
    const br = await page('/shop', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain(
      '<div id="root" aria-disabled="true"><main><h3>',
    );
    const gzip = await page('/shop', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain(
      '<div id="root" aria-disabled="true"><main><h3>',
    );
  });

  it('leave pages the server does not render to the browser', async () => {
    const res = await page('/cart');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('velora-state');
  });

  it('fall back to the page drawn in the browser when rendering fails', async () => {
    const res = await page('/boom');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"></div>');
  });
});

describe('rendered pages, with the catalog cache on', () => {
  let cached: TestApp;
  let admin: LoggedIn;
  const doomed = productFixture({ title: 'Doomed Tulle Dress', createdAt: new Date(Date.UTC(2030, 0, 1)) });

  beforeAll(async () => {
    cached = await createTestApp({ webDist: fakeWebBuild(), catalogCacheSeconds: 60 });
    await insertProducts(cached.database.db, [productFixture({ title: 'Plain Cotton Tee' }), doomed]);
    admin = await registerAndLogin(cached.app, cached.database.db, { role: 'admin' });
  });
  afterAll(async () => {
    await cached.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    cached.app.inject({ url, headers: { accept: 'text/html', ...headers } });

  it('are made once and then sent as they are, with an ETag the browser can revalidate', async () => {
    const before = renders();
    const first = await get('/shop?sort=newest');
    const again = await get('/shop?utm_source=mail&sort=newest');
    expect(renders() - before).toBe(1);
    expect(again.body).toBe(first.body);
    expect(first.body).toContain('<h3>Doomed Tulle Dress</h3>');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"/);
    expect((await get('/shop?sort=newest', { 'if-none-match': etag })).statusCode).toBe(304);
    const br = await get('/shop?sort=newest', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
  });

  it('are made again once the catalog changes', async () => {
    await get('/shop?sort=newest');
    const before = renders();
    const removed = await cached.app.inject({
      method: 'DELETE',
      url: `/api/products/${doomed.id}`,
      headers: admin.bearer,
    });
    expect(removed.statusCode).toBe(200);
    const after = await get('/shop?sort=newest');
    expect(renders() - before).toBe(1);
    expect(after.body).not.toContain('Doomed Tulle Dress');
  });

  it('keep a repeated parameter in its order, as the page reads the first', async () => {
    const before = renders();
    await get('/shop?color=red&color=blue');
    await get('/shop?color=blue&color=red');
    await get('/shop?color=red&color=blue');
    expect(renders() - before).toBe(2);
  });

  it('are kept once whatever Host a request names when PUBLIC_URL is set', async () => {
    const published = await createTestApp({
      webDist: fakeWebBuild(),
      catalogCacheSeconds: 60,
      publicUrl: 'https://shop.example',
    });
    try {
      await insertProducts(published.database.db, [productFixture({ title: 'Host Test Tee' })]);
      const before = renders();
      for (const host of ['shop.example', 'a.invalid', 'b.invalid']) {
        const res = await published.app.inject({
          url: '/shop?sort=newest',
          headers: { accept: 'text/html', host },
        });
        expect(res.statusCode).toBe(200);
      }
      expect(renders() - before).toBe(1);
    } finally {
      await published.close();
    }
  });

  it('are not kept for searches, or for an address that has no page', async () => {
    const before = renders();
    await get('/search?q=tee');
    await get('/search?q=tee');
    const missing = await get('/shop/no-such-product');
    await get('/shop/no-such-product');
    expect(missing.statusCode).toBe(404);
    expect(renders() - before).toBe(4);
  });

  it('of an admin’s preview are the shell the browser fills in: never 404, never kept, never indexed', async () => {
    const draft = productFixture({ title: 'Hidden Draft Dress', status: 'draft' });
    const tee = productFixture({ title: 'Preview Tee', handle: 'preview-tee' });
    await insertProducts(cached.database.db, [draft, tee]);
    expect((await get(`/shop/${draft.handle}`)).statusCode).toBe(404);
    const before = renders();
    const preview = await get(`/shop/${draft.handle}?preview=true`);
    await get(`/shop/${draft.handle}?preview=true`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.headers['x-robots-tag']).toBe('noindex');
    expect(renders() - before).toBe(2);
    // Previewing a product shoppers can see leaves their page to be made (and kept) on its own.
    const previewed = await get('/shop/preview-tee?preview=true');
    expect(previewed.body).not.toContain('<title>Preview Tee');
    const shopper = await get('/shop/preview-tee');
    expect(shopper.statusCode).toBe(200);
    expect(shopper.headers['cache-control']).toBe('no-cache');
    expect(shopper.body).toContain('<title>Preview Tee');
  });
});
