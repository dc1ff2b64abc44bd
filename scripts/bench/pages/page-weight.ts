// How heavy each kind of storefront page's HTML is, as a running shop sends it: the home page, the
// shop, a category, a search, a product page (all rendered on the server with the answers they
// embed, docs/decisions/025), and the cart and login pages (drawn in the browser).
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export interface PageWeight {
  path: string;
  /** The HTML as the browser has it, uncompressed. */
  bytes: number;
  /** The same gzipped (level 6, what a server sends without brotli). */
  gzipBytes: number;
}

/** The most HTML a page may be, uncompressed (docs/decisions/038): the home page's, and every other's. */
export const HOME_PAGE_MAX_BYTES = 100_000;
export const PAGE_MAX_BYTES = 150_000;

export const pageBudget = (path: string) => (path === '/' ? HOME_PAGE_MAX_BYTES : PAGE_MAX_BYTES);

async function json<T>(base: string, path: string): Promise<T> {
  const res = await fetch(`${base}${path}`, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
  return (await res.json()) as T;
}

/**
 * The pages to weigh on this shop: dresses for the category and the product, when it sells any
 * (the heaviest cards: several colours, five sizes each), else the first it has.
 */
async function storefrontPaths(base: string): Promise<string[]> {
  const { categories } = await json<{ categories: string[] }>(base, '/api/shopify-products/categories');
  const category = categories.includes('dress') ? 'dress' : categories[0];
  const { products } = await json<{ products: { handle: string }[] }>(
    base,
    `/api/shopify-products/products?limit=1&sort=newest${category ? `&category=${category}` : ''}`,
  );
  const product = products[0];
  return [
    '/',
    '/shop',
    ...(category ? [`/categories/${category}`] : []),
    '/search?q=dress',
    ...(product ? [`/shop/${product.handle}`] : []),
    '/cart',
    '/login',
  ];
}

/** Each storefront page type's HTML size on the shop at `base` (a running shop, e.g. http://127.0.0.1:3000). */
export async function pageWeights(base: string): Promise<PageWeight[]> {
  const rows: PageWeight[] = [];
  for (const path of await storefrontPaths(base)) {
    const res = await fetch(`${base}${path}`, { headers: { accept: 'text/html' } });
    if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
    // fetch undoes the transfer's compression: this is the page itself.
    const html = Buffer.from(await res.arrayBuffer());
    rows.push({ path, bytes: html.length, gzipBytes: gzipSync(html).length });
  }
  return rows;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

export function printPageWeights(rows: readonly PageWeight[]): void {
  console.log('  page HTML (uncompressed / gzip; budget: home 100 KB, others 150 KB uncompressed)');
  for (const row of rows) {
    const over = row.bytes > pageBudget(row.path) ? '  OVER BUDGET' : '';
    console.log(
      `    ${row.path.padEnd(48)} ${kb(row.bytes).padStart(9)} ${kb(row.gzipBytes).padStart(9)}${over}`,
    );
  }
}

// `npx tsx scripts/bench/pages/page-weight.ts http://127.0.0.1:3000`: this section alone, on a running shop.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const base = process.argv[2] ?? 'http://127.0.0.1:3000';
  printPageWeights(await pageWeights(base));
}
