import type { Refund, RefundBody } from '@shop/shared/orders/refunds-schemas';
import { api } from '@/lib/api';

/** The admin's refund of a paid order (docs/product/api.md, Refunds); the caller refreshes the orders. */
const refundsApi = api.injectEndpoints({
  endpoints: (build) => ({
    refundOrder: build.mutation<Refund, { id: string; body: RefundBody }>({
      query: ({ id, body }) => ({ url: `/orders/${encodeURIComponent(id)}/refunds`, method: 'POST', body }),
    }),
  }),
});

export const { useRefundOrderMutation } = refundsApi;
