import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { usePageMeta } from '../../../lib/page-meta';
import { TrendingProducts } from '../components/trending-products';

export function HomePage() {
  usePageMeta(
    "Velora — women's fashion, jewellery and beauty",
    'Dresses, clothing, shoes, lingerie, swimwear, accessories, jewellery and cosmetics from Velora.',
  );
  return (
    <>
      <section className="bg-rose-50">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-16 sm:px-6 sm:py-20">
          <p className="text-sm font-semibold tracking-widest text-rose-800 uppercase">New season</p>
          <h1 className="max-w-2xl font-serif text-4xl leading-tight text-stone-900 sm:text-5xl">
            Fashion, jewellery and beauty, chosen with care
          </h1>
          <p className="max-w-xl text-lg text-stone-700">
            Dresses for every occasion, shoes that go the distance and little luxuries for every day.
          </p>
          <Link
            to={paths.shop}
            className="rounded-md bg-stone-900 px-6 py-3 font-medium text-white transition hover:bg-rose-800"
          >
            Explore Now
          </Link>
        </div>
      </section>
      <TrendingProducts />
    </>
  );
}
