import { NavLink } from 'react-router';
import { paths } from '../../config/paths';

const LINKS = [
  { to: paths.home, label: 'Home' },
  { to: paths.shop, label: 'Shop' },
  { to: paths.contact, label: 'Contact' },
  { to: paths.search, label: 'Search' },
  { to: paths.cart, label: 'Cart' },
  { to: paths.login, label: 'Login' },
];

/** The menu below the md breakpoint (SPEC.md section 2). */
export function MobileMenu({ onNavigate }: { onNavigate: () => void }) {
  return (
    <nav id="mobile-menu" aria-label="Mobile" className="border-t border-stone-200 bg-white md:hidden">
      <ul className="flex flex-col px-4 py-2">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end
              onClick={onNavigate}
              className={({ isActive }) =>
                `block rounded-md px-3 py-3 text-base font-medium ${
                  isActive ? 'bg-rose-50 text-rose-800' : 'text-stone-800 hover:bg-stone-50'
                }`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
