import { useGetGrowingProductsInfiniteQuery } from '@/features/catalog/api/get-products';
import { ProductGrid, ProductGridSkeleton } from '@/features/catalog/components/product-grid';

/** docs/product/rules.md: 8 of the shuffled shop, then 4 more per 'Load More', up to 100. */
const TRENDING = { listing: { sort: 'random' }, first: 8, step: 4, max: 100 };

/**
 * Each product once: the shuffle changes at midnight (UTC), so a page asked for after it may
 * repeat one shown before.
 */
function distinct<T extends { id: string }>(pages: { products: T[] }[]): T[] {
  return [
    ...new Map(
      pages.flatMap((page) => page.products.map((product) => [product.id, product] as const)),
    ).values(),
  ];
}

/** docs/product/screens.md: 8 of the shuffled shop, and 'Load More' asks the API for 4 more. */
export function TrendingProducts() {
  const {
    data,
    isLoading,
    isError,
    refetch,
    fetchNextPage,
    hasNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
  } = useGetGrowingProductsInfiniteQuery(TRENDING);
  const products = distinct(data?.pages ?? []);

  return (
    <section aria-labelledby="trending-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="mb-10 text-center">
        <h2 id="trending-heading" className="font-serif text-3xl text-stone-900 sm:text-4xl">
          Trending Products
        </h2>
        <p className="mt-3 text-stone-600">What shoppers are loving this week, from dresses to lipsticks.</p>
      </div>
      {isLoading ? (
        <ProductGridSkeleton count={TRENDING.first} />
      ) : isError && !isFetchNextPageError ? (
        <div className="py-12 text-center text-stone-700">
          <p>Trending products could not be loaded.</p>
          <button type="button" onClick={() => refetch()} className="mt-4 underline hover:text-rose-800">
            Try again
          </button>
        </div>
      ) : (
        <>
          <ProductGrid products={products} />
          {hasNextPage && (
            <div className="mt-10 text-center">
              {isFetchNextPageError && (
                <p role="alert" className="mb-4 text-stone-700">
                  More products could not be loaded.
                </p>
              )}
              <button
                type="button"
                // Not disabled while the next page loads (a disabled button drops the keyboard's
                // focus); RTK Query does not ask again for a page already on its way.
                onClick={() => fetchNextPage()}
                aria-busy={isFetchingNextPage}
                className="rounded-md bg-rose-800 px-6 py-3 font-medium text-white transition hover:bg-rose-900 aria-busy:cursor-wait"
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
