import type { PublicUser } from '@shop/shared/people/users';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { NavLink } from 'react-router';
import { accountMenuLinks } from '@/config/account-links';
import { paths } from '@/config/paths';
import { useLogout } from '@/lib/logout';

const LINKS = [
  { to: paths.home, label: 'Home' },
  { to: paths.shop, label: 'Shop' },
  { to: paths.contact, label: 'Contact' },
  { to: paths.search, label: 'Search' },
  { to: paths.cart, label: 'Cart' },
];

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-3 text-base font-medium ${
    isActive ? 'bg-rose-50 text-rose-800' : 'text-stone-800 hover:bg-stone-50'
  }`;

/**
 * The menu below the md breakpoint (docs/product/screens.md). `onDismiss` closes it without navigating
 * (Escape) and puts focus back on the toggle, so a keyboard user is not left on the page's body.
 */
export function MobileMenu({
  user,
  onNavigate,
  onDismiss,
}: {
  user: PublicUser | null;
  onNavigate: () => void;
  onDismiss: () => void;
}) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onDismiss]);

  return (
    <nav id="mobile-menu" aria-label="Mobile" className="border-t border-stone-200 bg-white md:hidden">
      <ul className="flex flex-col px-4 py-2">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end onClick={onNavigate} className={itemClass}>
              {link.label}
            </NavLink>
          </li>
        ))}
        <li>
          {user ? (
            <ProfileSubmenu user={user} onNavigate={onNavigate} />
          ) : (
            <NavLink to={paths.login} end onClick={onNavigate} className={itemClass}>
              Login
            </NavLink>
          )}
        </li>
      </ul>
    </nav>
  );
}

function ProfileSubmenu({ user, onNavigate }: { user: PublicUser; onNavigate: () => void }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const logout = useLogout();
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center justify-between rounded-md px-3 py-3 text-left text-base font-medium text-stone-800 hover:bg-stone-50"
      >
        Profile
        <ChevronDown aria-hidden="true" size={18} className={`transition ${open ? 'rotate-180' : ''}`} />
      </button>
      {open && (
        <ul
          id={listId}
          aria-label={`Account of ${user.username}`}
          className="ml-3 border-l border-stone-200 pl-2"
        >
          {accountMenuLinks[user.role].map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end onClick={onNavigate} className={itemClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            <button
              type="button"
              // Logout navigates home, and any navigation closes the menu.
              onClick={() => void logout()}
              className="block w-full rounded-md px-3 py-3 text-left text-base font-medium text-stone-800 hover:bg-stone-50"
            >
              Logout
            </button>
          </li>
        </ul>
      )}
    </>
  );
}
