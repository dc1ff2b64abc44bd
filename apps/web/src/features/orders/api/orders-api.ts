import { wasPaid } from '@shop/shared/orders/orders';
import type { Order } from '@shop/shared/orders/orders-schemas';
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
    /** One order; `token` is a guest's private link's, passed on as it came. */
    getOrder: build.query<Order, { id: string; token?: string | null }>({
      query: ({ id, token }) => ({
        url: `/orders/order/${encodeURIComponent(id)}`,
        params: token ? { token } : undefined,
      }),
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
    /** How many earlier guest orders of the account's email wait; the argument is the user's id. */
    /** Null until the account has opened a claim link mailed to its email (nobody is told before). */
    guestOrdersOffer: build.query<{ count: number | null }, string>({
      query: () => '/orders/guest-orders',
      keepUnusedDataFor: 0,
    }),
    sendClaimLink: build.mutation<{ message: string }, void>({
      query: () => ({ url: '/orders/guest-orders/claim-link', method: 'POST' }),
    }),
    /** A fresh private link to a guest's order, mailed to the order's own email; the same answer for any id. */
    sendFreshOrderLink: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: `/orders/${encodeURIComponent(id)}/link`, method: 'POST' }),
    }),
    claimGuestOrders: build.mutation<{ message: string; claimed: number }, string>({
      query: (token) => ({ url: '/orders/guest-orders/claim', method: 'POST', body: { token } }),
    }),
  }),
});

export const {
  useConfirmPaymentMutation,
  useCancelCheckoutMutation,
  useGetOrderQuery,
  useGetMyOrdersQuery,
  useGuestOrdersOfferQuery,
  useSendClaimLinkMutation,
  useClaimGuestOrdersMutation,
  useSendFreshOrderLinkMutation,
} = ordersApi;

/**
 * The logged-in shopper's paid orders, newest first: what Your Orders and Payments list. Refunded
 * ones (in part or in full) were paid too.
 */
export function usePaidOrders() {
  const user = useSelector(selectUser);
  const { data, isLoading, isError } = useGetMyOrdersQuery(user?.id ?? '', { skip: !user });
  return { orders: (data ?? []).filter((order) => wasPaid(order.paymentStatus)), isLoading, isError };
}
