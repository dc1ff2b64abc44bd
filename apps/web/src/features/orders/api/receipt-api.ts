import type { Receipt } from '@shop/shared/orders/receipts/receipt-schemas';
import { api } from '@/lib/api';

const receiptApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A paid order's receipt; `token` is a guest's private link's, passed on as it came. */
    getReceipt: build.query<Receipt, { id: string; token?: string | null }>({
      query: ({ id, token }) => ({
        url: `/orders/${encodeURIComponent(id)}/receipt`,
        params: token ? { token } : undefined,
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetReceiptQuery } = receiptApi;
