import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCache } from '../../../lib/stores/response-cache';
import { insertProducts } from '../../../seed';
import { registerAndLogin } from '../../../test/auth-fixtures';
import { productFixture } from '../../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { products } from '../catalog.schema';

// Search answers kept in the answer cache like the first pages of listings (docs/decisions/037).
const cache = new ResponseCache(60_000);
let t: TestApp;
const slip = productFixture({ title: 'Silk Slip Dress', handle: 'silk-slip-dress' });
const search = (q: string) => `/api/shopify-products/products?q=${encodeURIComponent(q)}&limit=10`;
const titles = async (q: string) =>
  ((await t.app.inject(search(q))).json().products as { title: string }[]).map((product) => product.title);

beforeAll(async () => {
  t = await createTestApp({ catalogCache: cache, catalogMemoSeconds: 60 });
  await insertProducts(t.database.db, [
    slip,
    productFixture({ title: 'Linen Wrap Dress', handle: 'linen-wrap-dress' }),
    productFixture({ title: 'Gold Hoop Earrings', category: 'jewellery' }),
  ]);
});
afterAll(() => t.close());

describe('a search asked again', () => {
  it('is answered from the cache, under one entry for every spelling of the same words', async () => {
    cache.clear();
    const first = await t.app.inject(search('silk dress'));
    expect(first.json().products.map((product: { title: string }) => product.title)).toEqual([
      'Silk Slip Dress',
    ]);
    expect(cache.stats().entries).toBe(1);
    // Renamed behind the shop's back (no catalog write): what is sent now is the kept answer.
    await t.database.db.update(products).set({ title: 'Quietly Renamed' }).where(eq(products.id, slip.id));
    for (const q of ['silk dress', '  Silk   DRESS! ', 'silk, dress']) {
      const again = await t.app.inject(search(q));
      expect(again.body, q).toBe(first.body);
      expect(again.headers.etag, q).toBe(first.headers.etag);
    }
    expect(cache.stats().entries).toBe(1);
    await t.database.db.update(products).set({ title: 'Silk Slip Dress' }).where(eq(products.id, slip.id));
    cache.clear();
  });

  it("shows a catalog change at once: the owner's edit is in the very next search", async () => {
    const admin = await registerAndLogin(t.app, t.database.db, { role: 'admin' });
    expect(await titles('wrap dress')).toEqual(['Linen Wrap Dress']);
    expect(await titles('velvet')).toEqual([]);
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/update-product/${(await t.app.inject('/api/shopify-products/products/linen-wrap-dress')).json().id}`,
      headers: admin.bearer,
      payload: { name: 'Velvet Wrap Dress' },
    });
    expect(edited.statusCode).toBe(200);
    expect(await titles('wrap dress')).toEqual(['Velvet Wrap Dress']);
    expect(await titles('velvet')).toEqual(['Velvet Wrap Dress']);
  });

  it('keeps deeper pages and typed prices out, as for listings', async () => {
    cache.clear();
    await t.app.inject(`${search('dress')}&page=2`);
    await t.app.inject(`${search('dress')}&maxPrice=500`);
    expect(cache.stats().entries).toBe(0);
  });
});

describe('a product whose search vector is too long for the search walk index', () => {
  it('is found and ranked like any other', async () => {
    // Hundreds of distinct made-up words: longer, as text, than products_search_walk_idx carries.
    const words = Array.from({ length: 400 }, (_, i) => `zq${(i * 7919).toString(36)}word`).join(' ');
    const long = productFixture({
      title: 'Storm Grey Raincoat',
      handle: 'storm-grey-raincoat',
      description: `A raincoat. ${words}`,
    });
    await insertProducts(t.database.db, [
      productFixture({ title: 'Raincoat Hood', handle: 'raincoat-hood', description: 'Fits any raincoat.' }),
      long,
      productFixture({ title: 'Yellow Raincoat', handle: 'yellow-raincoat' }),
    ]);
    const [row] = (
      (await t.database.db.execute(
        sql`select search_walk_fits as fits from products where handle = 'storm-grey-raincoat'`,
      )) as unknown as { rows: { fits: boolean }[] }
    ).rows;
    expect(row?.fits).toBe(false);

    // Relevance as docs/decisions/009 defines it, over every match: the long one has its place.
    const ranked = (
      (await t.database.db.execute(
        sql`select title from products where status = 'active' and search_vector @@ '''raincoat'':*'::tsquery
          order by ts_rank(search_vector, '''raincoat'':*'::tsquery) desc, created_at desc, id desc`,
      )) as unknown as { rows: { title: string }[] }
    ).rows.map((product) => product.title);
    expect(ranked).toHaveLength(3);
    expect(await titles('raincoat')).toEqual(ranked);
    expect(await titles(`zq${(7919 * 5).toString(36)}word`)).toEqual(['Storm Grey Raincoat']);
    const sorted = (await t.app.inject(`${search('raincoat')}&sort=price-asc`)).json().total;
    expect(sorted).toBe(3);
  });
});
