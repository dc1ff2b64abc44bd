import { type SQL, sql } from 'drizzle-orm';
import { products, productVariants } from '../catalog.schema';
import { ACTIVE } from '../listing.queries';

// What size advice reads of the catalog (docs/product/rules.md, Size advice), as pieces of its
// own statement: the asked product's sizes with the units free in each, and which category a
// product is in, so a shopper's history counts only in the asked product's category.

/**
 * A scalar subquery: `{ category, sizes: [{ size, available }] }` as JSON for a product shoppers
 * see (one entry per variant, every colour's), or null for an unknown, draft or archived one.
 */
export const sizedStockJson = (productId: string) => sql`(
  select json_build_object('category', ${products.category}, 'sizes', (
    select coalesce(json_agg(json_build_object(
      'size', ${productVariants.size},
      'available', greatest(${productVariants.stock} - ${productVariants.reserved}, 0)
    ) order by ${productVariants.position}), '[]'::json)
    from ${productVariants} where ${productVariants.productId} = ${products.id}))
  from ${products}
  where ${products.id} = ${productId}::uuid and ${ACTIVE})`;

/** A scalar subquery: the category of the product `productId` names (a column or a value). */
export const categoryOfProduct = (productId: SQL) =>
  sql`(select ${products.category} from ${products} where ${products.id} = ${productId})`;
