import { SlidersHorizontal } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Pagination } from '@/components/ui/pagination';
import { type ProductListParams, useGetProductsQuery } from '../api/get-products';
import { type CatalogParams, type CatalogPatch, useCatalogParams } from '../use-catalog-params';
import { useResultsTop } from '../use-results-top';
import { ActiveFilters, activeFilters } from './active-filters';
import { FilterDrawer } from './filter-drawer';
import { FilterPanel } from './filter-panel';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { SortSelect } from './sort-select';

/** docs/product/rules.md: shop and category pages show 20 per page. */
export const LISTING_PAGE_SIZE = 20;

/**
 * The API query for what the shopper chose. 'Featured' is the default (docs/product/rules.md, Sorting): the shuffled order
 * across the whole shop, the server's newest-first within a category.
 */
export function listingQuery(params: CatalogParams, fixedCategory?: string): ProductListParams {
  const category = fixedCategory ?? params.category;
  return {
    category,
    priceRange: params.priceRange,
    color: params.color,
    size: params.size,
    onSale: params.onSale ? 'true' : '',
    sort: params.sort || (category ? '' : 'random'),
    page: params.page,
    limit: LISTING_PAGE_SIZE,
  };
}

/**
 * The filter panel beside a page of products, with its heading, sort and pagination; what it
 * shows comes from the address (useCatalogParams).
 */
export function ProductListing({
  fixedCategory,
}: {
  /** The category page lists one category; its panel then offers no category choice. */
  fixedCategory?: string;
}) {
  const { params, update: onChange, clear: onClear } = useCatalogParams();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerButton = useRef<HTMLButtonElement>(null);
  const results = useResultsTop<HTMLElement>();
  const { data, currentData, isFetching, isError, refetch } = useGetProductsQuery(
    listingQuery(params, fixedCategory),
  );

  // Whatever the shopper changes brings the top of the results into view once the address follows.
  const change = (patch: CatalogPatch) => {
    results.scrollOnNextChange();
    onChange(patch);
  };
  const clear = () => {
    results.scrollOnNextChange();
    onClear();
  };

  // A page past the end (an old link, a filter that left fewer pages) shows the last page instead.
  const lastPage = currentData ? Math.max(1, currentData.totalPages) : null;
  const pastEnd = lastPage !== null && params.page > lastPage;
  useEffect(() => {
    if (pastEnd && lastPage !== null) onChange({ page: lastPage }, { replace: true });
  }, [pastEnd, lastPage, onChange]);

  const shown = pastEnd ? undefined : currentData;
  // While the next page loads, the one before stays (dimmed) rather than collapsing to placeholders.
  const stale = shown ? undefined : isFetching && !pastEnd ? data : undefined;
  const total = shown?.total ?? 0;
  const from = total === 0 ? 0 : (params.page - 1) * LISTING_PAGE_SIZE + 1;
  const to = Math.min(params.page * LISTING_PAGE_SIZE, total);
  const failed = isError && !isFetching;
  const filterCount = activeFilters(params, fixedCategory).length;

  const panel = (
    <FilterPanel
      params={params}
      onChange={change}
      onClear={clear}
      showCategories={fixedCategory === undefined}
      fixedCategory={fixedCategory}
    />
  );

  return (
    // One column of at most the page's width on a phone (minmax(0, 1fr)): a row wider than the
    // screen wraps instead of widening the column past the right margin.
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8">
      <aside aria-label="Filters" className="hidden lg:block">
        {panel}
      </aside>
      <section
        ref={results.ref}
        aria-labelledby="listing-heading"
        aria-busy={isFetching}
        className="min-w-0 scroll-mt-20"
      >
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id="listing-heading" className="text-sm text-stone-700" aria-live="polite">
            {failed ? 'Products' : shown ? `Showing: ${from} to ${to} of ${total}` : 'Loading products…'}
          </h2>
          {/* With a filter on, 'Filters' and its count beside 'Sort by' outgrow a 390 px phone: they wrap. */}
          <div className="flex w-full flex-wrap items-center justify-between gap-3 sm:w-auto">
            <button
              ref={drawerButton}
              type="button"
              aria-haspopup="dialog"
              aria-label={filterCount > 0 ? `Filters (${filterCount} active)` : undefined}
              onClick={() => setDrawerOpen(true)}
              className="flex items-center gap-2 rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-medium lg:hidden"
            >
              <SlidersHorizontal aria-hidden="true" size={16} />
              Filters
              {filterCount > 0 && (
                <span aria-hidden="true" className="rounded-full bg-stone-900 px-2 text-xs text-white">
                  {filterCount}
                </span>
              )}
            </button>
            <SortSelect value={params.sort} onChange={(sort) => change({ sort })} />
          </div>
        </div>
        <ActiveFilters params={params} fixedCategory={fixedCategory} onChange={change} onClear={clear} />
        {failed ? (
          <div className="py-16 text-center text-stone-700">
            <p>The products could not be loaded.</p>
            <button type="button" onClick={() => refetch()} className="mt-4 underline hover:text-rose-800">
              Try again
            </button>
          </div>
        ) : shown || stale ? (
          <div className={stale ? 'opacity-60 transition-opacity' : undefined}>
            <ProductGrid products={(shown ?? stale)?.products ?? []} colour={params.color} />
            <Pagination
              page={params.page}
              totalPages={(shown ?? stale)?.totalPages ?? 0}
              onChange={(page) => change({ page })}
            />
          </div>
        ) : (
          <ProductGridSkeleton count={8} />
        )}
      </section>
      {drawerOpen && (
        <FilterDrawer
          total={shown ? total : null}
          onClose={() => {
            setDrawerOpen(false);
            // Focus (and so the view) goes back to the top of the results the drawer narrowed.
            drawerButton.current?.focus();
          }}
        >
          {panel}
        </FilterDrawer>
      )}
    </div>
  );
}
