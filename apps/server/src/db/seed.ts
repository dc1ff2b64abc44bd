import { eq, sql } from 'drizzle-orm';
import { addSearchTerms } from '../modules/catalog/catalog.queries';
import { productImages, products, productVariants, searchTerms } from '../modules/catalog/catalog.schema';
import type { GeneratedProduct } from '../modules/catalog/demo/catalog-generator';
import { sanitizeDescriptionHtml } from '../modules/catalog/description-html';
import type { Db } from './client';
import { appMeta } from './meta.schema';

const DEMO_SEEDED = 'demo_catalog_seeded_at';

/**
 * Postgres accepts at most 65 535 bind parameters per statement; batches stay well below it
 * while still being large enough that 100 000 products insert in seconds.
 */
const PRODUCT_BATCH = 1000;

/** Inserts products with their variants and images in a few large statements per batch. */
export async function insertProducts(db: Db, source: Iterable<GeneratedProduct>): Promise<number> {
  let batch: GeneratedProduct[] = [];
  let inserted = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const current = batch;
    batch = [];
    await db.transaction(async (tx) => {
      await tx.insert(products).values(
        current.map(({ variants: _v, images: _i, ...product }) => ({
          ...product,
          descriptionHtml: sanitizeDescriptionHtml(product.descriptionHtml),
          updatedAt: product.createdAt,
        })),
      );
      await tx
        .insert(productVariants)
        .values(current.flatMap((p) => p.variants.map((variant) => ({ ...variant, productId: p.id }))));
      const images = current.flatMap((p) => p.images.map((image) => ({ ...image, productId: p.id })));
      if (images.length > 0) await tx.insert(productImages).values(images);
      await addSearchTerms(
        tx,
        current.map((p) => p.id),
      );
    });
    inserted += current.length;
  };
  for (const product of source) {
    batch.push(product);
    if (batch.length >= PRODUCT_BATCH) await flush();
  }
  await flush();
  return inserted;
}

/**
 * Seeds the demo catalog once per installation. The marker row, not an empty products table,
 * decides: a shop owner who deletes every demo product must not see them come back.
 */
export async function seedDemoCatalogOnce(
  db: Db,
  generate: () => Iterable<GeneratedProduct>,
): Promise<{ seeded: boolean; count: number }> {
  const [marker] = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_SEEDED));
  if (marker) return { seeded: false, count: 0 };
  const count = await insertProducts(db, generate());
  // Statistics and visibility maps for the whole catalog at once, so the planner and index-only
  // scans work from the first request; embedded PGlite has no autovacuum to do it later.
  if (count > 0) {
    await db.execute(sql`vacuum (analyze) ${products}, ${productVariants}, ${productImages}, ${searchTerms}`);
  }
  await db.insert(appMeta).values({ key: DEMO_SEEDED, value: new Date().toISOString() });
  return { seeded: true, count };
}
