import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminApi, createAdminApi } from '../../../test/admin-api-fixtures';
import { csvRecords } from '../../../test/csv-records';
import { productFixture } from '../../../test/product-fixtures';
import { products } from '../catalog.schema';

// A spreadsheet runs a cell that starts with =, +, -, @, a tab or a carriage return as a formula
// (CWE-1236): the export writes such a cell behind a ' and the import takes the ' off again, so
// the file opens safely and an export imported back still changes nothing.

const TITLES = ['=1+1', '@SUM(A1)', '+1', '-1', '\tTabbed Scarf', '\rReturned Scarf', "'=already quoted"];

let t: AdminApi;
const made = TITLES.map((title) =>
  productFixture({ title, category: 'accessories', color: 'black', sizes: ['One Size'] }),
);
// An alt text that starts like a formula too.
(made[0]?.images[0] as { alt: string }).alt = '-front view';

beforeAll(async () => {
  t = await createAdminApi({ products: made });
}, 120_000);
afterAll(async () => {
  await t.close();
});

const importCsv = (app: AdminApi, csv: string, query = '') =>
  app.app.inject({
    method: 'POST',
    url: `/api/products/import${query}`,
    headers: { ...app.admin.bearer, 'content-type': 'text/csv' },
    payload: csv,
  });

describe('cells a spreadsheet would run', () => {
  it('are written behind a quote mark by the export', async () => {
    const answer = await t.send('GET', '/api/products/export.csv', t.admin);
    expect(answer.statusCode).toBe(200);
    const [header, ...rows] = await csvRecords(answer.body);
    const title = (header as string[]).indexOf('Title');
    const alt = (header as string[]).indexOf('Image Alt Text');
    const titles = rows.map((row) => row[title]);
    expect(titles).toEqual(expect.arrayContaining(TITLES.map((each) => `'${each}`)));
    expect(answer.body).toContain(`\r\n${made[0]?.handle},'=1+1,`);
    expect(rows.map((row) => row[alt])).toContain("'-front view");
    // Nothing the export writes starts a cell as a formula.
    for (const row of rows) for (const cell of row) expect(cell, cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('come back without the quote mark: the export imported again changes nothing', async () => {
    const exported = (await t.send('GET', '/api/products/export.csv', t.admin)).body;
    const again = await importCsv(t, exported);
    expect(again.json()).toMatchObject({
      dryRun: false,
      created: 0,
      updated: 0,
      unchanged: TITLES.length,
      errors: [],
    });
    const empty = await createAdminApi();
    try {
      const created = await importCsv(empty, exported);
      expect(created.json()).toMatchObject({ created: TITLES.length, errors: [] });
      for (const product of made) {
        const copy = await empty.database.db.query.products.findFirst({
          where: eq(products.handle, product.handle),
          with: { images: true },
        });
        expect(copy?.title).toBe(product.title);
        expect(copy?.images.map((image) => image.alt)).toEqual(product.images.map((image) => image.alt));
      }
    } finally {
      await empty.close();
    }
  });

  it('a numeric cell behind a quote mark is read without it, then checked', async () => {
    const header =
      'Handle,Title,Type,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant Price,Variant Inventory Qty';
    const csv = [
      header,
      "minus-stock,Minus Stock,Accessories,Size,One Size,Color,Black,25.00,'-1",
      "minus-price,Minus Price,Accessories,Size,One Size,Color,Black,'-25.00,3",
    ].join('\r\n');
    const answer = await importCsv(t, csv, '?dryRun=true');
    expect(answer.json().errors).toEqual([
      { line: 2, column: 'Variant Inventory Qty', message: 'Variant Inventory Qty must not be negative' },
      {
        line: 3,
        column: 'Variant Price',
        message: 'Variant Price must be an amount above 0 such as 49.00, not "-25.00"',
      },
    ]);
    const formula = `${header}\r\nformula-title,"'=HYPERLINK(""x"")",Accessories,Size,One Size,Color,Black,25.00,3`;
    expect((await importCsv(t, formula)).json()).toMatchObject({ created: 1, errors: [] });
    const created = await t.database.db.query.products.findFirst({
      where: eq(products.handle, 'formula-title'),
      with: { variants: true },
    });
    expect(created?.title).toBe('=HYPERLINK("x")');
    expect(created?.variants.map((variant) => variant.stock)).toEqual([3]);
  });
});
