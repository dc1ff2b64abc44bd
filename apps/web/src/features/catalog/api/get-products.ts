import type {
  CatalogProduct,
  ProductListQueryInput,
  ProductListResponse,
} from '@shop/shared/catalog-schemas';
import { api } from '@/lib/api';

/** The list endpoint's query as the app builds it: numbers where numbers are meant. */
export type ProductListParams = { [K in keyof ProductListQueryInput]?: string | number };

/** Drops empty values so equal filters make equal cache keys and clean URLs. */
export function productListSearch(query: ProductListParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

// The server lets browsers keep catalog answers for 30 s; asking it again with the ETag (a 304
// when nothing changed) means a rating changed by a review shows as soon as the cache is told.
const revalidate = 'no-cache' as const;

const catalogApi = api.enhanceEndpoints({ addTagTypes: ['Catalog'] }).injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<ProductListResponse, ProductListParams>({
      query: (query) => ({
        url: `/shopify-products/products?${productListSearch(query)}`,
        cache: revalidate,
      }),
      providesTags: ['Catalog'],
    }),
    getProduct: build.query<CatalogProduct, string>({
      query: (handleOrId) => ({
        url: `/shopify-products/products/${encodeURIComponent(handleOrId)}`,
        cache: revalidate,
      }),
      providesTags: ['Catalog'],
    }),
  }),
});

export const { useGetProductsQuery, useGetProductQuery } = catalogApi;
