import { LogOut } from 'lucide-react';
import { Suspense } from 'react';
import { useSelector } from 'react-redux';
import { NavLink, Outlet } from 'react-router';
import { dashboardSidebarLinks } from '@/config/account-links';
import { useLogout } from '@/lib/logout';
import { selectUser } from '@/stores/session';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-medium ${
    isActive ? 'bg-rose-50 text-rose-800' : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900'
  }`;

/** /dashboard: the sidebar for the user's role beside the chosen page (docs/product/screens.md). */
export function DashboardLayout() {
  const user = useSelector(selectUser);
  const logout = useLogout();
  // RequireAuth wraps this layout, so a user is there (until a logout takes them away).
  if (!user) return null;
  const links = dashboardSidebarLinks[user.role];

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6 md:flex-row">
      <aside className="md:w-56 md:shrink-0">
        <nav aria-label="Dashboard" className="rounded-xl border border-stone-200 bg-white p-3">
          <p className="px-3 pb-2 text-xs font-semibold tracking-widest text-stone-500 uppercase">
            {user.role === 'admin' ? 'Admin' : 'My account'}
          </p>
          <ul className="flex flex-col gap-1">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className={linkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => void logout()}
            className="mt-3 flex w-full items-center gap-2 rounded-md border-t border-stone-100 px-3 py-2 text-left text-sm font-medium text-stone-700 hover:bg-stone-100 hover:text-stone-900"
          >
            <LogOut aria-hidden="true" size={16} />
            Logout
          </button>
        </nav>
      </aside>
      <div className="min-w-0 flex-1">
        <Suspense fallback={<div aria-busy="true" />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
