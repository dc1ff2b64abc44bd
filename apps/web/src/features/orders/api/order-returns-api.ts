import type { ReturnRecord, ReturnRequestBody } from '@shop/shared/orders/returns-schemas';
import { api } from '@/lib/api';

/** A shopper's (or a guest link holder's) return request (docs/product/api.md, Returns). */
const orderReturnsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `token` is a guest's private link's, passed on as it came. */
    requestReturn: build.mutation<
      ReturnRecord,
      { id: string; token?: string | null; body: ReturnRequestBody }
    >({
      query: ({ id, token, body }) => ({
        url: `/orders/${encodeURIComponent(id)}/returns`,
        method: 'POST',
        params: token ? { token } : undefined,
        body,
      }),
    }),
  }),
});

export const { useRequestReturnMutation } = orderReturnsApi;
