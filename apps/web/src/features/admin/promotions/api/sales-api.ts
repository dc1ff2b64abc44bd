import type {
  SaleBody,
  SalePatch,
  saleListSchema,
  saleResponseSchema,
} from '@shop/shared/promotions/promotions-schemas';
import type { z } from 'zod';
import { api } from '@/lib/api';

export type SaleList = z.infer<typeof saleListSchema>;
export type SaleAnswer = z.infer<typeof saleResponseSchema>;

/**
 * Scheduled sales (docs/product/api.md, Promotions). A change to a sale changes the shop's prices
 * while it is live, so the catalog's kept answers refetch too.
 */
const salesApi = api.enhanceEndpoints({ addTagTypes: ['AdminSales', 'Catalog'] }).injectEndpoints({
  endpoints: (build) => ({
    getSales: build.query<SaleList, void>({
      query: () => '/sales',
      providesTags: ['AdminSales'],
      keepUnusedDataFor: 0,
    }),
    createSale: build.mutation<SaleAnswer, SaleBody>({
      query: (body) => ({ url: '/sales', method: 'POST', body }),
      invalidatesTags: ['AdminSales', 'Catalog'],
    }),
    updateSale: build.mutation<SaleAnswer, { id: string; body: SalePatch }>({
      query: ({ id, body }) => ({ url: `/sales/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      invalidatesTags: ['AdminSales', 'Catalog'],
    }),
    deleteSale: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: `/sales/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['AdminSales', 'Catalog'],
    }),
  }),
});

export const { useGetSalesQuery, useCreateSaleMutation, useUpdateSaleMutation, useDeleteSaleMutation } =
  salesApi;
