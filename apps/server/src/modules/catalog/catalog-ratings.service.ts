import { isCategory, ONE_SIZE, sizesForCategory } from '@shop/shared/catalog';
import type { Db } from '../../db/client';
import { findProductBrief, updateProductRating } from './catalog.queries';

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
  return new Map(
    rows.map((row) => {
      const sizes = isCategory(row.category) ? sizesForCategory(row.category) : [ONE_SIZE];
      const sized = !(sizes.length === 1 && sizes[0] === ONE_SIZE);
      return [row.id, { id: row.id, handle: row.handle, title: row.title, image: row.image, sized }];
    }),
  );
}

/**
 * Sets the rating the storefront shows for a product, inside the caller's transaction (the
 * reviews module computes it from its own table).
 */
export async function setProductRating(
  tx: Db,
  productId: string,
  rating: { average: number | null; count: number },
): Promise<void> {
  await updateProductRating(tx, productId, rating);
}
