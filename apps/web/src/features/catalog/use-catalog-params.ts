import { CATEGORIES, COLORS, PRICE_RANGE_VALUES, SIZES, SORTS } from '@shop/shared/catalog';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface CatalogParams {
  category: string;
  priceRange: string;
  color: string;
  size: string;
  sort: string;
  page: number;
}

const pick = (value: string | null, allowed: readonly string[]) =>
  value !== null && allowed.includes(value) ? value : '';

/**
 * Filters, sort and page live in the URL query, so a filtered page can be shared and Back
 * restores the previous one. Unknown values are ignored rather than sent to the API.
 */
export function useCatalogParams() {
  const [search, setSearch] = useSearchParams();
  const params: CatalogParams = useMemo(() => {
    const page = Number(search.get('page'));
    return {
      category: pick(search.get('category'), CATEGORIES),
      priceRange: pick(search.get('priceRange'), PRICE_RANGE_VALUES),
      color: pick(search.get('color'), COLORS),
      size: pick(search.get('size'), SIZES),
      sort: pick(search.get('sort'), SORTS),
      page: Number.isInteger(page) && page >= 1 ? page : 1,
    };
  }, [search]);

  /** Changing a filter or the sort starts again at page 1; changing only the page keeps filters. */
  const update = useCallback(
    (patch: Partial<CatalogParams>) => {
      setSearch((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value === '' || value === undefined || (key === 'page' && value === 1)) next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in patch)) next.delete('page');
        return next;
      });
    },
    [setSearch],
  );

  const clear = useCallback(() => setSearch(new URLSearchParams()), [setSearch]);

  return { params, update, clear };
}
