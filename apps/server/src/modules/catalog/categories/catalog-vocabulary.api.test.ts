import type { AdminCategory } from '@shop/shared/catalog/categories';
import type { ShopColor } from '@shop/shared/catalog/colors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminApi, createAdminApi } from '../../../test/admin-api-fixtures';

// A shop's categories, charts and colours move with its catalog: the vocabulary file out of one
// shop and into an empty one, then the products CSV, reproduce them (docs/product/api.md, Categories).

let from: AdminApi;
let to: AdminApi;

beforeAll(async () => {
  [from, to] = await Promise.all([createAdminApi(), createAdminApi()]);
}, 120_000);
afterAll(() => Promise.all([from.close(), to.close()]));

const categoriesOf = async (shop: AdminApi) =>
  (
    (await shop.send('GET', '/api/categories?include=hidden', shop.admin)).json() as {
      categories: AdminCategory[];
    }
  ).categories;
const colorsOf = async (shop: AdminApi) =>
  ((await shop.app.inject('/api/colors')).json() as { colors: ShopColor[] }).colors;
const withoutIds = <T extends { id: string }>(rows: T[]) => rows.map(({ id: _id, ...row }) => row);

describe('the catalog vocabulary', () => {
  it('export then import into an empty shop reproduces categories, charts, colours and products', async () => {
    const knitwear = await from.send('POST', '/api/categories', from.admin, {
      name: 'Knitwear',
      description: 'Soft jumpers.',
      position: 0,
      featured: true,
      sizeChart: {
        unit: 'in',
        sizes: [
          { size: 'S', bust: 34 },
          { size: 'M', bust: 36, length: 25.5 },
        ],
      },
    });
    expect(knitwear.statusCode, knitwear.body).toBe(201);
    const dress = (await categoriesOf(from)).find((category) => category.handle === 'dress') as AdminCategory;
    await from.send('PATCH', `/api/categories/${dress.id}`, from.admin, {
      name: 'Gowns',
      handle: 'gowns',
      hidden: true,
    });
    await from.send('POST', '/api/colors', from.admin, { name: 'Navy', family: 'purple', swatch: '#1f2a44' });
    const jumper = await from.send('POST', '/api/products/created-product', from.admin, {
      name: 'Navy Cable Jumper',
      category: 'knitwear',
      color: 'Navy',
      price: 79,
      description: 'Cable knit.',
      image: '/media/demo/clothing/0/blue/0.svg',
      sizes: [{ size: 'M', stock: 2 }],
    });
    expect(jumper.statusCode, jumper.body).toBe(201);

    const vocabulary = await from.send('GET', '/api/catalog-vocabulary?download=true', from.admin);
    expect(vocabulary.statusCode).toBe(200);
    expect(vocabulary.headers['content-disposition']).toBe('attachment; filename="catalog-vocabulary.json"');
    const csv = (await from.send('GET', '/api/products/export.csv?category=knitwear', from.admin)).body;

    const put = await to.send('PUT', '/api/catalog-vocabulary', to.admin, vocabulary.json());
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({
      message: 'Categories: 2 added, 9 updated; colours: 1 added, 0 updated',
      categories: { created: 2, updated: 9 },
      colors: { created: 1, updated: 0 },
    });
    const imported = await to.app.inject({
      method: 'POST',
      url: '/api/products/import',
      headers: { ...to.admin.bearer, 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(imported.json()).toMatchObject({
      created: 1,
      errors: [],
      added: { colors: [], categories: [], sizes: [] },
    });

    // The file's categories lead the menu; the empty shop's 'dress', not in the file, follows.
    const compared = (list: AdminCategory[]) =>
      withoutIds(list).map(({ productCount: _count, position: _position, ...row }) => row);
    const fromList = compared(await categoriesOf(from));
    const toList = compared(await categoriesOf(to));
    expect(toList.slice(0, fromList.length)).toEqual(fromList);
    expect(toList.slice(fromList.length).map((row) => row.handle)).toEqual(['dress']);
    expect(withoutIds(await colorsOf(to))).toEqual(withoutIds(await colorsOf(from)));
    const listed = await to.app.inject('/api/shopify-products/products?category=knitwear&color=purple');
    expect(listed.json().products.map((p: { title: string; color: string }) => [p.title, p.color])).toEqual([
      ['Navy Cable Jumper', 'Navy'],
    ]);

    // The same file again changes nothing but says so.
    const again = await to.send('PUT', '/api/catalog-vocabulary', to.admin, vocabulary.json());
    expect(again.json().colors).toEqual({ created: 0, updated: 0 });
  });

  it('refuses a file that names an address twice, or comes from a shopper', async () => {
    const twice = await to.send('PUT', '/api/catalog-vocabulary', to.admin, {
      categories: [
        { handle: 'hats', name: 'Hats', sizeChart: { unit: 'cm', sizes: [{ size: 'One Size' }] } },
        { handle: 'hats', name: 'Caps', sizeChart: { unit: 'cm', sizes: [{ size: 'One Size' }] } },
      ],
      colors: [],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().field).toBe('categories.1.handle');
    expect((await to.send('GET', '/api/catalog-vocabulary', to.shopper)).statusCode).toBe(403);
    expect(
      (await to.send('PUT', '/api/catalog-vocabulary', null, { categories: [], colors: [] })).statusCode,
    ).toBe(401);
  });
});
