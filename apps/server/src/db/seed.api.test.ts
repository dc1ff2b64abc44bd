import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countProducts } from '../modules/catalog/catalog.queries';
import { generateCatalog } from '../modules/catalog/demo/catalog-generator';
import { createTestDatabase } from '../test/test-app';
import { seedDemoCatalogOnce } from './seed';

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

describe('seedDemoCatalogOnce', () => {
  it('seeds the demo catalog on the first start only', async () => {
    const first = await seedDemoCatalogOnce(database.db, () => generateCatalog({ count: 1200 }));
    expect(first).toEqual({ seeded: true, count: 1200 });
    expect(await countProducts(database.db)).toBe(1200);

    const again = await seedDemoCatalogOnce(database.db, () => generateCatalog({ count: 1200 }));
    expect(again).toEqual({ seeded: false, count: 0 });
    expect(await countProducts(database.db)).toBe(1200);
  });
});
