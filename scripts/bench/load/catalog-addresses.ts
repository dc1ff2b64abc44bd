// The catalog addresses the load benches send (mixed-load.ts, and footprint.ts's load): a shop's
// proportions of shop, category, filter, search and product pages, or a crawler's distinct ones,
// generated from a seed, so every run asks the same.
import { CATEGORIES, COLORS, SIZES, SORTS } from '@shop/shared/catalog/catalog';
import { prng } from '../../../apps/server/src/modules/demo-catalog';

export const API = '/api/shopify-products';

/** Numbers in [0, 1) from the demo catalog's seeded generator: the same run every time. */
export function seededRandom(seed: number): () => number {
  const next = prng(seed);
  return () => next() / 4294967296;
}

const SEARCHES = [
  'dress',
  'silk dress',
  'red dress',
  'linen',
  'lace',
  'leather bag',
  'gold ring',
  'earrings',
  'lipstick',
  'heels',
  'sandals',
  'swimsuit',
  'bikini',
  'scarf',
  'blazer',
  'satin',
  'velvet',
  'maxi',
  'midi dress',
  'boots',
  'necklace',
  'perfume',
  'cardigan',
  'party',
  'costume',
  // Typos shoppers make; search corrects them.
  'drss',
  'jewelery',
  'lipstik',
  'sandles',
  'neckalce',
  'cardigon',
  'bikni',
  'earings',
];
const PRICE_RANGES = ['0-50', '50-100', '100-200', '200-'];

/**
 * `count` distinct catalog addresses: about a quarter shop pages (sorts, pages), a fifth category
 * pages, a tenth each price ranges, colours with sizes, and searches, and a quarter product pages.
 */
export function catalogAddresses(handles: readonly string[], count = 1200, seed = 14): string[] {
  const next = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const page = (max: number) => 1 + Math.floor(next() ** 2 * max);
  const makers: [number, () => string][] = [
    [25, () => `${API}/products?sort=${pick(SORTS)}&page=${page(40)}&limit=20`],
    [20, () => `${API}/products?category=${pick(CATEGORIES)}&sort=${pick(SORTS)}&page=${page(8)}&limit=20`],
    [
      10,
      () =>
        `${API}/products?priceRange=${pick(PRICE_RANGES)}&category=${pick(CATEGORIES)}&page=${page(4)}&limit=20`,
    ],
    [
      10,
      () =>
        `${API}/products?color=${pick(COLORS)}&size=${encodeURIComponent(pick(SIZES))}&sort=${pick(SORTS)}&limit=20`,
    ],
    [10, () => `${API}/products?q=${encodeURIComponent(pick(SEARCHES))}&page=${page(3)}&limit=20`],
    [25, () => `${API}/products/${pick(handles)}`],
  ];
  const total = makers.reduce((sum, [weight]) => sum + weight, 0);
  const addresses = new Set<string>();
  for (let tries = 0; addresses.size < count && tries < count * 50; tries++) {
    let roll = next() * total;
    for (const [weight, make] of makers) {
      roll -= weight;
      if (roll < 0) {
        addresses.add(make());
        break;
      }
    }
  }
  // Shuffled once, so connections do not walk the kinds in blocks.
  return [...addresses].sort(() => next() - 0.5);
}

/**
 * `count` distinct addresses, as a crawler or a long day of shoppers would ask: product pages,
 * then first pages of any combination of filters, sort and page size (which the cache keeps),
 * and some searches and typed prices (which it does not). Most are never asked again, so they
 * test the cache's bound rather than its use.
 */
export function distinctAddresses(handles: readonly string[], count: number, seed = 15): string[] {
  const next = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const maybe = (name: string, list: readonly string[]) =>
    next() < 0.5 ? [] : [`${name}=${encodeURIComponent(pick(list))}`];
  const addresses = new Set(
    handles.slice(0, Math.floor(count / 10)).map((handle) => `${API}/products/${handle}`),
  );
  const first = () =>
    [
      ...maybe('category', CATEGORIES),
      ...maybe('color', COLORS),
      ...maybe('size', SIZES),
      ...maybe('priceRange', PRICE_RANGES),
      ...(next() < 0.2 ? ['onSale=true'] : []),
      `sort=${pick(SORTS)}`,
    ].join('&');
  const makers = [
    first,
    first,
    first,
    () => `q=${encodeURIComponent(pick(SEARCHES))}&page=${1 + Math.floor(next() * 3)}`,
    () => `minPrice=${Math.floor(next() * 300)}&sort=${pick(SORTS)}`,
  ];
  for (let tries = 0; addresses.size < count && tries < count * 20; tries++) {
    addresses.add(`${API}/products?${pick(makers)()}&limit=${1 + Math.floor(next() * 24)}`);
  }
  return [...addresses].sort(() => next() - 0.5);
}
