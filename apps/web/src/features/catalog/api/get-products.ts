import type {
  CatalogProduct,
  ProductListQueryInput,
  ProductListResponse,
} from '@shop/shared/catalog-schemas';
import type { AdminProduct, ProductStatus } from '@shop/shared/products-schemas';
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
    /**
     * An admin's preview of a product shoppers may not see (a draft, an archived one): the server
     * answers it to admins only and privately, so no cache along the way may keep or give it.
     */
    getProductPreview: build.query<CatalogProduct, string>({
      query: (handleOrId) => ({
        url: `/shopify-products/products/${encodeURIComponent(handleOrId)}?preview=true`,
        cache: 'no-store',
      }),
      providesTags: ['Catalog'],
      keepUnusedDataFor: 0,
    }),
    /** Where a product is (draft, active, archived), as only an admin may ask: the storefront's answer does not say. */
    getProductStatus: build.query<ProductStatus, string>({
      query: (id) => `/products/${encodeURIComponent(id)}`,
      transformResponse: (product: AdminProduct) => product.status,
      providesTags: ['Catalog'],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetProductsQuery,
  useGetProductQuery,
  useGetProductPreviewQuery,
  useGetProductStatusQuery,
} = catalogApi;
