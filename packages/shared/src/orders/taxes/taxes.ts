// An order's money, computed once for the cart, the checkout, the server, the receipts and the
// mails (docs/product/rules.md, Taxes): items, discount, delivery and the tax of the rate its
// address is taxed at. No zod here, so the cart page can total without a validator.
import { spread } from '../../money';

/**
 * Rates are whole thousandths of a percent (7.25 % is 7250, New York City's 8.875 % is 8875), so
 * tax is computed on whole numbers and never on a floating-point fraction.
 */
export const RATE_SCALE = 100_000;

/** How one place is taxed: the rate's name as receipts print it, its size, and whether delivery is taxed. */
export interface TaxRate {
  name: string;
  rateMilliPercent: number;
  deliveryTaxed: boolean;
}

/**
 * What an order is taxed by: its address's rate, and whether the shop's prices have tax in them
 * already (VAT style: the shelf price is what is paid) or have it added (US style).
 */
export interface TaxBasis extends TaxRate {
  pricesIncludeTax: boolean;
}

/** A new shop's tax, the original shop's: 5 % of the items, added at checkout, delivery untaxed. */
export const DEFAULT_TAX_BASIS: TaxBasis = {
  name: 'Tax',
  rateMilliPercent: 5000,
  deliveryTaxed: false,
  pricesIncludeTax: false,
};

/** The most a rate may be, in percent: above any sales tax or VAT in force. */
export const MAX_TAX_RATE_PERCENT = 50;

/** A rate as people read it: 7250 -> "7.25%". */
export function taxRateLabel(rateMilliPercent: number = DEFAULT_TAX_BASIS.rateMilliPercent): string {
  return `${rateMilliPercent / 1000}%`;
}

/** A rate in percent as the API gives it: 7250 -> 7.25. */
export function ratePercent(rateMilliPercent: number): number {
  return rateMilliPercent / 1000;
}

/** A rate in percent (at most three decimals) as the shop keeps it: 7.25 -> 7250. */
export function rateMilliPercentOf(percent: number): number {
  return Math.round(percent * 1000);
}

/** The tax line's words: 'HST (13%)', or 'Includes VAT (20%)' when prices have it in them. */
export function taxLineLabel(rate: { name: string; rateMilliPercent: number }, included: boolean): string {
  const named = `${rate.name} (${taxRateLabel(rate.rateMilliPercent)})`;
  return included ? `Includes ${named}` : named;
}

