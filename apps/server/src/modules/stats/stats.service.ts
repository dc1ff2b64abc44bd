import { centsToDollars } from '@shop/shared/money';
import type { AdminStats } from '@shop/shared/stats-schemas';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import { countCatalog, countProductsNeedingStock, lowStock } from '../catalog';
import { earnings, ordersToShip, purchasesOf } from '../orders';
import { discountStats } from '../promotions';
import { countReviews, countReviewsOfUser } from '../reviews';
import { countUsers, findUserByEmail, type UserRow } from '../users';
import { highestSizeReturns } from './product-fit.queries';
import { allTimeTax } from './tax-report.service';

/**
 * A shopper's dashboard figures: what they paid less refunds (dollars), how many reviews they wrote and
 * how many units they bought, and kept, from paid orders only. Their own, or anyone's for an admin.
 */
export async function userStats(db: Db, caller: Pick<UserRow, 'id' | 'email' | 'role'>, email: string) {
  const own = caller.email.toLowerCase() === email.toLowerCase();
  if (caller.role !== 'admin' && !own) {
    throw new DomainError(403, 'You can only see your own statistics.', 'email');
  }
  // The account's own figures: orders of a deleted account that had the same email are not its.
  return statsOfAccount(db, own ? caller.id : (await findUserByEmail(db, email))?.id);
}

/**
 * The caller's own figures (GET /api/stats/user-stats/me): what userStats answers for their own
 * email, without the email in the address (and so in request logs).
 */
export async function ownStats(db: Db, caller: Pick<UserRow, 'id'>) {
  return statsOfAccount(db, caller.id);
}

/** One account's figures; zeros for none (an email no account has). */
async function statsOfAccount(db: Db, userId: string | undefined) {
  const [purchases, totalReviews] = await Promise.all([
    userId
      ? purchasesOf(db, { userId })
      : Promise.resolve({ paidCents: 0, refundedCents: 0, units: 0, keptUnits: 0 }),
    userId ? countReviewsOfUser(db, userId) : Promise.resolve(0),
  ]);
  // What the shopper is out of pocket: paid less what was refunded to them, as Payments' total.
  const netCents = purchases.paidCents - purchases.refundedCents;
  return {
    totalPayments: centsToDollars(netCents),
    totalPaymentsCents: netCents,
    // The gross beside the net, for the overview's smaller line ('$150.00 paid, $30.00 refunded').
    paidCents: purchases.paidCents,
    refundedCents: purchases.refundedCents,
    totalReviews,
    totalPurchasedProducts: purchases.units,
    keptProducts: purchases.keptUnits,
  };
}

const DASHBOARD_LIST = 5;
/** A product joins 'Size returns' with this many paid units sold: fewer say little of its fit. */
const SIZE_RETURNS_MIN_SOLD = 5;

/**
 * The admin dashboard's figures, from paid orders and the catalog, for one year's months. While
 * the shop takes payments on a test checkout (`testCheckout`) its test orders count, so the
 * dashboard can be tried; otherwise only real payments do (docs/product/rules.md).
 */
export async function adminStats(db: Db, year: number, testCheckout: boolean): Promise<AdminStats> {
  const [
    takings,
    totalUsers,
    totalProducts,
    totalReviews,
    low,
    toShip,
    needingStock,
    discounts,
    sizeReturns,
    tax,
  ] = await Promise.all([
    earnings(db, year, testCheckout),
    countUsers(db),
    // The owner's products, drafts and archived ones included.
    countCatalog(db, { anyStatus: true }),
    countReviews(db),
    lowStock(db, DASHBOARD_LIST),
    ordersToShip(db, DASHBOARD_LIST),
    countProductsNeedingStock(db),
    discountStats(db, year, testCheckout),
    highestSizeReturns(db, { limit: DASHBOARD_LIST, minSold: SIZE_RETURNS_MIN_SOLD, withTest: testCheckout }),
    allTimeTax(db, testCheckout),
  ]);
  return {
    totalEarnings: centsToDollars(takings.paidCents),
    totalEarningsCents: takings.paidCents,
    totalRefunds: centsToDollars(takings.refundedCents),
    totalRefundsCents: takings.refundedCents,
    netEarnings: centsToDollars(takings.paidCents - takings.refundedCents),
    netEarningsCents: takings.paidCents - takings.refundedCents,
    totalOrders: takings.paidOrders,
    totalUsers,
    totalProducts,
    totalReviews,
    year,
    monthlyEarnings: takings.monthlyCents.map(({ month, cents }, i) => {
      const refunded = takings.monthlyRefundedCents[i] ?? 0;
      return {
        month,
        earnings: centsToDollars(cents),
        refunds: centsToDollars(refunded),
        net: centsToDollars(cents - refunded),
      };
    }),
    soldOutProducts: needingStock.soldOut,
    lowStockProducts: needingStock.low,
    lowStock: low,
    toShip,
    testCheckout,
    testOrders: takings.testOrders,
    testEarningsCents: takings.testCents,
    ordersByStatus: takings.byStatus,
    discounts,
    sizeReturns: sizeReturns.map((row) => ({
      ...row,
      rate: Math.round((row.returnedUnits / row.soldUnits) * 10_000) / 10_000,
    })),
    tax,
  };
}
