// Scheduled sales and discount codes (docs/product/rules.md, Promotions): their limits, states and
// texts, and the arithmetic every price and total with a promotion goes through. No zod here, so
// the cart can show a discount's effect with the same rule the server charges by.
import { formatPrice, spread } from '../money';

export const SALE_LIMITS = {
  name: 80,
  percentMin: 1,
  percentMax: 90,
  /** Chosen products of one sale. */
  products: 500,
} as const;

export const DISCOUNT_LIMITS = {
  codeMin: 3,
  codeMax: 32,
  percentMin: 1,
  percentMax: 100,
  usageLimitMax: 1_000_000,
} as const;

export const SALE_STATES = ['scheduled', 'live', 'ended'] as const;
export type SaleState = (typeof SALE_STATES)[number];

export const DISCOUNT_TYPES = ['percent', 'fixed', 'free_shipping'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const DISCOUNT_STATES = ['scheduled', 'active', 'expired', 'used_up'] as const;
export type DiscountState = (typeof DISCOUNT_STATES)[number];

export const SALE_MESSAGES = {
  nameRequired: `Please give the sale a name (at most ${SALE_LIMITS.name} characters).`,
  percentInvalid: `Percent off must be a whole number from ${SALE_LIMITS.percentMin} to ${SALE_LIMITS.percentMax}.`,
  categoriesInvalid: 'Categories must be chosen from the shop’s categories.',
  productIdsInvalid: `Choose at most ${SALE_LIMITS.products} products (productIds: a list of product ids).`,
  unknownProducts: 'Some chosen products do not exist any more (productIds).',
  startsAtInvalid: 'Starts must be a date and time, such as 2026-12-01T18:00:00Z.',
  endsAtInvalid: 'Ends must be a date and time, such as 2026-12-02T06:00:00Z.',
  endsBeforeStart: 'The sale must end after it starts.',
  notFound: 'Sale not found',
  created: 'Sale created',
  updated: 'Sale updated',
  deleted: 'Sale deleted',
} as const;

export const DISCOUNT_MESSAGES = {
  codeInvalid: `Code must be ${DISCOUNT_LIMITS.codeMin} to ${DISCOUNT_LIMITS.codeMax} letters, digits, - or _.`,
  codeTaken: (code: string) => `The code ${code} exists already. Codes are the same whatever their case.`,
  typeInvalid: `Type must be one of: ${DISCOUNT_TYPES.join(', ')}.`,
  percentValueInvalid: `Value must be a whole percent from ${DISCOUNT_LIMITS.percentMin} to ${DISCOUNT_LIMITS.percentMax}.`,
  fixedValueInvalid: 'Value must be an amount of dollars above 0, such as 10 or 7.50.',
  noValueForFreeShipping: 'A free_shipping code takes no value.',
  minSubtotalInvalid: 'Minimum subtotal must be an amount of dollars, 0 or more, such as 50.',
  usageLimitInvalid: `Usage limit must be a whole number from 1 to ${DISCOUNT_LIMITS.usageLimitMax}.`,
  oncePerCustomerInvalid: 'Once per customer must be true or false.',
  categoriesInvalid: 'Categories must be chosen from the shop’s categories.',
  startsAtInvalid: 'Starts must be a date and time, such as 2026-12-01T18:00:00Z.',
  endsAtInvalid: 'Ends must be a date and time, such as 2026-12-02T06:00:00Z.',
  endsBeforeStart: 'The code must end after it starts.',
  notFound: 'Discount code not found',
  created: 'Discount code created',
  updated: 'Discount code updated',
  deleted: 'Discount code deleted',
  // Why a shopper's code does not apply (POST /api/discounts/preview, create-checkout-session).
  codeRequired: 'Please enter a discount code.',
  unknown: 'That discount code does not exist.',
  notStarted: 'This discount code is not valid yet.',
  expired: 'This discount code has expired.',
  belowMinimum: (minCents: number) =>
    `This discount code needs a subtotal of at least ${formatPrice(minCents)}.`,
  usedUp: 'This discount code has been used up.',
  alreadyUsed: 'You have used this discount code already.',
  coversNothing: 'This discount code does not apply to anything in your cart.',
  noDelivery: 'Choose a delivery method to use a free delivery code.',
  applied: (code: string) => `Discount code ${code} applied`,
} as const;

/**
 * The line under each report of what promotions sold (the Sales and Discount codes pages, the
 * dashboard's 'Discounts given'): all three count the same orders the same way, and say so.
 * `testOrdersCounted`: the shop takes payments on a test checkout, so its test orders count.
 */
export function reportCountingNote(testOrdersCounted: boolean): string {
  return `Paid orders net of refunds: refunded items and orders refunded in full are left out. ${
    testOrdersCounted ? 'Test checkout is on: test orders are counted.' : 'Test orders are not counted.'
  }`;
}

/** What a shopper types, as it is compared and stored: codes are the same whatever their case. */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * A price `percentOff` percent lower, to the cent, halves rounded up: integer arithmetic only, and
 * the same rule the database applies (migration 0017's sale_price), so a product shows and is
 * charged one price.
 */
export function salePriceCents(cents: number, percentOff: number): number {
  return Math.floor((cents * (100 - percentOff) + 50) / 100);
}

/**
 * What a live sale makes of a product's prices: the sale works on the price before any reduction
 * (the compare-at price when the owner set one), and the larger reduction wins, never both.
 * Returns the price to charge and the one to show crossed out (null when there is no reduction).
 */
export function priceDuringSale(
  priceCents: number,
  compareAtCents: number | null,
  percentOff: number | null,
): { priceCents: number; compareAtCents: number | null } {
  if (percentOff === null) return { priceCents, compareAtCents };
  const full = Math.max(priceCents, compareAtCents ?? 0);
  const price = Math.min(priceCents, salePriceCents(full, percentOff));
  return { priceCents: price, compareAtCents: price < full ? full : null };
}

/** A sale's state at `now`: its start is inclusive, its end exclusive. */
export function saleState(sale: { startsAt: string | Date; endsAt: string | Date }, now: number): SaleState {
  if (new Date(sale.startsAt).getTime() > now) return 'scheduled';
  return new Date(sale.endsAt).getTime() > now ? 'live' : 'ended';
}

/** The discount a code gives, as the pricing needs it. */
export interface DiscountTerms {
  type: DiscountType;
  /** Percent (percent), cents (fixed), null (free_shipping). */
  value: number | null;
  /** The categories whose goods it covers; empty: all of them. */
  categories: readonly string[];
}

/** A code that may be used now, as checkout prices with it. */
export interface UsableDiscount extends DiscountTerms {
  id: string;
  code: string;
  categories: string[];
  minSubtotalCents: number | null;
  oncePerCustomer: boolean;
}

/** What a code takes off an order, as discountAmounts works it out. */
export type DiscountAmounts = ReturnType<typeof discountAmounts>;

export interface PricedLine {
  priceCents: number;
  quantity: number;
  category: string;
}

/**
 * What a code takes off an order: off the goods it covers (a percentage of them, rounded like a
 * sale, or a fixed amount never above them), or the whole delivery. `lineShares` spreads the
 * goods' part over the lines it covers, to the cent, so a refund of a line gives back what was
 * paid for it.
 */
export function discountAmounts(
  terms: DiscountTerms,
  lines: readonly PricedLine[],
  deliveryCents: number,
): { goodsCents: number; deliveryCents: number; coveredCents: number; lineShares: number[] } {
  const covered = lines.map((line) =>
    terms.categories.length === 0 || terms.categories.includes(line.category)
      ? line.priceCents * line.quantity
      : 0,
  );
  const coveredCents = covered.reduce((sum, cents) => sum + cents, 0);
  if (terms.type === 'free_shipping') {
    return { goodsCents: 0, deliveryCents, coveredCents, lineShares: lines.map(() => 0) };
  }
  const value = terms.value ?? 0;
  const goodsCents =
    terms.type === 'percent'
      ? coveredCents - salePriceCents(coveredCents, value)
      : Math.min(value, coveredCents);
  return { goodsCents, deliveryCents: 0, coveredCents, lineShares: spread(goodsCents, covered) };
}
