import type { IncomingMessage } from 'node:http';

// The objects of Stripe's API the fake keeps (fake-stripe.ts), as the SDK reads them back, and
// what of them the form-encoded requests the SDK sends carry.

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  /** The coupon a discount code became, if any. */
  discounts: { coupon: string | null }[];
  currency: string;
  /** Null when the session is for a Customer (`customer`), as Stripe has it. */
  customer_email: string | null;
  /** The Customer the session is for (Stripe Tax: the one holding the order's address). */
  customer: string | null;
  client_reference_id: string;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  line_items: FakeLineItem[];
  /** Whether Stripe Tax computes the session's tax, as asked (`automatic_tax[enabled]`). */
  automatic_tax: { enabled: boolean; status: 'complete' | null };
  /** The delivery as a shipping rate (`shipping_options[0][shipping_rate_data]`), when sent so. */
  shipping_rate: FakeShippingRate | null;
  /** What the shipping rate cost and its tax, as Stripe reports it on a session with one. */
  shipping_cost: { amount_subtotal: number; amount_tax: number; amount_total: number } | null;
  /**
   * The session's discount, shipping and tax; `breakdown` (the tax by rate) is sent only to a
   * request that expands `total_details.breakdown`, as Stripe does.
   */
  total_details: {
    amount_discount: number;
    amount_shipping: number;
    amount_tax: number;
    breakdown: { discounts: []; taxes: FakeTax[] };
  };
  /** payment_intent_data.shipping as sent: where the order goes, for Stripe's receipt. */
  shipping: FakeShipping | null;
  /** The payment, once paid: what a refund names. */
  payment_intent: string | null;
}

export interface FakeLineItem {
  name: string;
  unit_amount: number;
  quantity: number;
  /** Sent only when the price says whether it holds the tax (Stripe Tax). */
  tax_behavior?: string;
}

export interface FakeShippingRate {
  display_name: string;
  amount: number;
  tax_behavior: string | null;
  tax_code: string | null;
}

/** One rate of a session's tax breakdown, as Stripe Tax reports it. */
export interface FakeTax {
  amount: number;
  taxable_amount: number;
  taxability_reason: string;
  rate: {
    id: string;
    object: 'tax_rate';
    display_name: string;
    jurisdiction: string | null;
    percentage: number;
    inclusive: boolean;
  };
}

export interface FakeCustomer {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
  shipping: FakeShipping | null;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled' | 'requires_action';
  failure_reason: string | null;
  metadata: Record<string, string>;
}

export interface FakeShipping {
  name: string;
  phone: string | null;
  address: {
    line1: string;
    line2: string | null;
    city: string;
    state: string | null;
    postal_code: string;
    country: string;
  };
}

export function requestForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString())));
    request.on('error', reject);
  });
}

export function lineItems(form: URLSearchParams) {
  const items: FakeLineItem[] = [];
  for (let i = 0; form.has(`line_items[${i}][quantity]`); i++) {
    const taxBehavior = form.get(`line_items[${i}][price_data][tax_behavior]`);
    items.push({
      name: form.get(`line_items[${i}][price_data][product_data][name]`) ?? '',
      unit_amount: Number(form.get(`line_items[${i}][price_data][unit_amount]`)),
      quantity: Number(form.get(`line_items[${i}][quantity]`)),
      ...(taxBehavior ? { tax_behavior: taxBehavior } : {}),
    });
  }
  return items;
}

export function shippingRateOf(form: URLSearchParams): FakeShippingRate | null {
  const field = (name: string) => form.get(`shipping_options[0][shipping_rate_data][${name}]`);
  const name = field('display_name');
  if (name === null) return null;
  return {
    display_name: name,
    amount: Number(form.get('shipping_options[0][shipping_rate_data][fixed_amount][amount]')),
    tax_behavior: field('tax_behavior'),
    tax_code: field('tax_code'),
  };
}

/** The shipping details under `prefix` of a form (`payment_intent_data[shipping]`, a Customer's `shipping`). */
export function shippingOf(
  form: URLSearchParams,
  prefix = 'payment_intent_data[shipping]',
): FakeShipping | null {
  const field = (name: string) => form.get(`${prefix}[${name}]`);
  const part = (name: string) => form.get(`${prefix}[address][${name}]`);
  const name = field('name');
  if (name === null) return null;
  return {
    name,
    phone: field('phone'),
    address: {
      line1: part('line1') ?? '',
      line2: part('line2'),
      city: part('city') ?? '',
      state: part('state'),
      postal_code: part('postal_code') ?? '',
      country: part('country') ?? '',
    },
  };
}
