import type { FastifyInstance } from 'fastify';
import { LOCAL_TEST_CARDS } from '../modules/payments/payment-provider';
import type { LoggedIn } from './auth-fixtures';

/**
 * Pays a checkout session on the shop's test checkout page, as its card form posts, with the
 * card that pays unless given another. Answers the page's own response (303 to /success when
 * paid, to ?retry when refused) for the tests that look at it.
 */
export function payOnTestCheckout(
  app: FastifyInstance,
  who: Pick<LoggedIn, 'bearer'>,
  sessionId: string,
  { card = LOCAL_TEST_CARDS.pays, headers = {} }: { card?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: 'POST',
    url: `/checkout/${sessionId}`,
    headers: { ...who.bearer, ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      name: 'Ada Shopper',
      number: card,
      expiry: '12/39',
      cvc: '123',
    }).toString(),
  });
}

/**
 * A checkout of `quantity` units of a size for this shopper, paid on the test checkout page
 * unless `pay` is false (then the order waits for its payment); answers its session id. Only a
 * paid order makes a buyer, who may review the product (docs/product/rules.md, Reviews).
 */
export async function checkoutOne(
  app: FastifyInstance,
  who: LoggedIn,
  variantId: string,
  { pay = true, quantity = 1 }: { pay?: boolean; quantity?: number } = {},
): Promise<string> {
  const started = await app.inject({
    method: 'POST',
    url: '/api/orders/create-checkout-session',
    headers: who.bearer,
    payload: { products: [{ id: variantId, quantity }], user_email: who.user.email },
  });
  if (started.statusCode >= 400) throw new Error(`checkout failed: ${started.body}`);
  const sessionId = started.json().id as string;
  if (!pay) return sessionId;
  const paid = await payOnTestCheckout(app, who, sessionId);
  if (!String(paid.headers.location).startsWith('/success'))
    throw new Error(`payment failed: ${paid.statusCode} ${paid.headers.location ?? paid.body}`);
  return sessionId;
}

/** The success page's call on the shopper's return from paying: answers the session's order. */
export function confirmPayment(app: FastifyInstance, who: Pick<LoggedIn, 'bearer'>, sessionId: string) {
  return app.inject({
    method: 'POST',
    url: '/api/orders/confirm-payment',
    headers: who.bearer,
    payload: { session_id: sessionId },
  });
}
