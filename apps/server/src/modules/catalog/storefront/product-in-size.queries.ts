import { type SQL, sql } from 'drizzle-orm';
import { productImages, products, productVariants } from '../catalog.schema';

/**
 * A subquery for a lateral join, for the modules that keep a product a shopper chose (the
 * wishlist): one row for the product `productId` names (a column or a value), whatever its status
 * (no row once it is deleted), as it stands now in `size` (a column or a value, matched whatever
 * its case; null: any size). Columns:
 * - `product_id`, `handle`, `title`, `image` (its first picture or null), `active` (shoppers can
 *   see and buy it);
 * - `size`: the product's spelling of the size, null when none was asked or it has no such size;
 * - `price_cents`: the size's lowest price, or without a size the product's lowest (as its listing
 *   shows it); null when it has no such size;
 * - `free`: the units free (stock less what checkouts hold) in that size, or in every size;
 * - `variant_id`, `variant_size`, `variant_color`, `variant_price_cents`, `variant_free`: the variant of that
 *   size (of the product's only size when none was asked) to put in a cart: one with a unit
 *   free, the product's own colour first; nulls when there is none.
 * One statement reads it with the caller's own rows, so what the caller writes from it (a saved
 * price) is what was true at that moment.
 */
export function productInSize(productId: SQL, size: SQL): SQL {
  const asked = sql`(${size})::text`;
  return sql`(
    select p.id as product_id, p.handle, p.title, p.status = 'active' as active,
      (select i.url from ${productImages} i where i.product_id = p.id order by i.position, i.id limit 1) as image,
      offer.size, offer.price_cents, coalesce(offer.free, 0)::int as free,
      pick.id as variant_id, pick.size as variant_size, pick.color as variant_color, pick.price_cents as variant_price_cents,
      pick.free as variant_free
    from ${products} p
    cross join lateral (
      select case when ${asked} is null then null else min(v.size) end as size,
        case when ${asked} is null then least(p.price_cents, min(v.price_cents)) else min(v.price_cents) end
          as price_cents,
        sum(greatest(v.stock - v.reserved, 0)) as free,
        count(distinct v.size) as sizes
      from ${productVariants} v
      where v.product_id = p.id and (${asked} is null or lower(v.size) = lower(${asked}))
    ) offer
    left join lateral (
      select v.id, v.size, v.color, v.price_cents, (v.stock - v.reserved)::int as free
      from ${productVariants} v
      where v.product_id = p.id and v.stock > v.reserved
        and (lower(v.size) = lower(${asked}) or (${asked} is null and offer.sizes = 1))
      order by (v.color = p.color) desc, v.position, v.id
      limit 1
    ) pick on true
    where p.id = ${productId})`;
}
