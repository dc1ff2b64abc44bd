import { ONE_SIZE } from '@shop/shared/catalog/catalog';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { productImages, products } from '../catalog.schema';
import { categories } from '../categories/categories.schema';

// The products' side of reviews: what a review shows of its product, and the rating it leaves.

/** A product as a review needs it: its words, first picture and whether it comes in sizes. */
export async function findProductBrief(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    select p.id, p.handle, p.title,
      (select i.url from ${productImages} i where i.product_id = p.id order by i.position, i.id limit 1) as image,
      -- Whether its category's chart has a size other than One Size: a fit answer then means something.
      exists (
        select 1 from ${categories} c, jsonb_array_elements(c.sizes) as s
        where c.handle = p.category and s->>'size' <> ${ONE_SIZE}
      ) as sized
    from ${products} p
    where p.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  return (
    result as unknown as {
      rows: {
        id: string;
        handle: string;
        title: string;
        image: string | null;
        sized: boolean;
      }[];
    }
  ).rows;
}

/**
 * Locks products' rows (in id order, so two writers never wait on each other) until the
 * transaction ends: a concurrent review of the same product waits, then counts this one's too.
 */
export async function lockProductRows(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const sorted = [...new Set(ids)].sort();
  await db.execute(sql`
    select id from ${products} where id in (${sql.join(
      sorted.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) order by id for no key update`);
}

/** The storefront's rating of a product, from its reviews (null average when it has none). */
export async function updateProductRating(
  db: Db,
  productId: string,
  rating: { average: number | null; count: number },
): Promise<void> {
  await db
    .update(products)
    .set({ averageRating: rating.average, reviewCount: rating.count, updatedAt: new Date() })
    .where(eq(products.id, productId));
}
