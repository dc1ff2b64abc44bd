import { createServer, type Server } from 'node:http';
import { PRODUCT_CSV_COLUMNS } from '@shop/shared/catalog/product-csv';
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminApi, createAdminApi } from '../../../test/admin-api-fixtures';
import { csvRecords } from '../../../test/csv-records';
import { freePort } from '../../../test/free-port';
import { productFixture } from '../../../test/product-fixtures';
import { products } from '../catalog.schema';
import { withChildren } from '../product-columns';
import { EXPORT_PAGE } from './product-csv-export.service';

const UNKNOWN_TOPS =
  'Unknown category "Tops": map it to one of the shop\'s categories, choose a default category, or let the import create it';

// Moving a catalog in and out as Shopify product CSV (docs/product/api.md, Products: import and
// export), on PGlite and (server-postgres) on PostgreSQL. Pictures come from a local server.

let t: AdminApi;
let pictures: Server;
let picturesUrl: string;
/** Answers of /pics/slow.png wait for this to be called (a picture server far away). */
let releaseSlow: () => void = () => {};
let slowAsked: Promise<void> = Promise.resolve();
let slowArrived: () => void = () => {};

beforeAll(async () => {
  const png = await sharp({ create: { width: 60, height: 80, channels: 3, background: '#2e7d32' } })
    .png()
    .toBuffer();
  const jpeg = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#111111' } })
    .jpeg()
    .toBuffer();
  pictures = createServer((request, response) => {
    if (request.url === '/pics/slow.png') {
      new Promise<void>((resolve) => {
        releaseSlow = resolve;
      }).then(() => response.writeHead(200, { 'content-type': 'image/png' }).end(png));
      slowArrived();
      return;
    }
    const body = request.url === '/pics/front.png' ? png : request.url === '/pics/back.jpg' ? jpeg : null;
    if (!body) {
      response.writeHead(404).end('not here');
      return;
    }
    response.writeHead(200, { 'content-type': 'image/png' }).end(body);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => pictures.listen(port, '127.0.0.1', resolve));
  picturesUrl = `http://127.0.0.1:${port}`;
  // The pictures are served on this machine, which a shop never fetches from otherwise (below).
  t = await createAdminApi({ importFetchesPrivateHosts: true });
}, 120_000);
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => pictures.close(resolve));
});

/** Shopify's own export writes more columns than the shop reads, in its own order. */
const SHOPIFY_HEADER = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Vendor',
  'Product Category',
  'Type',
  'Tags',
  'Published',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Option3 Name',
  'Option3 Value',
  'Variant SKU',
  'Variant Grams',
  'Variant Inventory Tracker',
  'Variant Inventory Qty',
  'Variant Inventory Policy',
  'Variant Price',
  'Variant Compare At Price',
  'Variant Barcode',
  'Image Src',
  'Image Position',
  'Image Alt Text',
  'Gift Card',
  'SEO Title',
  'Status',
];

type Cells = Partial<Record<string, string>>;
const quote = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
/** A file as Shopify writes it: a byte-order mark, CRLF line ends, quotes where needed. */
const shopifyCsv = (rows: Cells[], header = SHOPIFY_HEADER) =>
  `\uFEFF${[header.join(','), ...rows.map((row) => header.map((column) => quote(row[column] ?? '')).join(','))].join('\r\n')}\r\n`;

