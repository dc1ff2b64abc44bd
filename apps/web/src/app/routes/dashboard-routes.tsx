import { lazy } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, Outlet, Route, Routes } from 'react-router';
import { RequireAuth } from '@/components/auth/require-auth';
import { routePath, routes } from '@/config/paths';
import { selectUser } from '@/stores/session';
import { DashboardLayout } from '../layouts/dashboard-layout';
import { NotFoundPage } from './not-found-page';

const MyOrdersPage = lazy(() =>
  import('@/features/orders/routes/my-orders-page').then((m) => ({ default: m.MyOrdersPage })),
);
const ClaimOrdersPage = lazy(() =>
  import('@/features/orders/routes/claim-orders-page').then((m) => ({ default: m.ClaimOrdersPage })),
);
const PaymentsPage = lazy(() =>
  import('@/features/orders/routes/payments-page').then((m) => ({ default: m.PaymentsPage })),
);
const UserDashboardPage = lazy(() =>
  import('@/features/account/routes/user-dashboard-page').then((m) => ({ default: m.UserDashboardPage })),
);
const MyReviewsPage = lazy(() =>
  import('@/features/catalog/routes/my-reviews-page').then((m) => ({ default: m.MyReviewsPage })),
);
const AdminDashboardPage = lazy(() =>
  import('@/features/admin/dashboard/routes/admin-dashboard-page').then((m) => ({
    default: m.AdminDashboardPage,
  })),
);
const AddProductPage = lazy(() =>
  import('@/features/admin/products/routes/add-product-page').then((m) => ({ default: m.AddProductPage })),
);
const UpdateProductPage = lazy(() =>
  import('@/features/admin/products/routes/update-product-page').then((m) => ({
    default: m.UpdateProductPage,
  })),
);
const ManageProductsPage = lazy(() =>
  import('@/features/admin/products/routes/manage-products-page').then((m) => ({
    default: m.ManageProductsPage,
  })),
);
const ImportExportPage = lazy(() =>
  import('@/features/admin/products/routes/import-export-page').then((m) => ({
    default: m.ImportExportPage,
  })),
);
const CategoriesPage = lazy(() =>
  import('@/features/admin/categories/routes/categories-page').then((m) => ({ default: m.CategoriesPage })),
);
const ColorsPage = lazy(() =>
  import('@/features/admin/colors/routes/colors-page').then((m) => ({ default: m.ColorsPage })),
);
const ManageOrdersPage = lazy(() =>
  import('@/features/admin/orders/routes/manage-orders-page').then((m) => ({ default: m.ManageOrdersPage })),
);
const ReturnsPage = lazy(() =>
  import('@/features/admin/orders/routes/returns-page').then((m) => ({ default: m.ReturnsPage })),
);
const PackingSlipPage = lazy(() =>
  import('@/features/admin/orders/routes/packing-slip-page').then((m) => ({ default: m.PackingSlipPage })),
);
const ShippingSettingsPage = lazy(() =>
  import('@/features/admin/settings/routes/shipping-settings-page').then((m) => ({
    default: m.ShippingSettingsPage,
  })),
);
const TaxesPage = lazy(() =>
  import('@/features/admin/settings/routes/taxes-page').then((m) => ({ default: m.TaxesPage })),
);
const ReportsPage = lazy(() =>
  import('@/features/admin/reports/routes/reports-page').then((m) => ({ default: m.ReportsPage })),
);
const SalesPage = lazy(() =>
  import('@/features/admin/promotions/routes/sales-page').then((m) => ({ default: m.SalesPage })),
);
const DiscountsPage = lazy(() =>
  import('@/features/admin/promotions/routes/discounts-page').then((m) => ({ default: m.DiscountsPage })),
);
const UsersPage = lazy(() =>
  import('@/features/admin/people/routes/users-page').then((m) => ({ default: m.UsersPage })),
);
const MessagesPage = lazy(() =>
  import('@/features/admin/people/routes/messages-page').then((m) => ({ default: m.MessagesPage })),
);
const ProfilePage = lazy(() =>
  import('@/features/account/routes/profile-page').then((m) => ({ default: m.ProfilePage })),
);
const AddressesPage = lazy(() =>
  import('@/features/account/routes/addresses-page').then((m) => ({ default: m.AddressesPage })),
);
const WishlistPage = lazy(() =>
  import('@/features/wishlist/routes/wishlist-page').then((m) => ({ default: m.WishlistPage })),
);

const below = (route: Parameters<typeof routePath>[0]) => routePath(route, routes.dashboard);

/** /dashboard is a shopper's overview; an admin's is the admin dashboard. */
function DashboardIndex() {
  const user = useSelector(selectUser);
  if (!user) return null;
  if (user.role === 'admin') return <Navigate to={routes.dashboardAdmin} replace />;
  return <UserDashboardPage />;
}

/**
 * Everything under /dashboard, loaded as one chunk on the first visit. Every child needs a
 * login; the admin ones also need the admin role (docs/product/rules.md). Children not built yet
 * answer with the honest not-found page inside the dashboard, never a stand-in screen.
 */
export function DashboardRoutes() {
  return (
    <Routes>
      <Route
        element={
          <RequireAuth>
            <DashboardLayout />
          </RequireAuth>
        }
      >
        <Route index element={<DashboardIndex />} />
        <Route path={below(routes.dashboardProfile)} element={<ProfilePage />} />
        <Route path={below(routes.dashboardAddresses)} element={<AddressesPage />} />
        <Route path={below(routes.dashboardOrders)} element={<MyOrdersPage />} />
        <Route path={below(routes.dashboardClaimOrders)} element={<ClaimOrdersPage />} />
        <Route path={below(routes.dashboardPayments)} element={<PaymentsPage />} />
        <Route path={below(routes.dashboardReviews)} element={<MyReviewsPage />} />
        <Route path={below(routes.dashboardWishlist)} element={<WishlistPage />} />
        <Route
          element={
            <RequireAuth requiredRole="admin">
              <Outlet />
            </RequireAuth>
          }
        >
          <Route path={below(routes.dashboardAdmin)} element={<AdminDashboardPage />} />
          <Route path={below(routes.dashboardAddProduct)} element={<AddProductPage />} />
          <Route path={below(routes.dashboardManageProducts)} element={<ManageProductsPage />} />
          <Route path={below(routes.dashboardImportExport)} element={<ImportExportPage />} />
          <Route path={below(routes.dashboardCategories)} element={<CategoriesPage />} />
          <Route path={below(routes.dashboardColors)} element={<ColorsPage />} />
          <Route path={below(routes.dashboardManageOrders)} element={<ManageOrdersPage />} />
          <Route path={below(routes.dashboardPackingSlip)} element={<PackingSlipPage />} />
          <Route path={below(routes.dashboardReturns)} element={<ReturnsPage />} />
          <Route path={below(routes.dashboardShipping)} element={<ShippingSettingsPage />} />
          <Route path={below(routes.dashboardTaxes)} element={<TaxesPage />} />
          <Route path={below(routes.dashboardReports)} element={<ReportsPage />} />
          <Route path={below(routes.dashboardSales)} element={<SalesPage />} />
          <Route path={below(routes.dashboardDiscounts)} element={<DiscountsPage />} />
          <Route path={below(routes.dashboardUsers)} element={<UsersPage />} />
          <Route path={below(routes.dashboardUpdateProduct)} element={<UpdateProductPage />} />
          <Route path={below(routes.dashboardMessages)} element={<MessagesPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
