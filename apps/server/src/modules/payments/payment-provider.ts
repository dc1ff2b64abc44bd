import type { ShippingAddress } from '@shop/shared/orders/shipping-schemas';

/** The test cards of the local provider, as Stripe's test mode has them. */
export const LOCAL_TEST_CARDS = {
  pays: '4242424242424242',
  declined: '4000000000000002',
} as const;

/**
 * How the local provider's session ids begin. Here rather than beside that provider because the
 * page that takes its payments, and its test cards, are the orders module's (local-checkout.routes.ts).
 */
export const LOCAL_SESSION_PREFIX = 'cs_local_';

/** What a checkout session shows and charges; built by checkout (orders/checkout/checkout.service.ts) from the database. */
export interface CheckoutSessionInput {
  orderId: string;
  orderNumber: string;
  email: string;
  /** `discountCents`: the line's part of a discount code's reduction of the goods (0 without one). */
  lines: {
    title: string;
    size: string;
    color: string;
    unitPriceCents: number;
    quantity: number;
    discountCents: number;
  }[];
  /** The delivery method chosen and what it costs this order (0 when free). */
  delivery: { name: string; priceCents: number };
  /**
   * A discount code's reduction, off the session's total (lines, delivery and tax as above): the
   * lines' `discountCents` off the goods, the rest off the delivery.
   */
  discount: { code: string; amountCents: number } | null;
  /** Where the order goes, as the shopper gave it. */
  shippingAddress: ShippingAddress;
  /** The order's tax (0 when the provider computes it at payment: `taxesAtPayment`). */
  taxCents: number;
  /** The shop's prices have the tax in them (its tax settings), or have it added on top. */
  pricesIncludeTax: boolean;
  amountCents: number;
  currency: string;
  /** The hold's end: after it the session cannot be paid. */
  expiresAt: Date;
  /**
   * The shop's address: the provider sends the shopper back to its /success or /cancel page
   * (with the session id), or serves its payment page there.
   */
  baseUrl: string;
}

export type SessionState = 'paid' | 'open' | 'expired';

/** The tax a provider computed and charged on a paid session (Stripe Tax), as the order keeps it. */
export interface PaidTax {
  /** What the shopper paid, tax included. */
  amountCents: number;
  taxCents: number;
  /** The delivery's part of `taxCents` (0 when the delivery was not taxed). */
  deliveryTaxCents: number;
  /** The tax by rate as charged, in the provider's words: one per jurisdiction that taxed the order. */
  lines: { name: string; rateMilliPercent: number; taxableCents: number; taxCents: number }[];
}

/** What a provider's notification means for an order, whatever the provider calls it. */
export type PaymentEvent =
  | { kind: 'paid' | 'failed' | 'expired'; sessionId: string }
  | { kind: 'ignored'; type: string };

/** A refund the shop asks the provider for: the idempotency key makes asking again harmless. */
export interface RefundRequest {
  /** Ours (refunds.id): the provider keeps it with its refund. */
  refundId: string;
  /** The checkout session that took the payment. */
  sessionId: string;
  amountCents: number;
  idempotencyKey: string;
}

/** What the provider says of a refund: done, still on its way, or failed with its reason. */
export type RefundOutcome =
  | { state: 'succeeded' | 'pending'; providerRefundId: string }
  | { state: 'failed'; providerRefundId: string | null; failureReason: string };

/** A provider's notification about one of its refunds; `refundId` is ours when it carries it. */
export type RefundUpdate = RefundOutcome & { refundId: string | null };

/** A notification: about a checkout's payment, or about refunds. */
export type ProviderEvent = PaymentEvent | { kind: 'refunds'; refunds: RefundUpdate[] };

/**
 * A way to take card payments (docs/decisions/019). `local` is the shop's own test checkout
 * page, used when no Stripe key is configured; `stripe` is Stripe Checkout.
 */
export interface PaymentProvider {
  readonly kind: 'local' | 'stripe';
  /** Test cards pay and no money moves: the local page always, Stripe with test-mode keys. */
  readonly testMode: boolean;
  /**
   * The provider computes the tax when the shopper pays (Stripe Tax, `STRIPE_TAX`): checkout
   * writes the order without tax of the shop's, and paying it keeps the provider's (`paidTax`).
   */
  readonly taxesAtPayment: boolean;
  createCheckoutSession(input: CheckoutSessionInput): Promise<{ id: string; url: string }>;
  /** What the provider knows of a session; the local provider knows nothing beyond the order. */
  sessionState(sessionId: string): Promise<SessionState>;
  /**
   * The tax the provider computed and charged on a paid session; null for a session it did not
   * tax. Throws as `refund` does when the provider could not be asked.
   */
  paidTax(sessionId: string): Promise<PaidTax | null>;
  /** Makes an open session unpayable (a cancel, an expiry); nothing when it is over already. */
  expireSession(sessionId: string): Promise<void>;
  /**
   * Gives money back on a paid session, once per idempotency key however often it is asked.
   * Throws when the provider could not be asked or did not answer: the refund may or may not
   * exist there, and asking again with the same key tells.
   */
  refund(input: RefundRequest): Promise<RefundOutcome>;
  /** Asks again about a refund the provider named; throws as `refund` does. */
  refundState(providerRefundId: string): Promise<RefundOutcome>;
}
