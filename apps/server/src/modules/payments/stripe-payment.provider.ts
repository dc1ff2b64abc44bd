import { variantLabel } from '@shop/shared/catalog/variant-labels';
import type { ShippingAddress } from '@shop/shared/orders/shipping-schemas';
import type Stripe from 'stripe';
import { PaymentServiceError } from '../../lib/payment-service-error';
import { whenNeeded } from '../../lib/process/load-when-needed';
import type { CheckoutSessionInput, PaymentProvider, RefundOutcome, SessionState } from './payment-provider';
import { goodsDiscountCents, paidTaxOf, taxedCustomer, taxedSessionParams } from './stripe-tax';

export interface StripeSettings {
  secretKey: string;
  /** STRIPE_TAX: Stripe Tax computes each checkout's tax at the order's address, instead of the shop's rates. */
  tax?: boolean;
  /** Where the API is; the tests point these at a small fake of Stripe's HTTP API. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/** Stripe will not open a Checkout Session that expires sooner than this (30 minutes). */
const STRIPE_MIN_EXPIRY_SECONDS = 30 * 60 + 60;

/** Where Stripe sends the shopper back; it puts the session id in place of the braces. */
function returnUrl(path: string, baseUrl: string): string {
  return new URL(`${path}?session_id={CHECKOUT_SESSION_ID}`, baseUrl)
    .toString()
    .replace('%7B', '{')
    .replace('%7D', '}');
}

/** The order's address as Stripe's shipping details name its parts. */
function stripeShipping(
  address: ShippingAddress,
): Stripe.Checkout.SessionCreateParams.PaymentIntentData.Shipping {
  return {
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
  };
}

/** A test-mode key: Stripe's test cards pay through it and no money moves. */
export function isStripeTestKey(secretKey: string): boolean {
  return /^(sk|rk)_test_/.test(secretKey);
}

const stripePackage = whenNeeded<typeof Stripe>('stripe');

export function createStripeClient(settings: StripeSettings): Stripe {
  return new (stripePackage())(settings.secretKey, {
    host: settings.host,
    port: settings.port,
    protocol: settings.protocol,
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Velora shop' },
  });
}

/**
 * Stripe's own errors (keys, outage, limits) are no business of the shopper's: they leave here
 * as a PaymentServiceError (502, a plain sentence), their details for the log.
 */
async function askStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw error instanceof stripePackage().errors.StripeError ? new PaymentServiceError(error) : error;
  }
}

/** Stripe's failure_reason codes as the owner reads them beside the failed refund. */
const REFUND_FAILURES: Record<string, string> = {
  lost_or_stolen_card: 'the card was reported lost or stolen',
  expired_or_canceled_card: 'the card has expired or was cancelled',
  charge_for_pending_refund_disputed: 'the payment is disputed',
  insufficient_funds: 'the Stripe balance is too low',
  declined: 'the card issuer declined it',
  merchant_request: 'it was cancelled in Stripe',
};

/** What a Stripe Refund's status means for ours (requires_action waits as pending does). */
export function stripeRefundOutcome(
  refund: Pick<Stripe.Refund, 'id' | 'status' | 'failure_reason'>,
): RefundOutcome {
  if (refund.status === 'succeeded') return { state: 'succeeded', providerRefundId: refund.id };
  if (refund.status === 'failed' || refund.status === 'canceled') {
    const code = refund.failure_reason ?? (refund.status === 'canceled' ? 'merchant_request' : 'unknown');
    const why = REFUND_FAILURES[code] ?? code.replaceAll('_', ' ');
    return {
      state: 'failed',
      providerRefundId: refund.id,
      failureReason: `Stripe could not refund: ${why}.`,
    };
  }
  return { state: 'pending', providerRefundId: refund.id };
}

/**
 * A session's lines when the shop taxed the order itself: the goods, the delivery and the tax
 * as the order has them. Delivery as a line of its own rather than shipping_options: Stripe
 * documents shipping rates alongside its own address collection, which the shop does before
 * Stripe; a line shows the method and price on the page and the receipt like the tax line, and
 * keeps the amount charged the sum of the order's own breakdown. A free delivery has no line (as
 * a zero tax has none); the address still goes, as the payment's shipping details.
 */
function shopTaxedLines(
  input: CheckoutSessionInput,
  currency: string,
  lineName: (line: CheckoutSessionInput['lines'][number]) => string,
): Stripe.Checkout.SessionCreateParams.LineItem[] {
  const line = (name: string, unitAmount: number, quantity = 1) => ({
    quantity,
    price_data: { currency, unit_amount: unitAmount, product_data: { name } },
  });
  return [
    ...input.lines.map((item) => line(lineName(item), item.unitPriceCents, item.quantity)),
    ...(input.delivery.priceCents > 0
      ? [line(`Delivery: ${input.delivery.name}`, input.delivery.priceCents)]
      : []),
    ...(input.taxCents > 0 ? [line('Tax', input.taxCents)] : []),
  ];
}

/**
 * Stripe Checkout (docs/decisions/019). Every amount comes from the order the server priced;
 * the session expires with the hold (never sooner than Stripe allows), and creating it is
 * idempotent per order, so a retried request never opens a second session. A refund is a Stripe
 * Refund of the session's PaymentIntent, idempotent per refund of ours.
 */
