import { Link } from 'react-router';
import { paths } from '@/config/paths';

const TRENDS = [
  { title: 'Womens Shirt', image: '/media/demo/clothing/2/blue/0.svg', tint: 'bg-sky-50' },
  { title: 'Womens Dress', image: '/media/demo/dress/0/pink/0.svg', tint: 'bg-rose-50' },
  { title: 'Womens Casual', image: '/media/demo/clothing/0/beige/0.svg', tint: 'bg-amber-50' },
];

export function TrendCards() {
  return (
    <section
      aria-label="2025 trends"
      className="mx-auto grid max-w-7xl gap-6 px-4 pt-16 sm:px-6 md:grid-cols-3"
    >
      {TRENDS.map((trend) => (
        <article key={trend.title} className={`flex overflow-hidden rounded-lg ${trend.tint}`}>
          <div className="flex-1 self-center p-6 md:p-4 lg:p-6">
            <p className="text-sm font-semibold text-rose-800">2025 Trend</p>
            <h3 className="mt-1 font-serif text-2xl text-stone-900 md:text-xl lg:text-2xl">{trend.title}</h3>
            <Link to={paths.shop} className="mt-4 inline-block text-sm font-medium text-stone-900 underline">
              Discover more<span className="sr-only"> in {trend.title}</span>
            </Link>
          </div>
          {/*
            Flush with the card's edges: 4:5 as drawn, or stretched taller when the text needs the
            height. No object-cover: stretched, the whole drawing stays in view with its own
            backdrop above and below it, which the demo SVGs draw past their view box.
          */}
          <img src={trend.image} alt="" width={600} height={750} loading="lazy" className="w-2/5 shrink-0" />
        </article>
      ))}
    </section>
  );
}