const dressRows = (): Cells[] => [
  {
    Handle: 'silk-midi-dress',
    Title: 'Silk Midi Dress, bias cut',
    'Body (HTML)': '<p>Our "Riviera" midi, in silk.</p>\r\n<ul><li>Bias cut, falls to mid-calf</li></ul>',
    Vendor: 'Atelier Nord',
    'Product Category': 'Apparel & Accessories > Clothing > Dresses',
    Type: 'Dresses',
    Tags: 'silk, summer',
    Published: 'TRUE',
    'Option1 Name': 'Size',
    'Option1 Value': 'S',
    'Option2 Name': 'Color',
    'Option2 Value': 'Green',
    'Variant SKU': 'RIV-GRN-S',
    'Variant Grams': '300',
    'Variant Inventory Tracker': 'shopify',
    'Variant Inventory Qty': '3',
    'Variant Inventory Policy': 'deny',
    'Variant Price': '99.00',
    'Variant Compare At Price': '129.00',
    'Image Src': `${picturesUrl}/pics/front.png`,
    'Image Position': '1',
    'Image Alt Text': 'The dress, front',
    'Gift Card': 'FALSE',
    Status: 'active',
  },
  {
    Handle: 'silk-midi-dress',
    'Option1 Value': 'M',
    'Option2 Value': 'Green',
    'Variant SKU': 'RIV-GRN-M',
    'Variant Inventory Qty': '5',
    'Variant Price': '99.00',
    'Variant Compare At Price': '129.00',
    'Image Src': `${picturesUrl}/pics/back.jpg`,
    'Image Position': '2',
    'Image Alt Text': 'The dress, back',
  },
  {
    Handle: 'silk-midi-dress',
    'Option1 Value': 'M',
    'Option2 Value': 'Black',
    'Variant SKU': 'RIV-BLK-M',
    'Variant Inventory Qty': '0',
    'Variant Price': '109.00',
  },
];

const hoopRows = (): Cells[] => [
  {
    Handle: 'gold-hoops',
    Title: 'Gold Hoops',
    'Body (HTML)': '<p>Small hoops, 18k gold plated.</p>',
    'Product Category': 'Apparel & Accessories > Jewelry',
    Published: 'FALSE',
    'Option1 Name': 'Colour',
    'Option1 Value': 'gold',
    'Variant SKU': '',
    'Variant Inventory Qty': '12',
    'Variant Price': '35',
    'Image Src': '/media/demo/jewellery/0/gold/0.svg',
    'Image Alt Text': 'Gold hoops',
    Status: '',
  },
  { Handle: 'gold-hoops', 'Image Src': '/media/demo/jewellery/0/gold/1.svg', 'Image Position': '2' },
];

const importCsv = (app: AdminApi, csv: string, query = '') =>
  app.app.inject({
    method: 'POST',
    url: `/api/products/import${query}`,
    headers: { ...app.admin.bearer, 'content-type': 'text/csv' },
    payload: csv,
  });

const productByHandle = (app: AdminApi, handle: string) =>
  app.database.db.query.products.findFirst({ where: eq(products.handle, handle), with: withChildren });

