import { eq, sql } from 'drizzle-orm';
import type { Db } from './db/client';
import { appMeta } from './db/meta.schema';
import { createProducts, PRODUCT_WRITE_BATCH, type ProductInput } from './modules/catalog';
import { productImages, products, productVariants, searchTerms } from './modules/catalog/catalog.schema';
import { DEMO_SHOPPERS, type DemoReview } from './modules/demo-catalog';
import { scheduleDemoSales } from './modules/promotions';
import { addDemoReviews } from './modules/reviews';
import { reviews } from './modules/reviews/reviews.schema';
import { addDemoAccounts } from './modules/users';

const DEMO_SEEDED = 'demo_catalog_seeded_at';

/** Products per transaction: PGlite keeps a transaction's changes in memory until it commits. */
const SEED_TRANSACTION = PRODUCT_WRITE_BATCH;

/** A product to seed; the demo catalog's come with their reviews (by the demo shoppers). */
export type SeedProduct = ProductInput & { reviews?: readonly DemoReview[] };

/**
 * Writes products through the catalog's write service (checked, descriptions sanitised, search
 * vocabulary kept) in one transaction per batch, so 100 000 products never sit in one. A
 * product's reviews go in the same transaction as the product, so its stored average and count
 * are never without the reviews behind them.
 */
export async function insertProducts(db: Db, source: Iterable<SeedProduct>): Promise<number> {
  let batch: SeedProduct[] = [];
  let inserted = 0;
  let shoppersAdded = false;
  const flush = async () => {
    if (batch.length === 0) return;
    const current = batch;
    batch = [];
    inserted += await db.transaction(async (tx) => {
      const created = await createProducts(tx, current);
      const written = current.flatMap((product) =>
        product.id
          ? (product.reviews ?? []).map((review) => ({ ...review, productId: product.id as string }))
          : [],
      );
      if (written.length > 0) {
        if (!shoppersAdded) await addDemoAccounts(tx, DEMO_SHOPPERS);
        shoppersAdded = true;
        await addDemoReviews(tx, written);
      }
      return created;
    });
  };
  for (const product of source) {
    batch.push(product);
    if (batch.length >= SEED_TRANSACTION) await flush();
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
  generate: () => Iterable<SeedProduct>,
  { dailySale = false }: { dailySale?: boolean } = {},
): Promise<{ seeded: boolean; count: number }> {
  const [marker] = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_SEEDED));
  if (marker) return { seeded: false, count: 0 };
  const count = await insertProducts(db, generate());
  // Statistics and visibility maps for the whole catalog at once, so the planner and index-only
  // scans work from the first request; embedded PGlite has no autovacuum to do it later.
  if (count > 0) {
    await db.execute(
      sql`vacuum (analyze) ${products}, ${productVariants}, ${productImages}, ${searchTerms}, ${reviews}`,
    );
  }
  // The home page's countdown counts to a sale that happens (DEMO_DAILY_SALE).
  if (dailySale && count > 0) await scheduleDemoSales(db, new Date());
  await db.insert(appMeta).values({ key: DEMO_SEEDED, value: new Date().toISOString() });
  return { seeded: true, count };
}
