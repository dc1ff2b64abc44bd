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

const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<ProductListResponse, ProductListParams>({
      query: (query) => `/shopify-products/products?${productListSearch(query)}`,
    }),
    getProduct: build.query<CatalogProduct, string>({
      query: (handleOrId) => `/shopify-products/products/${encodeURIComponent(handleOrId)}`,
    }),
  }),
});

export const { useGetProductsQuery, useGetProductQuery } = catalogApi;
