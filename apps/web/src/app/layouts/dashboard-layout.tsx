import { Suspense } from 'react';
import { useSelector } from 'react-redux';
import { Outlet } from 'react-router';
import { DashboardSidebar } from '@/components/layout/dashboard-sidebar';
import { selectUser } from '@/stores/session';

/** /dashboard: the sidebar for the user's role beside the chosen page (docs/product/screens.md). */
export function DashboardLayout() {
  const user = useSelector(selectUser);
  // RequireAuth wraps this layout, so a user is there (until a logout takes them away).
  if (!user) return null;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 md:flex-row md:gap-8 md:py-10">
      <aside className="md:w-56 md:shrink-0">
        <DashboardSidebar user={user} />
      </aside>
      <div className="min-w-0 flex-1">
        <Suspense fallback={<div aria-busy="true" />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
