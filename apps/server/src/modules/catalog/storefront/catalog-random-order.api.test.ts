import { type ProductListQuery, productListQuerySchema } from '@shop/shared/catalog/catalog-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../../seed';
import { productFixture } from '../../../test/product-fixtures';
import { createTestDatabase } from '../../../test/test-app';
import { shuffleStart } from '../listing.queries';
import { findProductPage } from './storefront.queries';

let database: Awaited<ReturnType<typeof createTestDatabase>>;

const fixtures = [
  ...Array.from({ length: 8 }, (_, i) => productFixture({ title: `Wrap Dress ${i}`, category: 'dress' })),
  ...Array.from({ length: 5 }, (_, i) =>
    productFixture({ title: `Ankle Boots ${i}`, category: 'shoes', productType: 'Boots' }),
  ),
];

const query = (input: Record<string, string>): ProductListQuery => productListQuerySchema.parse(input);

/** Every page of a listing, in order, the way a shopper clicking Next would see it. */
async function walk(input: Record<string, string>, limit: number, walkShuffleKey: boolean) {
  const options = walkShuffleKey ? { fullShuffleMax: 0 } : {};
  const seen: string[] = [];
  let total = 0;
  for (let page = 1; page <= 20; page += 1) {
    const result = await findProductPage(
      database.db,
      query({ ...input, page: String(page), limit: String(limit) }),
      options,
    );
    total = result.total;
    const products = JSON.parse(result.products) as { title: string }[];
    if (products.length === 0) break;
    seen.push(...products.map((product) => product.title));
  }
  return { seen, total };
}

beforeAll(async () => {
  database = await createTestDatabase();
  await insertProducts(database.db, fixtures);
});
afterAll(() => database.dispose());

describe('the random order', () => {
  describe.each([
    ['a true shuffle, for a catalog of up to 10 000 matches', false],
    ['a walk of the shuffle key, for larger ones', true],
  ])('as %s', (_, walkShuffleKey) => {
    it('never repeats or skips a product across pages, and is the same for the same seed', async () => {
      for (const seed of ['1', '2', '19000', '123456789']) {
        const { seen, total } = await walk({ sort: 'random', seed }, 5, walkShuffleKey);
        expect(total).toBe(fixtures.length);
        expect(new Set(seen).size, `seed ${seed}`).toBe(fixtures.length);
        expect(seen).toHaveLength(fixtures.length);
        const again = await walk({ sort: 'random', seed }, 4, walkShuffleKey);
        expect(again.seen, `seed ${seed}`).toEqual(seen);
      }
    });

    it('changes with the seed', async () => {
      const orders = new Set<string>();
      for (let seed = 1; seed <= 12; seed += 1) {
        orders.add((await walk({ sort: 'random', seed: String(seed) }, 20, walkShuffleKey)).seen.join());
      }
      expect(orders.size).toBeGreaterThanOrEqual(6);
    });

    it('shuffles only the products that match the filters and the search', async () => {
      const boots = await walk({ sort: 'random', seed: '7', category: 'shoes' }, 2, walkShuffleKey);
      expect(boots.total).toBe(5);
      expect([...boots.seen].sort()).toEqual(fixtures.slice(8).map((p) => p.title));
      const dresses = await walk({ sort: 'random', seed: '7', q: 'wrap dress' }, 3, walkShuffleKey);
      expect(dresses.total).toBe(8);
      expect(new Set(dresses.seen).size).toBe(8);
    });
  });

  it('starts the walk anywhere in the key range, in either direction', () => {
    const starts = Array.from({ length: 64 }, (_, day) => shuffleStart(20_000 + day));
    expect(new Set(starts.map((s) => s.pivot)).size).toBe(64);
    expect(starts.some((s) => s.pivot < -1e9) && starts.some((s) => s.pivot > 1e9)).toBe(true);
    const backwards = starts.filter((s) => s.backwards).length;
    expect(backwards).toBeGreaterThan(16);
    expect(backwards).toBeLessThan(48);
  });
});
