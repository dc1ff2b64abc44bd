// The storefront's routes as the server needs to know them: a path outside this list answers
// 404 with the not-found page, so crawlers and uptime checks are not told it exists. The web
// router is tested against this list (apps/web/src/app/client-routes.test.ts), so the two
// cannot drift; routes docs/product/screens.md names but the web app has not built yet are listed
// too, because later work builds them behind the same addresses.

/** Path patterns; `:name` stands for one non-empty path segment. */
export const CLIENT_ROUTES = [
  '/',
  '/shop',
  '/shop/:handle',
  '/categories/:categoryName',
  '/search',
  '/contact',
  '/cart',
  '/cart/restore',
  '/checkout',
  '/login',
  '/register',
  '/forget-password',
  '/reset-password',
  '/success',
  '/cancel',
  '/orders/:orderId',
  '/orders/:orderId/receipt',
  '/track-order',
  '/policies',
  '/stock-alerts/confirm',
  '/mail/stop',
  '/dashboard',
  '/dashboard/orders',
  '/dashboard/orders/claim',
  '/dashboard/payments',
  '/dashboard/profile',
  '/dashboard/addresses',
  '/dashboard/reviews',
  '/dashboard/wishlist',
  '/dashboard/admin',
  '/dashboard/add-product',
  '/dashboard/manage-products',
  '/dashboard/import-export',
  '/dashboard/categories',
  '/dashboard/colors',
  '/dashboard/manage-orders',
  '/dashboard/returns',
  '/dashboard/orders/:id/packing-slip',
  '/dashboard/shipping',
  '/dashboard/taxes',
  '/dashboard/reports',
  '/dashboard/sales',
  '/dashboard/discounts',
  '/dashboard/users',
  '/dashboard/update-product/:id',
  '/dashboard/messages',
] as const;

export type ClientRoute = (typeof CLIENT_ROUTES)[number];

function segmentsOf(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

// Made on first use, not when the module loads: the browser imports this file for its element
// ids alone, and a list built at load time would keep every route in the home page's script.
let patterns: { route: ClientRoute; segments: string[] }[] | undefined;

/**
 * The route a pathname (without query string) belongs to, or null. Matching follows React
 * Router's defaults, so the server and the browser agree: case-insensitive, a trailing slash
 * ignored, and a parameter is exactly one segment.
 */
export function matchClientRoute(pathname: string): ClientRoute | null {
  const segments = segmentsOf(pathname);
  patterns ??= CLIENT_ROUTES.map((route) => ({ route, segments: segmentsOf(route) }));
  for (const { route, segments: pattern } of patterns) {
    if (pattern.length !== segments.length) continue;
    const matches = pattern.every(
      (part, i) => part.startsWith(':') || part.toLowerCase() === segments[i]?.toLowerCase(),
    );
    if (matches) return route;
  }
  return null;
}

/**
 * The id of the <script type="application/json"> a server-rendered page carries the store it was
 * rendered from in; the browser hydrates from it (docs/decisions/025).
 */
export const SERVER_STATE_ELEMENT_ID = 'velora-state';

/** The id of the JSON list of a server-rendered page's own script chunks, fetched beside the app's. */
export const PAGE_CHUNKS_ELEMENT_ID = 'velora-chunks';
