import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { productImages, products, productVariants } from '../catalog.schema';
import { NOT_STAGED } from '../listing.queries';

// Stock as carts and checkouts use it: what is free, holds, sales, what is running low, and the
// handles of the products whose stock changed (their cached answers are forgotten).

/** A variant as a cart or a checkout needs it: its product's words, its price and what is left. */
export interface VariantForSale {
  variantId: string;
  productId: string;
  handle: string;
  title: string;
  image: string | null;
  size: string;
  color: string;
  sku: string;
  priceCents: number;
  /** Its own price, before a sale: priceCents is lower while its product is on one (`saleId`). */
  listPriceCents: number;
  /** Its product's category (what a discount code may be limited to). */
  category: string;
  /** The scheduled sale whose price priceCents is, or null. */
  saleId: string | null;
  /** Stock minus the units held by unpaid checkouts, never below 0. */
  available: number;
}

/**
 * Only an active product's variants are for sale: a draft's or an archived product's are left out,
 * so a cart line of one shows as no longer available and checkout refuses it. A line's picture is
 * its colour's first, else the first shown for every colour, else the product's first.
 */
export async function findVariantsForSale(db: Db, variantIds: readonly string[]): Promise<VariantForSale[]> {
  if (variantIds.length === 0) return [];
  const result = await db.execute(sql`
    select v.id as "variantId", p.id as "productId", p.handle, p.title,
      (select i.url from ${productImages} i where i.product_id = p.id
        order by case when i.color = v.color then 0 when i.color is null then 1 else 2 end, i.position, i.id
        limit 1) as image,
      v.size, v.color, v.sku, v.price_cents as "priceCents",
      v.list_price_cents as "listPriceCents", p.category, p.sale_id as "saleId", greatest(v.stock - v.reserved, 0) as available
    from ${productVariants} v join ${products} p on p.id = v.product_id
    where p.status = 'active' and v.id in (${sql.join(
      variantIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  return (result as unknown as { rows: VariantForSale[] }).rows.map((row) => ({
    ...row,
    priceCents: Number(row.priceCents),
    listPriceCents: Number(row.listPriceCents),
    available: Number(row.available),
  }));
}

/**
 * Holds `quantity` units of a variant if that many are free: one conditional update, so of many
 * checkouts racing for the last units exactly as many succeed as there are units.
 */
export async function reserveVariant(db: Db, variantId: string, quantity: number): Promise<boolean> {
  const rows = await db
    .update(productVariants)
    .set({ reserved: sql`${productVariants.reserved} + ${quantity}` })
    .where(
      and(
        eq(productVariants.id, variantId),
        sql`${productVariants.stock} - ${productVariants.reserved} >= ${quantity}`,
      ),
    )
    .returning({ id: productVariants.id });
  return rows.length > 0;
}

/** Gives held units back (a cancel, a decline, an expiry). */
export async function releaseVariant(db: Db, variantId: string, quantity: number): Promise<void> {
  await db
    .update(productVariants)
    .set({ reserved: sql`greatest(${productVariants.reserved} - ${quantity}, 0)` })
    .where(eq(productVariants.id, variantId));
}

/**
 * Turns held units into a sale: they leave the stock and the hold together. Never below zero,
 * even if an admin lowered the stock meanwhile: the shopper has paid, the shop sorts it out.
 */
export async function sellReservedVariant(db: Db, variantId: string, quantity: number): Promise<void> {
  await db
    .update(productVariants)
    .set({
      stock: sql`greatest(${productVariants.stock} - ${quantity}, 0)`,
      reserved: sql`greatest(${productVariants.reserved} - ${quantity}, 0)`,
    })
    .where(eq(productVariants.id, variantId));
}

/**
 * Takes units without a hold (an order paid after its hold ran out): never below what other
 * checkouts hold, so their shoppers are not the ones who miss out.
 */
export async function takeFreeVariant(db: Db, variantId: string, quantity: number): Promise<void> {
  await db
    .update(productVariants)
    .set({ stock: sql`greatest(${productVariants.stock} - ${quantity}, ${productVariants.reserved})` })
    .where(eq(productVariants.id, variantId));
}

/** Puts sold units back on the shelf (a refund with restock): they are for sale again. */
export async function restockVariant(db: Db, variantId: string, quantity: number): Promise<void> {
  await db
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} + ${quantity}` })
    .where(eq(productVariants.id, variantId));
}

/**
 * Variants still for sale with at most `threshold` units free, the fewest first, with their
 * product's name. Sold-out ones are left out: the dashboard counts those apart, and a list of them
 * would tell the owner nothing about what is about to sell out.
 */
export async function findLowStockVariants(db: Db, threshold: number, limit: number) {
  const free = sql<number>`(${productVariants.stock} - ${productVariants.reserved})`;
  return db
    .select({
      variantId: productVariants.id,
      productId: products.id,
      handle: products.handle,
      title: products.title,
      size: productVariants.size,
      color: productVariants.color,
      free: free.mapWith(Number),
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(sql`${free} > 0 and ${free} <= ${threshold}`, NOT_STAGED))
    .orderBy(free, productVariants.id)
    .limit(limit);
}

/** The handles of these products (for the cache tags of their kept answers and pages). */
export async function findProductHandles(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: products.id, handle: products.handle })
    .from(products)
    .where(inArray(products.id, [...ids]));
}
