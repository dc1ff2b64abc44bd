/** What a checkout session shows and charges; built by the orders service from the database. */
export interface CheckoutSessionInput {
  orderId: string;
  orderNumber: string;
  email: string;
  lines: { title: string; size: string; color: string; unitPriceCents: number; quantity: number }[];
  taxCents: number;
  amountCents: number;
  currency: string;
  /** The hold's end: after it the session cannot be paid. */
  expiresAt: Date;
  /** Where the shopper lands after paying; `{CHECKOUT_SESSION_ID}` is replaced by the session id. */
  successUrl: string;
  cancelUrl: string;
  /** The shop's address, for a provider whose payment page the shop serves itself. */
  baseUrl: string;
}

export type SessionState = 'paid' | 'open' | 'expired';

/**
 * A way to take card payments (docs/decisions/019). `local` is the shop's own test checkout
 * page, used when no Stripe key is configured; `stripe` is Stripe Checkout.
 */
export interface PaymentProvider {
  readonly kind: 'local' | 'stripe';
  /** Test cards pay and no money moves: the local page always, Stripe with test-mode keys. */
  readonly testMode: boolean;
  createCheckoutSession(input: CheckoutSessionInput): Promise<{ id: string; url: string }>;
  /** What the provider knows of a session; the local provider knows nothing beyond the order. */
  sessionState(sessionId: string): Promise<SessionState>;
  /** Makes an open session unpayable (a cancel, an expiry); nothing when it is over already. */
  expireSession(sessionId: string): Promise<void>;
}
