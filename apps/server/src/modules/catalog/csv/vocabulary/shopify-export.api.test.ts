import type { AdminCategory } from '@shop/shared/catalog/categories';
import type { ShopColor } from '@shop/shared/catalog/colors';
import type { ImportResult } from '@shop/shared/catalog/product-csv';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminApi, createAdminApi } from '../../../../test/admin-api-fixtures';
import { products } from '../../catalog.schema';
import { withChildren } from '../../product-columns';

// A real Shopify export comes in in one pass (docs/product/api.md, Products: import and export):
// one-variant products ("Title / Default Title"), sizes written Small/Medium/Large, no Type,
// colours the shop has never heard of and pictures on a CDN the server cannot reach.

let t: AdminApi;

beforeAll(async () => {
  t = await createAdminApi();
}, 120_000);
afterAll(() => t.close());

// The columns of Shopify's own export that matter here, in its order, with some it has and the
// shop ignores.
const HEADER = [
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
  'Variant Inventory Qty',
  'Variant Price',
  'Image Src',
  'Image Position',
  'Gift Card',
  'SEO Title',
  'Status',
];
type Cells = Partial<Record<(typeof HEADER)[number], string>>;
const quote = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const csv = (rows: Cells[]) =>
  `\uFEFF${[HEADER.join(','), ...rows.map((row) => HEADER.map((column) => quote(row[column] ?? '')).join(','))].join('\r\n')}\r\n`;

/** A picture on an address the shop never fetches from (a private network): it cannot be reached. */
const CDN = 'http://10.255.0.1/s/files/1/products';

const tee = (size: string, first = false): Cells => ({
  Handle: 'classic-crew-tee',
  ...(first
    ? {
        Title: 'Classic Crew Tee',
        'Body (HTML)': '<p>Heavy cotton.</p>',
        Vendor: 'Demo Apparel',
        Tags: 'cotton, basics',
        Published: 'TRUE',
        'Option1 Name': 'Size',
        'Option2 Name': 'Color',
        'Image Src': `${CDN}/tee.jpg`,
        'Image Position': '1',
        'Gift Card': 'FALSE',
        'SEO Title': 'Classic Crew Tee in Heavy Cotton',
        Status: 'active',
      }
    : {}),
  'Option1 Value': size,
  'Option2 Value': 'Navy',
  'Variant Inventory Qty': '5',
  'Variant Price': '25.00',
});

const single = (handle: string, title: string, more: Cells = {}): Cells => ({
  Handle: handle,
  Title: title,
  Published: 'TRUE',
  'Option1 Name': 'Title',
  'Option1 Value': 'Default Title',
  'Variant Inventory Qty': '3',
  'Variant Price': '40.00',
  'Gift Card': 'FALSE',
  Status: 'active',
  ...more,
});

const apparelExport = (): Cells[] => [
  tee('Small', true),
  tee('Medium'),
  tee('Large'),
  single('canvas-tote', 'Canvas Tote', { 'Product Category': 'Apparel & Accessories > Handbags' }),
  single('oatmeal-wool-scarf', 'Oatmeal Wool Scarf', {
    'Image Src': `${CDN}/scarf.jpg`,
    'Image Position': '1',
  }),
];

