// What the soak's visitors do, one visit per call: browsers walking pages, searchers, buyers who
// log in, fill a cart, check out, pay on the test checkout page and review what they bought, and
// the owner editing prices and stock and moving orders along. Every request goes through the
// SoakClient, which counts it.
import { CATEGORIES } from '@shop/shared/catalog/catalog';
import { LOCAL_TEST_CARDS } from '../../../apps/server/src/modules/payments';
import { BENCH_ADDRESS } from '../races/checkout-race';
import type { SoakClient } from './soak-client';

const POPULAR_SEARCHES = [
  'dress',
  'silk dress',
  'red dress',
  'linen',
  'leather bag',
  'gold ring',
  'earrings',
  'lipstick',
  'heels',
  'swimsuit',
  'scarf',
  'blazer',
  'velvet',
  'necklace',
  'perfume',
  'drss',
  'jewelery',
  'lipstik',
];
const WORDS = ['silk', 'linen', 'cotton', 'gold', 'red', 'black', 'midi', 'wrap', 'satin', 'lace', 'tote'];
const PASSWORD = 'Soak#Shopper2026';

export interface Shopper {
  email: string;
  ip: string;
}

/** What the visits share: the shop's products, its accounts, and the run's dice. */
export interface SoakWorld {
  client: SoakClient;
  handles: string[];
  next: () => number;
  /**
   * Shoppers registered so far and not in a visit now, who come back and log in again. One at a
   * time: two visits of one shopper would end each other's checkout (one open checkout each).
   */
  shoppers: Shopper[];
  /** A fresh client address for a new visitor (distinct per run, so Redis counters from an earlier run do not count). */
  newIp: () => string;
  admin: { token: string; ip: string };
  shippingMethodId: string;
  /** Flows that stopped at an answer they did not expect (the answers themselves are counted by the client). */
  stopped: number;
  paidOrders: number;
  reviews: number;
}

const pick = <T>(world: SoakWorld, list: readonly T[]): T =>
  list[Math.floor(world.next() * list.length)] as T;

/** A word nobody searched before: a made-up one, or a real one with a number. */
function oneOffWord(world: SoakWorld): string {
  if (world.next() < 0.5) return `${pick(world, WORDS)} ${Math.floor(world.next() * 1e6)}`;
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const length = 4 + Math.floor(world.next() * 6);
  return Array.from({ length }, () => pick(world, [...letters])).join('');
}

/** One page view, as a browser asks for it: the server-rendered page, and what the page fetches after. */
export async function browse(world: SoakWorld): Promise<void> {
  const { client } = world;
  const ip = world.newIp();
  const roll = world.next();
  if (roll < 0.1) {
    await client.send('browse', 'GET', '/', { ip });
  } else if (roll < 0.3) {
    const page = 1 + Math.floor(world.next() ** 2 * 15);
    await client.send('browse', 'GET', page === 1 ? '/shop' : `/shop?page=${page}`, { ip });
  } else if (roll < 0.55) {
    await client.send('browse', 'GET', `/categories/${pick(world, CATEGORIES)}`, { ip });
  } else if (roll < 0.9) {
    const handle = pick(world, world.handles);
    await client.send('browse', 'GET', `/shop/${handle}`, { ip });
    const product = await client.send('browse', 'GET', `/api/shopify-products/products/${handle}`, { ip });
    const id = (product?.json as { id?: string } | undefined)?.id;
    if (id) await client.send('browse', 'GET', `/api/reviews/product/${id}?page=1`, { ip });
  } else {
    const sort = pick(world, ['newest', 'price-asc', 'price-desc', 'rating', 'random']);
    await client.send(
      'browse',
      'GET',
      `/api/shopify-products/products?category=${pick(world, CATEGORIES)}&sort=${sort}&page=1&limit=20`,
      { ip },
    );
  }
}

/** One search, typed in the box (the search page) or asked by the page as the shopper types (the API). */
export async function search(world: SoakWorld): Promise<void> {
  const word = world.next() < 0.6 ? pick(world, POPULAR_SEARCHES) : oneOffWord(world);
  const q = encodeURIComponent(word);
  const path =
    world.next() < 0.5 ? `/search?q=${q}` : `/api/shopify-products/products?q=${q}&page=1&limit=20`;
  await world.client.send('search', 'GET', path, { ip: world.newIp() });
}

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

interface AdminSize {
  size: string;
  stock: number;
}

interface AdminProduct {
  id: string;
  price: number;
  sizes: AdminSize[];
  colors: { color: string; sizes: AdminSize[] }[];
}

/**
 * The owner at Manage Products: the products running low, one of them opened, its price moved a
 * little and five units added to each size (with the stock seen, as the Update product form sends
 * it). Every third visit also moves the oldest paid order along (pending → processing → shipped).
 */
export async function adminEdit(world: SoakWorld, turn: number): Promise<void> {
  const { client } = world;
  const { token, ip } = world.admin;
  const list = await client.send('admin', 'GET', '/api/products?stock=low&sort=stock-asc&limit=20', {
    ip,
    token,
  });
  let products = (list?.json as { products?: { id: string }[] } | undefined)?.products ?? [];
  if (products.length === 0) {
    const all = await client.send('admin', 'GET', `/api/products?page=${1 + (turn % 10)}`, { ip, token });
    products = (all?.json as { products?: { id: string }[] } | undefined)?.products ?? [];
  }
  const chosen = products.length > 0 ? pick(world, products) : undefined;
  if (chosen) {
    const opened = await client.send('admin', 'GET', `/api/products/${chosen.id}`, { ip, token });
    const product = opened?.json as AdminProduct | undefined;
    if (opened?.status === 200 && product) {
      const price = Math.max(1, Math.round(product.price * (world.next() < 0.5 ? 95 : 105)) / 100);
      const oneColour = product.colors.length <= 1;
      const edited = await client.send('admin', 'PATCH', `/api/products/update-product/${product.id}`, {
        ip,
        token,
        json: oneColour
          ? {
              price,
              sizes: product.sizes.map((s) => ({ size: s.size, stock: s.stock + 5, stockWas: s.stock })),
            }
          : { price },
      });
      if (edited?.status !== 200) client.surprise('admin', 'update-product', edited);
      if (!oneColour) {
        const stocked = await client.send('admin', 'POST', '/api/products/bulk', {
          ip,
          token,
          json: { action: 'add-stock', ids: [product.id], quantity: 5 },
        });
        if (stocked?.status !== 200) client.surprise('admin', 'bulk add-stock', stocked);
      }
    } else {
      client.surprise('admin', 'product', opened);
    }
  }
  if (turn % 3 !== 0) return;
  const status = turn % 6 === 0 ? 'processing' : 'pending';
  const orders = await client.send(
    'admin',
    'GET',
    `/api/orders?paymentStatus=paid&status=${status}&limit=5`,
    {
      ip,
      token,
    },
  );
  const order = (orders?.json as { orders?: { id: string }[] } | undefined)?.orders?.at(-1);
  if (!order) return;
  const moved = await client.send('admin', 'PATCH', `/api/orders/update-order-status/${order.id}`, {
    ip,
    token,
    json:
      status === 'pending'
        ? { status: 'processing' }
        : { status: 'shipped', carrier: 'UPS', trackingNumber: `1Z${Math.floor(world.next() * 1e9)}` },
  });
  if (moved?.status !== 200) client.surprise('admin', 'update-order-status', moved);
}
