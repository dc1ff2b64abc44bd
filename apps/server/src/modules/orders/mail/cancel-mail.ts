import { formatPrice } from '@shop/shared/money';
import { findUserById } from '../../users';
import type { AfterSaleLine } from '../after-sale.schema';
import { linesOfOrders, type OrderRow } from '../orders.queries';
import { shopColours } from './item-lines';
import { followLines, type OrderMailDeps, orderMail } from './order-mail';
import { CARD_TIMING, refundedItemLines } from './refund-mail';

// The mails of a cancel (docs/product/rules.md, Cancellations): the shopper's, which is also the
// mail of its refund, and the shop's notice when the shopper (or a guest) cancelled.

/** What a cancel refunded: the amount the provider took on (0 when nothing), and whether it refused. */
export interface CancelRefund {
  refundCents: number;
  refundFailed: boolean;
  /** The units refunded, to name them; left out or empty when nothing was. */
  lines?: readonly AfterSaleLine[];
}

/** Who cancelled, as the order's history says it. */
export type CancelledBy = 'admin' | 'shopper' | 'guest' | 'system';

/** Tells the shopper their order was cancelled, what comes back to their card and for what. */
export function orderCancelledMail(
  order: OrderRow,
  refund: CancelRefund,
  shopUrl: string,
  items: string[] = [],
) {
  const { refundCents, refundFailed } = refund;
  return orderMail(order, `Your Velora order ${order.orderNumber} was cancelled`, [
    'Your order was cancelled.',
    '',
    `Order ${order.orderNumber}`,
    ...(order.cancelReason ? [`Reason: ${order.cancelReason}`] : []),
    '',
    ...(refundCents > 0
      ? [
          `We are refunding ${formatPrice(refundCents)} to the card you paid with.`,
          CARD_TIMING,
          '',
          ...(items.length > 0 ? ['Refunded items:', ...items, ''] : []),
        ]
      : []),
    ...(refundFailed
      ? ['Your payment could not be refunded to your card automatically: we will refund it shortly.', '']
      : []),
    ...followLines(order, shopUrl),
  ]);
}

/** The shop's notice that a shopper or a guest cancelled: which order, who, why, what was refunded. */
export function shopperCancelledMail(
  order: OrderRow,
  refund: CancelRefund & { failedCents?: number },
  { to, by, shopperName, shopUrl }: { to: string; by: CancelledBy; shopperName?: string; shopUrl: string },
) {
  const manage = new URL('/dashboard/manage-orders', shopUrl);
  manage.searchParams.set('search', order.orderNumber);
  const who = `${shopperName ? `${shopperName} <${order.email}>` : order.email}${by === 'guest' ? ' (guest)' : ''}`;
  const mail = orderMail(
    order,
    `Order ${order.orderNumber} was cancelled by the ${by === 'guest' ? 'guest' : 'shopper'}`,
    [
      `${who} cancelled order ${order.orderNumber}.`,
      ...(order.cancelReason ? [`Reason: ${order.cancelReason}`] : []),
      '',
      refund.refundCents > 0
        ? `Refunded: ${formatPrice(refund.refundCents)} to the card it was paid with.`
        : refund.refundFailed
          ? `The refund${refund.failedCents ? ` of ${formatPrice(refund.failedCents)}` : ''} failed: refund it from the order's view.`
          : 'Refunded: nothing (nothing was left to refund).',
      'Its items are back in stock; do not ship it.',
      '',
      'See the order here:',
      manage.toString(),
    ],
    to,
  );
  return { ...mail, replyTo: order.email };
}

/**
 * Sends the cancel's mails without waiting (after the commit; the cancel stands if they cannot be
 * sent): the shopper's, and the shop's inbox's when the shopper or a guest cancelled.
 */
export function mailCancelled(
  deps: Pick<OrderMailDeps, 'db' | 'mailer' | 'shopUrl' | 'shopInbox' | 'onMailError'>,
  order: OrderRow,
  refund: CancelRefund & { failedCents?: number },
  by: CancelledBy,
) {
  void (async () => {
    const lines =
      refund.refundCents > 0 && refund.lines?.length ? await linesOfOrders(deps.db, [order.id]) : [];
    const items = refundedItemLines(refund.lines ?? [], lines, await shopColours(deps.db));
    await deps.mailer.send(orderCancelledMail(order, refund, deps.shopUrl, items));
  })().catch((error: unknown) => deps.onMailError?.(error, order));
  const { shopInbox } = deps;
  if ((by !== 'shopper' && by !== 'guest') || !shopInbox) return;
  void (async () => {
    const to = await shopInbox();
    if (!to) throw new Error('the shop has no address to mail: set SHOP_EMAIL or make an admin');
    const shopper = order.userId ? await findUserById(deps.db, order.userId) : undefined;
    await deps.mailer.send(
      shopperCancelledMail(order, refund, { to, by, shopperName: shopper?.username, shopUrl: deps.shopUrl }),
    );
  })().catch((error: unknown) => deps.onMailError?.(error, order));
}
