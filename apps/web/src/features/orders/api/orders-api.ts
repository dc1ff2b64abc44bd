import type { Order } from '@shop/shared/orders-schemas';
import { useSelector } from 'react-redux';
import { api } from '@/lib/api';
import { selectUser } from '@/stores/session';

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
    /**
     * The session's own orders. The argument is the user's id, for the cache key only: one
     * user's answer is never shown to the next. The address carries no email, so none reaches
     * request logs (docs/product/api.md).
     */
    getMyOrders: build.query<Order[], string>({
      query: () => '/orders/mine',
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useConfirmPaymentMutation, useCancelCheckoutMutation, useGetOrderQuery, useGetMyOrdersQuery } =
  ordersApi;

/** The logged-in shopper's paid orders, newest first: what Your Orders and Payments list. */
export function usePaidOrders() {
  const user = useSelector(selectUser);
  const { data, isLoading, isError } = useGetMyOrdersQuery(user?.id ?? '', { skip: !user });
  return { orders: (data ?? []).filter((order) => order.paymentStatus === 'paid'), isLoading, isError };
}
