import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productInSize } from '../catalog';
import { wishlistItems } from './wishlist.schema';

/** A saved product with what the catalog says of it now, as one statement reads them together. */
export interface WishlistRow {
  product_id: string;
  handle: string;
  title: string;
  image: string | null;
  active: boolean;
  saved_size: string | null;
  saved_price_cents: number;
  saved_in_stock: boolean;
  created_at: Date | string;
  price_cents: number | null;
  free: number;
  variant_id: string | null;
  variant_size: string | null;
  variant_color: string | null;
  variant_price_cents: number | null;
  variant_free: number | null;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * A shopper's saved products, newest first, each with its price and stock in the saved size now;
 * `productId` narrows it to one.
 */
export async function listWishlistRows(db: Db, userId: string, productId?: string): Promise<WishlistRow[]> {
  const result = await db.execute(sql`
    select w.product_id, w.size as saved_size, w.saved_price_cents, w.saved_in_stock, w.created_at,
      o.handle, o.title, o.image, o.active, o.price_cents, o.free,
      o.variant_id, o.variant_size, o.variant_color, o.variant_price_cents, o.variant_free
    from ${wishlistItems} w
    cross join lateral ${productInSize(sql`w.product_id`, sql`w.size`)} as o
    where w.user_id = ${userId}::uuid
      ${productId ? sql`and w.product_id = ${productId}::uuid` : sql``}
    order by w.created_at desc, w.product_id`);
  return rowsOf<WishlistRow>(result);
}

/**
 * Saves a product shoppers can buy, or replaces the size of one saved already (its price and
 * stock are then taken again, and it counts as saved now). The price and stock kept are read by
 * the insert itself, so they are what was true when it was saved. Nothing is saved (undefined)
 * for an unknown, draft or archived product or a size it does not come in.
 */
export async function saveWishlistRow(
  db: Db,
  userId: string,
  productId: string,
  size: string | null,
): Promise<{ product_id: string } | undefined> {
  const result = await db.execute(sql`
    insert into ${wishlistItems} (user_id, product_id, size, saved_price_cents, saved_in_stock, created_at)
    select ${userId}::uuid, o.product_id, o.size, o.price_cents, o.free > 0, now()
    from ${productInSize(sql`${productId}::uuid`, sql`${size}::text`)} as o
    where o.active and o.price_cents is not null
    on conflict (user_id, product_id) do update set size = excluded.size,
      saved_price_cents = excluded.saved_price_cents, saved_in_stock = excluded.saved_in_stock,
      created_at = excluded.created_at
    returning product_id`);
  return rowsOf<{ product_id: string }>(result)[0];
}

/** Whether a product shoppers can see exists, and whether it comes in `size`: why a save saved nothing. */
export async function findProductInSize(
  db: Db,
  productId: string,
  size: string | null,
): Promise<{ active: boolean; price_cents: number | null } | undefined> {
  const result = await db.execute(sql`
    select o.active, o.price_cents from ${productInSize(sql`${productId}::uuid`, sql`${size}::text`)} as o`);
  return rowsOf<{ active: boolean; price_cents: number | null }>(result)[0];
}

/**
 * Saves a guest's list (newest first) to the account in one statement: products saved already
 * keep their row, unknown and unavailable ones are left out, a size the product no longer comes
 * in is dropped (the product is saved alone). Each keeps the guest's order, a microsecond apart.
 */
export async function mergeWishlistRows(
  db: Db,
  userId: string,
  items: readonly { productId: string; size: string | null }[],
): Promise<void> {
  if (items.length === 0) return;
  await db.execute(sql`
    insert into ${wishlistItems} (user_id, product_id, size, saved_price_cents, saved_in_stock, created_at)
    select ${userId}::uuid, o.product_id, o.size, o.price_cents, o.free > 0,
      now() - asked.ord * interval '1 microsecond'
    from jsonb_array_elements(${JSON.stringify(items)}::jsonb) with ordinality as asked(item, ord)
    cross join lateral ${productInSize(sql`(asked.item->>'productId')::uuid`, sql`asked.item->>'size'`)} as sized
    cross join lateral ${productInSize(
      sql`sized.product_id`,
      sql`case when sized.price_cents is null then null else sized.size end`,
    )} as o
    where o.active and o.price_cents is not null
    on conflict (user_id, product_id) do nothing`);
}

/** Removes one of the shopper's saved products; false when it was not on their list. */
export async function deleteWishlistRow(db: Db, userId: string, productId: string): Promise<boolean> {
  const deleted = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .returning({ productId: wishlistItems.productId });
  return deleted.length > 0;
}
