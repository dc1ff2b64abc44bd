// Request and answer schemas of the wishlist API (docs/product/api.md, Wishlist). The storefront's
// hearts import only types from here, so zod stays out of the home page's script.
import { z } from 'zod';
import { recordId } from '../record-id';
import { SIZE_LABEL, SIZE_LABEL_MAX } from './categories';

/** How many products a guest's list may bring to an account in one merge after a login. */
export const WISHLIST_MERGE_MAX = 100;

/** What changed of a saved product since it was saved (docs/product/rules.md, Wishlist). */
export const WISHLIST_CHANGES = ['price_down', 'price_up', 'back_in_stock', 'sold_out'] as const;
export type WishlistChange = (typeof WISHLIST_CHANGES)[number];

export const WISHLIST_MESSAGES = {
  productNotFound: 'Product not found',
  notOnList: 'Not on your wishlist',
  noSuchSize: 'This product does not come in that size.',
} as const;

const badSize = "size must be one of the product's sizes";

/** A product to save, with the size the shopper had in mind (left out or null: the product alone). */
export const wishlistSaveBodySchema = z.object({
  productId: recordId('productId must be a product id'),
  size: z
    .string({ error: badSize })
    .trim()
    .min(1, badSize)
    .max(SIZE_LABEL_MAX, badSize)
    .regex(SIZE_LABEL, badSize)
    .nullish(),
});
export type WishlistSaveBody = z.input<typeof wishlistSaveBodySchema>;

/** A guest's list, newest first, brought to the account after a login. */
export const wishlistMergeBodySchema = z.object({
  items: z
    .array(wishlistSaveBodySchema, { error: 'items must be a list of products' })
    .max(WISHLIST_MERGE_MAX, `items may hold at most ${WISHLIST_MERGE_MAX} products`),
});
export type WishlistMergeBody = z.input<typeof wishlistMergeBodySchema>;

export const wishlistParamsSchema = z.object({ productId: recordId('productId must be a product id') });

export const wishlistItemSchema = z.object({
  productId: z.string(),
  handle: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  /** The size saved, as the product spells it; null when the product was saved alone. */
  size: z.string().nullable(),
  savedAt: z.string(),
  /** What it cost when saved, in dollars (and cents). */
  savedPrice: z.number(),
  savedPriceCents: z.number().int(),
  /** What it costs now; null when the product (or the saved size) is no longer sold. */
  price: z.number().nullable(),
  priceCents: z.number().int().nullable(),
  /** Whether the saved size (any size when none was saved) has a unit free now. */
  inStock: z.boolean(),
  /** False once the product is archived or a draft: it stays on the list, shown as unavailable. */
  available: z.boolean(),
  changes: z.array(z.enum(WISHLIST_CHANGES)),
  /**
   * What 'Add to cart' puts in the cart: the saved size (or the product's only size) in a colour
   * with a unit free, the product's own colour first; null when there is none to add.
   */
  variant: z
    .object({
      id: z.string(),
      size: z.string(),
      color: z.string(),
      price: z.number(),
      priceCents: z.number().int(),
      quantityAvailable: z.number().int(),
    })
    .nullable(),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

export const wishlistResponseSchema = z.object({ items: z.array(wishlistItemSchema) });
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;
