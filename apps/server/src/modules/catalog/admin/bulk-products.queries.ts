import { PRODUCT_STOCK_MAX } from '@shop/shared/catalog/product-fields';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { products } from '../catalog.schema';

// Manage Products' bulk actions, each one set-based statement over the chosen products, inside
// the caller's transaction (bulk-products.service.ts).

/** The products a bulk action covers, locked until it commits so no edit interleaves. */
export async function lockBulkTargets(db: Db, where: SQL | undefined) {
  return db
    .select({ id: products.id, title: products.title })
    .from(products)
    .where(where)
    .orderBy(products.id)
    .for('update');
}

/** `id` is one of these: one text parameter, however many products a filter covered. */
const oneOf = (column: SQL | typeof products.id, ids: readonly string[]) =>
  sql`${column} = any(string_to_array(${ids.join(',')}, ',')::uuid[])`;

/** Which of these products have no picture, and which have no unit in stock in any size. */
export async function findUnpublishable(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    select p.id, p.title,
      not exists (select 1 from product_images i where i.product_id = p.id) as "noPicture",
      not exists (select 1 from product_variants v where v.product_id = p.id and v.stock > 0) as "noStock"
    from ${products} p
    where ${oneOf(sql`p.id`, ids)}`);
  return (
    result as unknown as { rows: { id: string; title: string; noPicture: boolean; noStock: boolean }[] }
  ).rows;
}

/** Sets the status of those not already in it; the ids changed. */
export async function setStatus(db: Db, ids: readonly string[], status: string): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(products)
    .set({ status, updatedAt: sql`now()` })
    .where(sql`${oneOf(products.id, ids)} and ${products.status} <> ${status}`)
    .returning({ id: products.id });
  return rows.map((row) => row.id);
}

/** The largest price a product can have, in cents (PRODUCT_PRICE_MAX). */
const MAX_CENTS = 99_999_999;

/**
 * A new owner's price from the old one (`x`, cents): by a percentage (rounded half up to the cent)
 * or an amount of cents, never below 1 cent nor above the largest price.
 */
function newPrice(x: SQL, change: { percent: number } | { amountCents: number }): SQL {
  const moved =
    'percent' in change
      ? sql`round(${x}::numeric * (100 + ${change.percent}::numeric) / 100)`
      : sql`(${x} + ${change.amountCents}::int)`;
  return sql`least(greatest(${moved}, 1), ${MAX_CENTS})::int`;
}

/**
 * Moves the owner's prices of these products and every size of them; the compare-at price moves
 * the same way and is dropped when it would no longer be above the price. The shown prices are
 * set to the new owner's prices here; the caller's repricing then applies any live sale again.
 */
export async function adjustPrices(
  db: Db,
  ids: readonly string[],
  change: { percent: number } | { amountCents: number },
): Promise<string[]> {
  if (ids.length === 0) return [];
  await db.execute(sql`
    update product_variants set
      list_price_cents = ${newPrice(sql`list_price_cents`, change)},
      price_cents = ${newPrice(sql`list_price_cents`, change)}
    where ${oneOf(sql`product_id`, ids)}`);
  const price = newPrice(sql`list_price_cents`, change);
  const old = newPrice(sql`list_old_price_cents`, change);
  const result = await db.execute(sql`
    update ${products} set
      list_price_cents = ${price},
      list_old_price_cents = case when list_old_price_cents is not null and ${old} > ${price} then ${old} end,
      price_cents = ${price},
      old_price_cents = case when list_old_price_cents is not null and ${old} > ${price} then ${old} end,
      sale_id = null,
      updated_at = now()
    where ${oneOf(sql`id`, ids)}
    returning id`);
  return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
}

/** Adds units to every size of these products (at most PRODUCT_STOCK_MAX a size). */
export async function addStock(db: Db, ids: readonly string[], quantity: number): Promise<string[]> {
  if (ids.length === 0) return [];
  await db.execute(sql`
    update product_variants set stock = least(stock + ${quantity}::int, ${PRODUCT_STOCK_MAX}::int)
    where ${oneOf(sql`product_id`, ids)} and stock < ${PRODUCT_STOCK_MAX}::int`);
  const rows = await db
    .update(products)
    .set({ updatedAt: sql`now()` })
    .where(oneOf(products.id, ids))
    .returning({ id: products.id });
  return rows.map((row) => row.id);
}

/** Deletes these products; their variants and images go with them (on delete cascade). */
export async function deleteProducts(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.delete(products).where(oneOf(products.id, ids)).returning({ id: products.id });
  return rows.map((row) => row.id);
}