describe('importing a Shopify export', () => {
  it('a dry run reports what would change and writes nothing', async () => {
    const answer = await importCsv(t, shopifyCsv([...dressRows(), ...hoopRows()]), '?dryRun=true');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      dryRun: true,
      created: 2,
      updated: 0,
      unchanged: 0,
      errors: [],
      warnings: [],
    });
    const written = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.handle, ['silk-midi-dress', 'gold-hoops']));
    expect(written).toEqual([]);
  });

  it('creates the products with their variants, stock, prices and pictures', async () => {
    const answer = await importCsv(t, shopifyCsv([...dressRows(), ...hoopRows()]));
    expect(answer.json()).toMatchObject({
      dryRun: false,
      created: 2,
      updated: 0,
      unchanged: 0,
      errors: [],
      warnings: [],
    });
    const dress = await productByHandle(t, 'silk-midi-dress');
    expect(dress).toMatchObject({
      title: 'Silk Midi Dress, bias cut',
      category: 'dress',
      color: 'green',
      status: 'active',
      listPriceCents: 9900,
      listOldPriceCents: 12900,
    });
    expect(dress?.descriptionHtml).toContain('<p>Our &quot;Riviera&quot; midi, in silk.</p>');
    expect(dress?.descriptionHtml).toContain('<li>Bias cut, falls to mid-calf</li>');
    expect(dress?.variants.map((v) => [v.size, v.color, v.stock, v.listPriceCents, v.sku])).toEqual([
      ['S', 'green', 3, 9900, 'RIV-GRN-S'],
      ['M', 'green', 5, 9900, 'RIV-GRN-M'],
      ['M', 'black', 0, 10900, 'RIV-BLK-M'],
    ]);
    // Fetched from the other site and stored as uploads, in their positions.
    expect(dress?.images.map((i) => i.alt)).toEqual(['The dress, front', 'The dress, back']);
    for (const image of dress?.images ?? []) {
      expect(image.url).toMatch(/^\/uploads\/.+\.webp$/);
      const served = await t.app.inject({ method: 'GET', url: image.url });
      expect(served.statusCode).toBe(200);
    }
    const hoops = await productByHandle(t, 'gold-hoops');
    expect(hoops).toMatchObject({
      category: 'jewellery',
      color: 'gold',
      status: 'draft',
      listPriceCents: 3500,
    });
    expect(hoops?.variants.map((v) => [v.size, v.stock, v.sku])).toEqual([
      ['One Size', 12, 'GOLD-HOOPS-GOLD-ONE-SIZE'],
    ]);
    expect(hoops?.images.map((i) => i.url)).toEqual([
      '/media/demo/jewellery/0/gold/0.svg',
      '/media/demo/jewellery/0/gold/1.svg',
    ]);
    // Published, it is on the storefront; the draft is not.
    expect((await t.send('GET', '/api/shopify-products/products/silk-midi-dress', null)).statusCode).toBe(
      200,
    );
    expect((await t.send('GET', '/api/shopify-products/products/gold-hoops', null)).statusCode).toBe(404);
  });

  it('importing the same file again changes nothing', async () => {
    const before = await productByHandle(t, 'silk-midi-dress');
    const answer = await importCsv(t, shopifyCsv([...dressRows(), ...hoopRows()]));
    expect(answer.json()).toMatchObject({
      dryRun: false,
      created: 0,
      updated: 0,
      unchanged: 2,
      errors: [],
      warnings: [],
    });
    const after = await productByHandle(t, 'silk-midi-dress');
    expect(after?.updatedAt).toEqual(before?.updatedAt);
    expect(after?.images).toEqual(before?.images);
    expect(after?.variants.map((v) => v.id)).toEqual(before?.variants.map((v) => v.id));
  });

  it('a changed price and stock update the product, keeping its variants', async () => {
    const before = await productByHandle(t, 'silk-midi-dress');
    const rows = dressRows();
    (rows[1] as Cells)['Variant Inventory Qty'] = '9';
    (rows[2] as Cells)['Variant Price'] = '104.50';
    const answer = await importCsv(t, shopifyCsv([...rows, ...hoopRows()]));
    expect(answer.json()).toMatchObject({
      dryRun: false,
      created: 0,
      updated: 1,
      unchanged: 1,
      errors: [],
      warnings: [],
    });
    const after = await productByHandle(t, 'silk-midi-dress');
    expect(after?.variants.map((v) => [v.id, v.stock, v.listPriceCents])).toEqual([
      [before?.variants[0]?.id, 3, 9900],
      [before?.variants[1]?.id, 9, 9900],
      [before?.variants[2]?.id, 0, 10450],
    ]);
    // The pictures fetched the first time stay: the other site's are not fetched again.
    expect(after?.images.map((i) => i.url)).toEqual(before?.images.map((i) => i.url));
  });
});

