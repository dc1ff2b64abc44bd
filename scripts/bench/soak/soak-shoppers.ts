// What the soak's visitors share (SoakWorld), and the browsers walking pages and the searchers,
// one visit per call. Buyers are soak-buyers.ts, the owner's edits soak-owner.ts. Every request
// goes through the SoakClient, which counts it.
import { CATEGORIES } from '@shop/shared/catalog/catalog';
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

export const pick = <T>(world: SoakWorld, list: readonly T[]): T =>
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
