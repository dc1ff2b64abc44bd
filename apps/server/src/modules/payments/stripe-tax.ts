import { rateMilliPercentOf } from '@shop/shared/orders/taxes/taxes';
import type Stripe from 'stripe';
import type { CheckoutSessionInput, PaidTax } from './payment-provider';

// Stripe Tax (STRIPE_TAX): what a Checkout Session needs for Stripe to compute the tax itself,
// and what the paid session says it charged, as the order keeps it (docs/product/rules.md, Taxes).

/** Stripe's tax code for shipping charges: the delivery is taxed where, and as, shipping is. */
const SHIPPING_TAX_CODE = 'txcd_92010001';

type Params = Stripe.Checkout.SessionCreateParams;

/** The goods' part of a discount code's reduction (what the lines carry); the rest was off the delivery. */
export function goodsDiscountCents(input: CheckoutSessionInput): number {
  return input.lines.reduce((sum, line) => sum + line.discountCents, 0);
}

/**
 * The Customer a taxed session is for: Checkout taxes an existing Customer at the shipping
 * address saved on it, and the shop has that address from its own form. `customer_update` would
 * only save an address Checkout collects itself, asking the shopper for it a second time.
 */
export function taxedCustomer(input: CheckoutSessionInput): Stripe.CustomerCreateParams {
  const address = input.shippingAddress;
  return {
    email: input.email,
    name: address.name,
    ...(address.phone ? { phone: address.phone } : {}),
    shipping: {
      name: address.name,
      ...(address.phone ? { phone: address.phone } : {}),
      address: {
        line1: address.line1,
        ...(address.line2 ? { line2: address.line2 } : {}),
        city: address.city,
        ...(address.region ? { state: address.region } : {}),
        postal_code: address.postalCode,
        country: address.country,
      },
    },
    metadata: { orderId: input.orderId, orderNumber: input.orderNumber },
  };
}

/**
 * The lines, the delivery and automatic tax of a session Stripe taxes: every price marked as
 * holding the tax or not as the shop's tax settings say, no tax line of the shop's. The delivery
 * is a shipping rate at what the order charges for it (a free delivery code's part taken off
 * there, as the coupon takes only the goods' part): Stripe taxes it by the shipping tax code,
 * leaves a coupon off it as the shop leaves a goods discount off it, and says on the session
 * what of its tax was the delivery's.
 */
export function taxedSessionParams(
  input: CheckoutSessionInput,
  currency: string,
  lineName: (line: CheckoutSessionInput['lines'][number]) => string,
): Pick<Params, 'line_items' | 'shipping_options' | 'automatic_tax'> {
  const taxBehavior = input.pricesIncludeTax ? 'inclusive' : 'exclusive';
  const deliveryOff = (input.discount?.amountCents ?? 0) - goodsDiscountCents(input);
  return {
    automatic_tax: { enabled: true },
    line_items: input.lines.map((line) => ({
      quantity: line.quantity,
      price_data: {
        currency,
        unit_amount: line.unitPriceCents,
        tax_behavior: taxBehavior,
        product_data: { name: lineName(line) },
      },
    })),
    shipping_options: [
      {
        shipping_rate_data: {
          type: 'fixed_amount',
          display_name: input.delivery.name,
          fixed_amount: { amount: Math.max(0, input.delivery.priceCents - deliveryOff), currency },
          tax_behavior: taxBehavior,
          tax_code: SHIPPING_TAX_CODE,
        },
      },
    ],
  };
}

/** A rate as receipts name it: 'California Sales Tax', its jurisdiction before Stripe's name for it. */
function rateName(rate: Stripe.TaxRate): string {
  const jurisdiction = rate.jurisdiction?.trim();
  if (!jurisdiction || rate.display_name.includes(jurisdiction)) return rate.display_name;
  return `${jurisdiction} ${rate.display_name}`;
}

/**
 * What Stripe charged on a session it taxed, from the session retrieved with its tax breakdown
 * (`expand: ['total_details.breakdown']`): the amount paid, the tax and the delivery's part of
 * it, and one line per rate that came to anything (a jurisdiction Stripe does not collect for
 * answers 0 and is left out). Null for a session Stripe did not tax.
 */
export function paidTaxOf(session: Stripe.Checkout.Session): PaidTax | null {
  const totals = session.total_details;
  if (!session.automatic_tax?.enabled || !totals || session.amount_total === null) return null;
  const taxes = totals.breakdown?.taxes ?? [];
  return {
    amountCents: session.amount_total,
    taxCents: totals.amount_tax,
    deliveryTaxCents: Math.min(session.shipping_cost?.amount_tax ?? 0, totals.amount_tax),
    lines: taxes
      .filter((tax) => tax.amount > 0)
      .map((tax) => ({
        name: rateName(tax.rate),
        rateMilliPercent: rateMilliPercentOf(tax.rate.percentage),
        taxableCents: Math.max(0, tax.taxable_amount ?? 0),
        taxCents: tax.amount,
      })),
  };
}
