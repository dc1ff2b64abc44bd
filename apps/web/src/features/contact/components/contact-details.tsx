import { Mail, MapPin, Phone, Reply } from 'lucide-react';
import { shopContact } from '@/config/shop-contact';

/** The same details as the footer's contact column, from one place. */
export function ContactDetails() {
  return (
    <aside
      aria-labelledby="contact-details-heading"
      className="self-start rounded-lg bg-stone-100 p-6 sm:p-8"
    >
      <h2 id="contact-details-heading" className="font-serif text-2xl text-stone-900">
        Visit or call us
      </h2>
      <address className="mt-6 space-y-4 text-stone-700 not-italic">
        <p className="flex gap-3">
          <MapPin aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-rose-800" />
          <span>{shopContact.address}</span>
        </p>
        <p className="flex gap-3">
          <Mail aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-rose-800" />
          <a
            href={`mailto:${shopContact.email}`}
            className="underline-offset-4 hover:text-rose-800 hover:underline"
          >
            {shopContact.email}
          </a>
        </p>
        <p className="flex gap-3">
          <Phone aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-rose-800" />
          <a href={shopContact.phoneHref} className="underline-offset-4 hover:text-rose-800 hover:underline">
            {shopContact.phone}
          </a>
        </p>
      </address>
      <p className="mt-6 flex gap-3 border-t border-stone-200 pt-6 text-sm text-stone-600">
        <Reply aria-hidden="true" size={20} className="shrink-0 text-rose-800" />
        <span>
          We read every message and reply by email, so leave your address if you would like an answer.
        </span>
      </p>
    </aside>
  );
}
