import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../../seed';
import { productFixture } from '../../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

// A product whose variants come in several colours (a CSV import makes them) is found by each
// of its colours in the shop's colour filter.

let t: TestApp;

const twoColours = (() => {
  const product = productFixture({ title: 'Wrap Dress In Two Colours', category: 'dress', color: 'green' });
  const green = product.variants.slice(0, 2);
  return {
    ...product,
    variants: [
      ...green,
      ...green.map((variant, index) => ({
        ...variant,
        id: crypto.randomUUID(),
        color: 'black' as const,
        position: green.length + index,
      })),
    ],
  };
})();

beforeAll(async () => {
  t = await createTestApp();
  await insertProducts(t.database.db, [
    twoColours,
    productFixture({ title: 'Plain Black Dress', category: 'dress', color: 'black' }),
    productFixture({ title: 'Plain Red Dress', category: 'dress', color: 'red' }),
  ]);
}, 120_000);
afterAll(() => t.close());

const titles = async (query: string) => {
  const answer = await t.app.inject(`/api/shopify-products/products?${query}`);
  expect(answer.statusCode).toBe(200);
  const body = answer.json() as { products: { title: string }[]; total: number };
  return { titles: body.products.map((p) => p.title).sort(), total: body.total };
};

describe('the colour filter', () => {
  it('finds a product by any of its variants’ colours, and counts it once', async () => {
    expect(await titles('color=black')).toEqual({
      titles: ['Plain Black Dress', 'Wrap Dress In Two Colours'],
      total: 2,
    });
    expect(await titles('color=green')).toEqual({ titles: ['Wrap Dress In Two Colours'], total: 1 });
    expect(await titles('color=red&sort=price-asc')).toEqual({ titles: ['Plain Red Dress'], total: 1 });
  });
});

describe('search', () => {
  it('finds a product by any of its colours, and corrects a misspelt colour', async () => {
    expect((await titles('q=black%20wrap')).titles).toEqual(['Wrap Dress In Two Colours']);
    expect((await titles('q=green')).titles).toEqual(['Wrap Dress In Two Colours']);
    expect((await titles('q=blak')).titles).toEqual(['Plain Black Dress', 'Wrap Dress In Two Colours']);
  });
});
