import { Mail, MapPin, Phone, Reply } from 'lucide-react';

/** The same details as the footer's contact column. */
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
          <span>214 Bedford Avenue, Brooklyn, NY 11249</span>
        </p>
        <p className="flex gap-3">
          <Mail aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-rose-800" />
          <a
            href="mailto:hello@velora.shop"
            className="underline-offset-4 hover:text-rose-800 hover:underline"
          >
            hello@velora.shop
          </a>
        </p>
        <p className="flex gap-3">
          <Phone aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-rose-800" />
          <a href="tel:+17185550142" className="underline-offset-4 hover:text-rose-800 hover:underline">
            (718) 555-0142
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