describe('a file with mistakes', () => {
  it('lists every bad cell with its line and column, and writes nothing', async () => {
    const rows: Cells[] = [
      // Line 2; its quoted body spans lines 2 and 3.
      { ...(dressRows()[0] as Cells), Handle: 'linen-shirt-dress', 'Variant SKU': 'LIN-S', 'Image Src': '' },
      // Line 4.
      { Handle: 'linen-shirt-dress', 'Option1 Value': 'XXL', 'Option2 Value': 'Teal', 'Variant Price': '-5' },
      // Line 5.
      {
        Handle: 'Robe d’été',
        Title: 'Robe',
        Type: 'Dresses',
        'Option1 Name': 'Size',
        'Option1 Value': 'M',
        'Option2 Name': 'Color',
        'Option2 Value': 'Red',
        'Variant Price': '40',
      },
      // Line 6.
      {
        Handle: 'cropped-top',
        Title: 'Cropped Top',
        Type: 'Tops',
        'Option1 Name': 'Size',
        'Option1 Value': 'S',
        'Option2 Name': 'Color',
        'Option2 Value': 'White',
        'Variant Price': '25',
        'Variant Compare At Price': '20',
        'Variant Inventory Qty': '2.5',
      },
    ];
    const answer = await importCsv(t, shopifyCsv(rows));
    expect(answer.statusCode).toBe(200);
    // Teal is a colour the shop would add (its family guessed): not a mistake.
    expect(answer.json().added.colors).toEqual([{ name: 'Teal', family: 'blue', guessed: true }]);
    expect(answer.json()).toMatchObject({
      dryRun: false,
      created: 0,
      updated: 0,
      unchanged: 0,
      errors: [
        {
          line: 4,
          column: 'Option1 Value',
          message:
            'Size XXL is not in the chart of Dresses (XS, S, M, L, XL): add it there, or let the import add sizes',
        },
        {
          line: 4,
          column: 'Variant Price',
          message: 'Variant Price must be an amount above 0 such as 49.00, not "-5"',
        },
        {
          line: 5,
          column: 'Handle',
          message:
            'Handle "Robe d’été" must be lowercase letters, digits and single hyphens, such as silk-slip-dress',
        },
        {
          line: 6,
          column: 'Type',
          message: UNKNOWN_TOPS,
        },
        {
          line: 6,
          column: 'Variant Compare At Price',
          message: 'Variant Compare At Price must be above the Variant Price',
        },
        { line: 6, column: 'Variant Inventory Qty', message: 'Variant Inventory Qty must be a whole number' },
      ],
    });
    expect(await productByHandle(t, 'linen-shirt-dress')).toBeUndefined();
  });

  it('an unknown category is an error until categoryMap maps it', async () => {
    const top: Cells = {
      Handle: 'boxy-tee',
      Title: 'Boxy Tee',
      Type: 'Tops',
      'Option1 Name': 'Size',
      'Option1 Value': 'm',
      'Option2 Name': 'Colour',
      'Option2 Value': 'WHITE',
      'Variant Price': '25.5',
      'Variant Inventory Qty': '4',
    };
    const refused = await importCsv(t, shopifyCsv([top]));
    expect(refused.json().errors).toEqual([{ line: 2, column: 'Type', message: UNKNOWN_TOPS }]);
    const map = encodeURIComponent(JSON.stringify({ tops: 'clothing' }));
    const mapped = await importCsv(t, shopifyCsv([top]), `?categoryMap=${map}`);
    expect(mapped.json()).toMatchObject({ created: 1, errors: [] });
    expect(await productByHandle(t, 'boxy-tee')).toMatchObject({
      category: 'clothing',
      productType: 'Tops',
      listPriceCents: 2550,
    });
    const badMap = await importCsv(
      t,
      shopifyCsv([top]),
      `?categoryMap=${encodeURIComponent('{"Tops":"hats"}')}`,
    );
    expect(badMap.statusCode).toBe(400);
    expect(badMap.json().field).toBe('categoryMap');
  });

  it('a picture that cannot be fetched is a warning: the product comes in as a draft without it', async () => {
    const rows = dressRows().map((row) => ({ ...row, Handle: 'lost-picture-dress', 'Variant SKU': '' }));
    (rows[0] as Cells)['Image Src'] = '';
    (rows[1] as Cells)['Image Src'] = `${picturesUrl}/pics/missing.png`;
    const answer = await importCsv(t, shopifyCsv(rows));
    // The first row's quoted body holds a line break: the second row starts on line 4.
    expect(answer.json()).toMatchObject({ created: 1, errors: [] });
    expect(answer.json().warnings).toEqual([
      {
        line: 4,
        column: 'Image Src',
        message: `The picture at ${picturesUrl}/pics/missing.png could not be fetched. The product comes in as a draft without it.`,
      },
    ]);
    const product = await productByHandle(t, 'lost-picture-dress');
    expect(product).toMatchObject({ status: 'draft', images: [] });
    // Publishing it says a picture is missing; the same file again changes nothing.
    const publish = await t.send('PATCH', `/api/products/update-product/${product?.id}`, t.admin, {
      status: 'active',
    });
    expect(publish.json()).toMatchObject({
      message: 'Add at least one picture before publishing',
      field: 'images',
    });
    const again = await importCsv(t, shopifyCsv(rows));
    expect(again.json()).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
    // Without pictures asked for, the file's status stands (the export tests below count on it).
    const skipped = await importCsv(t, shopifyCsv(rows), '?skipImages=true');
    expect(skipped.json()).toMatchObject({ updated: 1, warnings: [] });
  });

  it('fetches other sites’ pictures before its transaction: the shop answers while a picture is slow', async () => {
    slowAsked = new Promise<void>((resolve) => {
      slowArrived = resolve;
    });
    const rows = dressRows().map((row) => ({ ...row, Handle: 'slow-picture-dress', 'Variant SKU': '' }));
    (rows[0] as Cells)['Image Src'] = `${picturesUrl}/pics/slow.png`;
    (rows[1] as Cells)['Image Src'] = '';
    const importing = importCsv(t, shopifyCsv(rows));
    await slowAsked;
    // On the embedded database a transaction holds the whole database: a read now would wait for
    // the picture if it were fetched inside the import's transaction.
    const list = await t.send('GET', '/api/products?search=slow-picture-dress', t.admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().totalProducts).toBe(0);
    releaseSlow();
    const answer = await importing;
    expect(answer.json()).toMatchObject({ created: 1, errors: [] });
    expect((await productByHandle(t, 'slow-picture-dress'))?.images).toHaveLength(1);
  });

  it('never fetches a picture from this machine or any special-purpose address, and says only that it could not', async () => {
    const shop = await createAdminApi();
    try {
      const port = new URL(picturesUrl).port;
      const refused = [
        // This machine, by address, by name and as IPv4 written as IPv6.
        `${picturesUrl}/pics/front.png`,
        `http://localhost:${port}/pics/front.png`,
        `http://[::ffff:127.0.0.1]:${port}/pics/front.png`,
        // A cloud's metadata service, documentation, carrier-grade NAT and unique-local ranges.
        'http://169.254.169.254/latest/meta-data/',
        'http://192.0.2.2/x.png',
        'http://[2001:db8::1]/x.png',
        'http://100.64.0.1/',
        'http://[fd00::1]/x.png',
        'https://198.51.100.7/x.png',
      ];
      const rows = refused.map((src, i) => ({
        ...(i === 0 ? dressRows()[2] : {}),
        Handle: 'inside-job-dress',
        ...(i === 0
          ? { Title: 'Inside Job', Type: 'Dresses', 'Option1 Name': 'Size', 'Option2 Name': 'Color' }
          : {}),
        'Variant SKU': '',
        'Image Src': src,
        'Image Position': String(i + 1),
      }));
      const answer = await importCsv(shop, shopifyCsv(rows));
      expect(answer.statusCode).toBe(200);
      // The product comes in as a draft with none of them: each is a warning on its line.
      expect(answer.json()).toMatchObject({ created: 1, updated: 0, errors: [] });
      expect((await productByHandle(shop, 'inside-job-dress'))?.images).toEqual([]);
      // The header is line 1 and no cell holds a line break: row i is on line i + 2. Pictures are
      // fetched a few at once, so their warnings come in the order the fetches end.
      const warnings = answer.json().warnings as { line: number }[];
      expect(warnings.sort((a, b) => a.line - b.line)).toEqual(
        refused.map((src, i) => ({
          line: i + 2,
          column: 'Image Src',
          message: `The picture at ${src} could not be fetched. The product comes in as a draft without it.`,
        })),
      );
    } finally {
      await shop.close();
    }
  });
});

