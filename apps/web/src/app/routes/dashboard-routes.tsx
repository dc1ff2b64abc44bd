import { lazy } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, Outlet, Route, Routes } from 'react-router';
import { RequireAuth } from '../../components/auth/require-auth';
import { dashboardSidebarLinks } from '../../config/account-links';
import { selectUser } from '../../stores/session';
import { DashboardLayout } from '../layouts/dashboard-layout';
import { NotFoundPage } from './not-found-page';

const ProfilePage = lazy(() =>
  import('../../features/account/routes/profile-page').then((m) => ({ default: m.ProfilePage })),
);

/** /dashboard lands on the first page its sidebar lists, until the dashboard home is built. */
function DashboardIndex() {
  const user = useSelector(selectUser);
  return user ? <Navigate to={dashboardSidebarLinks[user.role][0].to} replace /> : null;
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
        <Route path="profile" element={<ProfilePage />} />
        <Route path="orders" element={<NotFoundPage />} />
        <Route path="payments" element={<NotFoundPage />} />
        <Route path="reviews" element={<NotFoundPage />} />
        <Route
          element={
            <RequireAuth requiredRole="admin">
              <Outlet />
            </RequireAuth>
          }
        >
          <Route path="admin" element={<NotFoundPage />} />
          <Route path="add-product" element={<NotFoundPage />} />
          <Route path="manage-products" element={<NotFoundPage />} />
          <Route path="manage-orders" element={<NotFoundPage />} />
          <Route path="users" element={<NotFoundPage />} />
          <Route path="update-product/:id" element={<NotFoundPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
