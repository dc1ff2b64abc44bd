import { Menu, Search, ShoppingBag, User, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { selectCartLineCount } from '@/stores/cart';
import { selectUser } from '@/stores/session';
import { Logo } from './logo';

// Guests, most of the storefront's visitors, never open the account menu and phones open the
// mobile menu only on demand: both load when first shown, keeping the first bundle small.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `text-sm font-medium tracking-wide uppercase transition hover:text-rose-800 ${
    isActive ? 'text-rose-800' : 'text-stone-800'
  }`;

export function NavBar() {
  const lines = useSelector(selectCartLineCount);
  const user = useSelector(selectUser);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // Whatever navigates (a menu link, Back, a link in the page) closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation by design
  useEffect(() => setMenuOpen(false), [location.key]);

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-8 md:flex">
          <NavLink to={paths.shop} className={linkClass}>
            Shop
          </NavLink>
          <NavLink to={paths.contact} className={linkClass}>
            Contact
          </NavLink>
        </nav>
        <div className="flex items-center gap-1">
          <Link to={paths.search} aria-label="Search" className="rounded-full p-2 hover:bg-stone-100">
            <Search aria-hidden="true" size={20} />
          </Link>
          <Link
            to={paths.cart}
            aria-label={lines > 0 ? `Cart, ${lines} ${lines === 1 ? 'item' : 'items'}` : 'Cart'}
            className="relative rounded-full p-2 hover:bg-stone-100"
          >
            <ShoppingBag aria-hidden="true" size={20} />
            {lines > 0 && (
              <span
                data-testid="cart-badge"
                className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-rose-700 px-1 text-xs font-semibold text-white"
              >
                {lines}
              </span>
            )}
          </Link>
          {user ? (
            <Suspense fallback={<span aria-hidden="true" className="hidden h-10 w-10 md:block" />}>
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <Link
              to={paths.login}
              aria-label="Login"
              className="hidden rounded-full p-2 hover:bg-stone-100 md:block"
            >
              <User aria-hidden="true" size={20} />
            </Link>
          )}
          <button
            ref={menuButton}
            type="button"
            className="rounded-full p-2 hover:bg-stone-100 md:hidden"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" size={22} /> : <Menu aria-hidden="true" size={22} />}
          </button>
        </div>
      </div>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu
            user={user}
            onNavigate={() => setMenuOpen(false)}
            onDismiss={() => {
              setMenuOpen(false);
              menuButton.current?.focus();
            }}
          />
        </Suspense>
      )}
    </header>
  );
}