describe('export', () => {
  it('downloads the catalog as Shopify CSV, honouring the filter', async () => {
    const answer = await t.send('GET', '/api/products/export.csv?category=dress', t.admin);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="products.csv"');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body.startsWith(`${PRODUCT_CSV_COLUMNS.join(',')}\r\n`)).toBe(true);
    const records = await csvRecords(answer.body);
    const handles = new Set(records.slice(1).map((r) => r[0]));
    expect(handles).toEqual(new Set(['silk-midi-dress', 'lost-picture-dress', 'slow-picture-dress']));
    const dress = records.filter((r) => r[0] === 'silk-midi-dress').map((r) => row(r));
    expect(dress[0]).toMatchObject({
      Title: 'Silk Midi Dress, bias cut',
      Vendor: 'Velora',
      Type: 'Dresses',
      Published: 'TRUE',
      'Option1 Name': 'Size',
      'Option1 Value': 'S',
      'Option2 Name': 'Color',
      'Option2 Value': 'Green',
      'Variant Inventory Qty': '3',
      'Variant Price': '99.00',
      'Variant Compare At Price': '129.00',
      'Image Position': '1',
      Status: 'active',
    });
    expect(dress[0]?.['Image Src']).toMatch(/^http:\/\/localhost(:80)?\/uploads\/.+\.webp$/);
    expect(dress[2]).toMatchObject({
      Title: '',
      'Option1 Value': 'M',
      'Option2 Value': 'Black',
      'Variant Price': '104.50',
      'Variant Compare At Price': '129.00',
      'Image Src': '',
    });
    const all = await t.send('GET', '/api/products/export.csv?status=draft', t.admin);
    expect(new Set((await csvRecords(all.body)).slice(1).map((r) => r[0]))).toEqual(new Set(['gold-hoops']));
  });

  it('export then import into an empty shop reproduces the catalog; into the same shop changes nothing', async () => {
    // A product in two colours, each with its own pictures after a shared one.
    const inColours = await t.send('POST', '/api/products/created-product', t.admin, {
      name: 'Two Colour Shirt Dress',
      category: 'dress',
      price: 95,
      description: 'A shirt dress in two colours.',
      images: ['/uploads/shirt-shared.webp'],
      colors: [
        { color: 'blue', images: ['/uploads/shirt-blue.webp'], sizes: [{ size: 'S', stock: 1 }] },
        {
          color: 'white',
          images: ['/uploads/shirt-white.webp', '/uploads/shirt-white-back.webp'],
          sizes: [{ size: 'S', stock: 2, price: 99 }],
        },
      ],
    });
    expect(inColours.statusCode).toBe(201);
    const pictures = async (api: AdminApi) => {
      const shown = await api.send('GET', `/api/shopify-products/products/${inColours.json().handle}`, null);
      return shown.json().images.edges.map((edge: { node: object }) => edge.node);
    };
    const exported = (await t.send('GET', '/api/products/export.csv', t.admin)).body;
    const again = await importCsv(t, exported);
    expect(again.json()).toMatchObject({ created: 0, updated: 0, errors: [] });
    const count = again.json().unchanged;
    expect(count).toBeGreaterThanOrEqual(4);

    const empty = await createAdminApi();
    try {
      const answer = await importCsv(empty, exported);
      expect(answer.json()).toMatchObject({
        dryRun: false,
        created: count,
        updated: 0,
        unchanged: 0,
        errors: [],
        warnings: [],
      });
      const copied = (await empty.send('GET', '/api/products/export.csv', empty.admin)).body;
      expect(byHandle(await csvRecords(copied))).toEqual(byHandle(await csvRecords(exported)));
      // Each colour's pictures came back as that colour's (Variant Image), the shared one as shared.
      expect((await pictures(empty)).map((node: { color?: string }) => node.color ?? null)).toEqual([
        null,
        'blue',
        'white',
        'white',
      ]);
      expect(await pictures(empty)).toEqual(await pictures(t));
    } finally {
      await empty.close();
    }
  });

  it('the template imports as it is', async () => {
    const template = await t.send('GET', '/api/products/import-template.csv', t.admin);
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toBe('text/csv; charset=utf-8');
    const answer = await importCsv(t, template.body, '?dryRun=true');
    expect(answer.json()).toMatchObject({
      dryRun: true,
      created: 1,
      updated: 0,
      unchanged: 0,
      errors: [],
      warnings: [],
    });
  });
});

