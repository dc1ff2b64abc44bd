import { createServer, type Server } from 'node:http';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminApi, createAdminApi } from '../../../test/admin-api-fixtures';
import { freePort } from '../../../test/free-port';
import { createProducts } from '../admin/catalog-write.service';
import { productImportStages, products } from '../catalog.schema';
import { discardUnfinishedImports, IMPORT_RUNNING } from './product-csv-import.service';

// A CSV import on the embedded database (docs/decisions/035): new products are written a batch at
// a time as 'importing', which nobody sees, and made visible at once when the import commits; an
// import that does not commit leaves nothing. PostgreSQL imports in one transaction instead.

const embedded = process.env.TEST_DB !== 'postgres';

let t: AdminApi;
let pictures: Server;
let picturesUrl: string;
let release: () => void = () => {};
let asked: () => void = () => {};

beforeAll(async () => {
  const png = await sharp({ create: { width: 40, height: 50, channels: 3, background: '#7b1fa2' } })
    .png()
    .toBuffer();
  // A picture server that answers only when the test says so: the import waits there.
  pictures = createServer((_request, response) => {
    new Promise<void>((resolve) => {
      release = resolve;
    }).then(() => response.writeHead(200, { 'content-type': 'image/png' }).end(png));
    asked();
  });
  const port = await freePort();
  await new Promise<void>((resolve) => pictures.listen(port, '127.0.0.1', resolve));
  picturesUrl = `http://127.0.0.1:${port}`;
  t = await createAdminApi({ importFetchesPrivateHosts: true });
}, 120_000);
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => pictures.close(resolve));
});

const HEADER =
  'Handle,Title,Type,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant SKU,Variant Price,Variant Inventory Qty,Image Src';
/** `n` one-size cuffs; the last one's picture comes from the slow server when `slowLast`. */
function cuffs(tag: string, n: number, { slowLast = false, badLast = false } = {}) {
  const rows = Array.from({ length: n }, (_, i) => {
    const last = i === n - 1;
    const picture = last && slowLast ? `${picturesUrl}/cuff.png` : '/media/demo/jewellery/0/gold/0.svg';
    const price = last && badLast ? 'free' : '25.00';
    return `${tag}-${i},Staged Cuff ${tag} ${i},Jewellery,Size,One Size,Color,Gold,${tag.toUpperCase()}-${i},${price},3,${picture}`;
  });
  return `${HEADER}\r\n${rows.join('\r\n')}\r\n`;
}

const importCsv = (csv: string, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/products/import${query}`,
    headers: { ...t.admin.bearer, 'content-type': 'text/csv' },
    payload: csv,
  });

async function rowsByStatus(status: string) {
  const [row] = await t.database.db.select({ n: count() }).from(products).where(eq(products.status, status));
  return row?.n ?? 0;
}

describe.skipIf(!embedded)('an import on the embedded database', () => {
  it('writes new products that nobody sees until it commits, and answers meanwhile', async () => {
    const productsBefore = (await t.send('GET', '/api/stats/admin-stats', t.admin)).json().totalProducts;
    const waiting = new Promise<void>((resolve) => {
      asked = resolve;
    });
    // 501 products: the first 500 are staged before the last one's picture is asked for.
    const importing = importCsv(cuffs('stg', 501, { slowLast: true }));
    await waiting;
    expect(await rowsByStatus('importing')).toBe(500);

    // The shop answers, and shows none of them: not to the owner, not to shoppers.
    const list = await t.send('GET', '/api/products?search=Staged%20Cuff%20stg', t.admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().totalProducts).toBe(0);
    expect((await t.send('GET', '/api/shopify-products/products/stg-0', null)).statusCode).toBe(404);
    expect(
      (await t.send('GET', '/api/shopify-products/products/stg-0?preview=true', t.admin)).statusCode,
    ).toBe(404);
    const stats = await t.send('GET', '/api/stats/admin-stats', t.admin);
    expect(stats.statusCode).toBe(200);
    expect(stats.json().totalProducts).toBe(productsBefore);
    const shopList = await t.send('GET', '/api/shopify-products/products?search=staged%20cuff', null);
    expect(shopList.json().products).toEqual([]);
    // One import at a time.
    const second = await importCsv(cuffs('other', 1));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(IMPORT_RUNNING);

    release();
    const answer = await importing;
    expect(answer.json()).toMatchObject({
      dryRun: false,
      created: 501,
      updated: 0,
      unchanged: 0,
      errors: [],
      warnings: [],
    });
    expect(await rowsByStatus('importing')).toBe(0);
    const [stages] = await t.database.db.select({ n: count() }).from(productImportStages);
    expect(stages?.n).toBe(0);
    const after = await t.send('GET', '/api/products?search=Staged%20Cuff%20stg', t.admin);
    expect(after.json().totalProducts).toBe(501);
    expect((await t.send('GET', '/api/shopify-products/products/stg-500', null)).statusCode).toBe(200);
  });

  it('leaves nothing of an import with a mistake, or of a dry run', async () => {
    const before = await t.send('GET', '/api/products?search=Staged%20Cuff%20bad', t.admin);
    expect(before.json().totalProducts).toBe(0);
    const refused = await importCsv(cuffs('bad', 150, { badLast: true }));
    expect(refused.json()).toMatchObject({ created: 149, errors: [expect.objectContaining({ line: 151 })] });
    const dry = await importCsv(cuffs('dry', 120), '?dryRun=true');
    expect(dry.json()).toMatchObject({
      dryRun: true,
      created: 120,
      updated: 0,
      unchanged: 0,
      errors: [],
      warnings: [],
    });
    expect(await rowsByStatus('importing')).toBe(0);
    for (const tag of ['bad', 'dry']) {
      const list = await t.send('GET', `/api/products?search=Staged%20Cuff%20${tag}`, t.admin);
      expect(list.json().totalProducts).toBe(0);
    }
    // The SKUs they held are free again.
    const again = await importCsv(cuffs('dry', 2));
    expect(again.json()).toMatchObject({ created: 2, errors: [] });
  });

  it('deletes what an import cut off by a stop had staged', async () => {
    await t.database.db.transaction((tx) =>
      createProducts(
        tx,
        [1, 2, 3].map((i) => ({
          handle: `cut-off-${i}`,
          title: `Cut Off ${i}`,
          descriptionHtml: '',
          productType: 'Cuffs',
          category: 'jewellery',
          color: 'gold',
          priceCents: 2500,
          variants: [{ size: 'One Size', color: 'gold', priceCents: 2500, stock: 1 }],
        })),
        { staged: true },
      ),
    );
    expect(await rowsByStatus('importing')).toBe(3);
    await discardUnfinishedImports(t.database.db);
    expect(await rowsByStatus('importing')).toBe(0);
    const [stages] = await t.database.db.select({ n: count() }).from(productImportStages);
    expect(stages?.n).toBe(0);
  });
});
