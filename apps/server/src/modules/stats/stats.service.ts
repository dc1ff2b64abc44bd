import { formatAmount } from '@shop/shared/money';
import type { AdminStats } from '@shop/shared/stats-schemas';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import { countCatalog, lowStock } from '../catalog/catalog.service';
import { earnings, ordersToShip, purchasesOf } from '../orders/orders.service';
import { countReviews, countReviewsOfUser } from '../reviews/reviews.service';
import { countUsers, findUserByEmail, type UserRow } from '../users/users.service';

/**
 * A shopper's dashboard figures: what they paid (dollars), how many reviews they wrote and
 * how many units they bought, from paid orders only. Their own, or anyone's for an admin.
 */
export async function userStats(db: Db, caller: Pick<UserRow, 'email' | 'role'>, email: string) {
  if (caller.role !== 'admin' && caller.email.toLowerCase() !== email.toLowerCase()) {
    throw new DomainError(403, 'You can only see your own statistics.', 'email');
  }
  const user = await findUserByEmail(db, email);
  const [purchases, totalReviews] = await Promise.all([
    purchasesOf(db, email),
    user ? countReviewsOfUser(db, user.id) : Promise.resolve(0),
  ]);
  return {
    totalPayments: Number(formatAmount(purchases.paidCents)),
    totalPaymentsCents: purchases.paidCents,
    totalReviews,
    totalPurchasedProducts: purchases.units,
  };
}

const DASHBOARD_LIST = 5;

/** The admin dashboard's figures, from paid orders and the catalog, for one year's months. */
export async function adminStats(db: Db, year: number): Promise<AdminStats> {
  const [takings, totalUsers, totalProducts, totalReviews, low, toShip] = await Promise.all([
    earnings(db, year),
    countUsers(db),
    countCatalog(db),
    countReviews(db),
    lowStock(db, DASHBOARD_LIST),
    ordersToShip(db, DASHBOARD_LIST),
  ]);
  return {
    totalEarnings: Number(formatAmount(takings.paidCents)),
    totalEarningsCents: takings.paidCents,
    totalOrders: takings.paidOrders,
    totalUsers,
    totalProducts,
    totalReviews,
    year,
    monthlyEarnings: takings.monthlyCents.map(({ month, cents }) => ({
      month,
      earnings: Number(formatAmount(cents)),
    })),
    lowStock: low,
    toShip,
  };
}
