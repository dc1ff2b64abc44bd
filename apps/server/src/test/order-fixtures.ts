import type { FastifyInstance } from 'fastify';
import type { LoggedIn } from './auth-fixtures';

/**
 * A checkout of one unit of a size for this shopper, paid on the test checkout page unless
 * `pay` is false (then the order waits for its payment). Only a paid order makes a buyer, who
 * may review the product (docs/product/rules.md, Reviews).
 */
export async function checkoutOne(
  app: FastifyInstance,
  who: LoggedIn,
  variantId: string,
  { pay = true }: { pay?: boolean } = {},
): Promise<void> {
  const started = await app.inject({
    method: 'POST',
    url: '/api/orders/create-checkout-session',
    headers: who.bearer,
    payload: { products: [{ id: variantId }], user_email: who.user.email },
  });
  if (started.statusCode >= 400) throw new Error(`checkout failed: ${started.body}`);
  if (!pay) return;
  const paid = await app.inject({
    method: 'POST',
    url: `/checkout/${started.json().id}`,
    headers: { ...who.bearer, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'name=Shopper&number=4242424242424242&expiry=12%2F39&cvc=123',
  });
  if (paid.statusCode >= 400) throw new Error(`payment failed: ${paid.statusCode} ${paid.body}`);
}
