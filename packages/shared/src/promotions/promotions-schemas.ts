// The promotions API (docs/product/api.md, Promotions): sales and discount codes, their bodies
// and answers, shared by the admin pages, the cart and the server.
import { z } from 'zod';
import { CATEGORIES_MAX, CATEGORY_HANDLE, CATEGORY_HANDLE_MAX } from '../catalog/categories';
import { cartLineInputSchema } from '../orders/cart-schemas';
import { MAX_CART_LINES } from '../orders/orders';
import { recordId } from '../record-id';
import { DISCOUNT_CODE_PATTERN } from './discount-code-pattern';
import {
  DISCOUNT_LIMITS,
  DISCOUNT_MESSAGES,
  DISCOUNT_STATES,
  DISCOUNT_TYPES,
  SALE_LIMITS,
  SALE_MESSAGES,
  SALE_STATES,
} from './promotions';

/** An instant with its zone (2026-12-01T18:00:00Z, or +01:00), kept as a Date. */
const instant = (error: string) =>
  z
    .string({ error })
    .max(40, error)
    .refine((text) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text) && !Number.isNaN(Date.parse(text)), error)
    .transform((text) => new Date(text));

/** Category handles; the server checks they are the shop's. */
const categoryList = (error: string) =>
  z
    .array(z.string({ error }).max(CATEGORY_HANDLE_MAX, error).regex(CATEGORY_HANDLE, error), { error })
    .max(CATEGORIES_MAX, error)
    .transform((list) => [...new Set(list)]);

/** Dollars with at most two decimals, as cents. */
const dollars = (error: string, { min }: { min: number }) =>
  z
    .number({ error })
    .refine(
      (value) => Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      error,
    )
    .transform((value) => Math.round(value * 100))
    .refine((cents) => cents >= min && cents <= 100_000_000, error);

const saleFields = {
  name: z
    .string({ error: SALE_MESSAGES.nameRequired })
    .trim()
    .min(1, SALE_MESSAGES.nameRequired)
    .max(SALE_LIMITS.name, SALE_MESSAGES.nameRequired),
  percentOff: z
    .number({ error: SALE_MESSAGES.percentInvalid })
    .int(SALE_MESSAGES.percentInvalid)
    .min(SALE_LIMITS.percentMin, SALE_MESSAGES.percentInvalid)
    .max(SALE_LIMITS.percentMax, SALE_MESSAGES.percentInvalid),
  /** Left out or empty with productIds also empty: the whole shop. */
  categories: categoryList(SALE_MESSAGES.categoriesInvalid),
  productIds: z
    .array(recordId(SALE_MESSAGES.productIdsInvalid), { error: SALE_MESSAGES.productIdsInvalid })
    .max(SALE_LIMITS.products, SALE_MESSAGES.productIdsInvalid)
    .transform((list) => [...new Set(list)]),
  startsAt: instant(SALE_MESSAGES.startsAtInvalid),
  endsAt: instant(SALE_MESSAGES.endsAtInvalid),
};

export const saleBodySchema = z
  .object({
    ...saleFields,
    categories: saleFields.categories.optional(),
    productIds: saleFields.productIds.optional(),
  })
  .refine((body) => body.endsAt > body.startsAt, { error: SALE_MESSAGES.endsBeforeStart, path: ['endsAt'] });
export type SaleBody = z.input<typeof saleBodySchema>;

/** Any of the fields; the end must still come after the start (checked with the stored sale). */
export const salePatchSchema = z.object({
  name: saleFields.name.optional(),
  percentOff: saleFields.percentOff.optional(),
  categories: saleFields.categories.optional(),
  productIds: saleFields.productIds.optional(),
  startsAt: saleFields.startsAt.optional(),
  endsAt: saleFields.endsAt.optional(),
});
export type SalePatch = z.input<typeof salePatchSchema>;

export const saleSchema = z.object({
  id: z.string(),
  name: z.string(),
  percentOff: z.number().int(),
  /** Both empty: the whole shop. */
  categories: z.array(z.string()),
  productIds: z.array(z.string()),
  startsAt: z.string(),
  endsAt: z.string(),
  state: z.enum(SALE_STATES),
  /**
   * Counted orders (paid, not refunded in full; test orders only on a test checkout) with a line
   * bought at this sale's price not all refunded, and what those lines brought in after discount
   * codes, less their refunded units (dollars; no tax or delivery).
   */
  orders: z.number().int(),
  revenue: z.number(),
  revenueCents: z.number().int(),
  createdAt: z.string(),
});
export type Sale = z.infer<typeof saleSchema>;

