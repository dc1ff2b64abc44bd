import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useShopCategories } from '@/lib/shop-categories-api';
import { saleCoverage } from '../next-sale';
import { useSaleClock } from '../use-sale-clock';
import { SaleCountdown } from './sale-countdown';

export function Hero() {
  const clock = useSaleClock();
  const categories = useShopCategories();
  return (
    <section className="relative overflow-hidden bg-rose-50">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 md:py-20">
        <div className="flex flex-col items-start gap-6">
          <p className="text-sm font-semibold tracking-widest text-rose-800 uppercase">New season</p>
          <h1 className="font-serif text-4xl leading-tight text-stone-900 sm:text-5xl">
            Fashion, jewellery and beauty, chosen with care
          </h1>
          {/* The banner says what is reduced: '20% off Dresses and Accessories', not only "SALE". */}
          <SaleCountdown
            clock={clock}
            coverage={clock ? saleCoverage(clock.sale, categories.nameOf) : undefined}
          />
          <Link
            to={paths.shop}
            className="rounded-md bg-stone-900 px-6 py-3 font-medium text-white transition hover:bg-rose-800"
          >
            Explore Now
          </Link>
        </div>
        {/* The drawing brings its own backdrop, so its 4:5 frame is the picture itself, edge to edge. */}
        <img
          src="/media/demo/dress/3/red/0.svg"
          alt="A red maxi dress from the new season"
          width={600}
          height={750}
          fetchPriority="high"
          className="mx-auto hidden aspect-[4/5] w-full max-w-sm rounded-2xl object-cover shadow-xl ring-1 shadow-rose-900/10 ring-rose-100 md:block"
        />
      </div>
    </section>
  );
}
