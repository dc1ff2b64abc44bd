// Refunds of a paid order (docs/product/rules.md, Refunds): their states, limits and texts, and
// what refunding some units of a line comes to. No zod here, so the order page can show a
// refund's amount before it is asked for.
import { formatPrice, spread } from '../money';
import { MAX_LINE_QUANTITY, MAX_ORDER_TOTAL_CENTS } from './orders';

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
}

/** What the line's units cost together after its part of the discount. */
const paidFor = (line: RefundableLine) => line.unitPriceCents * line.quantity - (line.discountCents ?? 0);

/**
 * Each line's part of the order's tax, in cents, summing to `taxCents` exactly: in proportion to
 * what the line's items cost, the cents left over by rounding down going to the lines with the
 * largest remainders (the earlier line first on a tie).
 */
export function taxShares(taxCents: number, lines: readonly RefundableLine[]): Map<string, number> {
  const shares = spread(taxCents, lines.map(paidFor));
  return new Map(lines.map((line, index) => [line.id, shares[index] ?? 0]));
}

/**
 * What refunding `quantity` more units of a line comes to when `already` of them were refunded
 * before: their price less their part of the line's discount, and their part of the line's tax. However a line's units are split over
 * refunds, all of them together come to its price and its tax share exactly.
 */
export function unitsRefundCents(
  line: RefundableLine,
  lineTaxCents: number,
  already: number,
  quantity: number,
): number {
  const taxUpTo = (units: number) => Math.floor((lineTaxCents * units) / line.quantity);
  // The discount's part comes off the same way, so all units together come to what was paid.
  const discountUpTo = (units: number) => Math.floor(((line.discountCents ?? 0) * units) / line.quantity);
  return (
    line.unitPriceCents * quantity -
    (discountUpTo(already + quantity) - discountUpTo(already)) +
    taxUpTo(already + quantity) -
    taxUpTo(already)
  );
}

/** An order's line as its JSON gives it. */
interface OrderItemForRefund {
  id: string;
  priceCents: number;
  quantity: number;
  discountCents: number;
}

/** An order line of an order's JSON as the refund arithmetic reads it: the discount's part included. */
export function refundableLine(item: OrderItemForRefund): RefundableLine {
  return {
    id: item.id,
    unitPriceCents: item.priceCents,
    quantity: item.quantity,
    discountCents: item.discountCents,
  };
}

/**
 * What refunding these units of an order comes to, line by line as the server refunds them: each
 * unit's paid price after the order's discount, with its part of the tax. `refunded` is how many
 * units of each line were refunded before. The refund dialog shows this before the owner confirms.
 */
export function refundPreviewCents(
  order: { taxCents: number; items: readonly OrderItemForRefund[] },
  refunded: ReadonlyMap<string, number>,
  wanted: readonly { id: string; quantity: number }[],
): number {
  const lines = order.items.map(refundableLine);
  const taxes = taxShares(order.taxCents, lines);
  return wanted.reduce((sum, { id, quantity }) => {
    const line = lines.find((candidate) => candidate.id === id);
    if (!line || quantity <= 0) return sum;
    return sum + unitsRefundCents(line, taxes.get(id) ?? 0, refunded.get(id) ?? 0, quantity);
  }, 0);
}
