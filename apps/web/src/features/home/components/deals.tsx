import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useShopCategories } from '@/lib/shop-categories-api';
import { saleCoverage } from '../next-sale';
import { useSaleClock } from '../use-sale-clock';
import { SaleCountdown } from './sale-countdown';

/** The products on sale, and what the live or next sale covers, with its countdown. */
export function Deals() {
  const categories = useShopCategories();
  const clock = useSaleClock();
  return (
    <section aria-labelledby="deals-heading" className="bg-stone-100">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 md:grid-cols-2">
        <img
          src="/media/demo/shoes/0/red/3.svg"
          alt=""
          width={600}
          height={750}
          loading="lazy"
          className="mx-auto hidden aspect-[4/5] w-full max-w-xs rounded-2xl object-cover shadow-lg ring-1 shadow-stone-900/10 ring-stone-200 md:block"
        />
        <div className="flex flex-col items-start gap-5">
          {clock && (
            <p className="text-sm font-semibold tracking-widest text-rose-800 uppercase">
              {saleCoverage(clock.sale, categories.nameOf)}
            </p>
          )}
          <h2 id="deals-heading" className="font-serif text-3xl text-stone-900 sm:text-4xl">
            Deals of the month
          </h2>
          <p className="max-w-md text-stone-700">
            {clock?.kind === 'live'
              ? `${clock.sale.name} is on now.`
              : clock
                ? `${clock.sale.name} starts when the countdown reaches zero.`
                : 'Reduced dresses, shoes and beauty, with the price before struck through.'}
          </p>
          <SaleCountdown clock={clock} tone="dark" heading="h3" />
          <Link
            to={paths.shopDeals}
            className="rounded-md bg-rose-800 px-6 py-3 font-medium text-white transition hover:bg-rose-900"
          >
            Shop the deals
          </Link>
        </div>
      </div>
    </section>
  );
}
