import type { AdminProduct } from '@shop/shared/catalog/admin-products-schemas';
import type { CatalogProduct } from '@shop/shared/catalog/catalog-schemas';
import type { ProductStatus } from '@shop/shared/catalog/product-fields';
import { api } from '@/lib/api';
import { revalidate } from './get-products';

// One product, as its page asks for it: apart from the listings (get-products.ts), so the home
// page's first bundle does not carry what only a product page uses.
const productApi = api.enhanceEndpoints({ addTagTypes: ['Catalog'] }).injectEndpoints({
  endpoints: (build) => ({
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

export const { useGetProductQuery, useGetProductPreviewQuery, useGetProductStatusQuery } = productApi;
