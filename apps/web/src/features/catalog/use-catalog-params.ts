import { COLORS, PRICE_RANGE_VALUES, SORTS } from '@shop/shared/catalog/catalog';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useShopCategories } from '@/lib/shop-categories-api';

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

/**
 * The one reader and writer of what the shop, category and search pages show: search words,
 * filters, sort and page live in the URL query, so a filtered page can be shared and Back
 * restores the previous one. Unknown values are ignored rather than sent to the API.
 */
export function useCatalogParams() {
  const [search, setSearch] = useSearchParams();
  const categories = useShopCategories();
  const params: CatalogParams = useMemo(() => {
    const page = Number(search.get('page'));
    const category = search.get('category') ?? '';
    // The shop's categories and sizes are the owner's: until they have arrived, a value is taken
    // as it is; after, one the shop does not have is ignored.
    const knownCategory = !categories.loaded || categories.find(category) !== undefined;
    const size = search.get('size') ?? '';
    const knownSize = !categories.loaded || categories.sizesFor('').includes(size);
    return {
      q: search.get('q')?.trim() ?? '',
      category: knownCategory ? category : '',
      priceRange: pick(search.get('priceRange'), PRICE_RANGE_VALUES),
      color: pick(search.get('color'), COLORS),
      size: knownSize ? size : '',
      onSale: search.get('onSale') === 'true',
      sort: pick(search.get('sort'), SORTS),
      page: Number.isInteger(page) && page >= 1 ? page : 1,
    };
  }, [search, categories]);

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
          if (
            'category' in patch &&
            size &&
            !categories.sizesFor(next.get('category') ?? '').includes(size)
          ) {
            next.delete('size');
          }
          return next;
        },
        { replace },
      );
    },
    [setSearch, categories],
  );

  const clear = useCallback(() => setSearch(new URLSearchParams()), [setSearch]);

  return { params, update, clear };
}
