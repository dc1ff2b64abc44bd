import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FAKE_WEBHOOK_SECRET } from './fake-stripe-events';
import {
  type FakeCustomer,
  type FakeRefund,
  type FakeSession,
  lineItems,
  requestForm,
  shippingOf,
  shippingRateOf,
} from './fake-stripe-objects';
import {
  automaticTaxRefusal,
  createCustomer,
  type FakeTaxSetup,
  LOS_ANGELES_TAX,
  sessionAsSent,
  sessionTotals,
} from './fake-stripe-tax';

/**
 * A small stand-in for the part of Stripe's HTTP API the shop uses (Checkout Sessions: create
 * with an idempotency key, retrieve, expire, with automatic tax (Stripe Tax) when asked; Customers
 * and coupons: create; Refunds: create with an idempotency key, retrieve),
 * so the real `stripe` SDK can be tested without a network. `pay(id)` plays the shopper paying on
 * Stripe's page.
 */
export interface FakeStripe {
  port: number;
  sessions: Map<string, FakeSession>;
  /** Coupons made (a discount code's reduction, one per order), by id. */
  coupons: Map<string, { id: string; amount_off: number; currency: string; name: string | null }>;
  /** Customers made (Stripe Tax: one per taxed checkout, holding its address), by id. */
  customers: Map<string, FakeCustomer>;
  /** How Stripe Tax taxes the sessions that ask for it (LOS_ANGELES_TAX unless set). */
  tax: FakeTaxSetup;
  /** Every request as `METHOD path`, in order. */
  requests: string[];
  /** Sessions whose every request fails as during an outage at Stripe (500, not to be retried). */
  failing: Set<string>;
  /** Refunds made, by id: one per idempotency key, however often it was asked. */
  refunds: Map<string, FakeRefund>;
  /** The Idempotency-Key of every refund request, retries included, in order. */
  refundKeys: string[];
  /**
   * Plays a timeout: the next this many refund requests are carried out (the refund is made, or
   * found by its key) but their answer never arrives (the connection drops).
   */
  dropRefundAnswers: number;
  /** How the next refunds made turn out (one entry each, first first); succeeded once empty. */
  nextRefunds: Pick<FakeRefund, 'status' | 'failure_reason'>[];
  /** Plays the shop's key being revoked: every request answers 401 until called with false. */
  revokeKey(revoked?: boolean): void;
  pay(id: string): void;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  const byIdempotencyKey = new Map<string, string>();
  const requests: string[] = [];
  const failing = new Set<string>();
  const refunds = new Map<string, FakeRefund>();
  const refundAnswers = new Map<string, { status: number; json: unknown }>();
  const couponsByKey = new Map<string, FakeStripe['coupons'] extends Map<string, infer C> ? C : never>();
  const customersByKey = new Map<string, FakeCustomer>();
  const fake = {
    customers: new Map<string, FakeCustomer>(),
    tax: LOS_ANGELES_TAX,
    coupons: new Map() as FakeStripe['coupons'],
    refundKeys: [] as string[],
    dropRefundAnswers: 0,
    nextRefunds: [] as FakeStripe['nextRefunds'],
  };
  let keyRevoked = false;
  const server: Server = createServer(async (request, response) => {
    const { pathname: path, searchParams } = new URL(request.url ?? '/', 'http://x');
    requests.push(`${request.method} ${path}`);
    const send = (status: number, json: unknown) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${randomBytes(4).toString('hex')}`,
      });
      response.end(JSON.stringify(json));
    };
    const form = await requestForm(request);
    if (keyRevoked) {
      return send(401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****lora' },
      });
    }
    if (request.method === 'POST' && path === '/v1/coupons') {
      const key = String(request.headers['idempotency-key'] ?? '');
      const known = key ? couponsByKey.get(key) : undefined;
      if (known) return send(200, known);
      const coupon = {
        id: `co_test_${randomBytes(6).toString('hex')}`,
        object: 'coupon',
        amount_off: Number(form.get('amount_off')),
        currency: form.get('currency') ?? 'usd',
        duration: form.get('duration') ?? 'once',
        name: form.get('name') ?? null,
      };
      fake.coupons.set(coupon.id, coupon);
      if (key) couponsByKey.set(key, coupon);
      return send(200, coupon);
    }
    if (request.method === 'POST' && path === '/v1/customers') {
      const key = String(request.headers['idempotency-key'] ?? '');
      const customer = (key ? customersByKey.get(key) : undefined) ?? createCustomer(form);
      fake.customers.set(customer.id, customer);
      if (key) customersByKey.set(key, customer);
      return send(200, customer);
    }
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const key = String(request.headers['idempotency-key'] ?? '');
      const known = key ? byIdempotencyKey.get(key) : undefined;
      if (known) return send(200, sessionAsSent(sessions.get(known) as FakeSession, searchParams));
      const items = lineItems(form);
      const shippingRate = shippingRateOf(form);
      const refusal = automaticTaxRefusal(form, fake.customers, items, shippingRate);
      if (refusal) return send(400, { error: { type: 'invalid_request_error', message: refusal } });
      const taxed = form.get('automatic_tax[enabled]') === 'true';
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        ...sessionTotals(
          items,
          fake.coupons.get(form.get('discounts[0][coupon]') ?? '')?.amount_off ?? 0,
          shippingRate,
          taxed ? fake.tax : null,
        ),
        discounts: form.get('discounts[0][coupon]') ? [{ coupon: form.get('discounts[0][coupon]') }] : [],
        currency: form.get('line_items[0][price_data][currency]') ?? 'usd',
        customer_email: form.get('customer_email'),
        customer: form.get('customer'),
        automatic_tax: { enabled: taxed, status: taxed ? 'complete' : null },
        shipping_rate: shippingRate,
        client_reference_id: form.get('client_reference_id') ?? '',
        success_url: form.get('success_url') ?? '',
        cancel_url: form.get('cancel_url') ?? '',
        expires_at: Number(form.get('expires_at')),
        line_items: items,
        shipping: shippingOf(form),
        payment_intent: null,
      };
      sessions.set(id, session);
      if (key) byIdempotencyKey.set(key, id);
      return send(200, sessionAsSent(session, searchParams));
    }
    if (request.method === 'POST' && path === '/v1/refunds') {
      const key = String(request.headers['idempotency-key'] ?? '');
      fake.refundKeys.push(key);
      const answer = (key ? refundAnswers.get(key) : undefined) ?? createRefund(form);
      if (key) refundAnswers.set(key, answer);
      if (fake.dropRefundAnswers > 0) {
        fake.dropRefundAnswers -= 1;
        request.socket.destroy();
        return;
      }
      return send(answer.status, answer.json);
    }
    const refundMatch = /^\/v1\/refunds\/(\w+)$/.exec(path);
    if (request.method === 'GET' && refundMatch) {
      const refund = refunds.get(refundMatch[1] ?? '');
      return refund
        ? send(200, refund)
        : send(404, {
            error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such refund' },
          });
    }
    const match = /^\/v1\/checkout\/sessions\/([\w]+)(\/expire)?$/.exec(path);
    if (failing.has(match?.[1] ?? '')) {
      response.setHeader('stripe-should-retry', 'false');
      return send(500, {
        error: { type: 'api_error', message: 'An error occurred with our connection to Stripe.' },
      });
    }
    const session = match ? sessions.get(match[1] ?? '') : undefined;
    if (!session) {
      return send(404, {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: 'No such checkout.session',
        },
      });
    }
    if (request.method === 'GET' && !match?.[2]) return send(200, sessionAsSent(session, searchParams));
    if (request.method === 'POST' && match?.[2]) {
      if (session.status !== 'open') {
        return send(400, {
          error: {
            type: 'invalid_request_error',
            message: 'Only Checkout Sessions with a status of open can be expired.',
          },
        });
      }
      session.status = 'expired';
      return send(200, sessionAsSent(session, searchParams));
    }
    return send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
  });
  /** Makes a refund as Stripe would: of a paid session's payment, never more than is left of it. */
  function createRefund(form: URLSearchParams): { status: number; json: unknown } {
    const paymentIntent = form.get('payment_intent') ?? '';
    const session = [...sessions.values()].find((s) => s.payment_intent === paymentIntent);
    if (!session)
      return {
        status: 404,
        json: {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: 'No such payment_intent',
          },
        },
      };
    const amount = Number(form.get('amount') ?? session.amount_total);
    const refunded = [...refunds.values()]
      .filter((r) => r.payment_intent === paymentIntent && r.status !== 'failed' && r.status !== 'canceled')
      .reduce((sum, r) => sum + r.amount, 0);
    if (amount > session.amount_total - refunded)
      return {
        status: 400,
        json: {
          error: {
            type: 'invalid_request_error',
            code: 'amount_too_large',
            message: `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${((session.amount_total - refunded) / 100).toFixed(2)})`,
          },
        },
      };
    const metadata: Record<string, string> = {};
    for (const [name, value] of form) {
      const field = /^metadata\[(\w+)\]$/.exec(name);
      if (field?.[1]) metadata[field[1]] = value;
    }
    const outcome = fake.nextRefunds.shift() ?? { status: 'succeeded' as const, failure_reason: null };
    const refund: FakeRefund = {
      id: `re_test_${randomBytes(12).toString('hex')}`,
      object: 'refund',
      amount,
      currency: session.currency,
      payment_intent: paymentIntent,
      ...outcome,
      metadata,
    };
    refunds.set(refund.id, refund);
    return { status: 200, json: { ...refund } };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    sessions,
    requests,
    failing,
    refunds,
    coupons: fake.coupons,
    customers: fake.customers,
    get tax() {
      return fake.tax;
    },
    set tax(setup) {
      fake.tax = setup;
    },
    get refundKeys() {
      return fake.refundKeys;
    },
    get dropRefundAnswers() {
      return fake.dropRefundAnswers;
    },
    set dropRefundAnswers(count: number) {
      fake.dropRefundAnswers = count;
    },
    get nextRefunds() {
      return fake.nextRefunds;
    },
    set nextRefunds(outcomes) {
      fake.nextRefunds = outcomes;
    },
    revokeKey(revoked = true) {
      keyRevoked = revoked;
    },
    pay(id) {
      const session = sessions.get(id);
      if (!session) throw new Error(`no fake session ${id}`);
      session.status = 'complete';
      session.payment_status = 'paid';
      session.payment_intent = `pi_test_${randomBytes(12).toString('hex')}`;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The shop's Stripe settings with live keys (real payments, no test checkout) pointed at this fake. */
export function liveStripeOn(fake: FakeStripe) {
  return {
    secretKey: 'sk_live_velora',
    host: '127.0.0.1',
    port: fake.port,
    protocol: 'http' as const,
    webhookSecret: FAKE_WEBHOOK_SECRET,
  };
}
