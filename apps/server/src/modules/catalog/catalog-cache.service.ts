import type { ProductListQuery } from '@shop/shared/catalog/catalog-schemas';
import { canonicalKey } from '../../lib/stores/response-cache';
import { searchWords } from './storefront/search.queries';

/**
 * The tags of a product's kept answers and pages, from the handle or id its address names: ids
 * match in any case, so the lowercase spelling is a tag as well.
 */
export function productCacheTags(handleOrId: string): string[] {
  const lower = handleOrId.toLowerCase();
  return lower === handleOrId ? [`product:${handleOrId}`] : [`product:${handleOrId}`, `product:${lower}`];
}

/**
 * The key of a page of products in the answer cache: the validated query, with the search as the
 * words search.queries.ts looks for, so 'Dress', ' dress ' and 'DRESS!' share one entry. An empty
 * search is no search at all, as in findProductPage.
 */
export function productListCacheKey(query: ProductListQuery): string {
  return canonicalKey('products', { ...query, q: query.q ? searchWords(query.q) : undefined });
}
