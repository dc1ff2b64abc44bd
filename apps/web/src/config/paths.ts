import type { ClientRoute } from '@shop/shared/client-routes';

/**
 * Every route of docs/product/screens.md as the router declares it. Each must be one of the
 * server's client routes (the compiler checks), and links below are built from these, so an
 * address is spelled once.
 */
export const routes = {
  home: '/',
  shop: '/shop',
  product: '/shop/:handle',
  category: '/categories/:categoryName',
  search: '/search',
  contact: '/contact',
  cart: '/cart',
  cartRestore: '/cart/restore',
  checkout: '/checkout',
  success: '/success',
  cancel: '/cancel',
  order: '/orders/:orderId',
  orderReceipt: '/orders/:orderId/receipt',
  trackOrder: '/track-order',
  policies: '/policies',
  stockAlertConfirm: '/stock-alerts/confirm',
  mailStop: '/mail/stop',
  login: '/login',
  register: '/register',
  forgetPassword: '/forget-password',
  resetPassword: '/reset-password',
  dashboard: '/dashboard',
  dashboardOrders: '/dashboard/orders',
  dashboardClaimOrders: '/dashboard/orders/claim',
  dashboardPayments: '/dashboard/payments',
  dashboardProfile: '/dashboard/profile',
  dashboardAddresses: '/dashboard/addresses',
  dashboardReviews: '/dashboard/reviews',
  dashboardWishlist: '/dashboard/wishlist',
  dashboardAdmin: '/dashboard/admin',
  dashboardAddProduct: '/dashboard/add-product',
  dashboardManageProducts: '/dashboard/manage-products',
  dashboardImportExport: '/dashboard/import-export',
  dashboardCategories: '/dashboard/categories',
  dashboardColors: '/dashboard/colors',
  dashboardManageOrders: '/dashboard/manage-orders',
  dashboardReturns: '/dashboard/returns',
  dashboardPackingSlip: '/dashboard/orders/:id/packing-slip',
  dashboardShipping: '/dashboard/shipping',
  dashboardTaxes: '/dashboard/taxes',
  dashboardReports: '/dashboard/reports',
  dashboardSales: '/dashboard/sales',
  dashboardDiscounts: '/dashboard/discounts',
  dashboardUsers: '/dashboard/users',
  dashboardUpdateProduct: '/dashboard/update-product/:id',
  dashboardMessages: '/dashboard/messages',
} as const satisfies Record<string, ClientRoute>;

/**
 * A route's path as a <Route> nested under `parent` declares it: '/dashboard/profile' under
 * '/dashboard' is 'profile'; a splat parent ('/dashboard/*') takes the same parent.
 */
export function routePath(route: ClientRoute, parent: ClientRoute = routes.home): string {
  const base = parent === '/' ? '' : parent;
  if (!route.startsWith(`${base}/`)) throw new Error(`${route} is not below ${parent}`);
  return route.slice(base.length + 1);
}

/** The address of a route with parameters, each value encoded as one path segment. */
function fill(route: ClientRoute, values: Record<string, string>): string {
  return route.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

/** The addresses links and redirects use: every route, with its parameters filled in. */
export const paths = {
  ...routes,
  /** The shop filtered to products with a compare-at price (the home page's 'Shop the deals'). */
  shopDeals: `${routes.shop}?onSale=true`,
  /** The shop newest first, where a product just added shows at the top. */
  shopNewest: `${routes.shop}?sort=newest`,
  product: (handle: string) => fill(routes.product, { handle }),
  category: (name: string) => fill(routes.category, { categoryName: name }),
  order: (id: string) => fill(routes.order, { orderId: id }),
  orderReceipt: (id: string) => fill(routes.orderReceipt, { orderId: id }),
  dashboardUpdateProduct: (id: string) => fill(routes.dashboardUpdateProduct, { id }),
  dashboardPackingSlip: (id: string) => fill(routes.dashboardPackingSlip, { id }),
} as const;
