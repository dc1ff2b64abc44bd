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
  customer_email: string;
  client_reference_id: string;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  line_items: { name: string; unit_amount: number; quantity: number }[];
  /** payment_intent_data.shipping as sent: where the order goes, for Stripe's receipt. */
  shipping: FakeShipping | null;
  /** The payment, once paid: what a refund names. */
  payment_intent: string | null;
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
  const items: { name: string; unit_amount: number; quantity: number }[] = [];
  for (let i = 0; form.has(`line_items[${i}][quantity]`); i++) {
    items.push({
      name: form.get(`line_items[${i}][price_data][product_data][name]`) ?? '',
      unit_amount: Number(form.get(`line_items[${i}][price_data][unit_amount]`)),
      quantity: Number(form.get(`line_items[${i}][quantity]`)),
    });
  }
  return items;
}

export function shippingOf(form: URLSearchParams): FakeShipping | null {
  const field = (name: string) => form.get(`payment_intent_data[shipping][${name}]`);
  const part = (name: string) => form.get(`payment_intent_data[shipping][address][${name}]`);
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
