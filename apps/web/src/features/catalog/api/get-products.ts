import type { ProductListQueryInput } from '@shop/shared/catalog/catalog-schemas';
import { api } from '@/lib/api';
import { type CardList, cardList } from '../card-product';

/** The list endpoint's query as the app builds it: numbers where numbers are meant. */
export type ProductListParams = { [K in keyof ProductListQueryInput]?: string | number };

/** A listing shown a growing number at a time (getGrowingProducts). */
export interface GrowingListing {
  /** The filters and order, as getProducts takes them (no page or limit). */
  listing: ProductListParams;
  first: number;
  step: number;
  max: number;
}

/** Drops empty values so equal filters make equal cache keys and clean URLs. */
export function productListSearch(query: ProductListParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value != null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

// The server lets browsers keep catalog answers for 30 s; asking it again with the ETag (a 304
// when nothing changed) means a rating changed by a review shows as soon as the cache is told.
export const revalidate = 'no-cache' as const;

/**
 * On the server, a listing's answer is cut to its cards before the page embeds it for the
 * browser (docs/decisions/025). The browser keeps what the API sent: cards read no more than
 * their type names, and the cut would only add to the home route's first-load JavaScript.
 */
export const toCards = import.meta.env.SSR ? cardList : undefined;

const catalogApi = api.enhanceEndpoints({ addTagTypes: ['Catalog'] }).injectEndpoints({
  endpoints: (build) => ({
    /** A page of a listing; its products as cards (card-product.ts). */
    getProducts: build.query<CardList, ProductListParams>({
      query: (query) => ({
        url: `/shopify-products/products?${productListSearch(query)}`,
        cache: revalidate,
      }),
      transformResponse: toCards,
      providesTags: ['Catalog'],
    }),
    /**
     * A listing that grows a page at a time as the shopper asks for more ('Load More'): `first`
     * products, then `step` more per page, up to `max`. A page's param is how many came before
     * it; as `first` is a multiple of `step`, each later page is the list endpoint's page of
     * `step` that follows on where the last one ended.
     */
    getGrowingProducts: build.infiniteQuery<CardList, GrowingListing, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, _pages, before, _befores, { first, step, max }) => {
          const shown = before + lastPage.products.length;
          // A page shorter than asked for ends the list.
          const full = shown - before === (before ? step : first);
          return full && shown < Math.min(lastPage.total, max) ? shown : undefined;
        },
      },
      query: ({ queryArg: { listing, first, step }, pageParam: before }) => {
        const page = { page: before / step + 1, limit: before ? step : first };
        return {
          url: `/shopify-products/products?${productListSearch({ ...page, ...listing })}`,
          cache: revalidate,
        };
      },
      transformResponse: toCards,
      providesTags: ['Catalog'],
    }),
  }),
});

export const { useGetProductsQuery, useGetGrowingProductsInfiniteQuery } = catalogApi;
