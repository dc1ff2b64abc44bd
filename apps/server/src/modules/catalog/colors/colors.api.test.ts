import { COLORS } from '@shop/shared/catalog/catalog';
import type { ShopColor } from '@shop/shared/catalog/colors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminApi, createAdminApi } from '../../../test/admin-api-fixtures';
import { productFixture } from '../../../test/product-fixtures';

// Colours are names the owner chooses, each in a family shoppers filter by (docs/product/rules.md,
// Colours): Navy is found under blue and shown as Navy.

let t: AdminApi;

beforeAll(async () => {
  t = await createAdminApi({ products: [productFixture({ title: 'Cobalt Shift Dress', color: 'blue' })] });
}, 120_000);
afterAll(() => t.close());

const colors = async () => {
  const answer = await t.app.inject('/api/colors');
  expect(answer.statusCode).toBe(200);
  return (answer.json() as { colors: ShopColor[] }).colors;
};
const addColor = async (body: object) => t.send('POST', '/api/colors', t.admin, body);
const listing = async (query: string) => {
  const answer = await t.app.inject(`/api/shopify-products/products?${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as { products: { title: string; color: string }[] }).products;
};
const addDress = (name: string, color: string) =>
  t.send('POST', '/api/products/created-product', t.admin, {
    name,
    category: 'dress',
    color,
    price: 120,
    description: 'Midi length.',
    image: '/media/demo/dress/0/blue/0.svg',
    sizes: [{ size: 'M', stock: 3 }],
  });

describe('the shop’s colours', () => {
  it('start as the eleven families, each its own swatch', async () => {
    const list = await colors();
    expect(list.map((color) => color.name)).toEqual([...COLORS]);
    expect(list).toHaveLength(11);
    expect(
      list.every((color) => color.family === color.name && /^#[0-9a-f]{6}$/.test(color.swatch ?? '')),
    ).toBe(true);
  });

  it('grow by the owner’s names, the family guessed and the owner’s to change', async () => {
    const navy = await addColor({ name: '  Navy ', swatch: '#1F2A44' });
    expect(navy.statusCode, navy.body).toBe(201);
    expect(navy.json().color).toMatchObject({ name: 'Navy', family: 'blue', swatch: '#1f2a44' });
    const oatmeal = await addColor({ name: 'Oatmeal' });
    expect(oatmeal.json().color).toMatchObject({ name: 'Oatmeal', family: 'beige', swatch: null });
    expect((await addColor({ name: 'Burgundy' })).json().color.family).toBe('red');

    const zest = await addColor({ name: 'Zest' });
    expect(zest.statusCode).toBe(400);
    expect(zest.json()).toMatchObject({ field: 'family' });
    expect((await addColor({ name: 'Zest', family: 'yellow' })).statusCode).toBe(201);

    const again = await addColor({ name: 'NAVY' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'The shop has a colour called Navy already', field: 'name' });
    expect((await addColor({ name: 'Teal', swatch: 'teal' })).json().field).toBe('swatch');
    expect((await addColor({ name: 'x'.repeat(41) })).json().field).toBe('name');
    expect((await t.send('POST', '/api/colors', t.shopper, { name: 'Teal' })).statusCode).toBe(403);
    expect((await t.send('POST', '/api/colors', null, { name: 'Teal' })).statusCode).toBe(401);
  });

  it('find a Navy dress under blue, and show it as Navy', async () => {
    const dress = await addDress('Navy Wrap Dress', 'navy');
    expect(dress.statusCode, dress.body).toBe(201);
    expect(dress.json().color).toBe('Navy');
    const blue = await listing('color=blue');
    expect(blue.map((p) => [p.title, p.color]).sort()).toEqual([
      ['Cobalt Shift Dress', 'blue'],
      ['Navy Wrap Dress', 'Navy'],
    ]);
    const product = (await t.app.inject(`/api/shopify-products/products/${dress.json().handle}`)).json();
    expect(product.variants.edges[0].node.selectedOptions).toEqual([
      { name: 'Size', value: 'M' },
      { name: 'Color', value: 'Navy' },
    ]);
    expect((await listing('q=navy')).map((p) => p.title)).toEqual(['Navy Wrap Dress']);

    const unknown = await addDress('Teal Dress', 'Teal');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      message: "Teal is not one of the shop's colours: add it first",
      field: 'color',
    });
  });

  it('move with the owner: a new family files its products there, a new name renames them', async () => {
    const navy = (await colors()).find((color) => color.name === 'Navy') as ShopColor;
    const moved = await t.send('PATCH', `/api/colors/${navy.id}`, t.admin, { family: 'purple' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await listing('color=purple')).map((p) => p.title)).toEqual(['Navy Wrap Dress']);
    expect((await listing('color=blue')).map((p) => p.title)).toEqual(['Cobalt Shift Dress']);

    const renamed = await t.send('PATCH', `/api/colors/${navy.id}`, t.admin, {
      name: 'Midnight',
      family: 'blue',
    });
    expect(renamed.json().color).toMatchObject({ name: 'Midnight', family: 'blue' });
    const [dress] = await listing('q=midnight');
    expect(dress).toMatchObject({ title: 'Navy Wrap Dress', color: 'Midnight' });
    const taken = await t.send('PATCH', `/api/colors/${navy.id}`, t.admin, { name: 'oatmeal' });
    expect(taken.statusCode).toBe(409);
    expect(
      (await t.send('PATCH', `/api/colors/${crypto.randomUUID()}`, t.admin, { family: 'red' })).statusCode,
    ).toBe(404);
  });
});
