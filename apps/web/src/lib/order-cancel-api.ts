import type { OrderPolicies } from '@shop/shared/orders/order-policies';
import type { Order } from '@shop/shared/orders/orders-schemas';
import { api } from './api';

// Cancelling an order is offered on the shopper's order page and in the admin's order view:
// one endpoint here, so neither feature imports the other.
const orderCancelApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The shop's cancel and return windows (public). */
    orderPolicies: build.query<OrderPolicies, void>({ query: () => '/orders/policies' }),
    /** `token` is a guest's private link's, passed on as it came. */
    cancelOrder: build.mutation<Order, { id: string; reason: string; token?: string | null }>({
      query: ({ id, reason, token }) => ({
        url: `/orders/${encodeURIComponent(id)}/cancel`,
        method: 'POST',
        params: token ? { token } : undefined,
        body: { reason },
      }),
    }),
  }),
});

export const { useOrderPoliciesQuery, useCancelOrderMutation } = orderCancelApi;
