import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Pagination } from '../../../components/ui/pagination';
import { type ProductListParams, useGetProductsQuery } from '../api/get-products';
import type { CatalogParams } from '../use-catalog-params';
import { FilterPanel } from './filter-panel';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { SortSelect } from './sort-select';

/** SPEC.md section 9: shop and category pages show 20 per page. */
export const LISTING_PAGE_SIZE = 20;

/**
 * The API query for what the shopper chose. 'Featured' is SPEC's default: the shuffled order
 * across the whole shop, the server's newest-first within a category.
 */
export function listingQuery(params: CatalogParams, fixedCategory?: string): ProductListParams {
  const category = fixedCategory ?? params.category;
  return {
    category,
    priceRange: params.priceRange,
    color: params.color,
    size: params.size,
    sort: params.sort || (category ? '' : 'random'),
    page: params.page,
    limit: LISTING_PAGE_SIZE,
  };
}

/** The filter panel beside a page of products, with its heading, sort and pagination. */
export function ProductListing({
  params,
  onChange,
  onClear,
  fixedCategory,
}: {
  params: CatalogParams;
  onChange: (patch: Partial<CatalogParams>) => void;
  onClear: () => void;
  /** The category page lists one category; its panel then offers no category choice. */
  fixedCategory?: string;
}) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { currentData, isFetching, isError, refetch } = useGetProductsQuery(
    listingQuery(params, fixedCategory),
  );

  const total = currentData?.total ?? 0;
  const from = total === 0 ? 0 : (params.page - 1) * LISTING_PAGE_SIZE + 1;
  const to = Math.min(params.page * LISTING_PAGE_SIZE, total);

  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
      <aside aria-label="Filters">
        <button
          type="button"
          aria-expanded={filtersOpen}
          aria-controls="filter-panel"
          onClick={() => setFiltersOpen((open) => !open)}
          className="flex w-full items-center justify-center gap-2 rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-medium lg:hidden"
        >
          <SlidersHorizontal aria-hidden="true" size={16} />
          {filtersOpen ? 'Hide filters' : 'Show filters'}
        </button>
        <div id="filter-panel" className={`${filtersOpen ? 'block' : 'hidden'} lg:block`}>
          <FilterPanel
            params={params}
            onChange={onChange}
            onClear={onClear}
            showCategories={fixedCategory === undefined}
          />
        </div>
      </aside>
      <section aria-labelledby="listing-heading" aria-busy={isFetching}>
        <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
          <h2 id="listing-heading" className="text-sm text-stone-700" aria-live="polite">
            {currentData ? `Showing: ${from} to ${to} of ${total}` : 'Loading products…'}
          </h2>
          <SortSelect value={params.sort} onChange={(sort) => onChange({ sort })} />
        </div>
        {isError && !isFetching ? (
          <div className="py-16 text-center text-stone-700">
            <p>The products could not be loaded.</p>
            <button type="button" onClick={() => refetch()} className="mt-4 underline hover:text-rose-800">
              Try again
            </button>
          </div>
        ) : currentData ? (
          <>
            <ProductGrid products={currentData.products} />
            <Pagination
              page={params.page}
              totalPages={currentData.totalPages}
              onChange={(page) => onChange({ page })}
            />
          </>
        ) : (
          <ProductGridSkeleton count={8} />
        )}
      </section>
    </div>
  );
}
