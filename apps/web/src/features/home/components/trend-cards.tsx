import { Link } from 'react-router';
import { paths } from '../../../config/paths';

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
        <article
          key={trend.title}
          className={`flex items-center justify-between gap-4 rounded-lg p-6 ${trend.tint}`}
        >
          <div>
            <p className="text-sm font-semibold text-rose-800">2025 Trend</p>
            <h3 className="mt-1 font-serif text-2xl text-stone-900">{trend.title}</h3>
            <Link to={paths.shop} className="mt-4 inline-block text-sm font-medium text-stone-900 underline">
              Discover more<span className="sr-only"> in {trend.title}</span>
            </Link>
          </div>
          <img src={trend.image} alt="" width={600} height={750} loading="lazy" className="h-36 w-auto" />
        </article>
      ))}
    </section>
  );
}
