import { usePageMeta } from '@/lib/page-meta';
import { ContactDetails } from '../components/contact-details';
import { ContactForm } from '../components/contact-form';

export function ContactPage() {
  usePageMeta(
    'Contact us — Velora',
    'Questions about an order, sizing or returns? Write to Velora and we will get back to you.',
  );
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
      <header className="max-w-2xl">
        <h1 className="font-serif text-4xl text-stone-900">Contact us</h1>
        <p className="mt-3 text-stone-600">
          Questions about an order, a size or a return? Send us a message and we will get back to you.
        </p>
      </header>
      <div className="mt-10 grid gap-10 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ContactForm />
        </div>
        <ContactDetails />
      </div>
    </div>
  );
}
