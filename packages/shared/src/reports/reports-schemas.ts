// The owner's reports (docs/product/api.md, Reports): sales over time, what sold by product,
// category, colour and size, discount codes, and stock, over any period of days and compared with
// the period before. Used by the server's routes, the Reports page and its CSV downloads.
import { z } from 'zod';

export const REPORT_MESSAGES = {
  dayInvalid: (field: 'from' | 'to') => `${field} must be a day such as 2026-04-30`,
  fromAfterTo: 'from must be the same day as to or before it',
  tooLong: 'A report covers at most 3 years (1096 days).',
  groupInvalid: 'group must be one of: day, week, month',
  byInvalid: 'by must be one of: product, category, color, size',
  testOrdersInvalid: 'testOrders must be: include',
  limitInvalid: 'limit must be a whole number from 1 to 500',
} as const;

/** The most days one report covers. */
export const MAX_REPORT_DAYS = 1096;

/** A day as reports name it: '2026-04-30' (UTC). */
export const DAY_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const day = (field: 'from' | 'to') =>
  z
    .string({ error: REPORT_MESSAGES.dayInvalid(field) })
    .trim()
    .regex(DAY_PATTERN, REPORT_MESSAGES.dayInvalid(field))
    .refine((text) => {
      const date = new Date(`${text}T00:00:00Z`);
      const year = date.getUTCFullYear();
      // 2026-02-31 is not a day: the Date rolls it over into March.
      return year >= 2000 && year <= 2100 && date.toISOString().slice(0, 10) === text;
    }, REPORT_MESSAGES.dayInvalid(field));

/**
 * Every report's period: `from` and `to` are days (UTC), both included (`to` left out: today;
 * `from` left out: the 29 days before `to`, thirty days in all). Test-checkout orders are left out
 * unless `testOrders=include`. Each figure is also given for the period of as many days just
 * before (`previous`), so the page can say what changed.
 */
export const reportPeriodQuerySchema = z.object({
  from: day('from').optional(),
  to: day('to').optional(),
  testOrders: z.enum(['include'], { error: REPORT_MESSAGES.testOrdersInvalid }).optional(),
});
export type ReportPeriodQuery = z.infer<typeof reportPeriodQuerySchema>;

/** The period a report covered, as the server read the query, and the one it is compared with. */
export const reportPeriodSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.number().int(),
  previousFrom: z.string(),
  previousTo: z.string(),
  testOrders: z.boolean(),
});
export type ReportPeriod = z.infer<typeof reportPeriodSchema>;

// ---- Sales over time -------------------------------------------------------------------------

