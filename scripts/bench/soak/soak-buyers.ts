// A buyer's visit in the soak: log in or register, fill a cart, check out, pay on the test
// checkout page and review what was bought. Every request goes through the SoakClient, which
// counts it.
import { LOCAL_TEST_CARDS } from '../../../apps/server/src/modules/payments';
import { BENCH_ADDRESS } from '../races/checkout-race';
import type { SoakClient } from './soak-client';
import { pick, type Shopper, type SoakWorld } from './soak-shoppers';

const PASSWORD = 'Soak#Shopper2026';

interface Variant {
  id: string;
  quantityAvailable: number;
  selectedOptions: { name: string; value: string }[];
}

interface ProductAnswer {
  id: string;
  variants: { edges: { node: Variant }[] };
}

/** A product with a size still free, as the shopper finds it on its page (a few tries). */
async function productToBuy(world: SoakWorld, ip: string) {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const handle = pick(world, world.handles);
    const answer = await world.client.send('browse', 'GET', `/api/shopify-products/products/${handle}`, {
      ip,
    });
    const product = answer?.json as ProductAnswer | undefined;
    const variants = product?.variants?.edges.map((edge) => edge.node) ?? [];
    const free = variants.filter((variant) => variant.quantityAvailable > 0);
    if (product && free.length > 0) {
      const sized = variants.some((v) =>
        v.selectedOptions.some((o) => o.name === 'Size' && o.value !== 'One Size'),
      );
      return { productId: product.id, variant: pick(world, free), sized };
    }
  }
  return null;
}

/**
 * A buyer's visit: a new shopper registers (half of them) or one from before logs in, finds a
 * product with stock, puts it in the cart, checks out, pays with the test card (some leave at the
 * payment page instead), and reviews it. Stops at the first answer a shopper could not go on from.
 */
export async function buy(world: SoakWorld): Promise<void> {
  const returning = world.shoppers.length > 0 && world.next() < 0.5;
  const shopper: Shopper = returning
    ? (world.shoppers.splice(Math.floor(world.next() * world.shoppers.length), 1)[0] as Shopper)
    : {
        email: `soak-${Date.now().toString(36)}-${Math.floor(world.next() * 1e9)}@example.com`,
        ip: world.newIp(),
      };
  const registered = await visit(world, shopper, returning);
  if (registered) world.shoppers.push(shopper);
}

/** The visit; answers whether the shopper has an account now (and may come back). */
async function visit(world: SoakWorld, shopper: Shopper, returning: boolean): Promise<boolean> {
  const { client } = world;
  const { ip } = shopper;
  const stop = (
    kind: Parameters<SoakClient['surprise']>[0],
    route: string,
    answer: Awaited<ReturnType<SoakClient['send']>>,
  ) => {
    client.surprise(kind, route, answer);
    world.stopped += 1;
    return true;
  };

  if (!returning) {
    const registered = await client.send('account', 'POST', '/api/auth/register', {
      ip,
      json: { email: shopper.email, password: PASSWORD, username: `soak${Math.floor(world.next() * 1e9)}` },
    });
    if (registered?.status !== 201) {
      stop('account', 'register', registered);
      return false;
    }
  }
  const loggedIn = await client.send('account', 'POST', '/api/auth/login', {
    ip,
    json: { email: shopper.email, password: PASSWORD },
  });
  const session = loggedIn?.json as { token?: string; user?: { id: string; email: string } } | undefined;
  if (loggedIn?.status !== 200 || !session?.token || !session.user) return stop('account', 'login', loggedIn);
  const { token, user } = session;

  const found = await productToBuy(world, ip);
  if (!found) return true;
  const quantity = world.next() < 0.8 ? 1 : 2;
  const added = await client.send('cart', 'POST', '/api/cart/add', {
    ip,
    token,
    json: { item: { id: found.variant.id, quantity: Math.min(quantity, found.variant.quantityAvailable) } },
  });
  if (added?.status !== 200) return stop('cart', 'add', added);
  const cart = await client.send('cart', 'GET', `/api/cart/${user.id}`, { ip, token });
  const lines = (cart?.json as { items?: { variantId: string; quantity: number }[] } | undefined)?.items;
  if (cart?.status !== 200 || !lines?.length) return stop('cart', 'read', cart);

  await client.send('checkout', 'GET', '/api/shipping/methods?country=US', { ip });
  const started = await client.send('checkout', 'POST', '/api/orders/create-checkout-session', {
    ip,
    token,
    json: {
      products: lines.map((line) => ({ id: line.variantId, quantity: line.quantity })),
      user_email: user.email,
      shippingAddress: BENCH_ADDRESS,
      shippingMethodId: world.shippingMethodId,
    },
  });
  const sessionId = (started?.json as { id?: string } | undefined)?.id;
  if (started?.status !== 200 || !sessionId) {
    // Another buyer took the last units since the cart was read: a shopper would empty the cart.
    if (started?.status === 409)
      await client.send('cart', 'POST', '/api/cart/clear', { ip, token, json: {} });
    return stop('checkout', 'create-checkout-session', started);
  }
  const page = await client.send('payment', 'GET', `/checkout/${sessionId}`, { ip, token });
  if (page?.status !== 200) return stop('payment', 'checkout page', page);
  if (world.next() < 0.15) {
    // Left at the payment page: the cancel page ends the checkout and frees its units.
    const cancelled = await client.send('payment', 'POST', '/api/orders/cancel-checkout', {
      ip,
      token,
      json: { session_id: sessionId },
    });
    if (cancelled?.status !== 200) stop('payment', 'cancel-checkout', cancelled);
    return true;
  }
  const paid = await client.send('payment', 'POST', `/checkout/${sessionId}`, {
    ip,
    token,
    form: { name: 'Soak Shopper', number: LOCAL_TEST_CARDS.pays, expiry: '12/39', cvc: '123' },
  });
  if (paid?.status !== 303 || !paid.headers.get('location')?.startsWith('/success')) {
    return stop('payment', 'pay', paid);
  }
  const confirmed = await client.send('payment', 'POST', '/api/orders/confirm-payment', {
    ip,
    token,
    json: { session_id: sessionId },
  });
  if (confirmed?.status !== 200) return stop('payment', 'confirm-payment', confirmed);
  world.paidOrders += 1;
  await client.send('cart', 'POST', '/api/cart/clear', { ip, token, json: {} });

  const canReview = await client.send('review', 'GET', `/api/reviews/can-review/${found.productId}`, {
    ip,
    token,
  });
  if ((canReview?.json as { canReview?: boolean } | undefined)?.canReview !== true) {
    return stop('review', 'can-review', canReview);
  }
  const review = await client.send('review', 'POST', '/api/reviews/post-review', {
    ip,
    token,
    json: {
      productId: found.productId,
      rating: 3 + Math.floor(world.next() * 3),
      comment: `Soak review ${Math.floor(world.next() * 1e6)}: lovely fabric, arrived quickly.`,
      ...(found.sized ? { fit: pick(world, ['small', 'true', 'large']) } : {}),
    },
  });
  if (review?.status !== 201 && review?.status !== 200) return stop('review', 'post-review', review);
  world.reviews += 1;
  await client.send('account', 'GET', '/api/orders/mine', { ip, token });
  if (world.next() < 0.5) await client.send('account', 'POST', '/api/auth/logout', { ip, token, json: {} });
  return true;
}
