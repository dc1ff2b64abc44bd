import { Headphones, RotateCcw, Truck } from 'lucide-react';

const PROMISES = [
  {
    icon: Truck,
    title: 'Instant Delivery',
    text: 'Orders leave our studio the same day, tracked all the way.',
  },
  {
    icon: RotateCcw,
    title: '100% Money Back Guaranty',
    text: 'Not in love with it? Send it back within 30 days.',
  },
  { icon: Headphones, title: '24hrs Support', text: 'Real people answer your questions, day and night.' },
];

export function Promises() {
  return (
    <section aria-label="Our promises" className="border-t border-stone-200 bg-white">
      <ul className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-3">
        {PROMISES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex flex-col items-center gap-3 text-center">
            <span className="flex h-14 w-14 items-center justify-center rounded-full bg-rose-50 text-rose-800">
              <Icon aria-hidden="true" size={26} />
            </span>
            <h3 className="font-medium text-stone-900">{title}</h3>
            <p className="max-w-xs text-sm text-stone-600">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
