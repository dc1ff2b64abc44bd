import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { products, productVariants } from '../catalog.schema';
import { NOT_STAGED } from '../listing.queries';

// What modules above the catalog read of its variants without its tables: back-in-stock alerts
// (docs/product/rules.md, Back-in-stock alerts) look for sizes with units free again, and count
// their requests per size on Manage Products.

/**
 * A scalar subquery: the units of the variant `variantId` names (a column or a value) shoppers
 * can buy now (stock less the units held by checkouts), or null when it is not for sale (gone,
 * or its product a draft or archived).
 */
export const freeUnitsForSale = (variantId: SQL) => sql`(
  select greatest(${productVariants.stock} - ${productVariants.reserved}, 0)
  from ${productVariants} join ${products} on ${products.id} = ${productVariants.productId}
  where ${productVariants.id} = ${variantId} and ${products.status} = 'active')`;

export interface VariantOption {
  variantId: string;
  productId: string;
  size: string;
  color: string;
}

/** The sizes and colours of these products, whatever their status, in their order. */
export async function variantOptionsOf(db: Db, productIds: readonly string[]): Promise<VariantOption[]> {
  if (productIds.length === 0) return [];
  const result = await db.execute(sql`
    select ${productVariants.id} as "variantId", ${productVariants.productId} as "productId",
      ${productVariants.size} as size, ${productVariants.color} as color
    from ${productVariants} join ${products} on ${products.id} = ${productVariants.productId}
    where ${NOT_STAGED} and ${productVariants.productId} in (${sql.join(
      productIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
    order by ${productVariants.productId}, ${productVariants.position}, ${productVariants.id}`);
  return (result as unknown as { rows: VariantOption[] }).rows;
}
