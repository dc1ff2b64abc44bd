import type Stripe from 'stripe';
import { DomainError } from '../../lib/domain-error';
import type { ProviderEvent, RefundUpdate } from './payment-provider';
import { stripeRefundOutcome } from './stripe-payment.provider';

/** How long a signed notification stays believable, against replays. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Checks a Stripe webhook's signature over the raw body (any change to one byte fails) and
 * its age, then says what it means. A bad or stale signature is a 400, so Stripe's dashboard
 * shows the failure.
 */
export function stripeEventReader({ stripe, webhookSecret }: { stripe: Stripe; webhookSecret: string }) {
  return (rawBody: Buffer, signature: string | undefined): ProviderEvent => {
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(
        rawBody,
        signature ?? '',
        webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
    } catch {
      throw new DomainError(400, 'The webhook signature is invalid or too old.', 'stripe-signature');
    }
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        // Card payments are paid at once; bank debits complete later (async_payment_succeeded).
        return session.payment_status === 'unpaid'
          ? { kind: 'ignored', type: event.type }
          : { kind: 'paid', sessionId: session.id };
      }
      case 'checkout.session.async_payment_succeeded':
        return { kind: 'paid', sessionId: event.data.object.id };
      case 'checkout.session.async_payment_failed':
        return { kind: 'failed', sessionId: event.data.object.id };
      case 'checkout.session.expired':
        return { kind: 'expired', sessionId: event.data.object.id };
      case 'refund.created':
      case 'refund.updated':
      case 'refund.failed':
      case 'charge.refund.updated':
        return { kind: 'refunds', refunds: [refundUpdate(event.data.object)] };
      case 'charge.refunded':
        // The charge lists its refunds (when the API version includes them): each is settled.
        return { kind: 'refunds', refunds: (event.data.object.refunds?.data ?? []).map(refundUpdate) };
      default:
        return { kind: 'ignored', type: event.type };
    }
  };
}

/** A Stripe Refund as a notification about ours: found by Stripe's id, or by the id we gave it. */
function refundUpdate(refund: Stripe.Refund): RefundUpdate {
  return { ...stripeRefundOutcome(refund), refundId: refund.metadata?.refund_id ?? null };
}