it('only admins may export or import', async () => {
  for (const [method, url] of [
    ['GET', '/api/products/export.csv'],
    ['GET', '/api/products/import-template.csv'],
    ['POST', '/api/products/import'],
  ] as const) {
    for (const [who, status] of [
      [null, 401],
      [t.shopper, 403],
    ] as const) {
      const answer = await t.app.inject({
        method,
        url,
        headers: { ...(who?.bearer ?? {}), ...(method === 'POST' ? { 'content-type': 'text/csv' } : {}) },
        ...(method === 'POST' ? { payload: shopifyCsv(hoopRows()) } : {}),
      });
      expect(answer.statusCode, `${method} ${url}`).toBe(status);
    }
  }
});

function row(fields: string[]): Record<string, string> {
  return Object.fromEntries(PRODUCT_CSV_COLUMNS.map((column, i) => [column, fields[i] ?? '']));
}

/** The export's rows by product, in their order within each product (products may come in any order). */
function byHandle(records: string[][]): Record<string, string[][]> {
  const out: Record<string, string[][]> = {};
  for (const fields of records.slice(1)) {
    const handle = fields[0] as string;
    out[handle] = [...(out[handle] ?? []), fields];
  }
  return out;
}

it('reads a file streamed over a real connection', async () => {
  // Over a socket the body reaches the route as the request stream itself (inject hands it over whole).
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const rows = hoopRows().map((row) => ({ ...row, Handle: 'streamed-hoops' }));
  const answer = await fetch(`${base}/api/products/import?dryRun=true`, {
    method: 'POST',
    headers: { ...t.admin.bearer, 'content-type': 'text/csv; charset=utf-8' },
    body: shopifyCsv(rows),
  });
  expect(answer.status).toBe(200);
  expect(await answer.json()).toMatchObject({
    dryRun: true,
    created: 1,
    updated: 0,
    unchanged: 0,
    errors: [],
    warnings: [],
  });
});

