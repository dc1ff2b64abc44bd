import type { PublicUser } from '@shop/shared/people/users';
import { ChevronDown, LogOut } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { matchPath, NavLink, useLocation } from 'react-router';
import { dashboardSidebarLinks } from '@/config/account-links';
import { useLogout } from '@/lib/logout';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-3 text-base font-medium md:py-2 md:text-sm ${
    isActive ? 'bg-rose-50 text-rose-800' : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900'
  }`;

/**
 * The dashboard's links by role (docs/product/screens.md): a sidebar from md up; on a phone a bar
 * naming the current page with a Menu button, so the links do not fill the first screen. The menu
 * is open only on the page it was opened on, so any navigation (a link, Back) closes it.
 */
export function DashboardSidebar({ user }: { user: PublicUser }) {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const logout = useLogout();
  const links = dashboardSidebarLinks[user.role];
  const current = links.find((link) => matchPath({ path: link.to, end: link.end ?? false }, pathname));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpenOn(null);
    toggle.current?.focus();
  };

  return (
    <nav
      aria-label="Dashboard"
      onKeyDown={onKeyDown}
      className="rounded-xl border border-stone-200 bg-white p-2 md:p-3"
    >
      <div className="flex items-center justify-between gap-3">
        <p className="flex min-w-0 items-baseline gap-2 px-3 md:pb-2">
          <span className="text-xs font-semibold tracking-widest text-stone-500 uppercase">
            {user.role === 'admin' ? 'Admin' : 'My account'}
          </span>
          {current && (
            <span className="truncate text-sm font-medium text-stone-900 md:hidden">{current.label}</span>
          )}
        </p>
        <button
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpenOn(open ? null : pathname)}
          className="flex shrink-0 items-center gap-1 rounded-md border border-stone-300 px-3 py-2 text-sm font-medium text-stone-800 hover:bg-stone-50 md:hidden"
        >
          Menu
          <ChevronDown aria-hidden="true" size={16} className={`transition ${open ? 'rotate-180' : ''}`} />
        </button>
      </div>
      {/* Always in the page (the server renders it, and the sidebar needs no script); hidden by CSS
          on a phone until the Menu button opens it. */}
      <div id={listId} className={`${open ? 'block' : 'hidden'} mt-2 md:mt-0 md:block`}>
        <ul className="flex flex-col gap-1">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end} onClick={() => setOpenOn(null)} className={linkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <button
          type="button"
          onClick={() => void logout()}
          className="mt-3 flex w-full items-center gap-2 rounded-md border-t border-stone-100 px-3 py-3 text-left text-base font-medium text-stone-700 hover:bg-stone-100 hover:text-stone-900 md:py-2 md:text-sm"
        >
          <LogOut aria-hidden="true" size={16} />
          Logout
        </button>
      </div>
    </nav>
  );
}
