// Request and answer schemas of the cart API (docs/product/api.md, Cart).
import { z } from 'zod';
import { recordId } from '../record-id';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './orders';

const variantId = recordId('variantId must be a product variant id');

/** A whole number of units, 1 to 99: no 0, no fractions, no text, no negative numbers. */
export const quantitySchema = z
  .number({ error: 'quantity must be a whole number from 1 to 99' })
  .int('quantity must be a whole number from 1 to 99')
  .min(1, 'quantity must be a whole number from 1 to 99')
  .max(MAX_LINE_QUANTITY, `quantity must be at most ${MAX_LINE_QUANTITY}`);

/** The caller's own id; optional, and refused when it is someone else's. */
const ownUserId = z.string().max(100).optional();

/** A cart line as a browser sends it: only the variant and how many count; the rest is ignored. */
export const cartLineInputSchema = z.object({
  /** The variant id, as the web app's cart line calls it; `variantId` is accepted too. */
  id: variantId.optional(),
  variantId: variantId.optional(),
  quantity: quantitySchema.optional(),
});

export const addToCartBodySchema = z.object({
  userId: ownUserId,
  item: cartLineInputSchema,
});

export const removeFromCartBodySchema = z.object({
  userId: ownUserId,
  variantId,
  productId: z.string().max(100).optional(),
});

export const clearCartBodySchema = z.object({ userId: ownUserId }).optional();

const cartLinesSchema = z
  .array(cartLineInputSchema, { error: 'cartItems must be a list of cart lines' })
  .max(MAX_CART_LINES, `A cart holds at most ${MAX_CART_LINES} lines.`);

/** Either one line's new quantity ({variantId, quantity}), or the whole cart ({cartItems}) to replace the stored one. */
export const updateCartBodySchema = z.object({
  userId: ownUserId,
  productId: z.string().max(100).optional(),
  variantId: variantId.optional(),
  quantity: quantitySchema.optional(),
  cartItems: cartLinesSchema.optional(),
});

export const mergeCartBodySchema = z.object({ userId: ownUserId, cartItems: cartLinesSchema });

export const quoteCartBodySchema = z.object({ cartItems: cartLinesSchema });

export const cartItemSchema = z.object({
  id: z.string(),
  variantId: z.string(),
  productId: z.string(),
  handle: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  /** Dollars with two decimals, as the original's cart shows them; priceCents is exact. */
  price: z.number(),
  priceCents: z.number().int(),
  quantity: z.number().int(),
  size: z.string(),
  color: z.string(),
  quantityAvailable: z.number().int(),
  availableForSale: z.boolean(),
  /** The most units of this line one checkout takes (CHECKOUT_MAX_PER_VARIANT). */
  maxPerOrder: z.number().int(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartResponseSchema = z.object({
  items: z.array(cartItemSchema),
  totalPrice: z.number(),
  tax: z.number(),
  /** The shop's default rate as a fraction (0.05): the cart knows no address yet. */
  taxRate: z.number(),
  /** 'Tax (5%)', or 'Includes VAT (20%)' where prices have tax in them. */
  taxLabel: z.string(),
  taxIncluded: z.boolean(),
  /** Always true here: checkout taxes by the delivery address. */
  taxEstimate: z.boolean(),
  grandTotal: z.number(),
  totalPriceCents: z.number().int(),
  taxCents: z.number().int(),
  grandTotalCents: z.number().int(),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;