export function createStripePaymentProvider(options: {
  stripe: Stripe;
  testMode: boolean;
  /** STRIPE_TAX: Stripe Tax computes the tax of each session at the order's address. */
  tax?: boolean;
}): PaymentProvider {
  const { stripe } = options;
  return {
    kind: 'stripe',
    testMode: options.testMode,
    taxesAtPayment: options.tax === true,
    async createCheckoutSession(input) {
      const earliest = Math.floor(Date.now() / 1000) + STRIPE_MIN_EXPIRY_SECONDS;
      const currency = input.currency.toLowerCase();
      const taxed = options.tax === true;
      // A discount code's reduction as a one-off Stripe coupon for exactly that amount, so the
      // page and the receipt show the lines at their prices, the code, and the total the order has.
      // Under Stripe Tax the coupon is the goods' part only: the delivery's is off its shipping rate.
      const couponCents = taxed ? goodsDiscountCents(input) : (input.discount?.amountCents ?? 0);
      const coupon =
        input.discount && couponCents > 0
          ? await askStripe(() =>
              stripe.coupons.create(
                {
                  amount_off: couponCents,
                  currency,
                  duration: 'once',
                  max_redemptions: 1,
                  name: `Discount ${input.discount?.code}`.slice(0, 40),
                  metadata: { orderId: input.orderId },
                },
                { idempotencyKey: `velora-coupon-${input.orderId}` },
              ),
            )
          : null;
      const customer = taxed
        ? await askStripe(() =>
            stripe.customers.create(taxedCustomer(input), {
              idempotencyKey: `velora-customer-${input.orderId}`,
            }),
          )
        : null;
      const lineName = (line: CheckoutSessionInput['lines'][number]) =>
        `${line.title} (${variantLabel(line)})`;
      const session = await askStripe(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            ...(customer ? { customer: customer.id } : { customer_email: input.email }),
            client_reference_id: input.orderId,
            metadata: { orderId: input.orderId, orderNumber: input.orderNumber },
            ...(taxed
              ? taxedSessionParams(input, currency, lineName)
              : { line_items: shopTaxedLines(input, currency, lineName) }),
            ...(coupon ? { discounts: [{ coupon: coupon.id }] } : {}),
            // The customer's shipping details: Stripe's receipt shows where the order goes.
            payment_intent_data: { shipping: stripeShipping(input.shippingAddress) },
            success_url: returnUrl('/success', input.baseUrl),
            cancel_url: returnUrl('/cancel', input.baseUrl),
            expires_at: Math.max(earliest, Math.floor(input.expiresAt.getTime() / 1000)),
          },
          { idempotencyKey: `velora-checkout-${input.orderId}` },
        ),
      );
      if (!session.url) throw new Error('Stripe opened a Checkout Session without a URL');
      return { id: session.id, url: session.url };
    },
    async sessionState(sessionId): Promise<SessionState> {
      const session = await askStripe(() =>
        stripe.checkout.sessions.retrieve(sessionId).catch((error: unknown) => {
          // A session Stripe does not know (opened with other keys, say test mode before going
          // live) can never be paid: it counts as expired, so its stock goes back.
          if (
            error instanceof stripePackage().errors.StripeInvalidRequestError &&
            error.code === 'resource_missing'
          )
            return null;
          throw error;
        }),
      );
      if (!session) return 'expired';
      if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required')
        return 'paid';
      return session.status === 'expired' ? 'expired' : 'open';
    },
    async paidTax(sessionId) {
      // The breakdown by rate is on the session only when asked for.
      const session = await askStripe(() =>
        stripe.checkout.sessions.retrieve(sessionId, { expand: ['total_details.breakdown'] }),
      );
      return paidTaxOf(session);
    },
    async expireSession(sessionId) {
      await askStripe(() =>
        stripe.checkout.sessions.expire(sessionId).catch((error: unknown) => {
          // Already complete or expired: there is nothing left to stop.
          if (error instanceof stripePackage().errors.StripeInvalidRequestError) return null;
          throw error;
        }),
      );
    },
    async refund(input): Promise<RefundOutcome> {
      const session = await askStripe(() => stripe.checkout.sessions.retrieve(input.sessionId));
      const paymentIntent =
        typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (!paymentIntent)
        return {
          state: 'failed',
          providerRefundId: null,
          failureReason: 'Stripe has no payment for this order.',
        };
      try {
        // The key is the refund's own: a retry after a timeout finds the refund Stripe made the
        // first time instead of making a second one.
        const refund = await stripe.refunds.create(
          {
            payment_intent: paymentIntent,
            amount: input.amountCents,
            metadata: { refund_id: input.refundId },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return stripeRefundOutcome(refund);
      } catch (error) {
        // Stripe answered no (more than is left on the charge, a disputed payment): that is
        // this refund's failure, with Stripe's own words. Anything else it may not have seen.
        if (error instanceof stripePackage().errors.StripeInvalidRequestError)
          return {
            state: 'failed',
            providerRefundId: null,
            failureReason: `Stripe refused the refund: ${error.message}`,
          };
        throw error instanceof stripePackage().errors.StripeError ? new PaymentServiceError(error) : error;
      }
    },
    async refundState(providerRefundId) {
      return stripeRefundOutcome(await askStripe(() => stripe.refunds.retrieve(providerRefundId)));
    },
  };
}
