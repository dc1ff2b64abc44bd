import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import type { FakeRefund } from './fake-stripe-objects';

// Stripe's webhook events as the fake's Stripe (fake-stripe.ts) would send them: signed with the
// secret the shop is given for it, and posted to the shop's webhook.

/** The secret the shop checks webhooks against when its Stripe is this fake. */
export const FAKE_WEBHOOK_SECRET = 'whsec_test_velora';

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
  return signedStripeEvent(type, { object: 'checkout.session', payment_status: 'paid', ...session }, at);
}

/**
 * A refund's news as Stripe sends it: `refund.updated` (or .created, .failed) carries the Refund,
 * `charge.refunded` the charge with its refunds listed.
 */
export function signedRefundEvent(
  type: 'refund.created' | 'refund.updated' | 'refund.failed' | 'charge.refunded',
  refund: FakeRefund,
  at = Math.floor(Date.now() / 1000),
) {
  const object =
    type === 'charge.refunded'
      ? {
          id: `ch_${refund.payment_intent}`,
          object: 'charge',
          payment_intent: refund.payment_intent,
          refunds: { object: 'list', data: [refund] },
        }
      : refund;
  return signedStripeEvent(type, object, at, `${refund.id}_${refund.status}`);
}

/** Any object's event, signed at `at` with the fake's secret; the same event id for the same news. */
export function signedStripeEvent(
  type: string,
  object: { id: string; object: string },
  at = Math.floor(Date.now() / 1000),
  tag = object.id,
) {
  const payload = JSON.stringify({
    id: `evt_${type}_${tag}`,
    object: 'event',
    type,
    created: at,
    data: { object },
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
