import { type SQL, sql } from 'drizzle-orm';
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

/**
 * A subquery: the sizes and colours of these products, whatever their status, with columns
 * "variantId", "productId", size, color and position (the product's own order of its sizes).
 */
export const variantOptionRows = (productIds: readonly string[]) => sql`
  select ${productVariants.id} as "variantId", ${productVariants.productId} as "productId",
    ${productVariants.size} as size, ${productVariants.color} as color, ${productVariants.position} as position
  from ${productVariants} join ${products} on ${products.id} = ${productVariants.productId}
  where ${NOT_STAGED} and ${productVariants.productId} in (${sql.join(
    productIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;

/**
 * A subquery for the morning low-stock mail: every size of the products for sale (active), with
 * columns "variantId", "productId", title, size, color, sku, position and free (stock less the
 * units held by checkouts, never below 0).
 */
export const stockForSaleRows = () => sql`
  select v.id as "variantId", v.product_id as "productId", p.title, v.size, v.color, v.sku,
    v.position, greatest(v.stock - v.reserved, 0) as free
  from ${productVariants} v join ${products} p on p.id = v.product_id
  where p.status = 'active'`;
