import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { createMailer } from '../modules/mail';
import type { OrdersDeps } from '../modules/orders';
import { createLocalPaymentProvider, type PaymentProvider } from '../modules/payments';
import { LOCAL_TEST_CARDS } from '../modules/payments/payment-provider';
import { orderDiscounts } from '../modules/promotions';
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

/** Where test orders go: an address in the United States, which the shop delivers to out of the box. */
export const TEST_ADDRESS = {
  name: 'Ada Shopper',
  line1: '12 Harbour Street',
  line2: 'Apt 3',
  city: 'Portland',
  region: 'OR',
  postalCode: '97201',
  country: 'US',
  phone: '+1 503 555 0100',
} as const;

/** The id of one of the shop's delivery methods to the US, found as the checkout page finds it. */
export async function deliveryMethodId(app: FastifyInstance, name = 'Standard'): Promise<string> {
  const answer = await app.inject({ method: 'GET', url: '/api/shipping/methods?country=US' });
  const method = (answer.json().methods as { id: string; name: string }[] | undefined)?.find(
    (m) => m.name === name,
  );
  if (!method) throw new Error(`no delivery method ${name}: ${answer.body}`);
  return method.id;
}

/**
 * A checkout body for these lines: the email, TEST_ADDRESS and Standard delivery, then whatever
 * `extra` adds or replaces.
 */
export async function checkoutBody(
  app: FastifyInstance,
  email: string,
  products: unknown[],
  extra: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  return {
    products,
    user_email: email,
    shippingAddress: TEST_ADDRESS,
    shippingMethodId: await deliveryMethodId(app),
    ...extra,
  };
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
    payload: await checkoutBody(app, who.user.email, [{ id: variantId, quantity }]),
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

/**
 * A browser with no account, checking out as a guest: it keeps the guest cookie the shop sets,
 * as Chromium would, so its checkouts, payments and orders are its own.
 */
export function guestBrowser(app: FastifyInstance) {
  let cookie: string | undefined;
  const headers = (): Record<string, string> => (cookie ? { cookie: `velora_guest=${cookie}` } : {});
  return {
    headers,
    async checkout(email: string, products: unknown[], extra: Record<string, unknown> = {}) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/orders/create-checkout-session',
        headers: headers(),
        payload: await checkoutBody(app, email, products, extra),
      });
      const set = response.cookies.find((c) => c.name === 'velora_guest');
      if (set) cookie = set.value;
      return response;
    },
    pay: (sessionId: string) =>
      payOnTestCheckout(app, { bearer: { authorization: '' } }, sessionId, { headers: headers() }),
  };
}

/**
 * What the orders module runs on, for a test that calls a round itself (an expired checkout
 * settled, a reminder sent): the shop's test payments and an outbox mailer unless given others.
 */
export function testOrdersDeps(
  db: Db,
  { shopUrl = 'https://shop.example', payments }: { shopUrl?: string; payments?: PaymentProvider } = {},
): OrdersDeps {
  return {
    db,
    payments: payments ?? createLocalPaymentProvider(),
    mailer: createMailer({ db, from: 'Velora <no-reply@velora.shop>', queueKey: randomBytes(32) }),
    discounts: orderDiscounts,
    holdSeconds: 1800,
    maxPerVariant: 10,
    shopUrl,
  };
}