it('reads a file chosen in a form (multipart/form-data) as it arrives, and asks for one when none is sent', async () => {
  // Over a socket, as a browser sends it (the test above may have started listening already).
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  const rows = hoopRows().map((row) => ({ ...row, Handle: 'uploaded-hoops' }));
  const form = new FormData();
  form.append('note', 'fields before the file are ignored');
  form.append('file', new Blob([shopifyCsv(rows)], { type: 'text/csv' }), 'products.csv');
  const answer = await fetch(`${base}/api/products/import?dryRun=true`, {
    method: 'POST',
    headers: t.admin.bearer,
    body: form,
  });
  expect(answer.status).toBe(200);
  expect(await answer.json()).toMatchObject({
    dryRun: true,
    created: 1,
    updated: 0,
    unchanged: 0,
    errors: [],
    warnings: [],
  });

  const empty = new FormData();
  empty.append('note', 'no file');
  const none = await fetch(`${base}/api/products/import?dryRun=true`, {
    method: 'POST',
    headers: t.admin.bearer,
    body: empty,
  });
  expect(none.status).toBe(400);
  expect(await none.json()).toEqual({ message: 'Choose a CSV file to import', field: 'file' });
});

it('exports a catalog larger than one page once each, products created at the same moment included', async () => {
  const sameMoment = new Date(Date.UTC(2026, 5, 1));
  const many = Array.from({ length: EXPORT_PAGE + 150 }, (_, i) =>
    productFixture({ category: 'accessories', createdAt: i % 3 === 0 ? sameMoment : undefined }),
  );
  const big = await createAdminApi({ products: many });
  try {
    // Microseconds a JavaScript date cannot hold, as rows written by Postgres' own now() have.
    await big.database.db.execute(
      sql`update products set created_at = created_at + interval '123 microseconds' where created_at = ${sameMoment.toISOString()}::timestamptz`,
    );
    const answer = await big.send('GET', '/api/products/export.csv', big.admin);
    const handles = (await csvRecords(answer.body)).slice(1).map((r) => r[0]);
    expect(handles.length).toBe(many.length);
    expect(new Set(handles)).toEqual(new Set(many.map((p) => p.handle)));
  } finally {
    await big.close();
  }
}, 120_000);
