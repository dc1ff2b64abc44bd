// The shop's HTTP API as the container test (container-test.ts) uses it: a shopper who registers,
// logs in, buys through the test checkout and reads their orders, every request from this run's
// own client address.
import { randomBytes } from 'node:crypto';
import { LOCAL_TEST_CARDS } from '../../apps/server/src/modules/payments';
import { type ShopRequest, shopRequest } from '../bench/shop-request';

export const SHOPPER_PASSWORD = 'Shopper-pass-2026!';
const ADDRESS = {
  name: 'Container Shopper',
  line1: '1 Image Street',
  city: 'Portland',
  region: 'OR',
  postalCode: '97201',
  country: 'US',
};
/**
 * This run's shopper address, passed as a proxy would (the shop believes loopback's
 * X-Forwarded-For). Rate limits on the host's Redis outlive a run: runs from one address
 * minutes apart would otherwise share their sign-up allowance.
 */
const CLIENT_IP = `10.${[...randomBytes(3)].join('.')}`;

export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, each read field by field and checked
  json: any;
}

export async function call(
  base: string,
  method: string,
  path: string,
  request: Omit<ShopRequest, 'ip'> = {},
): Promise<Answer> {
  const { headers, body } = shopRequest({ ip: CLIENT_IP, ...request });
  const response = await fetch(`${base}${path}`, { method, headers, body, redirect: 'manual' });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, text, json: parsed };
}

export async function login(
  base: string,
  email: string,
  password: string,
): Promise<{ token: string; id: string }> {
  const answer = await call(base, 'POST', '/api/auth/login', { json: { email, password } });
  check(answer.status === 200 && answer.json?.token, `login as ${email} answered ${answer.status}`);
  return { token: answer.json.token, id: answer.json.user.id };
}

export async function register(base: string): Promise<{ email: string; token: string; id: string }> {
  const email = `shopper-${randomBytes(4).toString('hex')}@velora.test`;
  const registered = await call(base, 'POST', '/api/auth/register', {
    json: { email, password: SHOPPER_PASSWORD, username: `shopper${randomBytes(3).toString('hex')}` },
  });
  check(registered.status === 201, `register answered ${registered.status}: ${registered.text}`);
  return { email, ...(await login(base, email, SHOPPER_PASSWORD)) };
}

/** A product a shopper can buy: its id, handle and a variant with stock. */
export async function productWithStock(base: string) {
  const listing = await call(base, 'GET', '/api/shopify-products/products?page=1&limit=20');
  check(listing.status === 200, `the product listing answered ${listing.status}`);
  for (const { handle } of listing.json.products as { handle: string }[]) {
    const product = (await call(base, 'GET', `/api/shopify-products/products/${handle}`)).json;
    const variant = product?.variants?.edges
      .map((edge: { node: { id: string; quantityAvailable: number } }) => edge.node)
      .find((node: { quantityAvailable: number }) => node.quantityAvailable > 0);
    if (variant) return { id: product.id as string, handle, variantId: variant.id as string };
  }
  throw new Error('no product with stock in the first listing page');
}

/** Cart, checkout, the test checkout's card page, confirmation: the order's id. */
export async function buy(base: string, shopper: { email: string; token: string; id: string }) {
  const product = await productWithStock(base);
  const { token } = shopper;
  const added = await call(base, 'POST', '/api/cart/add', {
    token,
    json: { item: { id: product.variantId, quantity: 1 } },
  });
  check(added.status === 200, `adding to the cart answered ${added.status}`);
  const methods = await call(base, 'GET', '/api/shipping/methods?country=US');
  const shippingMethodId = methods.json?.methods?.[0]?.id;
  check(shippingMethodId, `no shipping method for the US: ${methods.text.slice(0, 200)}`);
  const session = await call(base, 'POST', '/api/orders/create-checkout-session', {
    token,
    json: {
      products: [{ id: product.variantId, quantity: 1 }],
      user_email: shopper.email,
      shippingAddress: ADDRESS,
      shippingMethodId,
    },
  });
  check(session.status === 200 && session.json?.id, `checkout answered ${session.status}: ${session.text}`);
  const paid = await call(base, 'POST', `/checkout/${session.json.id}`, {
    token,
    form: { name: ADDRESS.name, number: LOCAL_TEST_CARDS.pays, expiry: '12/39', cvc: '123' },
  });
  check(
    paid.status === 303 && paid.headers.get('location')?.startsWith('/success'),
    `paying answered ${paid.status} ${paid.headers.get('location')}`,
  );
  const confirmed = await call(base, 'POST', '/api/orders/confirm-payment', {
    token,
    json: { session_id: session.json.id },
  });
  check(confirmed.status === 200, `confirm-payment answered ${confirmed.status}`);
  return ordersOf(base, token);
}

export async function ordersOf(base: string, token: string): Promise<string[]> {
  const mine = await call(base, 'GET', '/api/orders/mine', { token });
  check(mine.status === 200, `my orders answered ${mine.status}`);
  return (mine.json as { id: string }[]).map((order) => order.id);
}
