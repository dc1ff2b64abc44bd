import {
  CATEGORIES,
  COLORS,
  isCategory,
  PRICE_RANGE_VALUES,
  SIZES,
  SORTS,
  sizesForCategory,
} from '@shop/shared/catalog/catalog';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface CatalogParams {
  /** The search page's words; listings ignore it. */
  q: string;
  category: string;
  priceRange: string;
  color: string;
  size: string;
  /** Only products with a compare-at price. */
  onSale: boolean;
  sort: string;
  page: number;
}

/** What a change may carry: any of the params; '' or false removes one. */
export type CatalogPatch = Partial<CatalogParams>;

const pick = (value: string | null, allowed: readonly string[]) =>
  value !== null && allowed.includes(value) ? value : '';

/** The sizes a listing can offer: those of the chosen category, or every size across the shop. */
export function sizesFor(category: string): readonly string[] {
  return isCategory(category) ? sizesForCategory(category) : SIZES;
}

/**
 * The one reader and writer of what the shop, category and search pages show: search words,
 * filters, sort and page live in the URL query, so a filtered page can be shared and Back
 * restores the previous one. Unknown values are ignored rather than sent to the API.
 */
export function useCatalogParams() {
  const [search, setSearch] = useSearchParams();
  const params: CatalogParams = useMemo(() => {
    const page = Number(search.get('page'));
    return {
      q: search.get('q')?.trim() ?? '',
      category: pick(search.get('category'), CATEGORIES),
      priceRange: pick(search.get('priceRange'), PRICE_RANGE_VALUES),
      color: pick(search.get('color'), COLORS),
      size: pick(search.get('size'), SIZES),
      onSale: search.get('onSale') === 'true',
      sort: pick(search.get('sort'), SORTS),
      page: Number.isInteger(page) && page >= 1 ? page : 1,
    };
  }, [search]);

  /**
   * Changing a filter or the sort starts again at page 1; changing only the page keeps filters.
   * A new category drops a chosen size it does not come in (no 38 among dresses). `replace`
   * corrects the address without leaving a history entry Back would return to.
   */
  const update = useCallback(
    (patch: CatalogPatch, { replace = false }: { replace?: boolean } = {}) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value === '' || value === false || value === undefined || (key === 'page' && value === 1)) {
              next.delete(key);
            } else next.set(key, String(value));
          }
          if (!('page' in patch)) next.delete('page');
          const size = next.get('size');
          if ('category' in patch && size && !sizesFor(next.get('category') ?? '').includes(size)) {
            next.delete('size');
          }
          return next;
        },
        { replace },
      );
    },
    [setSearch],
  );

  const clear = useCallback(() => setSearch(new URLSearchParams()), [setSearch]);

  return { params, update, clear };
}
