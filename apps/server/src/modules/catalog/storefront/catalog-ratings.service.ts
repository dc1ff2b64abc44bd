import type { Db } from '../../../db/client';
import { findProductBrief, lockProductRows, updateProductRating } from './ratings.queries';

export interface ProductBrief {
  id: string;
  handle: string;
  title: string;
  image: string | null;
  /** Whether the product comes in sizes, so a fit answer means something. */
  sized: boolean;
}

/** Products by id, for the reviews module; unknown ids are left out. */
export async function productBriefs(db: Db, ids: readonly string[]): Promise<Map<string, ProductBrief>> {
  const rows = await findProductBrief(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Sets the ratings the storefront shows, inside the caller's transaction: the reviews module
 * computes each from its own table through `ratingOf`, after the products' rows are locked. Under
 * READ COMMITTED each statement reads what was committed when it starts, so counting after the
 * lock (not before) is what makes two shoppers reviewing one product at once both count.
 */
export async function recountProductRatings(
  tx: Db,
  productIds: readonly string[],
  ratingOf: (tx: Db, productId: string) => Promise<{ average: number | null; count: number }>,
): Promise<void> {
  const ids = [...new Set(productIds)].sort();
  await lockProductRows(tx, ids);
  for (const id of ids) await updateProductRating(tx, id, await ratingOf(tx, id));
}