export const saleListSchema = z.object({
  sales: z.array(saleSchema),
  /** The shop takes payments on a test checkout now, so its test orders are in the figures. */
  testOrdersCounted: z.boolean(),
});
export const saleResponseSchema = z.object({ message: z.string(), sale: saleSchema });

/** What the storefront tells of a sale (GET /api/sales/current): no ids of orders or takings. */
export const publicSaleSchema = z.object({
  name: z.string(),
  percentOff: z.number().int(),
  categories: z.array(z.string()),
  /** How many chosen products it covers besides its categories (0: none chosen). */
  productCount: z.number().int(),
  wholeShop: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type PublicSale = z.infer<typeof publicSaleSchema>;

/** The sale on now (the one ending first when several are) and the next to start; null when none. */
export const currentSalesSchema = z.object({
  live: publicSaleSchema.nullable(),
  next: publicSaleSchema.nullable(),
  /** The server's clock when it answered, so a countdown does not depend on the shopper's clock. */
  now: z.string(),
});
export type CurrentSales = z.infer<typeof currentSalesSchema>;

const codeSchema = z
  .string({ error: DISCOUNT_MESSAGES.codeInvalid })
  .trim()
  .min(DISCOUNT_LIMITS.codeMin, DISCOUNT_MESSAGES.codeInvalid)
  .max(DISCOUNT_LIMITS.codeMax, DISCOUNT_MESSAGES.codeInvalid)
  .regex(DISCOUNT_CODE_PATTERN, DISCOUNT_MESSAGES.codeInvalid)
  .transform((code) => code.toUpperCase());

const discountFields = {
  code: codeSchema,
  type: z.enum(DISCOUNT_TYPES, { error: DISCOUNT_MESSAGES.typeInvalid }),
  /** Percent for percent, dollars for fixed, left out for free_shipping (checked with the type). */
  value: z.number({ error: DISCOUNT_MESSAGES.fixedValueInvalid }).nullish(),
  minSubtotal: dollars(DISCOUNT_MESSAGES.minSubtotalInvalid, { min: 0 }).nullish(),
  startsAt: instant(DISCOUNT_MESSAGES.startsAtInvalid).nullish(),
  endsAt: instant(DISCOUNT_MESSAGES.endsAtInvalid).nullish(),
  usageLimit: z
    .number({ error: DISCOUNT_MESSAGES.usageLimitInvalid })
    .int(DISCOUNT_MESSAGES.usageLimitInvalid)
    .min(1, DISCOUNT_MESSAGES.usageLimitInvalid)
    .max(DISCOUNT_LIMITS.usageLimitMax, DISCOUNT_MESSAGES.usageLimitInvalid)
    .nullish(),
  oncePerCustomer: z.boolean({ error: DISCOUNT_MESSAGES.oncePerCustomerInvalid }).optional(),
  /** Left out or empty: the whole cart. */
  categories: categoryList(DISCOUNT_MESSAGES.categoriesInvalid).optional(),
};

/**
 * The value as stored: whole percent for percent, cents for fixed, null for free_shipping; a
 * message naming `value` when it does not fit the type.
 */
export function discountValueOf(
  type: (typeof DISCOUNT_TYPES)[number],
  value: number | null | undefined,
): { value: number | null } | { error: string } {
  if (type === 'free_shipping') {
    return value === undefined || value === null
      ? { value: null }
      : { error: DISCOUNT_MESSAGES.noValueForFreeShipping };
  }
  if (type === 'percent') {
    return typeof value === 'number' &&
      Number.isInteger(value) &&
      value >= DISCOUNT_LIMITS.percentMin &&
      value <= DISCOUNT_LIMITS.percentMax
      ? { value }
      : { error: DISCOUNT_MESSAGES.percentValueInvalid };
  }
  const cents = typeof value === 'number' ? Math.round(value * 100) : Number.NaN;
  return typeof value === 'number' &&
    Math.abs(value * 100 - cents) < 1e-6 &&
    cents >= 1 &&
    cents <= 100_000_000
    ? { value: cents }
    : { error: DISCOUNT_MESSAGES.fixedValueInvalid };
}

export const discountBodySchema = z.object(discountFields).superRefine((body, ctx) => {
  const checked = discountValueOf(body.type, body.value);
  if ('error' in checked) ctx.addIssue({ code: 'custom', message: checked.error, path: ['value'] });
  if (body.startsAt && body.endsAt && body.endsAt <= body.startsAt) {
    ctx.addIssue({ code: 'custom', message: DISCOUNT_MESSAGES.endsBeforeStart, path: ['endsAt'] });
  }
});
export type DiscountBody = z.input<typeof discountBodySchema>;

/** Any of the fields; type and value are checked together with the stored code. */
export const discountPatchSchema = z.object({
  code: discountFields.code.optional(),
  type: discountFields.type.optional(),
  value: discountFields.value,
  minSubtotal: discountFields.minSubtotal,
  startsAt: discountFields.startsAt,
  endsAt: discountFields.endsAt,
  usageLimit: discountFields.usageLimit,
  oncePerCustomer: discountFields.oncePerCustomer,
  categories: discountFields.categories,
});
export type DiscountPatch = z.input<typeof discountPatchSchema>;

export const discountSchema = z.object({
  id: z.string(),
  code: z.string(),
  type: z.enum(DISCOUNT_TYPES),
  /** Percent for percent, dollars for fixed, null for free_shipping. */
  value: z.number().nullable(),
  /** Dollars; null: no minimum. */
  minSubtotal: z.number().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  oncePerCustomer: z.boolean(),
  categories: z.array(z.string()),
  state: z.enum(DISCOUNT_STATES),
  /** Paid orders that used it (a refund of the whole order gives its use back). */
  uses: z.number().int(),
  /** Unpaid checkouts holding a use now. */
  held: z.number().int(),
  /**
   * What the counted orders that used it (paid, not refunded in full; test orders only on a test
   * checkout) came to, less their refunds: dollars, and cents exact.
   */
  revenue: z.number(),
  revenueCents: z.number().int(),
  /** What it took off those orders, less the part refunded items took back: dollars, and cents exact. */
  discounted: z.number(),
  discountedCents: z.number().int(),
  createdAt: z.string(),
});
export type Discount = z.infer<typeof discountSchema>;

export const discountListSchema = z.object({
  discounts: z.array(discountSchema),
  /** The shop takes payments on a test checkout now, so its test orders are in the figures. */
  testOrdersCounted: z.boolean(),
});
export const discountResponseSchema = z.object({ message: z.string(), discount: discountSchema });

export const discountPreviewBodySchema = z.object({
  code: z
    .string({ error: DISCOUNT_MESSAGES.codeRequired })
    .trim()
    .min(1, DISCOUNT_MESSAGES.codeRequired)
    .max(100),
  products: z
    .array(cartLineInputSchema, { error: 'products must be a list of cart lines' })
    .min(1, 'products must hold at least one line')
    .max(MAX_CART_LINES, `An order holds at most ${MAX_CART_LINES} lines.`),
  /** A method GET /api/shipping/methods offered: its price is in the totals (and a free_shipping code takes it off). */
  shippingMethodId: recordId('shippingMethodId must be the id of a delivery method').optional(),
  /** Where the order goes, for its tax; without it the shop's default rate. */
  country: z.string().trim().max(2).optional(),
  region: z.string().trim().max(100).optional(),
});
export type DiscountPreviewBody = z.input<typeof discountPreviewBodySchema>;

/** What the order would come to with the code, in dollars, and in cents exact. */
export const discountPreviewSchema = z.object({
  code: z.string(),
  type: z.enum(DISCOUNT_TYPES),
  subtotal: z.number(),
  discountAmount: z.number(),
  shipping: z.number(),
  tax: z.number(),
  /** 'Tax (5%)', 'HST (13%)', 'Includes VAT (20%)'. */
  taxLabel: z.string(),
  taxIncluded: z.boolean(),
  total: z.number(),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  shippingCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
});
export type DiscountPreview = z.infer<typeof discountPreviewSchema>;

/** The discounts given in the stats' period (GET /api/stats/admin, discounts). */
export const discountStatsSchema = z.object({
  /**
   * Counted orders in the period (paid, not refunded in full) that used a code, and what the codes
   * took off them less the part refunded items took back (dollars).
   */
  orders: z.number().int(),
  amount: z.number(),
  amountCents: z.number().int(),
  /** The most used codes in the period, most used first (at most 5). */
  topCodes: z.array(z.object({ code: z.string(), orders: z.number().int(), amount: z.number() })),
});
