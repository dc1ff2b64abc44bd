import { LOW_STOCK_UNITS } from '@shop/shared/catalog/admin-products-schemas';
import { variantLabel } from '@shop/shared/catalog/variant-labels';
import type { Db } from '../../../db/client';
import { DomainError } from '../../../lib/domain-error';
import { productCacheTags } from '../catalog-cache.service';
import {
  findLowStockVariants,
  findProductHandles,
  findVariantsForSale,
  releaseVariant,
  reserveVariant,
  restockVariant,
  sellReservedVariant,
  takeFreeVariant,
  type VariantForSale,
} from './stock.queries';

export type { VariantForSale };

/** Variants by id with their product's words, current price and free stock; unknown ids are left out. */
export async function variantsForSale(
  db: Db,
  variantIds: readonly string[],
): Promise<Map<string, VariantForSale>> {
  const rows = await findVariantsForSale(db, [...new Set(variantIds)]);
  return new Map(rows.map((row) => [row.variantId, row]));
}

/**
 * Variants by id as `variantsForSale`, for a cart about to be priced (checkout, a code's preview):
 * 409 naming `products` when one of them is gone (deleted, or its product archived).
 */
export async function cartVariantsForSale(
  db: Db,
  variantIds: readonly string[],
): Promise<Map<string, VariantForSale>> {
  const variants = await variantsForSale(db, variantIds);
  if (variantIds.some((id) => !variants.has(id)))
    throw new DomainError(
      409,
      'A product in your cart is no longer available. Please remove it.',
      'products',
    );
  return variants;
}

/** How a line is named in a message: 'Silk Scarf (One Size, Red)', sized and coloured as pages write it. */
export function describeVariant(variant: Pick<VariantForSale, 'title' | 'size' | 'color'>): string {
  return `${variant.title} (${variantLabel(variant)})`;
}

interface StockLine {
  variantId: string;
  quantity: number;
}

/** Variant order, so two checkouts locking the same rows never wait on each other in a circle. */
const inVariantOrder = (lines: readonly StockLine[]) =>
  [...lines].sort((a, b) => (a.variantId < b.variantId ? -1 : a.variantId > b.variantId ? 1 : 0));

/**
 * Holds every line's units inside the caller's transaction, or holds none: the first line that
 * cannot be held throws a 409 naming it, and the transaction takes the others back.
 */
export async function reserveStock(
  tx: Db,
  lines: readonly StockLine[],
  describe: (variantId: string) => string,
): Promise<void> {
  for (const line of inVariantOrder(lines)) {
    if (!(await reserveVariant(tx, line.variantId, line.quantity))) {
      throw new DomainError(409, `Not enough stock left for ${describe(line.variantId)}.`, 'products');
    }
  }
}

/** Gives a checkout's held units back. */
export async function releaseStock(tx: Db, lines: readonly StockLine[]): Promise<void> {
  for (const line of inVariantOrder(lines)) await releaseVariant(tx, line.variantId, line.quantity);
}

/** Turns a checkout's held units into a sale. */
export async function sellStock(tx: Db, lines: readonly StockLine[]): Promise<void> {
  for (const line of inVariantOrder(lines)) await sellReservedVariant(tx, line.variantId, line.quantity);
}

/** Takes units for a paid order whose hold had run out, as far as they are free. */
export async function takeFreeStock(tx: Db, lines: readonly StockLine[]): Promise<void> {
  for (const line of inVariantOrder(lines)) await takeFreeVariant(tx, line.variantId, line.quantity);
}

/** Puts units that were sold back in stock (a refund with restock); a variant deleted since is skipped. */
export async function restockUnits(tx: Db, lines: readonly StockLine[]): Promise<void> {
  for (const line of inVariantOrder(lines)) await restockVariant(tx, line.variantId, line.quantity);
}

/**
 * The cache tags of these products' kept answers and pages (their ids and handles: the product
 * route and /shop/:handle take either), for forgetting them after their free stock changed.
 */
export async function stockCacheTags(db: Db, productIds: readonly string[]): Promise<string[]> {
  const rows = await findProductHandles(db, [...new Set(productIds)]);
  return [...new Set(rows.flatMap((row) => [...productCacheTags(row.id), ...productCacheTags(row.handle)]))];
}

/** The variants closest to selling out, for the admin dashboard. */
export function lowStock(db: Db, limit: number) {
  return findLowStockVariants(db, LOW_STOCK_UNITS, limit);
}
