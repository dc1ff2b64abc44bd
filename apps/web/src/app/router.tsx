import { type ComponentType, createElement, lazy } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { routePath, routes } from '../config/paths';
import { HomePage } from '../features/home/routes/home-page';
import { RootLayout } from './layouts/root-layout';
import { NotFoundPage } from './routes/not-found-page';

/** A page loaded on first visit; `preload` fetches it ahead, after which it renders at once. */
type Page = ComponentType & { preload: () => Promise<void> };

/** A page component loaded on first visit from a module that exports it by name. */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Page {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module[name];
    });
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType })));
  // Once loaded, the page renders without suspending. Hydrating a server-rendered page needs
  // that: a boundary still waiting for its code when the store changes would be thrown away and
  // drawn again from its fallback, a visible flash.
  const Page = () => createElement(loaded ?? Lazy);
  Page.preload = preload;
  return Page;
}

// Declarative routes rather than a data router: it keeps about 17 KB gzip out of the first
// bundle (docs/decisions/006). The home page ships in the first bundle; every other page is its
// own chunk, loaded when first visited.
const ProductPage = page(() => import('../features/catalog/routes/product-page'), 'ProductPage');
const ShopPage = page(() => import('../features/catalog/routes/shop-page'), 'ShopPage');
const CategoryPage = page(() => import('../features/catalog/routes/category-page'), 'CategoryPage');
const SearchPage = page(() => import('../features/catalog/routes/search-page'), 'SearchPage');
// The account forms bring react-hook-form and zod; they load only when a form is opened.
const LoginPage = page(() => import('../features/auth/routes/login-page'), 'LoginPage');
const RegisterPage = page(() => import('../features/auth/routes/register-page'), 'RegisterPage');
const ForgetPasswordPage = page(
  () => import('../features/auth/routes/forget-password-page'),
  'ForgetPasswordPage',
);
const ResetPasswordPage = page(
  () => import('../features/auth/routes/reset-password-page'),
  'ResetPasswordPage',
);
const CartPage = page(() => import('@/features/cart/routes/cart-page'), 'CartPage');
const CheckoutPage = page(() => import('@/features/cart/routes/checkout-page'), 'CheckoutPage');
const RestoreCartPage = page(() => import('@/features/cart/routes/restore-cart-page'), 'RestoreCartPage');
const SuccessPage = page(() => import('@/features/orders/routes/success-page'), 'SuccessPage');
const CancelPage = page(() => import('@/features/orders/routes/cancel-page'), 'CancelPage');
const OrderPage = page(() => import('@/features/orders/routes/order-page'), 'OrderPage');
const ReceiptPage = page(() => import('@/features/orders/routes/receipt-page'), 'ReceiptPage');
const TrackOrderPage = page(() => import('@/features/orders/routes/track-order-page'), 'TrackOrderPage');
const PoliciesPage = page(() => import('@/features/policies/routes/policies-page'), 'PoliciesPage');
const ContactPage = page(() => import('../features/contact/routes/contact-page'), 'ContactPage');
const ConfirmStockAlertPage = page(
  () => import('@/features/stock-alerts/routes/confirm-stock-alert-page'),
  'ConfirmStockAlertPage',
);
const MailStopPage = page(() => import('@/features/stock-alerts/routes/mail-stop-page'), 'MailStopPage');
const DashboardRoutes = page(() => import('./routes/dashboard-routes'), 'DashboardRoutes');

/**
 * The storefront pages the server renders with their content (entry-server.tsx, docs/decisions/
 * 025), each with the module its code comes from so the page can ask for it with the entry.
 * The home page is part of the entry itself.
 */
export const serverRenderedPages: { route: string; page?: Page; module?: string }[] = [
  { route: routes.home },
  { route: routes.shop, page: ShopPage, module: 'src/features/catalog/routes/shop-page.tsx' },
  { route: routes.product, page: ProductPage, module: 'src/features/catalog/routes/product-page.tsx' },
  { route: routes.category, page: CategoryPage, module: 'src/features/catalog/routes/category-page.tsx' },
  { route: routes.search, page: SearchPage, module: 'src/features/catalog/routes/search-page.tsx' },
];

/** The server-rendered page at `pathname`, if it is one. */
export function serverRenderedPage(pathname: string) {
  return serverRenderedPages.find(({ route }) => matchPath(route, pathname) !== null);
}

/** Routes of docs/product/screens.md not built yet fall through to the not-found page. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route path={routePath(routes.shop)} element={<ShopPage />} />
        <Route path={routePath(routes.product)} element={<ProductPage />} />
        <Route path={routePath(routes.category)} element={<CategoryPage />} />
        <Route path={routePath(routes.search)} element={<SearchPage />} />
        <Route path={routePath(routes.contact)} element={<ContactPage />} />
        <Route path={routePath(routes.cart)} element={<CartPage />} />
        <Route path={routePath(routes.cartRestore)} element={<RestoreCartPage />} />
        <Route path={routePath(routes.checkout)} element={<CheckoutPage />} />
        <Route path={routePath(routes.success)} element={<SuccessPage />} />
        <Route path={routePath(routes.cancel)} element={<CancelPage />} />
        <Route path={routePath(routes.order)} element={<OrderPage />} />
        <Route path={routePath(routes.orderReceipt)} element={<ReceiptPage />} />
        <Route path={routePath(routes.trackOrder)} element={<TrackOrderPage />} />
        <Route path={routePath(routes.policies)} element={<PoliciesPage />} />
        <Route path={routePath(routes.stockAlertConfirm)} element={<ConfirmStockAlertPage />} />
        <Route path={routePath(routes.mailStop)} element={<MailStopPage />} />
        <Route path={routePath(routes.login)} element={<LoginPage />} />
        <Route path={routePath(routes.register)} element={<RegisterPage />} />
        <Route path={routePath(routes.forgetPassword)} element={<ForgetPasswordPage />} />
        <Route path={routePath(routes.resetPassword)} element={<ResetPasswordPage />} />
        <Route path={`${routePath(routes.dashboard)}/*`} element={<DashboardRoutes />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
