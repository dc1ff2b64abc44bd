import type { AdminCategory } from '@shop/shared/catalog/categories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminApi, createAdminApi } from '../../../test/admin-api-fixtures';

// Category writes and product writes at the same moment: whatever order the database takes them
// in, no product is left holding stock in a size its category's chart no longer has, and two
// owners never give one address to two categories.

let t: AdminApi;

beforeAll(async () => {
  t = await createAdminApi();
}, 120_000);
afterAll(() => t.close());

const categoryNamed = async (handle: string) => {
  const answer = await t.send('GET', '/api/categories?include=hidden', t.admin);
  return (answer.json() as { categories: AdminCategory[] }).categories.find(
    (category) => category.handle === handle,
  ) as AdminCategory;
};

describe('at the same moment', () => {
  it('two owners adding one address: one gets it, the other a 409', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => t.send('POST', '/api/categories', t.admin, { name: 'Scarves' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });

  it('a size leaving a chart and stock arriving in it: never both', async () => {
    const created = await t.send('POST', '/api/categories', t.admin, {
      name: 'Knitwear',
      sizeChart: { unit: 'cm', sizes: [{ size: 'S' }, { size: 'M' }] },
    });
    expect(created.statusCode, created.body).toBe(201);
    for (let round = 0; round < 6; round += 1) {
      const product = await t.send('POST', '/api/products/created-product', t.admin, {
        name: `Race Jumper ${round}`,
        category: 'knitwear',
        color: 'beige',
        price: 50,
        description: 'Raced.',
        status: 'draft',
        sizes: [
          { size: 'S', stock: 1 },
          { size: 'M', stock: 0 },
        ],
      });
      expect(product.statusCode, product.body).toBe(201);
      const knitwear = await categoryNamed('knitwear');
      const [chart, stock] = await Promise.all([
        t.send('PATCH', `/api/categories/${knitwear.id}`, t.admin, {
          sizeChart: { unit: 'cm', sizes: [{ size: 'S' }] },
        }),
        t.send('PATCH', `/api/products/update-product/${product.json()._id}`, t.admin, {
          sizes: [
            { size: 'S', stock: 1 },
            { size: 'M', stock: 7 },
          ],
        }),
      ]);
      // One of the two went first; the second saw what it did.
      expect([chart.statusCode, stock.statusCode].sort(), `${chart.body} ${stock.body}`).toContain(200);
      expect(chart.statusCode === 200 && stock.statusCode === 200).toBe(false);
      const after = (await t.send('GET', `/api/products/${product.json()._id}`, t.admin)).json() as {
        sizes: { size: string; stock: number }[];
      };
      const chartNow = (await categoryNamed('knitwear')).sizeChart.sizes.map((row) => row.size);
      for (const size of after.sizes) expect(chartNow).toContain(size.size);
      // Back to two sizes for the next round.
      await t.send('PATCH', `/api/categories/${knitwear.id}`, t.admin, {
        sizeChart: { unit: 'cm', sizes: [{ size: 'S' }, { size: 'M' }] },
      });
    }
  });
});
