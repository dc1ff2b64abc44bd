import { Mail, MapPin, Phone } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { shopContact } from '@/config/shop-contact';
import { socialLinks } from '@/config/social-links';
import { CardBrands } from './card-brands';

// Most shops set no profiles: the brand marks load only for one that does, off the first page's script.
const SocialIcons = lazy(() => import('./social-icons').then((m) => ({ default: m.SocialIcons })));

const COMPANY = [
  { to: paths.home, label: 'Home' },
  { to: paths.shop, label: 'Shop' },
  { to: paths.search, label: 'Search' },
];

const USEFUL = [
  { to: paths.contact, label: 'Help' },
  { to: paths.trackOrder, label: 'Track your order' },
  { to: paths.policies, label: 'Shipping and returns' },
  { to: paths.contact, label: 'Contact' },
];

function LinkColumn({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className="mb-4 text-sm font-semibold tracking-widest text-white uppercase">{title}</h2>
      <ul className="space-y-2">
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className="hover:text-white">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  return (
    <footer className="bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <h2 className="mb-4 text-sm font-semibold tracking-widest text-white uppercase">Contact info</h2>
          <address className="space-y-3 not-italic">
            <p className="flex gap-2">
              <MapPin aria-hidden="true" size={18} className="mt-0.5 shrink-0" />
              <span>{shopContact.address}</span>
            </p>
            <p className="flex gap-2">
              <Mail aria-hidden="true" size={18} className="mt-0.5 shrink-0" />
              <a href={`mailto:${shopContact.email}`} className="hover:text-white">
                {shopContact.email}
              </a>
            </p>
            <p className="flex gap-2">
              <Phone aria-hidden="true" size={18} className="mt-0.5 shrink-0" />
              <a href={shopContact.phoneHref} className="hover:text-white">
                {shopContact.phone}
              </a>
            </p>
          </address>
        </div>
        <LinkColumn title="Company" links={COMPANY} />
        <LinkColumn title="Useful links" links={USEFUL} />
        <div className="space-y-6">
          {socialLinks.length > 0 && (
            <div>
              <h2 className="mb-4 text-sm font-semibold tracking-widest text-white uppercase">Follow us</h2>
              <Suspense fallback={null}>
                <SocialIcons links={socialLinks} />
              </Suspense>
            </div>
          )}
          <div>
            <h2 className="mb-3 text-sm font-semibold tracking-widest text-white uppercase">We accept</h2>
            <CardBrands />
          </div>
        </div>
      </div>
      <div className="border-t border-stone-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-stone-400 sm:px-6">
          © {new Date().getFullYear()} Velora. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
