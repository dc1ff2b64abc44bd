// Refunds of a paid order (docs/product/rules.md, Refunds): their states, limits and texts, and
// what refunding some units of a line comes to. No zod here, so the order page can show a
// refund's amount before it is asked for.
import { formatPrice } from '../money';
import { MAX_LINE_QUANTITY, MAX_ORDER_TOTAL_CENTS } from './orders';
import { roundedShare } from './taxes/taxes';

/** pending until the payment provider answers; failed gives its amount back to refund again. */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_LIMITS = { reason: 500 } as const;

export const REFUND_MESSAGES = {
  nothingToRefund: 'Choose the lines to refund, or an amount.',
  linesInvalid: 'lines must be a list of order lines, each with a lineId and a quantity.',
  lineIdInvalid: 'lineId must be the id of one of the order’s lines.',
  quantityInvalid: `quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}.`,
  lineTwice: 'Name each line once in a refund.',
  amountInvalid: `amount must be more than 0, in dollars with at most two decimals, and at most ${formatPrice(MAX_ORDER_TOTAL_CENTS)}.`,
  restockInvalid: 'restock must be true or false.',
  reasonInvalid: `Please give a reason for the refund (at most ${REFUND_LIMITS.reason} characters).`,
  notPaid: 'Only a paid order can be refunded.',
  nothingPaid: 'Those units cost nothing: there is no money to refund for them. Give an amount instead.',
  refundedInFull: 'This order has been refunded in full already.',
  lineNotInOrder: 'That line is not part of this order.',
  /** More units of a line than are left to refund. */
  lineOverRefunded: (title: string, left: number) =>
    left === 0
      ? `${title} has been refunded in full already.`
      : `Only ${left} of ${title} ${left === 1 ? 'is' : 'are'} left to refund.`,
  /** More money than the order has left to refund (pending refunds count). */
  moreThanLeft: (leftCents: number) =>
    `This refund is more than is left to refund (${formatPrice(leftCents)}).`,
} as const;

/** An order line as the refund arithmetic needs it. */
export interface RefundableLine {
  id: string;
  unitPriceCents: number;
  quantity: number;
  /** The line's part of a discount code's reduction (0 or left out without one). */
  discountCents?: number;
  /** The line's part of the order's tax, as the order kept it (taxes.ts, taxParts). */
  taxCents: number;
}

/**
 * What refunding `quantity` more units of a line comes to when `already` of them were refunded
 * before, and how much of it is tax: their price less their part of the line's discount, and
 * their part of the line's kept tax (added, or already in the price when prices included tax).
 * However a line's units are split over refunds, all of them together come to what was paid for
 * the line and its tax exactly.
 */
export function unitsRefund(
  line: RefundableLine,
  already: number,
  quantity: number,
  pricesIncludeTax = false,
): { amountCents: number; taxCents: number } {
  const partUpTo = (cents: number, units: number) => Math.floor((cents * units) / line.quantity);
  const part = (cents: number) => partUpTo(cents, already + quantity) - partUpTo(cents, already);
  const taxCents = part(line.taxCents);
  const goodsCents = line.unitPriceCents * quantity - part(line.discountCents ?? 0);
  return { amountCents: goodsCents + (pricesIncludeTax ? 0 : taxCents), taxCents };
}

/** An order's line as its JSON gives it. */
interface OrderItemForRefund {
  id: string;
  priceCents: number;
  quantity: number;
  discountCents: number;
  taxCents: number;
}

/** An order line of an order's JSON as the refund arithmetic reads it: the discount's and the tax's parts included. */
export function refundableLine(item: OrderItemForRefund): RefundableLine {
  return {
    id: item.id,
    unitPriceCents: item.priceCents,
    quantity: item.quantity,
    discountCents: item.discountCents,
    taxCents: item.taxCents,
  };
}

/**
 * What refunding these units of an order comes to, line by line as the server refunds them: each
 * unit's paid price after the order's discount, with its part of the tax as kept. `refunded` is
 * how many units of each line were refunded before. The refund dialog shows this before the owner
 * confirms.
 */
export function refundPreviewCents(
  order: { pricesIncludeTax: boolean; items: readonly OrderItemForRefund[] },
  refunded: ReadonlyMap<string, number>,
  wanted: readonly { id: string; quantity: number }[],
): number {
  const lines = order.items.map(refundableLine);
  return wanted.reduce((sum, { id, quantity }) => {
    const line = lines.find((candidate) => candidate.id === id);
    if (!line || quantity <= 0) return sum;
    return sum + unitsRefund(line, refunded.get(id) ?? 0, quantity, order.pricesIncludeTax).amountCents;
  }, 0);
}

/**
 * The tax part of a refund by amount (no lines named): the order's kept tax in proportion to what
 * the amount is of what was paid, rounded half up, never more than the amount.
 */
export function amountRefundTaxCents(
  amountCents: number,
  order: { taxCents: number; amountCents: number },
): number {
  if (order.amountCents <= 0) return 0;
  return Math.min(amountCents, roundedShare(amountCents * order.taxCents, order.amountCents));
}
