import { ADMIN_PRODUCTS_PAGE_SIZE, type AdminProduct, PRODUCT_MESSAGES } from '@shop/shared/products-schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { pageWindow } from '@/components/ui/pagination';
import { paths } from '@/config/paths';
import { formatDay } from '@/lib/format-date';
import { usePageMeta } from '@/lib/page-meta';
import { useDeleteProductMutation, useGetAdminProductsQuery } from '../api/admin-api';
import { ConfirmDelete } from '../components/confirm-delete';
import { SearchForm } from '../components/search-form';
import { useListParams } from '../use-list-params';

/** Manage products (docs/product/screens.md): 12 a page, newest first, with a search. */
export function ManageProductsPage() {
  usePageMeta('Manage products — Velora');
  const { page, search, change: go } = useListParams();
  const { data, isLoading, isError } = useGetAdminProductsQuery({ page, search });
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);

  const first = data ? (page - 1) * ADMIN_PRODUCTS_PAGE_SIZE + 1 : 0;
  const last = data ? first + data.products.length - 1 : 0;

  return (
    <section aria-labelledby="products-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="products-heading" className="font-serif text-2xl text-stone-900">
          Manage Products
        </h1>
        <Link
          to={paths.dashboardAddProduct}
          className="rounded-md bg-stone-900 px-4 py-2 text-sm font-medium text-white hover:bg-rose-800"
        >
          Add Product
        </Link>
      </div>
      <div className="mt-4">
        <SearchForm
          label="Product name"
          formLabel="Find products"
          value={search}
          onSearch={(text) => go({ search: text, page: '' })}
        />
      </div>

      {isLoading ? (
        <p className="mt-6">Loading...</p>
      ) : isError || !data ? (
        <p role="alert" className="mt-6 text-red-700">
          {PRODUCT_MESSAGES.loadFailed}
        </p>
      ) : data.products.length === 0 ? (
        <p className="mt-6 text-stone-600">No products found.</p>
      ) : (
        <>
          <div className="relative mt-6 overflow-x-auto rounded-lg border border-stone-200 bg-white">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <thead className="bg-stone-50 text-stone-600">
                <tr>
                  <th className="px-4 py-3 font-medium">No.</th>
                  <th className="px-4 py-3 font-medium">Product Name</th>
                  <th className="px-4 py-3 font-medium">Stock</th>
                  <th className="px-4 py-3 font-medium">Publishing date</th>
                  <th className="px-4 py-3 font-medium">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {data.products.map((product, index) => (
                  <tr key={product._id}>
                    <td className="px-4 py-3">{first + index}</td>
                    <td className="px-4 py-3">
                      <Link to={paths.product(product.handle)} className="hover:text-rose-800">
                        {product.name}
                      </Link>
                    </td>
                    <td className={`px-4 py-3 ${product.stock === 0 ? 'font-medium text-red-700' : ''}`}>
                      {product.stock === 0 ? 'Sold out' : product.stock}
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap">{formatDay(product.createdAt)}</td>
                    <td className="px-4 py-3">
                      <div className="flex gap-3">
                        <Link
                          to={paths.dashboardUpdateProduct(product._id)}
                          aria-label={`Edit ${product.name}`}
                          className="font-medium text-rose-800 underline"
                        >
                          Edit
                        </Link>
                        <button
                          type="button"
                          aria-label={`Delete ${product.name}`}
                          onClick={() => setDeleting(product)}
                          className="font-medium text-red-700 underline"
                        >
                          Delete
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-stone-600">
              Showing {first} to {last} of {data.totalProducts} products
            </p>
            <nav aria-label="Pagination" className="flex flex-wrap gap-2">
              <button
                type="button"
                disabled={page <= 1}
                onClick={() => go({ page: String(page - 1) })}
                className="rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm disabled:opacity-40"
              >
                Previous
              </button>
              {pageWindow(page, data.totalPages).map((n) => (
                <button
                  key={n}
                  type="button"
                  aria-current={n === page ? 'page' : undefined}
                  onClick={() => go({ page: String(n) })}
                  className={`min-w-9 rounded-md border px-3 py-1.5 text-sm ${
                    n === page ? 'border-stone-900 bg-stone-900 text-white' : 'border-stone-300 bg-white'
                  }`}
                >
                  {n}
                </button>
              ))}
              <button
                type="button"
                disabled={page >= data.totalPages}
                onClick={() => go({ page: String(page + 1) })}
                className="rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm disabled:opacity-40"
              >
                Next
              </button>
            </nav>
          </div>
        </>
      )}
      {deleting && <DeleteProduct product={deleting} onClose={() => setDeleting(null)} />}
    </section>
  );
}

function DeleteProduct({ product, onClose }: { product: AdminProduct; onClose: () => void }) {
  const [remove] = useDeleteProductMutation();
  return (
    <ConfirmDelete
      title="Delete this product?"
      remove={() => remove(product._id).unwrap()}
      fallback="The product could not be deleted."
      onClose={onClose}
    >
      {product.name} leaves the shop and every cart. Past orders keep it as it was bought.
    </ConfirmDelete>
  );
}
