import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../../seed';
import { type LoggedIn, registerAndLogin } from '../../../test/auth-fixtures';
import { checkoutBody, confirmPayment, payOnTestCheckout } from '../../../test/order-fixtures';
import { productFixture } from '../../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { products } from '../catalog.schema';

// A stand-in for the web app's server entry (page-render.api.test.ts has the pattern): a product
// page asks the shop's API for its product, as the real one does, and names each size's state.
const FAKE_ENTRY = `
export const APP_MODULE = 'src/app/start.tsx';
export async function render(url, { fetchFn }) {
  const handle = /^\\/shop\\/([^/?]+)/.exec(url)?.[1];
  if (!handle) return null;
  const answer = await fetchFn(new Request('http://shop.internal/api/shopify-products/products/' + handle));
  const product = await answer.json();
  const sizes = product.variants.edges
    .map(({ node }) => '<li>' + node.selectedOptions[0].value + ': ' + (node.availableForSale ? node.quantityAvailable + ' left' : 'Sold out') + '</li>')
    .join('');
  return { html: '<main><h1>' + product.title + '</h1><ul>' + sizes + '</ul></main>', state: {}, module: 'src/product-page.tsx' };
}
`;

let t: TestApp;
let shopper: LoggedIn;
let web: string;

// One unit in each size: a single checkout of size S takes the last S.
const dress = productFixture({ title: 'Linen Wrap Dress', handle: 'linen-wrap-dress', stock: 1 });
const dressS = dress.variants.find((variant) => variant.size === 'S')?.id as string;
const scarf = productFixture({ title: 'Silk Scarf', handle: 'silk-scarf', category: 'accessories' });

beforeAll(async () => {
  web = mkdtempSync(path.join(tmpdir(), 'shop-web-'));
  const dist = path.join(web, 'dist');
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  mkdirSync(path.join(web, 'dist-server'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Velora</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
  writeFileSync(path.join(web, 'dist-server', 'entry-server.js'), FAKE_ENTRY);
  t = await createTestApp({ webDist: dist, catalogCacheSeconds: 60 });
  await insertProducts(t.database.db, [dress, scarf]);
  shopper = await registerAndLogin(t.app, t.database.db);
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

interface Variant {
  node: { availableForSale: boolean; quantityAvailable: number; selectedOptions: { value: string }[] };
}

async function productJson(handle: string) {
  const res = await t.app.inject(`/api/shopify-products/products/${handle}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { title: string; variants: { edges: Variant[] } };
}

async function sizeS(handle: string) {
  const product = await productJson(handle);
  const s = product.variants.edges.find(({ node }) => node.selectedOptions[0]?.value === 'S');
  return { availableForSale: s?.node.availableForSale, quantityAvailable: s?.node.quantityAvailable };
}

async function page(handle: string) {
  const res = await t.app.inject({ url: `/shop/${handle}`, headers: { accept: 'text/html' } });
  expect(res.statusCode).toBe(200);
  return res.body;
}

const checkout = async () =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/create-checkout-session',
    headers: shopper.bearer,
    payload: await checkoutBody(t.app, shopper.user.email, [{ id: dressS, quantity: 1 }]),
  });

const cancel = (sessionId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/cancel-checkout',
    headers: shopper.bearer,
    payload: { session_id: sessionId },
  });

/**
 * Renames the scarf in the database behind the shop's back (no catalog write, so nothing is
 * told): while its kept answer and page still say the old title, they are served from the cache.
 */
async function renameScarfQuietly(title: string) {
  await t.database.db.update(products).set({ title }).where(eq(products.id, scarf.id));
  // Read fresh, it is renamed: the kept answer is what says otherwise below.
  expect(
    (await t.app.inject(`/api/shopify-products/products?q=${encodeURIComponent(title)}`)).json().total,
  ).toBe(1);
}

describe('a hold, a release and a sale of a product', () => {
  it('show on that product’s answer and page at once, while other products stay served from the cache', async () => {
    // Shoppers have read both products: their answers and pages are kept.
    expect(await sizeS('linen-wrap-dress')).toEqual({ availableForSale: true, quantityAvailable: 1 });
    expect(await page('linen-wrap-dress')).toContain('<li>S: 1 left</li>');
    expect((await productJson('silk-scarf')).title).toBe('Silk Scarf');
    expect(await page('silk-scarf')).toContain('<h1>Silk Scarf</h1>');
    await renameScarfQuietly('Renamed Scarf');

    // A checkout holds the last S: this instance offers it no more.
    const held = await checkout();
    expect(held.statusCode).toBe(200);
    const { id: sessionId } = held.json() as { id: string };
    expect(await sizeS('linen-wrap-dress')).toEqual({ availableForSale: false, quantityAvailable: 0 });
    expect(await page('linen-wrap-dress')).toContain('<li>S: Sold out</li>');

    // The shopper cancels: the S is offered again at once.
    expect((await cancel(sessionId)).statusCode).toBe(200);
    expect(await sizeS('linen-wrap-dress')).toEqual({ availableForSale: true, quantityAvailable: 1 });
    expect(await page('linen-wrap-dress')).toContain('<li>S: 1 left</li>');

    // A paid order takes it for good.
    const again = await checkout();
    expect(again.statusCode).toBe(200);
    const paid = await payOnTestCheckout(t.app, shopper, (again.json() as { id: string }).id);
    expect(paid.statusCode).toBeLessThan(400);
    const order = await confirmPayment(t.app, shopper, (again.json() as { id: string }).id);
    expect(order.json().paymentStatus).toBe('paid');
    expect(await sizeS('linen-wrap-dress')).toEqual({ availableForSale: false, quantityAvailable: 0 });
    const dressPage = await page('linen-wrap-dress');
    expect(dressPage).toContain('<li>S: Sold out</li>');
    // Only the sold size changed: the others are still offered.
    expect(dressPage).toContain('<li>M: 1 left</li>');

    // Per product, not the whole cache: the scarf is still the kept answer and page.
    expect((await productJson('silk-scarf')).title).toBe('Silk Scarf');
    expect(await page('silk-scarf')).toContain('<h1>Silk Scarf</h1>');
  });

  it('refresh a product read by its id as well as by its handle', async () => {
    const byId = async () =>
      (await t.app.inject(`/api/shopify-products/products/${dress.id.toUpperCase()}`)).json();
    const sizeM = (product: { variants: { edges: Variant[] } }) =>
      product.variants.edges.find(({ node }) => node.selectedOptions[0]?.value === 'M')?.node
        .availableForSale;
    expect(sizeM(await byId())).toBe(true);
    const held = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create-checkout-session',
      headers: shopper.bearer,
      payload: await checkoutBody(t.app, shopper.user.email, [
        { id: dress.variants.find((variant) => variant.size === 'M')?.id, quantity: 1 },
      ]),
    });
    expect(held.statusCode).toBe(200);
    expect(sizeM(await byId())).toBe(false);
  });
});
