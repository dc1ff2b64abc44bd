import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  customer_email: string;
  client_reference_id: string;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  line_items: { name: string; unit_amount: number; quantity: number }[];
  /** payment_intent_data.shipping as sent: where the order goes, for Stripe's receipt. */
  shipping: FakeShipping | null;
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

/**
 * A small stand-in for the part of Stripe's HTTP API the shop uses (Checkout Sessions: create
 * with an idempotency key, retrieve, expire), so the real `stripe` SDK can be tested without a
 * network. `pay(id)` plays the shopper paying on Stripe's page.
 */
export interface FakeStripe {
  port: number;
  sessions: Map<string, FakeSession>;
  /** Every request as `METHOD path`, in order. */
  requests: string[];
  /** Sessions whose every request fails as during an outage at Stripe (500, not to be retried). */
  failing: Set<string>;
  /** Plays the shop's key being revoked: every request answers 401 until called with false. */
  revokeKey(revoked?: boolean): void;
  pay(id: string): void;
  close(): Promise<void>;
}

function body(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString())));
    request.on('error', reject);
  });
}

function lineItems(form: URLSearchParams) {
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

function shippingOf(form: URLSearchParams): FakeShipping | null {
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

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  const byIdempotencyKey = new Map<string, string>();
  const requests: string[] = [];
  const failing = new Set<string>();
  let keyRevoked = false;
  const server: Server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    requests.push(`${request.method} ${path}`);
    const send = (status: number, json: unknown) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${randomBytes(4).toString('hex')}`,
      });
      response.end(JSON.stringify(json));
    };
    const form = await body(request);
    if (keyRevoked) {
      return send(401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****lora' },
      });
    }
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const key = String(request.headers['idempotency-key'] ?? '');
      const known = key ? byIdempotencyKey.get(key) : undefined;
      if (known) return send(200, sessions.get(known));
      const items = lineItems(form);
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: items.reduce((sum, item) => sum + item.unit_amount * item.quantity, 0),
        currency: form.get('line_items[0][price_data][currency]') ?? 'usd',
        customer_email: form.get('customer_email') ?? '',
        client_reference_id: form.get('client_reference_id') ?? '',
        success_url: form.get('success_url') ?? '',
        cancel_url: form.get('cancel_url') ?? '',
        expires_at: Number(form.get('expires_at')),
        line_items: items,
        shipping: shippingOf(form),
      };
      sessions.set(id, session);
      if (key) byIdempotencyKey.set(key, id);
      return send(200, session);
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
    if (request.method === 'GET' && !match?.[2]) return send(200, session);
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
      return send(200, session);
    }
    return send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    sessions,
    requests,
    failing,
    revokeKey(revoked = true) {
      keyRevoked = revoked;
    },
    pay(id) {
      const session = sessions.get(id);
      if (!session) throw new Error(`no fake session ${id}`);
      session.status = 'complete';
      session.payment_status = 'paid';
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The secret the shop checks webhooks against when its Stripe is this fake. */
const FAKE_WEBHOOK_SECRET = 'whsec_test_velora';

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

const signer = new Stripe('sk_test_signer');

/**
 * An event about a checkout session as Stripe sends it to the webhook, signed at `at` (seconds)
 * with the fake's secret. A session is paid unless told otherwise; the event's id is the same
 * each time for the same type and session, as when Stripe sends one event again.
 */
export function signedSessionEvent(
  type: string,
  session: { id: string; payment_status?: string },
  at = Math.floor(Date.now() / 1000),
) {
  const payload = JSON.stringify({
    id: `evt_${type}_${session.id}`,
    object: 'event',
    type,
    created: at,
    data: { object: { object: 'checkout.session', payment_status: 'paid', ...session } },
  });
  const signature = signer.webhooks.generateTestHeaderString({
    payload,
    secret: FAKE_WEBHOOK_SECRET,
    timestamp: at,
  });
  return { payload, signature };
}

/** Posts a signed event to the shop's webhook, as Stripe does. */
export function sendStripeWebhook(
  app: FastifyInstance,
  { payload, signature }: { payload: string; signature: string },
) {
  return app.inject({
    method: 'POST',
    url: '/api/orders/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}
