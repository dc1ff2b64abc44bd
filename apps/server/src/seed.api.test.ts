import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from './lib/domain-error';
import { countProducts } from './modules/catalog';
import { products, searchTerms } from './modules/catalog/catalog.schema';
import { generateCatalog } from './modules/demo-catalog';
import { insertProducts, seedDemoCatalogOnce } from './seed';
import { productFixture } from './test/product-fixtures';
import { createTestDatabase } from './test/test-app';

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

describe('insertProducts', () => {
  it('writes through the catalog write service: descriptions sanitised, vocabulary kept, bad input refused', async () => {
    const unsafe = productFixture({
      title: 'Quokka Print Kimono',
      descriptionHtml: '<p>Light.</p><script>alert(1)</script><img src=x onerror="alert(1)">',
    });
    expect(await insertProducts(database.db, [unsafe])).toBe(1);
    const [row] = await database.db
      .select({ html: products.descriptionHtml })
      .from(products)
      .where(eq(products.id, unsafe.id));
    expect(row?.html).toBe('<p>Light.</p>');
    const terms = await database.db
      .select()
      .from(searchTerms)
      .where(inArray(searchTerms.term, ['quokka', 'kimono']));
    expect(terms).toHaveLength(2);

    const bad = productFixture({ priceCents: -100 });
    const error = await insertProducts(database.db, [bad]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).field).toBe('priceCents');
    expect(await countProducts(database.db)).toBe(1201);
  });
});
