// Answer schemas of the statistics API (docs/product/api.md, Statistics).
import { z } from 'zod';

export const userStatsSchema = z.object({
  /** Dollars, as the dashboard shows them. */
  totalPayments: z.number(),
  totalPaymentsCents: z.number().int(),
  totalReviews: z.number().int(),
  totalPurchasedProducts: z.number().int(),
});
export type UserStats = z.infer<typeof userStatsSchema>;
