// Answer schemas of the statistics API (docs/product/api.md, Statistics).
import { z } from 'zod';
import { discountStatsSchema } from './promotions/promotions-schemas';
import { taxTotalsSchema } from './stats-tax-schemas';

export const userStatsSchema = z.object({
  /** Dollars, as the dashboard shows them: paid orders' totals less their refunds (pending included). */
  totalPayments: z.number(),
  totalPaymentsCents: z.number().int(),
  /** The paid orders' totals before any refund (cancelled ones included): the gross of totalPaymentsCents. */
  paidCents: z.number().int(),
  /** What went back to the card: refunds and cancellations (pending included, failed not). */
  refundedCents: z.number().int(),
  totalReviews: z.number().int(),
  /** Units in paid orders, as bought (cancelled and refunded ones included). */
  totalPurchasedProducts: z.number().int(),
  /** Of those, the units kept: not on a cancelled order, not refunded line by line. */
  keptProducts: z.number().int(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

export const adminStatsQuerySchema = z.object({
  /** The year of the monthly earnings; the current one (UTC) when left out. */
  year: z.coerce
    .number({ error: 'year must be a year such as 2026' })
    .int('year must be a year such as 2026')
    .min(2000, 'year must be between 2000 and 2100')
    .max(2100, 'year must be between 2000 and 2100')
    .optional(),
});

export const adminStatsSchema = z.object({
  /** Dollars from paid orders' grand totals (delivery and tax included), as the dashboard shows them. */
  totalEarnings: z.number(),
  totalEarningsCents: z.number().int(),
  /** Paid orders. */
  totalOrders: z.number().int(),
  totalUsers: z.number().int(),
  totalProducts: z.number().int(),
  totalReviews: z.number().int(),
  /**
   * Refunds given (succeeded) or being given (pending), failed ones not: dollars and cents. They
   * count in the month they were made; totalEarnings stays gross (what was paid).
   */
  totalRefunds: z.number(),
  totalRefundsCents: z.number().int(),
  /** totalEarnings less totalRefunds. */
  netEarnings: z.number(),
  netEarningsCents: z.number().int(),
  year: z.number().int(),
  /**
   * Always twelve entries, January (1) to December (12) of `year`: `earnings` gross by month of
   * payment, `refunds` by month of the refund, `net` the one less the other (negative when a
   * month refunded more than it took).
   */
  monthlyEarnings: z.array(
    z.object({ month: z.number().int(), earnings: z.number(), refunds: z.number(), net: z.number() }),
  ),
  /**
   * Products Manage Products lists under its stock filter (?stock=sold-out and ?stock=low): no
   * size free to buy, and some size with 3 or fewer free while another still sells.
   */
  soldOutProducts: z.number().int(),
  lowStockProducts: z.number().int(),
  /** The variants closest to selling out (1 to 3 units free; sold-out ones are not listed), the fewest first. */
  lowStock: z.array(
    z.object({
      variantId: z.string(),
      productId: z.string(),
      handle: z.string(),
      title: z.string(),
      size: z.string(),
      color: z.string(),
      free: z.number().int(),
    }),
  ),
  /** Paid orders not shipped yet, the longest waiting first, and how many in all. */
  toShip: z.object({
    total: z.number().int(),
    orders: z.array(
      z.object({
        _id: z.string(),
        orderId: z.string(),
        email: z.string(),
        status: z.string(),
        amount: z.number(),
        paidAt: z.string(),
        /** Paid through the built-in test checkout: no money was taken. */
        testCheckout: z.boolean(),
      }),
    ),
  }),
  /**
   * The shop takes payments on a test checkout now: totalEarnings, totalOrders, monthlyEarnings
   * and ordersByStatus then count its test orders too; otherwise real payments only.
   */
  testCheckout: z.boolean(),
  /** Paid orders taken by a test checkout (no money moved), and their grand totals, counted or not. */
  testOrders: z.number().int(),
  testEarningsCents: z.number().int(),
  /** The counted paid orders at each status, pending to completed: always four entries. */
  ordersByStatus: z.array(z.object({ status: z.string(), orders: z.number().int() })),
  /** Discount codes on the counted paid orders of `year` (by month of payment, as earnings). */
  discounts: discountStatsSchema,
  /**
   * The products most often sent back for their size, at most five: units returned as too small
   * or too large (returns not rejected) against paid units sold, of products with at least 5
   * sold and 1 returned; the highest `rate` (returnedUnits / soldUnits) first, then the most
   * returned. Every year's orders, test orders as the earnings count them.
   */
  sizeReturns: z.array(
    z.object({
      productId: z.string(),
      title: z.string(),
      handle: z.string(),
      returnedUnits: z.number().int(),
      soldUnits: z.number().int(),
      rate: z.number(),
    }),
  ),
  /**
   * Tax of every month so far (the Tax card): collected on paid orders, given back by refunds
   * (pending and succeeded), and the net; test orders as the earnings count them.
   */
  tax: taxTotalsSchema,
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
