import { SEARCH_RESULTS_MAX } from '@shop/shared/catalog/catalog';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { usePageMeta } from '@/lib/page-meta';
import { useGetProductsQuery } from '../api/get-products';
import { ProductGrid } from '../components/product-grid';
import { useCatalogParams } from '../use-catalog-params';
import { useResultsTop } from '../use-results-top';

/** docs/product/rules.md: the search page shows 20 per page. */
export const SEARCH_PAGE_SIZE = 20;
/** Typing settles for this long before the URL (and so the search) changes. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * '42 results for "silk dress"'. The server stops counting at SEARCH_RESULTS_MAX, so a total of
 * exactly that many means at least that many.
 */
export function resultCount(total: number, q: string): string {
  const count = total >= SEARCH_RESULTS_MAX ? `${SEARCH_RESULTS_MAX}+` : String(total);
  const noun = q ? (total === 1 ? 'result' : 'results') : total === 1 ? 'product' : 'products';
  return q ? `${count} ${noun} for "${q}"` : `${count} ${noun}`;
}

export function SearchPage() {
  const { params, update } = useCatalogParams();
  const { q, page } = params;
  const [text, setText] = useState(q);
  usePageMeta(q ? `Search: ${q} — Velora` : 'Search — Velora');

  // What the box last put in the address: when the address arrives with it, the shopper may
  // have typed on meanwhile (or ended on a space the address trims), and the box keeps that.
  const sent = useRef(q);
  // Back and Forward change the URL under the box; the box follows.
  useEffect(() => {
    if (q === sent.current) return;
    sent.current = q;
    setText(q);
  }, [q]);

  // New words start again at page 1, replacing the address rather than adding a step per pause.
  useEffect(() => {
    const words = text.trim();
    if (words === q) return;
    const timer = setTimeout(() => {
      sent.current = words;
      update({ q: words }, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, q, update]);

  // currentData belongs to this very query: an older, slower answer never shows in its place.
  const { currentData, isError, isFetching } = useGetProductsQuery({ q, page, limit: SEARCH_PAGE_SIZE });
  const totalPages = currentData?.totalPages ?? 0;
  const results = useResultsTop<HTMLElement>();
  const goTo = (target: number) => {
    results.scrollOnNextChange();
    update({ page: target });
  };

  // A page past the end (an old link) shows the last page instead of an empty one.
  const pastEnd = currentData !== undefined && page > Math.max(1, totalPages);
  useEffect(() => {
    if (pastEnd) update({ page: Math.max(1, totalPages) }, { replace: true });
  }, [pastEnd, totalPages, update]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="mb-6 font-serif text-4xl text-stone-900">Search</h1>
      <search className="mb-8 block max-w-2xl">
        {/* Before the app runs (a server-rendered page, or no JavaScript) Enter loads the
            results page; after, the results follow the typing. */}
        <form action="/search" method="get" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor="search-box" className="sr-only">
            Search products
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              size={20}
              className="absolute top-1/2 left-3 -translate-y-1/2 text-stone-500"
            />
            <input
              id="search-box"
              type="search"
              name="q"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder="Search dresses, shoes, lipstick…"
              // Opened to search (the header's icon): the box is ready for typing. Results
              // reached again through Back or a shared link are left for reading.
              // biome-ignore lint/a11y/noAutofocus: the page exists to take this one input
              autoFocus={q === ''}
              maxLength={200}
              autoComplete="off"
              className="w-full rounded-md border border-stone-300 bg-white py-3 pr-4 pl-11 text-base text-stone-900 focus:border-stone-900 focus:outline-none"
            />
          </div>
        </form>
      </search>

      <section
        ref={results.ref}
        aria-labelledby="results-heading"
        aria-live="polite"
        aria-busy={isFetching}
        className="scroll-mt-20"
      >
        <h2
          id="results-heading"
          className={currentData && !pastEnd ? 'mb-6 text-sm text-stone-700' : 'sr-only'}
        >
          {currentData && !pastEnd
            ? resultCount(currentData.total, q)
            : q
              ? `Results for ${q}`
              : 'All products'}
        </h2>
        {isError && !isFetching ? (
          <p className="text-red-700">Failed to fetch products.</p>
        ) : !currentData || pastEnd ? (
          <p className="text-stone-700">Loading products...</p>
        ) : currentData.products.length === 0 ? (
          <p className="text-stone-700">No products found.</p>
        ) : (
          <>
            <ProductGrid products={currentData.products} />
            {totalPages > 1 && (
              <nav aria-label="Pagination" className="mt-10 flex items-center justify-center gap-4">
                <button
                  type="button"
                  disabled={page <= 1}
                  onClick={() => goTo(page - 1)}
                  className="rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-40"
                >
                  Prev
                </button>
                <span className="text-sm text-stone-700">
                  Page {page} of {totalPages}
                </span>
                <button
                  type="button"
                  disabled={page >= totalPages}
                  onClick={() => goTo(page + 1)}
                  className="rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-40"
                >
                  Next
                </button>
              </nav>
            )}
          </>
        )}
      </section>
    </div>
  );
}
