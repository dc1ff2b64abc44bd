import type { SizeAdviceResponse } from '@shop/shared/catalog/size-advice-schemas';
import { api } from '@/lib/api';

/** "Your size" (docs/product/api.md, Size advice); the user's id keys a shopper's answer apart from a guest's. */
const sizeAdviceApi = api.injectEndpoints({
  endpoints: (build) => ({
    sizeAdvice: build.query<SizeAdviceResponse, { productId: string; userId: string | null }>({
      query: ({ productId }) => `/products/${encodeURIComponent(productId)}/size-advice`,
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useSizeAdviceQuery } = sizeAdviceApi;