export const REPORT_GROUPS = ['day', 'week', 'month'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

export const salesReportQuerySchema = reportPeriodQuerySchema.extend({
  /** Days, ISO weeks (starting Monday) or months; by day when left out. */
  group: z.enum(REPORT_GROUPS, { error: REPORT_MESSAGES.groupInvalid }).optional(),
});
export type SalesReportQuery = z.infer<typeof salesReportQuerySchema>;

/**
 * The money of a set of orders, in whole cents. `orders`, `units`, `gross` (the items at the
 * prices paid before a discount code), `discounts`, `delivery` and `tax` are the orders paid in
 * the bucket (by `paid_at`); `refunds` the refunds made in it (by the refund's `created_at`,
 * pending and succeeded; failed ones not), whatever month their order was paid in. `paid` is what
 * the orders came to (their `amount_cents`: gross − discounts + delivery + tax where added) and
 * `net` = paid − refunds: the dashboard's net earnings for the same days, to the cent.
 * `averageOrder` = paid / orders, rounded half up (0 without orders).
 */
export const salesFiguresSchema = z.object({
  orders: z.number().int(),
  units: z.number().int(),
  grossCents: z.number().int(),
  discountsCents: z.number().int(),
  deliveryCents: z.number().int(),
  taxCents: z.number().int(),
  paidCents: z.number().int(),
  refundsCents: z.number().int(),
  netCents: z.number().int(),
  averageOrderCents: z.number().int(),
});
export type SalesFigures = z.infer<typeof salesFiguresSchema>;

export const salesReportSchema = z.object({
  period: reportPeriodSchema,
  group: z.enum(REPORT_GROUPS),
  /** One per day, week or month of the period, empty ones included, oldest first; `start` is its first day. */
  buckets: z.array(salesFiguresSchema.extend({ start: z.string() })),
  totals: salesFiguresSchema,
  previous: salesFiguresSchema,
});
export type SalesReport = z.infer<typeof salesReportSchema>;

// ---- What sold: by product, category, colour or size ------------------------------------------

export const PRODUCT_REPORT_DIMENSIONS = ['product', 'category', 'color', 'size'] as const;
export type ProductReportDimension = (typeof PRODUCT_REPORT_DIMENSIONS)[number];

export const productReportQuerySchema = reportPeriodQuerySchema.extend({
  by: z.enum(PRODUCT_REPORT_DIMENSIONS, { error: REPORT_MESSAGES.byInvalid }).optional(),
  /** The rows answered, the most net sales first (the CSV has them all). 50 when left out. */
  limit: z.coerce
    .number({ error: REPORT_MESSAGES.limitInvalid })
    .int(REPORT_MESSAGES.limitInvalid)
    .min(1, REPORT_MESSAGES.limitInvalid)
    .max(500, REPORT_MESSAGES.limitInvalid)
    .optional(),
});
export type ProductReportQuery = z.infer<typeof productReportQuerySchema>;

/**
 * One product (category, colour or size): `unitsSold` the units of its lines on orders paid in the
 * period; `netSalesCents` what those lines were paid after their part of a discount code, less
 * what refunds of their units gave back (no tax, no delivery); `unitsReturned` the units of its
 * lines in returns asked for in the period and not rejected, `returnRate` = unitsReturned /
 * unitsSold (4 decimals; 0 when none sold); `topReasons` the three most given return reasons.
 */
export const productReportRowSchema = z.object({
  /** The product's id, the category's slug, the colour's or the size's name. */
  key: z.string(),
  /** As the shop writes it: the product's title, 'Dresses', 'Navy', 'M'. */
  label: z.string(),
  /** The product's handle, for a link (null for the other dimensions). */
  handle: z.string().nullable(),
  unitsSold: z.number().int(),
  netSalesCents: z.number().int(),
  unitsReturned: z.number().int(),
  returnRate: z.number(),
  topReasons: z.array(z.object({ reason: z.string(), units: z.number().int() })),
});
export type ProductReportRow = z.infer<typeof productReportRowSchema>;

export const productReportSchema = z.object({
  period: reportPeriodSchema,
  by: z.enum(PRODUCT_REPORT_DIMENSIONS),
  rows: z.array(productReportRowSchema),
  /** How many rows there are in all (the CSV's count). */
  total: z.number().int(),
  totals: z.object({
    unitsSold: z.number().int(),
    netSalesCents: z.number().int(),
    unitsReturned: z.number().int(),
  }),
  previous: z.object({
    unitsSold: z.number().int(),
    netSalesCents: z.number().int(),
    unitsReturned: z.number().int(),
  }),
});
export type ProductReport = z.infer<typeof productReportSchema>;

// ---- Discount codes and sales -----------------------------------------------------------------

/**
 * One discount code (as the owner wrote it) or scheduled sale, on orders paid in the period:
 * `uses` the orders, `discountCents` what it took off (a sale's: what its lines would have cost at
 * their price before the sale, less what they cost), `netSalesCents` those orders' paid amount
 * less the refunds made of them (a sale's: its lines' goods after a code, less refunded units).
 */
export const discountReportRowSchema = z.object({
  kind: z.enum(['code', 'sale']),
  name: z.string(),
  uses: z.number().int(),
  discountCents: z.number().int(),
  netSalesCents: z.number().int(),
});
export type DiscountReportRow = z.infer<typeof discountReportRowSchema>;

export const discountReportSchema = z.object({
  period: reportPeriodSchema,
  rows: z.array(discountReportRowSchema),
  totals: z.object({
    uses: z.number().int(),
    discountCents: z.number().int(),
    netSalesCents: z.number().int(),
  }),
  previous: z.object({
    uses: z.number().int(),
    discountCents: z.number().int(),
    netSalesCents: z.number().int(),
  }),
});
export type DiscountReport = z.infer<typeof discountReportSchema>;

// ---- Stock ------------------------------------------------------------------------------------

export const stockReportQuerySchema = reportPeriodQuerySchema.extend({
  /** The rows answered, the fewest days of cover first (the CSV has them all). 50 when left out. */
  limit: productReportQuerySchema.shape.limit,
});
export type StockReportQuery = z.infer<typeof stockReportQuerySchema>;

/**
 * One size of one product (a variant) of an active product: `onHand` its stock, `held` what
 * unpaid checkouts hold now, `soldInPeriod` its units on orders paid in the period, `daysOfCover`
 * how many days what is free (onHand − held) lasts at the period's pace (free / (sold / days),
 * one decimal; null when none sold), `waiting` the shoppers waiting for it to come back
 * (back-in-stock requests not yet sent).
 */
export const stockReportRowSchema = z.object({
  variantId: z.string(),
  productId: z.string(),
  handle: z.string(),
  title: z.string(),
  size: z.string(),
  color: z.string(),
  sku: z.string().nullable(),
  onHand: z.number().int(),
  held: z.number().int(),
  soldInPeriod: z.number().int(),
  daysOfCover: z.number().nullable(),
  waiting: z.number().int(),
});
export type StockReportRow = z.infer<typeof stockReportRowSchema>;

export const stockReportSchema = z.object({
  period: reportPeriodSchema,
  rows: z.array(stockReportRowSchema),
  total: z.number().int(),
  totals: z.object({
    onHand: z.number().int(),
    held: z.number().int(),
    soldInPeriod: z.number().int(),
    waiting: z.number().int(),
  }),
});
export type StockReport = z.infer<typeof stockReportSchema>;
