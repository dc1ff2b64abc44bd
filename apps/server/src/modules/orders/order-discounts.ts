import type { DiscountAmounts, PricedLine, UsableDiscount } from '@shop/shared/promotions/promotions';
import type { Db } from '../../db/client';

/**
 * What orders ask of discount codes: whether one may be used, what it takes off, and its use held
 * by an unpaid checkout like stock, counted when paid, given back when the checkout ends unpaid or
 * the whole order is refunded (docs/decisions/033). The promotions module answers; the app hands
 * it in through OrdersDeps, so orders import nothing of promotions, whose use ledger references
 * the orders table (docs/decisions/044).
 */
export interface OrderDiscounts {
  /** 400 naming `field` when the code is unknown, not started, expired or used up. */
  usable(
    db: Db,
    code: string,
    when: { now: Date; field: string; userId?: string | null },
  ): Promise<UsableDiscount>;
  /** 400 naming `field` below the code's minimum or when it covers nothing here. */
  apply(
    discount: UsableDiscount,
    lines: readonly PricedLine[],
    deliveryCents: number,
    field: string,
  ): DiscountAmounts;
  /** One use held for this unpaid order, in its checkout's transaction, within the code's limit. */
  hold(tx: Db, discount: UsableDiscount, orderId: string, email: string, field: string): Promise<void>;
  /** The order was paid (or a whole refund that gave its use back failed): the use counts. */
  count(tx: Db, orderId: string): Promise<void>;
  /** The checkout ended unpaid: its held use is free again. */
  release(tx: Db, orderId: string): Promise<void>;
  /** The whole order was refunded: its counted use is given back. */
  giveBack(tx: Db, orderId: string): Promise<void>;
}
