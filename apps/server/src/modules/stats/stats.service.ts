import { formatAmount } from '@shop/shared/money';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import { purchasesOf } from '../orders/orders.service';
import { countReviewsOfUser } from '../reviews/reviews.service';
import { findUserByEmail, type UserRow } from '../users/users.service';

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
