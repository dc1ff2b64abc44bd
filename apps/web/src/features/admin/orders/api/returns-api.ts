import type { ReturnStatus } from '@shop/shared/orders/returns';
import type { ReturnRecord, returnListResponseSchema } from '@shop/shared/orders/returns-schemas';
import type { z } from 'zod';
import { api } from '@/lib/api';
import { adminOrdersChanged } from './admin-orders-api';

export type ReturnList = z.infer<typeof returnListResponseSchema>;

/** The step a return's action takes it to, as the endpoint names it. */
export type ReturnStep = 'approve' | 'reject' | 'receive' | 'refund';

/** The admin's Returns page (docs/product/api.md, Returns): the list, and each step on a return. */
const returnsApi = api.enhanceEndpoints({ addTagTypes: ['AdminReturns'] }).injectEndpoints({
  endpoints: (build) => ({
    getReturns: build.query<ReturnList, { page: number; status?: ReturnStatus }>({
      query: ({ page, status }) => ({
        url: '/orders/returns',
        params: { page, ...(status ? { status } : {}) },
      }),
      providesTags: ['AdminReturns'],
      keepUnusedDataFor: 0,
    }),
    /** `note` goes with approve and reject, `restock` with refund; receive sends nothing. */
    stepReturn: build.mutation<
      ReturnRecord,
      { id: string; step: ReturnStep; note?: string; restock?: boolean }
    >({
      query: ({ id, step, note, restock }) => ({
        url: `/orders/returns/${encodeURIComponent(id)}/${step}`,
        method: 'POST',
        body: step === 'refund' ? { restock: restock ?? true } : note ? { note } : {},
      }),
      invalidatesTags: ['AdminReturns'],
      // A step changes the order too (its history, a refund): its views refetch.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(adminOrdersChanged());
        } catch {
          // The dialog shows the refusal; nothing changed.
        }
      },
    }),
  }),
});

export const { useGetReturnsQuery, useStepReturnMutation } = returnsApi;
