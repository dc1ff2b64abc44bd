import { useState } from 'react';
import { useGetProductsQuery } from '@/features/catalog/api/get-products';
import { ProductGrid, ProductGridSkeleton } from '@/features/catalog/components/product-grid';

/** docs/product/rules.md: the home page fetches 100 and shows 8, then 4 more per click. */
export const TRENDING_FETCH = 100;
export const TRENDING_INITIAL = 8;
export const TRENDING_STEP = 4;

export function TrendingProducts() {
  const [visible, setVisible] = useState(TRENDING_INITIAL);
  const { data, isLoading, isError, refetch } = useGetProductsQuery({
    page: 1,
    limit: TRENDING_FETCH,
    sort: 'random',
  });
  const products = data?.products ?? [];

  return (
    <section aria-labelledby="trending-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="mb-10 text-center">
        <h2 id="trending-heading" className="font-serif text-3xl text-stone-900 sm:text-4xl">
          Trending Products
        </h2>
        <p className="mt-3 text-stone-600">What shoppers are loving this week, from dresses to lipsticks.</p>
      </div>
      {isLoading ? (
        <ProductGridSkeleton count={TRENDING_INITIAL} />
      ) : isError ? (
        <div className="py-12 text-center text-stone-700">
          <p>Trending products could not be loaded.</p>
          <button type="button" onClick={() => refetch()} className="mt-4 underline hover:text-rose-800">
            Try again
          </button>
        </div>
      ) : (
        <>
          <ProductGrid products={products.slice(0, visible)} />
          {visible < products.length && (
            <div className="mt-10 text-center">
              <button
                type="button"
                onClick={() => setVisible((n) => n + TRENDING_STEP)}
                className="rounded-md bg-rose-800 px-6 py-3 font-medium text-white transition hover:bg-rose-900"
              >
                Load More
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
