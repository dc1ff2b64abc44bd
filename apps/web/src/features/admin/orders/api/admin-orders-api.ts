import type { OrderState } from '@shop/shared/orders/orders';
import type { Order, OrderListFilters, OrderStatusChange } from '@shop/shared/orders/orders-schemas';
import { queryString } from '@/features/admin/query-string';
import { api } from '@/lib/api';

export interface OrderList {
  orders: Order[];
  total: number;
  totalPages: number;
  page: number;
}

/**
 * Manage Orders (docs/product/api.md, Orders): the list, one order, its status and its removal.
 * A change refreshes the orders and the dashboard's figures.
 */
const adminOrdersApi = api.enhanceEndpoints({ addTagTypes: ['AdminOrders', 'AdminStats'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminOrders: build.query<
      OrderList,
      {
        page: number;
        status?: OrderState;
        paymentStatus?: OrderListFilters['paymentStatus'];
        /** 'open': only orders with a return waiting on the shop. */
        returns?: OrderListFilters['returns'];
        search?: string;
      }
    >({
      query: (params) => `/orders?${queryString({ limit: 20, ...params })}`,
      providesTags: ['AdminOrders'],
      keepUnusedDataFor: 0,
    }),
    getAdminOrder: build.query<Order, string>({
      query: (id) => `/orders/order/${encodeURIComponent(id)}`,
      providesTags: ['AdminOrders'],
      keepUnusedDataFor: 0,
    }),
    setOrderStatus: build.mutation<Order, { id: string } & OrderStatusChange>({
      query: ({ id, ...body }) => ({
        url: `/orders/update-order-status/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: ['AdminOrders', 'AdminStats'],
    }),
    deleteOrder: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: `/orders/delete-order/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['AdminOrders', 'AdminStats'],
    }),
  }),
});

export const {
  useGetAdminOrdersQuery,
  useGetAdminOrderQuery,
  useSetOrderStatusMutation,
  useDeleteOrderMutation,
} = adminOrdersApi;

/** Orders changed outside these endpoints (a cancel from the order view): lists and views refetch. */
export const adminOrdersChanged = () => adminOrdersApi.util.invalidateTags(['AdminOrders', 'AdminStats']);
