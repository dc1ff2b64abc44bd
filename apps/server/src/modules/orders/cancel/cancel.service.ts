import { CANCEL_MESSAGES, CANCELLED, ORDER_MESSAGES } from '@shop/shared/orders/orders';
import type { Order } from '@shop/shared/orders/orders-schemas';
import { DomainError } from '../../../lib/domain-error';
import { canSee, type OrderViewer } from '../guests/guest-access';
import { mailCancelled } from '../mail/cancel-mail';
import { orderWithLines } from '../order-view';
import { findOrderById, lockOrder, type OrderRow, updateOrder } from '../orders.queries';
import type { OrdersDeps } from '../orders.service';
import { endCheckout } from '../payments/order-settlement';
import { closePaymentSession } from '../payments/payment-events.service';
import { readOrderPolicies } from '../policies/order-policies.queries';
import { type RefundActor, reserveFullRefund, settleRefund } from '../refunds/refunds.service';
import { stockChanged } from '../stock-change';

// Cancelling an order that has not shipped (docs/product/rules.md, Cancellations): the shop may
// cancel any; the shopper (or a guest with the order's link) their own, within the owner's window
// after paying. A paid order is refunded in full and its units go back; an unpaid one's hold ends.
// The cancel and a move to 'shipped' take turns on the order's row lock, so one of them wins.

/** Who is cancelling, as the history and the refund record say it. */
function actorOf(viewer: OrderViewer, order: OrderRow): RefundActor {
  const user = viewer.user;
  if (user?.role === 'admin') return { userId: user.id, by: 'admin' };
  if (user && order.userId === user.id) return { userId: user.id, by: 'shopper' };
  return { userId: null, by: 'guest' };
}

/** Why this order cannot be cancelled now, or null. */
function refusal(order: OrderRow, asShop: boolean, windowMinutes: number, now: Date): string | null {
  if (order.status === CANCELLED || order.paymentStatus === 'cancelled')
    return CANCEL_MESSAGES.alreadyCancelled;
  if (order.paymentStatus === 'expired') return CANCEL_MESSAGES.notPlaced;
  if (order.status === 'shipped' || order.status === 'completed') return CANCEL_MESSAGES.shipped;
  if (asShop || order.paidAt === null) return null;
  const closes = order.paidAt.getTime() + windowMinutes * 60_000;
  return now.getTime() < closes ? null : CANCEL_MESSAGES.windowPassed(windowMinutes);
}

export async function cancelOrder(
  deps: OrdersDeps,
  viewer: OrderViewer,
  orderId: string,
  reason: string,
  now = new Date(),
): Promise<Order> {
  const { db } = deps;
  const found = await findOrderById(db, orderId);
  if (!found || !canSee(viewer, found)) throw new DomainError(404, ORDER_MESSAGES.orderNotFound, 'id');
  const actor = actorOf(viewer, found);
  const asShop = actor.by === 'admin';
  const { cancelWindowMinutes } = await readOrderPolicies(db);
  const early = refusal(found, asShop, cancelWindowMinutes, now);
  if (early) throw new DomainError(409, early, 'id');

  // An unpaid checkout's payment page stops taking money before its units go back, as on the
  // cancel page; one paid just now is an order after all, and is cancelled as one below.
  if (found.paymentStatus === 'awaiting_payment') await closePaymentSession(deps, found);

  const outcome = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new DomainError(404, ORDER_MESSAGES.orderNotFound, 'id');
    const refused = refusal(order, asShop, cancelWindowMinutes, now);
    if (refused) throw new DomainError(409, refused, 'id');
    const history = { status: CANCELLED, at: now.toISOString(), by: actor.by, note: reason };
    if (order.paymentStatus === 'awaiting_payment') {
      await endCheckout(tx, deps.discounts, order.id, 'cancelled', now);
      const cancelled = await updateOrder(
        tx,
        order.id,
        { status: CANCELLED, cancelledAt: now, cancelReason: reason },
        history,
      );
      return { order: cancelled ?? order, refund: null };
    }
    const cancelled = await updateOrder(
      tx,
      order.id,
      { status: CANCELLED, cancelledAt: now, cancelReason: reason },
      history,
    );
    const refund = await reserveFullRefund(
      tx,
      deps.discounts,
      cancelled ?? order,
      { reason: `Cancelled: ${reason}` },
      actor,
      now,
    );
    return { order: (await findOrderById(tx, order.id)) ?? order, refund };
  });

  await stockChanged(deps, [orderId]);
  // The mail says what the provider answered: a refund it refused is not promised (its amount is
  // free again, for the shop to refund from the order's view).
  const refund = outcome.refund ? await settleRefund(deps, outcome.refund) : null;
  // It is also the refund's mail: one event, one mail to the shopper (and the shop's notice when
  // the shopper or a guest cancelled).
  if (outcome.order.paidAt !== null) {
    const refunded = refund !== null && refund.status !== 'failed';
    mailCancelled(
      deps,
      outcome.order,
      {
        refundCents: refunded ? refund.amountCents : 0,
        refundFailed: refund?.status === 'failed',
        failedCents: refund?.status === 'failed' ? refund.amountCents : 0,
        lines: refunded ? refund.lines : [],
      },
      actor.by,
    );
  }
  const fresh = (await findOrderById(db, orderId)) ?? outcome.order;
  return orderWithLines(db, fresh);
}
