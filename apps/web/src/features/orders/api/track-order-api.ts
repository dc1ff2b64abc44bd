import { api } from '@/lib/api';

const trackOrderApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Track your order: the order's email gets the way back to it when the number and email
     * match; the answer is the same sentence either way (docs/product/api.md, Guest orders).
     */
    lookUpOrder: build.mutation<{ message: string }, { orderNumber: string; email: string }>({
      query: (body) => ({ url: '/orders/lookup', method: 'POST', body }),
    }),
  }),
});

export const { useLookUpOrderMutation } = trackOrderApi;
