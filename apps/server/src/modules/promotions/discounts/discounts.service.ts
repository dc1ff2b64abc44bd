import {
  DISCOUNT_MESSAGES,
  type DiscountType,
  discountAmounts,
  normalizeCode,
  type PricedLine,
  type UsableDiscount,
} from '@shop/shared/promotions/promotions';
import type { Db } from '../../../db/client';
import { DomainError } from '../../../lib/domain-error';
import {
  countAccountUses,
  findDiscountByCode,
  giveBackUseOf,
  insertDiscountUse,
  releaseUseOf,
  settleUseOf,
  takeHeldUse,
} from './discounts.queries';

// A discount code at checkout (docs/product/rules.md, Promotions; docs/decisions/033): whether it
// applies, what it takes off, and its use held by the unpaid checkout like stock, counted when
// paid, given back when the checkout ends unpaid or the whole order is refunded.

/** Who a once-per-customer code counts: the order's email, whatever its case (a shopper or a guest). */
export function customerKey(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The code, if a shopper may use it at `now`: 400 naming `field` when it is unknown, not started,
 * expired, used up, or (with `userId`) paid with already on that account's orders. A guest is
 * never told what the email they give bought: for them the once-per-customer rule is kept when
 * the order is paid (settleUseOf). The limit is checked again when the use is held, where racing
 * checkouts are decided.
 */
export async function usableDiscount(
  db: Db,
  code: string,
  { now, field, userId }: { now: Date; field: string; userId?: string | null },
): Promise<UsableDiscount> {
  const found = await findDiscountByCode(db, normalizeCode(code));
  if (!found) throw new DomainError(400, DISCOUNT_MESSAGES.unknown, field);
  if (found.startsAt && found.startsAt > now) throw new DomainError(400, DISCOUNT_MESSAGES.notStarted, field);
  if (found.endsAt && found.endsAt <= now) throw new DomainError(400, DISCOUNT_MESSAGES.expired, field);
  if (found.usageLimit !== null && found.usedCount + found.heldCount >= found.usageLimit)
    throw new DomainError(400, DISCOUNT_MESSAGES.usedUp, field);
  if (found.oncePerCustomer && userId && (await countAccountUses(db, found.id, userId)) > 0)
    throw new DomainError(400, DISCOUNT_MESSAGES.alreadyUsed, field);
  return {
    id: found.id,
    code: found.code,
    type: found.type as DiscountType,
    value: found.value,
    minSubtotalCents: found.minSubtotalCents,
    categories: found.categories,
    oncePerCustomer: found.oncePerCustomer,
  };
}

/**
 * What the code takes off these lines (priced after any sale) and this delivery: 400 naming
 * `field` below its minimum or when it covers nothing here.
 */
export function applyDiscount(
  discount: UsableDiscount,
  lines: readonly PricedLine[],
  deliveryCents: number,
  field: string,
) {
  const subtotal = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  if (discount.minSubtotalCents !== null && subtotal < discount.minSubtotalCents)
    throw new DomainError(400, DISCOUNT_MESSAGES.belowMinimum(discount.minSubtotalCents), field);
  const amounts = discountAmounts(discount, lines, deliveryCents);
  if (amounts.coveredCents === 0) throw new DomainError(400, DISCOUNT_MESSAGES.coversNothing, field);
  if (discount.type === 'free_shipping' && deliveryCents === 0)
    throw new DomainError(400, DISCOUNT_MESSAGES.coversNothing, field);
  return amounts;
}

/**
 * Holds one use of the code for this unpaid order, in the checkout's transaction: a conditional
 * update within the limit (of 200 checkouts racing for 100 uses, 100 succeed). 400 naming `field`
 * otherwise; the caller's transaction then rolls back with everything it held. A once-per-customer
 * code is counted once per customer when paid, by the unique index over paid uses.
 */
export async function holdDiscountUse(
  tx: Db,
  discount: UsableDiscount,
  orderId: string,
  email: string,
  field: string,
): Promise<void> {
  if (!(await takeHeldUse(tx, discount.id))) throw new DomainError(400, DISCOUNT_MESSAGES.usedUp, field);
  await insertDiscountUse(tx, {
    discountId: discount.id,
    orderId,
    customer: customerKey(email),
    oncePerCustomer: discount.oncePerCustomer,
  });
}

/**
 * The order was paid, or a whole refund that gave its use back failed: its use counts, once per
 * customer, while the limit allows.
 */
export async function countDiscountUse(tx: Db, orderId: string): Promise<void> {
  await settleUseOf(tx, orderId);
}

/** The checkout ended unpaid (cancelled, expired, replaced): its held use is free again. */
export async function releaseDiscountUse(tx: Db, orderId: string): Promise<void> {
  await releaseUseOf(tx, orderId);
}

/** The whole order was refunded: its use is given back (and a once-per-customer code may be used again). */
export async function giveBackDiscountUse(tx: Db, orderId: string): Promise<void> {
  await giveBackUseOf(tx, orderId);
}

/**
 * Discount codes as orders use them: the orders module declares what it needs (OrderDiscounts)
 * and the app hands it this, so orders import nothing of promotions, whose use ledger references
 * the orders table (docs/decisions/044).
 */
export const orderDiscounts = {
  usable: usableDiscount,
  apply: applyDiscount,
  hold: holdDiscountUse,
  count: countDiscountUse,
  release: releaseDiscountUse,
  giveBack: giveBackDiscountUse,
};