const importCsv = async (body: string, query = '') => {
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/products/import${query}`,
    headers: { ...t.admin.bearer, 'content-type': 'text/csv' },
    payload: body,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as ImportResult;
};
const product = (handle: string) =>
  t.database.db.query.products.findFirst({ where: eq(products.handle, handle), with: withChildren });
const categories = async () =>
  ((await t.send('GET', '/api/categories?include=hidden', t.admin)).json() as { categories: AdminCategory[] })
    .categories;
const colors = async () => ((await t.app.inject('/api/colors')).json() as { colors: ShopColor[] }).colors;

describe('a Shopify apparel export', () => {
  it('says once what it lacks: the category, for every product that has no Type', async () => {
    const report = await importCsv(csv(apparelExport()), '?dryRun=true');
    expect(report.errors.map((error) => error.line)).toEqual([2, 6]);
    expect(report.groups.filter((group) => group.severity === 'error')).toEqual([
      {
        severity: 'error',
        message:
          "A product needs a Type or Product Category naming one of the shop's categories, or a default category for the import",
        count: 2,
        lines: [2, 6],
      },
    ]);
    // The counts say what would be written all the same: the tote, under Handbags' path, is
    // unknown too ... unless the path's parts name a category: Accessories does.
    expect(report.created).toBe(1);
  });

  it('dry-runs with no errors once a default category is chosen, and changes nothing', async () => {
    const report = await importCsv(csv(apparelExport()), '?dryRun=true&defaultCategory=clothing');
    expect(report).toMatchObject({ dryRun: true, created: 3, errors: [] });
    expect(report.added.colors).toEqual([{ name: 'Navy', family: 'blue', guessed: true }]);
    expect(report.added.sizes).toEqual([{ category: 'Clothing', sizes: ['One Size'] }]);
    expect(report.warnings.map((warning) => warning.message)).toEqual(
      expect.arrayContaining([
        `The picture at ${CDN}/tee.jpg could not be fetched. The product comes in as a draft without it.`,
        'No Color option: the colour is taken as black; change it on the product if it is not',
        'No Color option: the colour is taken as beige from the title; change it on the product if it is not',
      ]),
    );
    expect(await product('classic-crew-tee')).toBeUndefined();
    expect((await colors()).map((color) => color.name)).not.toContain('Navy');
    expect(
      (await categories())
        .find((category) => category.handle === 'clothing')
        ?.sizeChart.sizes.map((row) => row.size),
    ).toEqual(['XS', 'S', 'M', 'L', 'XL']);
  });

  it('imports every product, and the same file again changes nothing', async () => {
    const report = await importCsv(csv(apparelExport()), '?defaultCategory=clothing');
    expect(report).toMatchObject({ created: 3, errors: [] });
    const teeProduct = await product('classic-crew-tee');
    expect(teeProduct).toMatchObject({
      category: 'clothing',
      color: 'Navy',
      status: 'draft',
      images: [],
      tags: 'cotton, basics',
      seoTitle: 'Classic Crew Tee in Heavy Cotton',
      seoDescription: null,
    });
    expect(teeProduct?.variants.map((variant) => [variant.size, variant.color, variant.stock])).toEqual([
      ['S', 'Navy', 5],
      ['M', 'Navy', 5],
      ['L', 'Navy', 5],
    ]);
    expect(await product('canvas-tote')).toMatchObject({ status: 'active', color: 'black' });
    expect((await product('canvas-tote'))?.variants.map((variant) => variant.size)).toEqual(['One Size']);
    expect(await product('oatmeal-wool-scarf')).toMatchObject({ status: 'draft', color: 'beige' });
    expect((await colors()).find((color) => color.name === 'Navy')).toMatchObject({ family: 'blue' });

    const again = await importCsv(csv(apparelExport()), '?defaultCategory=clothing');
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 3, errors: [] });
    expect(again.added).toEqual({ colors: [], categories: [], sizes: [] });
  });
});

describe('the owner’s choices in the report', () => {
  it('makes new categories of unknown types, with the sizes the file gives them', async () => {
    const knit = (size: string, first = false): Cells => ({
      Handle: 'cable-cardigan',
      ...(first
        ? {
            Title: 'Cable Cardigan',
            Type: 'Knitwear',
            Published: 'TRUE',
            'Option1 Name': 'Size',
            'Option2 Name': 'Colour',
          }
        : {}),
      'Option1 Value': size,
      'Option2 Value': 'Forest Green',
      'Variant Price': '89.00',
    });
    const rows = [knit('X-Small', true), knit('Small'), knit('X-Large')];
    const refused = await importCsv(csv(rows), '?dryRun=true');
    expect(refused.errors).toEqual([
      {
        line: 2,
        column: 'Type',
        message:
          'Unknown category "Knitwear": map it to one of the shop\'s categories, choose a default category, or let the import create it',
      },
    ]);
    const dry = await importCsv(csv(rows), '?dryRun=true&createCategories=true');
    expect(dry).toMatchObject({ errors: [], created: 1, added: { categories: ['Knitwear'] } });
    // A dry run leaves no trace, staged or not.
    expect((await categories()).map((category) => category.handle)).not.toContain('knitwear');
    expect((await colors()).map((color) => color.name)).not.toContain('Forest Green');

    const done = await importCsv(csv(rows), '?createCategories=true');
    expect(done).toMatchObject({ errors: [], created: 1 });
    const knitwear = (await categories()).find((category) => category.handle === 'knitwear');
    expect(knitwear).toMatchObject({ name: 'Knitwear', hidden: false, productCount: 1 });
    expect(knitwear?.sizeChart.sizes.map((row) => row.size)).toEqual(['XS', 'S', 'XL']);
    expect((await colors()).find((color) => color.name === 'Forest Green')?.family).toBe('green');
    const shown = await t.app.inject('/api/shopify-products/products?category=knitwear&color=green');
    expect(shown.json().products.map((p: { title: string }) => p.title)).toEqual(['Cable Cardigan']);
  });

  it('adds sizes to a chart when asked, else says which are missing', async () => {
    const gown = (size: string, first = false): Cells => ({
      Handle: 'tulle-gown',
      ...(first
        ? {
            Title: 'Tulle Gown',
            Type: 'Dresses',
            Published: 'TRUE',
            'Option1 Name': 'Size',
            'Option2 Name': 'Color',
          }
        : {}),
      'Option1 Value': size,
      'Option2 Value': 'Blush',
      'Variant Price': '150.00',
    });
    const rows = [gown('M', true), gown('XXL'), gown('3XL')];
    const refused = await importCsv(csv(rows), '?dryRun=true');
    expect(refused.errors.map((error) => error.message)).toEqual([
      'Size XXL is not in the chart of Dresses (XS, S, M, L, XL): add it there, or let the import add sizes',
      'Size XXXL is not in the chart of Dresses (XS, S, M, L, XL): add it there, or let the import add sizes',
    ]);
    const done = await importCsv(csv(rows), '?addSizes=true');
    expect(done).toMatchObject({
      errors: [],
      created: 1,
      added: { sizes: [{ category: 'Dresses', sizes: ['XXL', 'XXXL'] }] },
    });
    const dresses = (await categories()).find((category) => category.handle === 'dress');
    expect(dresses?.sizeChart.sizes.map((row) => row.size)).toEqual([
      'XS',
      'S',
      'M',
      'L',
      'XL',
      'XXL',
      'XXXL',
    ]);
  });

  it('files a colour it cannot place under beige with a warning, or where the owner says', async () => {
    const zest = (colorFamilies = ''): Promise<ImportResult> =>
      importCsv(
        csv([
          single('zest-scarf', 'Silk Scarf', {
            Type: 'Accessories',
            'Option1 Name': 'Color',
            'Option1 Value': 'Zest',
          }),
        ]),
        `?dryRun=true${colorFamilies}`,
      );
    const guessedNot = await zest();
    expect(guessedNot.errors).toEqual([]);
    expect(guessedNot.added.colors).toEqual([{ name: 'Zest', family: 'beige', guessed: false }]);
    expect(guessedNot.warnings.map((warning) => warning.message)).toEqual([
      'New colour "Zest": its family could not be guessed, so it is filed under beige until you choose one',
    ]);
    const chosen = await zest(`&colorFamilies=${encodeURIComponent('{"zest":"yellow"}')}`);
    expect(chosen.added.colors).toEqual([{ name: 'Zest', family: 'yellow', guessed: false }]);
    expect(chosen.warnings).toEqual([]);
  });

  it('refuses gift cards and keeps other options out, saying so', async () => {
    const report = await importCsv(
      csv([
        single('gift-card', 'Gift Card', { 'Gift Card': 'TRUE', Type: 'Accessories' }),
        single('belt', 'Leather Belt', {
          Type: 'Accessories',
          'Option1 Name': 'Material',
          'Option1 Value': 'Leather',
        }),
      ]),
      '?dryRun=true',
    );
    expect(report.errors).toEqual([
      {
        line: 2,
        column: 'Gift Card',
        message: 'Gift cards are not products the shop sells: leave their rows out of the file',
      },
    ]);
    expect(report.warnings.map((warning) => warning.message)).toContain(
      'Option "Material" is not kept: the shop\'s products come in sizes and colours',
    );
  });
});
