import type { DiscountPreview, DiscountPreviewBody } from '@shop/shared/promotions/promotions-schemas';
import { api } from '@/lib/api';

const discountApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** What the lines (and the delivery method, when chosen) come to with a code; a 400 says why not. */
    discountPreview: build.query<DiscountPreview, DiscountPreviewBody>({
      query: (body) => ({ url: '/discounts/preview', method: 'POST', body }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useDiscountPreviewQuery, useLazyDiscountPreviewQuery } = discountApi;
