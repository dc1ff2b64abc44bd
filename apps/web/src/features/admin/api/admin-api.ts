import type {
  AdminProduct,
  AdminProductList,
  AdminProductSort,
  AdminStockFilter,
} from '@shop/shared/catalog/admin-products-schemas';
import type { BulkProductsBody, BulkProductsResult } from '@shop/shared/catalog/bulk-products-schemas';
import type { ImportResult } from '@shop/shared/catalog/product-csv';
import type { ProductStatus } from '@shop/shared/catalog/product-fields';
import type { CreateProductBody, UpdateProductBody } from '@shop/shared/catalog/products-schemas';
import type { OrderState } from '@shop/shared/orders/orders';
import type { Order, OrderListFilters, OrderStatusChange } from '@shop/shared/orders/orders-schemas';
import type { ContactMessage, ContactMessageList } from '@shop/shared/people/contact-schemas';
import type { PublicUser, Role } from '@shop/shared/people/users';
import type { AdminStats } from '@shop/shared/stats-schemas';
import { api } from '@/lib/api';

export interface OrderList {
  orders: Order[];
  total: number;
  totalPages: number;
  page: number;
}

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return search.toString();
};

/** The admin area's calls (docs/product/api.md); each list refreshes after a change to it. */
const adminApi = api
  .enhanceEndpoints({
    addTagTypes: ['AdminStats', 'AdminProducts', 'AdminOrders', 'AdminUsers', 'Messages', 'Catalog'],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getAdminStats: build.query<AdminStats, number | undefined>({
        query: (year) => `/stats/admin-stats${year ? `?year=${year}` : ''}`,
        providesTags: ['AdminStats'],
        keepUnusedDataFor: 0,
      }),
      getAdminProducts: build.query<
        AdminProductList,
        {
          page: number;
          search?: string;
          stock?: AdminStockFilter;
          category?: string;
          status?: ProductStatus;
          sort?: AdminProductSort;
        }
      >({
        query: (params) => `/products?${query(params)}`,
        providesTags: ['AdminProducts'],
      }),
      getAdminProduct: build.query<AdminProduct, string>({
        query: (id) => `/products/${encodeURIComponent(id)}`,
        providesTags: ['AdminProducts'],
      }),
      createProduct: build.mutation<AdminProduct, CreateProductBody>({
        query: (body) => ({ url: '/products/created-product', method: 'POST', body }),
        invalidatesTags: ['AdminProducts', 'AdminStats', 'Catalog'],
      }),
      updateProduct: build.mutation<AdminProduct, { id: string; body: UpdateProductBody }>({
        query: ({ id, body }) => ({
          url: `/products/update-product/${encodeURIComponent(id)}`,
          method: 'PATCH',
          body,
        }),
        invalidatesTags: ['AdminProducts', 'AdminStats', 'Catalog'],
      }),
      deleteProduct: build.mutation<{ message: string }, string>({
        query: (id) => ({ url: `/products/${encodeURIComponent(id)}`, method: 'DELETE' }),
        invalidatesTags: ['AdminProducts', 'AdminStats', 'Catalog'],
      }),
      /** One action on the chosen products, or on all that match Manage Products' filter. */
      bulkProducts: build.mutation<BulkProductsResult, BulkProductsBody>({
        query: (body) => ({ url: '/products/bulk', method: 'POST', body }),
        invalidatesTags: ['AdminProducts', 'AdminStats', 'Catalog'],
      }),
      /** A draft copy of the product, answered with the copy. */
      duplicateProduct: build.mutation<AdminProduct, string>({
        query: (id) => ({ url: `/products/${encodeURIComponent(id)}/duplicate`, method: 'POST' }),
        invalidatesTags: ['AdminProducts', 'AdminStats'],
      }),
      /** A Shopify product CSV checked (`dryRun`) or imported; only a real import changes the lists. */
      importProducts: build.mutation<
        ImportResult,
        { csv: string; dryRun: boolean; skipImages: boolean; categoryMap: Record<string, string> }
      >({
        query: ({ csv, dryRun, skipImages, categoryMap }) => ({
          url: `/products/import?${query({
            dryRun: String(dryRun),
            skipImages: String(skipImages),
            categoryMap: Object.keys(categoryMap).length > 0 ? JSON.stringify(categoryMap) : undefined,
          })}`,
          method: 'POST',
          headers: { 'content-type': 'text/csv' },
          body: csv,
        }),
        invalidatesTags: (result, _error, { dryRun }) =>
          !dryRun && result && result.errors.length === 0 ? ['AdminProducts', 'AdminStats', 'Catalog'] : [],
      }),
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
        query: (params) => `/orders?${query({ limit: 20, ...params })}`,
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
      getUsers: build.query<PublicUser[], void>({
        query: () => '/auth/users',
        providesTags: ['AdminUsers'],
        keepUnusedDataFor: 0,
      }),
      setRole: build.mutation<{ message: string; user: PublicUser }, { id: string; role: Role }>({
        query: ({ id, role }) => ({
          url: `/auth/users/${encodeURIComponent(id)}`,
          method: 'PUT',
          body: { role },
        }),
        invalidatesTags: ['AdminUsers'],
      }),
      deleteUser: build.mutation<{ message: string }, string>({
        query: (id) => ({ url: `/auth/users/${encodeURIComponent(id)}`, method: 'DELETE' }),
        invalidatesTags: ['AdminUsers', 'AdminStats'],
      }),
      getMessages: build.query<ContactMessageList, number>({
        query: (page) => `/contact/messages?page=${page}`,
        providesTags: ['Messages'],
        keepUnusedDataFor: 0,
      }),
      markMessage: build.mutation<ContactMessage, { id: string; read: boolean }>({
        query: ({ id, read }) => ({
          url: `/contact/messages/${encodeURIComponent(id)}`,
          method: 'PATCH',
          body: { read },
        }),
        invalidatesTags: ['Messages'],
      }),
    }),
  });

export const {
  useGetAdminStatsQuery,
  useGetAdminProductsQuery,
  useGetAdminProductQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
  useBulkProductsMutation,
  useDuplicateProductMutation,
  useImportProductsMutation,
  useGetAdminOrdersQuery,
  useGetAdminOrderQuery,
  useSetOrderStatusMutation,
  useDeleteOrderMutation,
  useGetUsersQuery,
  useSetRoleMutation,
  useDeleteUserMutation,
  useGetMessagesQuery,
  useMarkMessageMutation,
} = adminApi;

/** Orders changed outside these endpoints (a cancel from the order view): lists and views refetch. */
export const adminOrdersChanged = () => adminApi.util.invalidateTags(['AdminOrders', 'AdminStats']);
