import type { ProductThreshold, ProductThresholdBody } from '@shop/shared/catalog/low-stock-schemas';
import { api } from '@/lib/api';

/**
 * A product's own number of free units at or under which its sizes go in the morning stock mail,
 * or null while the shop's applies (docs/product/api.md, Low stock mail). Read afresh each time
 * the edit form opens, so it never shows a number saved since.
 */
const productThresholdApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProductThreshold: build.query<ProductThreshold, string>({
      query: (productId) => `/low-stock/products/${encodeURIComponent(productId)}`,
      keepUnusedDataFor: 0,
    }),
    saveProductThreshold: build.mutation<ProductThreshold, { productId: string } & ProductThresholdBody>({
      query: ({ productId, threshold }) => ({
        url: `/low-stock/products/${encodeURIComponent(productId)}`,
        method: 'PUT',
        body: { threshold },
      }),
    }),
  }),
});

export const { useGetProductThresholdQuery, useSaveProductThresholdMutation } = productThresholdApi;
