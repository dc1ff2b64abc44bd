import { ORDER_MESSAGES, wasPaid } from '@shop/shared/orders/orders';
import type { Order } from '@shop/shared/orders/orders-schemas';
import { DomainError } from '../../../lib/domain-error';
import type { PaymentEvent } from '../../payments';
import { canSee, type OrderViewer, ownsCheckout } from '../guests/guest-access';
import { mailPaidOrder } from '../mail/order-mail';
import { orderWithLines } from '../order-view';
import { findOrderById, findOrderBySession, type OrderRow } from '../orders.queries';
import type { OrdersDeps } from '../orders.service';
import { stockChanged } from '../stock-change';
import { endCheckout, markPaid } from './order-settlement';
import { taxChargedFor } from './provider-tax';

// How a checkout closes: paid (the success page, the provider's notification), or ended (the
// cancel page, a failed or expired payment). Every path fulfils an order at most once.

/**
 * Makes a checkout's provider session unpayable before the shop ends the checkout (the cancel
 * page, a newer checkout): the provider may have taken the money just before, and then it is an
 * order after all, fulfilled and returned. A provider that cannot be asked fails the call (502),
 * so no session stays payable unknown to the shop.
 */
export async function closePaymentSession(deps: OrdersDeps, order: OrderRow): Promise<OrderRow | null> {
  const sessionId = order.paymentSessionId;
  if (!sessionId) return null;
  await deps.payments.expireSession(sessionId);
  if ((await deps.payments.sessionState(sessionId)) !== 'paid') return null;
  return (await fulfilOrder(deps, order.id)).order;
}

/**
 * Marks an order paid, exactly once: the order row is locked, so the success page, the
 * provider's webhook and the reconciler can all call this at the same moment and only the
 * first changes anything. The held stock becomes a sale, the shopper's stored cart empties and
 * the confirmation mail goes out after the commit; an order Stripe taxed keeps Stripe's tax.
 * Returns the order and whether this call fulfilled it.
 */
export async function fulfilOrder(
  deps: OrdersDeps,
  orderId: string,
  now = new Date(),
): Promise<{ order: OrderRow; fulfilled: boolean }> {
  const tax = await taxChargedFor(deps, await findOrderById(deps.db, orderId));
  const result = await deps.db.transaction((tx) => markPaid(tx, deps.discounts, orderId, now, tax));
  if (result.fulfilled) await stockChanged(deps, [orderId]);
  if (result.fulfilled) await announcePaid(deps, result.order);
  return result;
}

/**
 * fulfilOrder's part after the commit: only a payment that is kept is counted and mailed, to
 * the shopper and to the shop. Only the call that fulfilled the order gets here, so a webhook
 * delivered twice mails each of them once.
 */
export async function announcePaid(deps: OrdersDeps, order: OrderRow): Promise<void> {
  deps.events?.orderPaid(order.amountCents);
  await mailPaidOrder(deps, order);
}

/**
 * The success page's call: the order behind a session, confirmed with the provider if it is
 * still unpaid. Someone else's session answers like an unknown one.
 */
export async function confirmPayment(
  deps: OrdersDeps,
  viewer: OrderViewer,
  sessionId: string,
): Promise<Order> {
  const order = await findOrderBySession(deps.db, sessionId);
  if (!order || !canSee(viewer, order))
    throw new DomainError(404, ORDER_MESSAGES.orderNotFound, 'session_id');
  if (wasPaid(order.paymentStatus)) return orderWithLines(deps.db, order);
  if ((await deps.payments.sessionState(sessionId)) === 'paid') {
    return orderWithLines(deps.db, (await fulfilOrder(deps, order.id)).order);
  }
  return orderWithLines(deps.db, order);
}

/** The cancel page's call: the caller's unpaid checkout ends and its stock is free again. */
export async function cancelCheckout(
  deps: OrdersDeps,
  viewer: OrderViewer,
  sessionId: string,
): Promise<Order> {
  const order = await findOrderBySession(deps.db, sessionId);
  if (!order || !ownsCheckout(viewer, order))
    throw new DomainError(404, ORDER_MESSAGES.orderNotFound, 'session_id');
  if (order.paymentStatus === 'awaiting_payment') {
    const paid = await closePaymentSession(deps, order);
    if (paid) return orderWithLines(deps.db, paid);
  }
  const ended = await deps.db.transaction((tx) =>
    endCheckout(tx, deps.discounts, order.id, 'cancelled', new Date()),
  );
  if (ended.ended) await stockChanged(deps, [order.id]);
  return orderWithLines(deps.db, ended.order ?? order);
}

/**
 * What a payment provider's notification says, applied once: a payment fulfils the order, a
 * failed or expired one ends the checkout and frees its stock. A session we do not know is
 * ignored (another shop on the same account, or an order deleted since).
 */
export async function applyPaymentEvent(deps: OrdersDeps, event: PaymentEvent): Promise<void> {
  if (event.kind === 'ignored') return;
  const order = await findOrderBySession(deps.db, event.sessionId);
  if (!order) return;
  if (event.kind === 'paid') {
    await fulfilOrder(deps, order.id);
    return;
  }
  const how = event.kind === 'expired' ? 'expired' : 'cancelled';
  if (event.kind === 'failed') deps.events?.paymentFailed('declined');
  const { ended } = await deps.db.transaction((tx) =>
    endCheckout(tx, deps.discounts, order.id, how, new Date()),
  );
  if (ended) await stockChanged(deps, [order.id]);
  if (ended && how === 'expired') deps.events?.holdExpired();
}
