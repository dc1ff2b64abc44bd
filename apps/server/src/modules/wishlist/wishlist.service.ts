import {
  WISHLIST_MESSAGES,
  type WishlistChange,
  type WishlistItem,
} from '@shop/shared/catalog/wishlist-schemas';
import { centsToDollars } from '@shop/shared/money';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import {
  deleteWishlistRow,
  findProductInSize,
  listWishlistRows,
  mergeWishlistRows,
  saveWishlistRow,
  type WishlistRow,
} from './wishlist.queries';

/** A product to save, as the body schema parsed it. */
export interface WishlistInput {
  productId: string;
  size?: string | null;
}

/**
 * What changed since the product was saved (docs/product/rules.md, Wishlist): its price either
 * way, back in stock when it was saved sold out, sold out now. An unavailable product says
 * nothing else: it is no longer sold.
 */
export function changesOf(
  saved: { priceCents: number; inStock: boolean },
  now: {
    available: boolean;
    priceCents: number | null;
    inStock: boolean;
  },
): WishlistChange[] {
  if (!now.available) return [];
  const changes: WishlistChange[] = [];
  if (now.priceCents !== null && now.priceCents < saved.priceCents) changes.push('price_down');
  if (now.priceCents !== null && now.priceCents > saved.priceCents) changes.push('price_up');
  if (now.inStock && !saved.inStock) changes.push('back_in_stock');
  if (!now.inStock) changes.push('sold_out');
  return changes;
}

function toItem(row: WishlistRow): WishlistItem {
  const available = row.active;
  const priceCents = available ? row.price_cents : null;
  const inStock = available && Number(row.free) > 0;
  const variant =
    available && row.variant_id && row.variant_size && row.variant_color && row.variant_price_cents !== null
      ? {
          id: row.variant_id,
          size: row.variant_size,
          color: row.variant_color,
          price: centsToDollars(row.variant_price_cents),
          priceCents: row.variant_price_cents,
          quantityAvailable: Number(row.variant_free ?? 0),
        }
      : null;
  return {
    productId: row.product_id,
    handle: row.handle,
    title: row.title,
    image: row.image,
    size: row.saved_size,
    savedAt: new Date(row.created_at).toISOString(),
    savedPrice: centsToDollars(row.saved_price_cents),
    savedPriceCents: row.saved_price_cents,
    price: priceCents === null ? null : centsToDollars(priceCents),
    priceCents,
    inStock,
    available,
    changes: changesOf(
      { priceCents: row.saved_price_cents, inStock: row.saved_in_stock },
      { available, priceCents, inStock },
    ),
    variant,
  };
}

/** The shopper's saved products, newest first, each as it stands now. */
export async function listWishlist(db: Db, userId: string): Promise<WishlistItem[]> {
  return (await listWishlistRows(db, userId)).map(toItem);
}

/**
 * Saves one product (or replaces the size of one saved already). 404 for a product shoppers
 * cannot see, 400 naming `size` for a size it does not come in.
 */
export async function saveToWishlist(db: Db, userId: string, input: WishlistInput): Promise<WishlistItem> {
  const size = input.size ?? null;
  const saved = await saveWishlistRow(db, userId, input.productId, size);
  if (!saved) {
    const product = await findProductInSize(db, input.productId, size);
    if (!product?.active) throw new DomainError(404, WISHLIST_MESSAGES.productNotFound, 'productId');
    throw new DomainError(400, WISHLIST_MESSAGES.noSuchSize, 'size');
  }
  const [row] = await listWishlistRows(db, userId, input.productId);
  // Removed by another request of the same shopper in between: as if never saved.
  if (!row) throw new DomainError(404, WISHLIST_MESSAGES.productNotFound, 'productId');
  return toItem(row);
}

/**
 * A guest's list joins the account after a login: products saved already keep their row, those
 * shoppers can no longer buy are left out without a word. Answers the whole list.
 */
export async function mergeWishlist(
  db: Db,
  userId: string,
  items: readonly WishlistInput[],
): Promise<WishlistItem[]> {
  const seen = new Set<string>();
  const unique = items.filter((item) => !seen.has(item.productId) && seen.add(item.productId));
  await mergeWishlistRows(
    db,
    userId,
    unique.map((item) => ({ productId: item.productId, size: item.size ?? null })),
  );
  return listWishlist(db, userId);
}

/** Removes one of the shopper's own saved products; anything else is 404 'Not on your wishlist'. */
export async function removeFromWishlist(db: Db, userId: string, productId: string): Promise<void> {
  if (!(await deleteWishlistRow(db, userId, productId)))
    throw new DomainError(404, WISHLIST_MESSAGES.notOnList, 'productId');
}
