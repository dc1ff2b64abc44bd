import type { OrderPolicies, OrderPoliciesBody } from '@shop/shared/orders/order-policies';
import { api } from '@/lib/api';

/**
 * The owner's cancel and return windows, returns address and instructions (docs/product/api.md,
 * Order policies): saved here, read from lib.
 */
const orderPoliciesApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveOrderPolicies: build.mutation<OrderPolicies, OrderPoliciesBody>({
      query: (body) => ({ url: '/orders/policies', method: 'PUT', body }),
    }),
  }),
});

export const { useSaveOrderPoliciesMutation } = orderPoliciesApi;
