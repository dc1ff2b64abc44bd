import { randomBytes } from 'node:crypto';
import {
  type FakeCustomer,
  type FakeLineItem,
  type FakeSession,
  type FakeShippingRate,
  type FakeTax,
  shippingOf,
} from './fake-stripe-objects';

// Stripe Tax as the fake (fake-stripe.ts) plays it: Customers that hold an address, the checks
// Stripe makes before it taxes a Checkout Session, and the tax it comes to by rate.

/** How the fake's Stripe Tax taxes every session that asks for it: the place's rates, and the delivery or not. */
export interface FakeTaxSetup {
  /** `collecting: false`: a jurisdiction the account is not registered in, whose tax comes to 0. */
  rates: { display_name: string; jurisdiction: string | null; percentage: number; collecting?: boolean }[];
  shippingTaxed: boolean;
}

/** Los Angeles: California's 6 % and the county's 3.5 %, the delivery untaxed, as there. */
export const LOS_ANGELES_TAX: FakeTaxSetup = {
  rates: [
    { display_name: 'Sales Tax', jurisdiction: 'California', percentage: 6 },
    { display_name: 'Sales Tax', jurisdiction: 'Los Angeles County', percentage: 3.5 },
  ],
  shippingTaxed: false,
};

export function createCustomer(form: URLSearchParams): FakeCustomer {
  return {
    id: `cus_test_${randomBytes(8).toString('hex')}`,
    object: 'customer',
    email: form.get('email'),
    name: form.get('name'),
    shipping: shippingOf(form, 'shipping'),
  };
}

/** Why Stripe refuses to open a session asking for automatic tax, in its words; null when it would. */
export function automaticTaxRefusal(
  form: URLSearchParams,
  customers: ReadonlyMap<string, FakeCustomer>,
  items: readonly FakeLineItem[],
  shippingRate: FakeShippingRate | null,
): string | null {
  if (form.has('customer') && form.has('customer_email'))
    return 'You may only specify one of these parameters: customer, customer_email.';
  if (form.get('automatic_tax[enabled]') !== 'true') return null;
  const customer = customers.get(form.get('customer') ?? '');
  if (!customer?.shipping?.address.country)
    return "Automatic tax calculation in Checkout requires a valid address on the Customer. Add a valid address to the Customer or set either `customer_update[address]` to 'auto' or `customer_update[shipping]` to 'auto' to save the address entered in Checkout to the Customer.";
  // This account has no default tax behavior: every price says whether it holds the tax.
  if (items.some((item) => !item.tax_behavior) || (shippingRate && !shippingRate.tax_behavior))
    return 'Automatic tax requires every price and shipping rate to have a tax_behavior of inclusive or exclusive.';
  return null;
}

/**
 * What a session comes to: the lines less the coupon, plus the shipping rate, and with
 * `tax` (automatic tax asked for) each rate's tax on the goods and, where taxed, the delivery,
 * added on top or held in the prices as their tax_behavior says.
 */
export function sessionTotals(
  items: readonly FakeLineItem[],
  couponOff: number,
  shippingRate: FakeShippingRate | null,
  tax: FakeTaxSetup | null,
): Pick<FakeSession, 'amount_total' | 'total_details' | 'shipping_cost'> {
  const itemsCents = items.reduce((sum, item) => sum + item.unit_amount * item.quantity, 0);
  const goods = itemsCents - Math.min(couponOff, itemsCents);
  const shipping = shippingRate?.amount ?? 0;
  const inclusive = items[0]?.tax_behavior === 'inclusive';
  const charged = (tax?.rates ?? []).filter((rate) => rate.collecting !== false);
  const allPercent = charged.reduce((sum, rate) => sum + rate.percentage, 0);
  const taxOf = (base: number, percent: number) =>
    Math.round(inclusive ? (base * percent) / (100 + allPercent) : (base * percent) / 100);
  const taxes: FakeTax[] = (tax?.rates ?? []).map((rate) => {
    const collecting = rate.collecting !== false;
    const goodsTax = collecting ? taxOf(goods, rate.percentage) : 0;
    const shippingTax = collecting && tax?.shippingTaxed ? taxOf(shipping, rate.percentage) : 0;
    const base = goods + (tax?.shippingTaxed ? shipping : 0);
    return {
      amount: goodsTax + shippingTax,
      taxable_amount: inclusive ? base - taxOf(base, allPercent) : base,
      taxability_reason: collecting ? 'standard_rated' : 'not_collecting',
      rate: {
        id: `txr_test_${randomBytes(6).toString('hex')}`,
        object: 'tax_rate',
        display_name: rate.display_name,
        jurisdiction: rate.jurisdiction,
        percentage: rate.percentage,
        inclusive,
      },
    };
  });
  const taxCents = taxes.reduce((sum, line) => sum + line.amount, 0);
  const shippingTax =
    tax?.shippingTaxed === true
      ? charged.reduce((sum, rate) => sum + taxOf(shipping, rate.percentage), 0)
      : 0;
  return {
    amount_total: goods + shipping + (inclusive ? 0 : taxCents),
    shipping_cost: shippingRate
      ? {
          amount_subtotal: shipping,
          amount_tax: shippingTax,
          amount_total: shipping + (inclusive ? 0 : shippingTax),
        }
      : null,
    total_details: {
      amount_discount: itemsCents - goods,
      amount_shipping: shipping,
      amount_tax: taxCents,
      breakdown: { discounts: [], taxes },
    },
  };
}

/** A session as a request sees it: the tax breakdown only when the request expands it. */
export function sessionAsSent(session: FakeSession, search: URLSearchParams): unknown {
  const expanded = [...search].some(
    ([name, value]) => name.startsWith('expand') && value === 'total_details.breakdown',
  );
  if (expanded) return session;
  const { breakdown: _breakdown, ...totals } = session.total_details;
  return { ...session, total_details: totals };
}
