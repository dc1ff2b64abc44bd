import type {
  DiscountBody,
  DiscountPatch,
  discountListSchema,
  discountResponseSchema,
} from '@shop/shared/promotions/promotions-schemas';
import type { z } from 'zod';
import { api } from '@/lib/api';

export type DiscountList = z.infer<typeof discountListSchema>;
export type DiscountAnswer = z.infer<typeof discountResponseSchema>;

/** Discount codes (docs/product/api.md, Promotions): the admin's list and its changes. */
const discountsApi = api.enhanceEndpoints({ addTagTypes: ['AdminDiscounts'] }).injectEndpoints({
  endpoints: (build) => ({
    getDiscounts: build.query<DiscountList, void>({
      query: () => '/discounts',
      providesTags: ['AdminDiscounts'],
      keepUnusedDataFor: 0,
    }),
    createDiscount: build.mutation<DiscountAnswer, DiscountBody>({
      query: (body) => ({ url: '/discounts', method: 'POST', body }),
      invalidatesTags: ['AdminDiscounts'],
    }),
    updateDiscount: build.mutation<DiscountAnswer, { id: string; body: DiscountPatch }>({
      query: ({ id, body }) => ({ url: `/discounts/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      invalidatesTags: ['AdminDiscounts'],
    }),
    deleteDiscount: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: `/discounts/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['AdminDiscounts'],
    }),
  }),
});

export const {
  useGetDiscountsQuery,
  useCreateDiscountMutation,
  useUpdateDiscountMutation,
  useDeleteDiscountMutation,
} = discountsApi;
