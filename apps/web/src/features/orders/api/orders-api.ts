import type { Order } from '@shop/shared/orders-schemas';
import { api } from '@/lib/api';

const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The order behind a payment session, confirmed with the provider when still unpaid. */
    confirmPayment: build.mutation<Order, string>({
      query: (sessionId) => ({
        url: '/orders/confirm-payment',
        method: 'POST',
        body: { session_id: sessionId },
      }),
    }),
    cancelCheckout: build.mutation<Order, string>({
      query: (sessionId) => ({
        url: '/orders/cancel-checkout',
        method: 'POST',
        body: { session_id: sessionId },
      }),
    }),
    getOrder: build.query<Order, string>({
      query: (id) => `/orders/order/${encodeURIComponent(id)}`,
      keepUnusedDataFor: 0,
    }),
    getMyOrders: build.query<Order[], string>({
      query: (email) => `/orders/${encodeURIComponent(email)}`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useConfirmPaymentMutation, useCancelCheckoutMutation, useGetOrderQuery, useGetMyOrdersQuery } =
  ordersApi;