/** numerator / denominator rounded half up, on whole non-negative numbers: exact, no float fraction. */
export function roundedShare(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * The tax on `taxableCents` at `rateMilliPercent`, rounded half up to the cent once for the order
 * (never per line): added on top, or, when prices include tax, the part of them that is tax
 * ($100 at 20 % holds $16.67).
 */
export function taxOn(taxableCents: number, rateMilliPercent: number, included: boolean): number {
  const taxable = Math.max(0, taxableCents);
  return included
    ? roundedShare(taxable * rateMilliPercent, RATE_SCALE + rateMilliPercent)
    : roundedShare(taxable * rateMilliPercent, RATE_SCALE);
}

/**
 * An order's money in whole cents: items, what a discount code takes off the goods and the
 * delivery, the delivery charged, the tax (on the goods after the discount, and on the delivery
 * where the rate taxes it), and the amount paid: items − discount + delivery, + tax unless the
 * prices included it.
 */
export function orderTotals(
  lines: readonly { priceCents: number; quantity: number }[],
  deliveryCents: number,
  basis: TaxBasis = DEFAULT_TAX_BASIS,
  /** What a discount code takes off the goods and off the delivery (promotions.ts, discountAmounts). */
  discount: { goodsCents: number; deliveryCents: number } = { goodsCents: 0, deliveryCents: 0 },
) {
  const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  // Tax is on what the goods cost after the discount (docs/product/rules.md, Promotions).
  const goodsCents = subtotalCents - discount.goodsCents;
  const chargedDeliveryCents = deliveryCents - discount.deliveryCents;
  const taxableCents = goodsCents + (basis.deliveryTaxed ? chargedDeliveryCents : 0);
  const taxCents = taxOn(taxableCents, basis.rateMilliPercent, basis.pricesIncludeTax);
  return {
    subtotalCents,
    deliveryCents,
    discountCents: discount.goodsCents + discount.deliveryCents,
    taxableCents,
    taxCents,
    taxIncluded: basis.pricesIncludeTax,
    amountCents: goodsCents + chargedDeliveryCents + (basis.pricesIncludeTax ? 0 : taxCents),
  };
}

/** A cart's totals before an address is known: the shop's default rate, no delivery yet. */
export function cartTotals(
  lines: readonly { priceCents: number; quantity: number }[],
  basis: TaxBasis = DEFAULT_TAX_BASIS,
) {
  const totals = orderTotals(lines, 0, basis);
  return { totalCents: totals.subtotalCents, taxCents: totals.taxCents, grandTotalCents: totals.amountCents };
}

/**
 * Each line's part of an order's tax, and the delivery's, summing to `taxCents` exactly: in
 * proportion to what each costs after its part of the discount (the delivery only where it is
 * taxed), the cents left by rounding down going to the largest remainders, the earlier first on
 * a tie. The order keeps these parts: a refund gives back a line's part as it was kept.
 */
export function taxParts(
  taxCents: number,
  lines: readonly { priceCents: number; quantity: number; discountCents?: number }[],
  taxedDeliveryCents = 0,
): { lines: number[]; deliveryCents: number } {
  const weights = lines.map((line) => line.priceCents * line.quantity - (line.discountCents ?? 0));
  const shares = spread(taxCents, [...weights, Math.max(0, taxedDeliveryCents)]);
  return { lines: shares.slice(0, lines.length), deliveryCents: shares[lines.length] ?? 0 };
}

/** An order's tax as kept, one line per rate. */
export interface KeptTaxLine {
  name: string;
  rateMilliPercent: number;
  taxCents: number;
}

/** What an order without tax lines says: under Stripe Tax, none is known until it is paid. */
export const TAX_AT_PAYMENT = 'Tax (calculated at payment)';

/**
 * The tax lines a page, a mail or a receipt prints: 'HST (13%)' with its amount, one per rate; an
 * order with no tax line kept yet (Stripe Tax computes it at payment) says so.
 */
export function taxLinesToPrint(
  taxLines: readonly KeptTaxLine[],
  included: boolean,
): { label: string; cents: number }[] {
  if (taxLines.length === 0) return [{ label: TAX_AT_PAYMENT, cents: 0 }];
  return taxLines.map((line) => ({ label: taxLineLabel(line, included), cents: line.taxCents }));
}

/**
 * A refund's tax by the order's tax lines (the tax report): in proportion to the tax each line
 * came to, summing to `refundTaxCents` exactly, the cents left by rounding down going to the
 * largest remainders; an order with one line (or none taxed) puts all of it on the first.
 */
export function refundTaxByLine(refundTaxCents: number, taxLines: readonly { taxCents: number }[]): number[] {
  const weights = taxLines.map((line) => line.taxCents);
  if (weights.reduce((sum, weight) => sum + weight, 0) === 0 || weights.length === 1)
    return weights.map((_, index) => (index === 0 ? refundTaxCents : 0));
  return spread(refundTaxCents, weights);
}

/** The basis an API's rate answer describes (GET /api/taxes/rate): its rate in percent back to thousandths. */
export function taxBasisOf(answer: {
  name: string;
  rate: number;
  deliveryTaxed: boolean;
  pricesIncludeTax: boolean;
}): TaxBasis {
  return {
    name: answer.name,
    rateMilliPercent: rateMilliPercentOf(answer.rate),
    deliveryTaxed: answer.deliveryTaxed,
    pricesIncludeTax: answer.pricesIncludeTax,
  };
}
