import { ORDER_MESSAGES, wasPaid } from '@shop/shared/orders/orders';
import type { Db } from '../../../db/client';
import { DomainError } from '../../../lib/domain-error';
import { emptyCart } from '../../cart';
import { releaseStock, sellStock, takeFreeStock } from '../../catalog';
import type { PaidTax } from '../../payments';
import type { OrderDiscounts } from '../order-discounts';
import { linesOfOrders, lockOrder, type OrderLineRow, type OrderRow, updateOrder } from '../orders.queries';
import { takeInvoiceNumber } from '../receipts/invoice-numbers.queries';
import { keepProviderTax } from './provider-tax';

// The two ways an open checkout is settled, each inside the caller's transaction: ended with its
// stock back, or paid with its stock sold. Telling anyone (metrics, mail, kept pages) is the
// caller's, after the commit.

/**
 * Ends an unpaid checkout and gives its stock back; nothing when it is paid or over already.
 * Says whether this call ended it, so the caller can tell the metrics once it has committed.
 */
export async function endCheckout(
  tx: Db,
  discounts: OrderDiscounts,
  orderId: string,
  how: 'cancelled' | 'expired',
  now: Date,
): Promise<{ order: OrderRow | undefined; ended: boolean }> {
  const order = await lockOrder(tx, orderId);
  if (order?.paymentStatus !== 'awaiting_payment') return { order, ended: false };
  if (order.hold === 'held') {
    const lines = await linesOfOrders(tx, [order.id]);
    await releaseStock(tx, heldLines(lines));
  }
  // A discount code's use is held like the stock, and goes back with it.
  await discounts.release(tx, order.id);
  const ended = await updateOrder(
    tx,
    order.id,
    { paymentStatus: how, hold: 'released' },
    { status: how, at: now.toISOString() },
  );
  return ended ? { order: ended, ended: true } : { order: undefined, ended: false };
}

function heldLines(lines: readonly OrderLineRow[]) {
  return lines.flatMap((line) =>
    line.variantId ? [{ variantId: line.variantId, quantity: line.quantity }] : [],
  );
}

/**
 * Marks an order paid, once (fulfilOrder's part inside the transaction): the order row is locked.
 * An order the provider taxed keeps the tax it charged (`tax`, asked before: taxChargedFor).
 */
export async function markPaid(
  tx: Db,
  discounts: OrderDiscounts,
  orderId: string,
  now: Date,
  tax: PaidTax | null = null,
): Promise<{ order: OrderRow; fulfilled: boolean }> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw new DomainError(404, ORDER_MESSAGES.orderNotFound);
  // Refunded since (a late or replayed notification): it was paid once, and stays as it is.
  if (wasPaid(order.paymentStatus)) return { order, fulfilled: false };
  const lines = await linesOfOrders(tx, [order.id]);
  // Paid after its hold ran out (a slow bank): the money is in, so the units are taken now.
  if (order.hold === 'released') await takeFreeStock(tx, heldLines(lines));
  else await sellStock(tx, heldLines(lines));
  await discounts.count(tx, order.id);
  if (order.userId) await emptyCart(tx, order.userId);
  if (tax && order.taxSource === 'stripe') await keepProviderTax(tx, order, lines, tax);
  // Last, after everything that may refuse the payment: a number taken is a number kept.
  const invoiceNumber = await takeInvoiceNumber(tx, now);
  const paid = await updateOrder(
    tx,
    order.id,
    { paymentStatus: 'paid', status: 'pending', hold: 'sold', paidAt: now, invoiceNumber },
    { status: 'pending', at: now.toISOString() },
  );
  if (!paid) throw new Error('order vanished while paid');
  return { order: paid, fulfilled: true };
}
