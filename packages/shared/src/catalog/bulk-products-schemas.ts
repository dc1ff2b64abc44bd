// Manage Products' bulk actions (docs/product/api.md, Products): what one request may do to many
// products, and what it answers.
import { z } from 'zod';
import { adminProductListQuerySchema } from './admin-products-schemas';
import { fields, PRODUCT_PRICE_MAX, PRODUCT_STOCK_MAX } from './product-fields';

/** At most this many products named one by one in a bulk action (a filter may cover more). */
export const BULK_IDS_MAX = 1000;

export const BULK_MESSAGES = {
  /** The answer's message: '12 products updated', '1 product deleted'. */
  done: (changed: number, verb: 'updated' | 'deleted') =>
    `${changed} ${changed === 1 ? 'product' : 'products'} ${verb}`,
  /** Why a product was not published by a bulk "Set status: Active". */
  noPicture: 'no picture',
  noStock: 'no stock',
  chooseProducts: 'Choose some products, or all that match the filter',
  priceChange: 'Give a percentage or an amount to change prices by',
} as const;

const bulkTarget = {
  /** The products chosen one by one… */
  ids: z
    .array(z.string().uuid('ids must be product ids'), { error: 'ids must be a list of product ids' })
    .min(1, BULK_MESSAGES.chooseProducts)
    .max(
      BULK_IDS_MAX,
      `At most ${BULK_IDS_MAX} products can be chosen one by one; choose all that match instead`,
    )
    .optional(),
  /** …or every product Manage Products lists with this filter (all products with `{}`). */
  filter: z
    .strictObject({
      search: adminProductListQuerySchema.shape.search,
      stock: adminProductListQuerySchema.shape.stock,
      category: adminProductListQuerySchema.shape.category,
      status: adminProductListQuerySchema.shape.status,
    })
    .optional(),
};

/**
 * POST /api/products/bulk: one action on many products, in one transaction. `set-status` to
 * active leaves out (and lists in `skipped`) products without a picture or stock; `adjust-price`
 * changes the owner's price of every size by `percent` (-99 to 1000) or by `amount` dollars,
 * rounded to the cent and never below $0.01, moving the compare-at price the same way (dropped
 * when it would no longer be above the price); `add-stock` adds `quantity` to every size.
 */
export const bulkProductsBodySchema = z
  .discriminatedUnion(
    'action',
    [
      z.strictObject({ action: z.literal('set-status'), status: fields.status, ...bulkTarget }),
      z.strictObject({
        action: z.literal('adjust-price'),
        percent: z
          .number({ error: 'percent must be a number, such as -10 for 10% off' })
          .min(-99, 'percent must be at least -99')
          .max(1000, 'percent must be at most 1000')
          .optional(),
        amount: z
          .number({ error: 'amount must be a number of dollars, such as -5 or 2.50' })
          .min(-PRODUCT_PRICE_MAX, `amount must be at least -${PRODUCT_PRICE_MAX}`)
          .max(PRODUCT_PRICE_MAX, `amount must be at most ${PRODUCT_PRICE_MAX}`)
          .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
            error: 'amount must have at most 2 decimals (whole cents)',
          })
          .optional(),
        ...bulkTarget,
      }),
      z.strictObject({
        action: z.literal('add-stock'),
        quantity: z
          .number({ error: 'quantity must be a whole number' })
          .int('quantity must be a whole number')
          .min(1, 'quantity must be at least 1')
          .max(PRODUCT_STOCK_MAX, `quantity must be at most ${PRODUCT_STOCK_MAX}`),
        ...bulkTarget,
      }),
      z.strictObject({ action: z.literal('delete'), ...bulkTarget }),
    ],
    { error: () => 'action must be one of: set-status, adjust-price, add-stock, delete' },
  )
  .superRefine((body, ctx) => {
    if ((body.ids === undefined) === (body.filter === undefined))
      ctx.addIssue({ code: 'custom', path: ['ids'], message: BULK_MESSAGES.chooseProducts });
    if (body.action === 'adjust-price' && (body.percent === undefined) === (body.amount === undefined))
      ctx.addIssue({ code: 'custom', path: ['percent'], message: BULK_MESSAGES.priceChange });
  });
export type BulkProductsBody = z.input<typeof bulkProductsBodySchema>;

export const bulkProductsResultSchema = z.object({
  /** How many products the action changed. */
  changed: z.number().int(),
  message: z.string(),
  /** Products a bulk publish left as they were, with why ('no picture', 'no stock'). */
  skipped: z.array(z.object({ id: z.string(), name: z.string(), reason: z.string() })),
});
export type BulkProductsResult = z.infer<typeof bulkProductsResultSchema>;
