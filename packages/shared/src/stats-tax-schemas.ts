// The tax report (docs/product/api.md, Statistics: tax report): what the shop collected and gave
// back in tax, by month and rate, for the owner's returns. Used by the server's routes, the Taxes
// page and the admin dashboard's Tax card.
import { z } from 'zod';

export const TAX_REPORT_MESSAGES = {
  monthInvalid: (field: 'from' | 'to') => `${field} must be a month such as 2026-04`,
  fromAfterTo: 'from must be the same month as to or before it',
  empty: 'No tax was collected or refunded in these months.',
} as const;

/** A month as the report names it: '2026-04'. */
export const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

const month = (field: 'from' | 'to') =>
  z
    .string({ error: TAX_REPORT_MESSAGES.monthInvalid(field) })
    .trim()
    .regex(MONTH_PATTERN, TAX_REPORT_MESSAGES.monthInvalid(field))
    .refine((text) => {
      const year = Number(text.slice(0, 4));
      return year >= 2000 && year <= 2100;
    }, TAX_REPORT_MESSAGES.monthInvalid(field));

/**
 * `GET /api/stats/taxes`: the first and last month (UTC), both included. Without `to`, the
 * current month; without `from`, the eleven months before `to`: a year of months.
 */
export const taxReportQuerySchema = z.object({
  from: month('from').optional(),
  to: month('to').optional(),
});
export type TaxReportQuery = z.infer<typeof taxReportQuerySchema>;

/** Tax figures in dollars, each with its exact cents. */
export const taxFiguresSchema = z.object({
  /** What the rate was applied to on the orders paid (collected's base). */
  taxable: z.number(),
  taxableCents: z.number().int(),
  /** Tax on the orders paid in the month. */
  collected: z.number(),
  collectedCents: z.number().int(),
  /** Tax given back by refunds made in the month (pending and succeeded; failed ones not). */
  refunded: z.number(),
  refundedCents: z.number().int(),
  /** collected less refunded: negative when a month gave back more than it took. */
  net: z.number(),
  netCents: z.number().int(),
});
export type TaxFigures = z.infer<typeof taxFiguresSchema>;

export const taxReportRowSchema = taxFiguresSchema.extend({
  /** '2026-04' (UTC). */
  month: z.string(),
  /** The tax line's name as the orders kept it: 'Tax', 'HST'. */
  name: z.string(),
  /** In percent: 13 is 13 %. */
  rate: z.number(),
});
export type TaxReportRow = z.infer<typeof taxReportRowSchema>;

export const taxReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /**
   * The shop takes payments on a test checkout now: its test orders and their refunds are counted,
   * as on the dashboard; otherwise real payments only.
   */
  testCheckout: z.boolean(),
  /** By month, then tax name, then rate; a month without any tax collected or refunded is left out. */
  rows: z.array(taxReportRowSchema),
  totals: taxFiguresSchema,
});
export type TaxReport = z.infer<typeof taxReportSchema>;

/** The admin dashboard's Tax card: every month's tax so far, net of refunds. */
export const taxTotalsSchema = taxFiguresSchema.omit({ taxable: true, taxableCents: true });
export type TaxTotals = z.infer<typeof taxTotalsSchema>;

/** The CSV's header row, in the order of its columns. */
export const TAX_REPORT_CSV_COLUMNS = [
  'Month',
  'Tax',
  'Rate (%)',
  'Taxable',
  'Collected',
  'Refunded',
  'Net',
] as const;
