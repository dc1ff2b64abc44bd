import { formatPrice } from '@shop/shared/money';
import type { AfterSaleLine } from '../after-sale.schema';
import { linesOfOrders, type OrderLineRow, type OrderRow } from '../orders.queries';
import { boughtColour, type ColourOf, shopColours, unitsLine } from './item-lines';
import { followLines, type OrderMailDeps, orderMail } from './order-mail';

// The shopper hears of every refund the shop makes (docs/product/rules.md, Mails): a refund of
// lines or an amount from Manage Orders mails here; a cancel's and a return's refund are told in
// the cancel mail and the return's 'refunded' mail instead, so one event is one mail.

/** When the money shows, in every mail that promises a refund. */
export const CARD_TIMING = 'Depending on your bank it shows within 5 to 10 business days.';

/** A refund's lines by name, in the order's line order; lines the order no longer has are left out. */
export function refundedItemLines(
  refunded: readonly Pick<AfterSaleLine, 'lineId' | 'quantity'>[],
  orderLines: readonly OrderLineRow[],
  colourOf: ColourOf = boughtColour,
): string[] {
  return orderLines.flatMap((line) => {
    const units = refunded
      .filter((wanted) => wanted.lineId === line.id)
      .reduce((sum, wanted) => sum + wanted.quantity, 0);
    return units > 0 ? [unitsLine(units, line, colourOf)] : [];
  });
}

/** The shopper's mail of a refund made from the order's view: how much, for what, and when it shows. */
export function orderRefundedMail(
  order: OrderRow,
  refund: { amountCents: number; lines: readonly AfterSaleLine[] },
  orderLines: readonly OrderLineRow[],
  shopUrl: string,
  colourOf: ColourOf = boughtColour,
) {
  const items = refundedItemLines(refund.lines, orderLines, colourOf);
  return orderMail(order, `Your refund for Velora order ${order.orderNumber}`, [
    `We are refunding ${formatPrice(refund.amountCents)} ${items.length > 0 ? 'for these items' : 'on your order'} to the card you paid with.`,
    CARD_TIMING,
    '',
    `Order ${order.orderNumber}`,
    '',
    ...(items.length > 0 ? ['Refunded items:', ...items, ''] : []),
    ...followLines(order, shopUrl),
  ]);
}

/**
 * Mails the shopper a refund without waiting (after its transaction committed): the refund
 * stands if the mail cannot go, and the mail module retries what the server did not take.
 */
export function mailRefund(
  deps: Pick<OrderMailDeps, 'db' | 'mailer' | 'shopUrl' | 'onMailError'>,
  order: OrderRow,
  refund: { amountCents: number; lines: readonly AfterSaleLine[] },
) {
  void (async () => {
    const lines = refund.lines.length > 0 ? await linesOfOrders(deps.db, [order.id]) : [];
    const colourOf = await shopColours(deps.db);
    await deps.mailer.send(orderRefundedMail(order, refund, lines, deps.shopUrl, colourOf));
  })().catch((error: unknown) => deps.onMailError?.(error, order));
}
