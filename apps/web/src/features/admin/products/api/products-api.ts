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
import { queryString } from '@/features/admin/query-string';
import { api } from '@/lib/api';

/**
 * The admin's products (docs/product/api.md, Catalog): the list, one product, its changes, bulk
 * actions and the CSV import. A change refreshes the list, the dashboard's figures and the
 * storefront's kept catalog answers.
 */
const productsApi = api
  .enhanceEndpoints({ addTagTypes: ['AdminProducts', 'AdminStats', 'Catalog', 'Categories', 'Colors'] })
  .injectEndpoints({
    endpoints: (build) => ({
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
        query: (params) => `/products?${queryString(params)}`,
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
        {
          csv: string;
          dryRun: boolean;
          skipImages: boolean;
          categoryMap: Record<string, string>;
          defaultCategory?: string;
          createCategories?: boolean;
          addSizes?: boolean;
          colorFamilies?: Record<string, string>;
        }
      >({
        query: ({
          csv,
          dryRun,
          skipImages,
          categoryMap,
          defaultCategory,
          createCategories,
          addSizes,
          colorFamilies,
        }) => ({
          url: `/products/import?${queryString({
            dryRun: String(dryRun),
            skipImages: String(skipImages),
            categoryMap: Object.keys(categoryMap).length > 0 ? JSON.stringify(categoryMap) : undefined,
            defaultCategory: defaultCategory || undefined,
            createCategories: createCategories ? 'true' : undefined,
            addSizes: addSizes ? 'true' : undefined,
            colorFamilies:
              colorFamilies && Object.keys(colorFamilies).length > 0
                ? JSON.stringify(colorFamilies)
                : undefined,
          })}`,
          method: 'POST',
          headers: { 'content-type': 'text/csv' },
          body: csv,
        }),
        invalidatesTags: (result, _error, { dryRun }) =>
          !dryRun && result && result.errors.length === 0
            ? ['AdminProducts', 'AdminStats', 'Catalog', 'Categories', 'Colors']
            : [],
      }),
    }),
  });

export const {
  useGetAdminProductsQuery,
  useGetAdminProductQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
  useBulkProductsMutation,
  useDuplicateProductMutation,
  useImportProductsMutation,
} = productsApi;
