import type { AdminProduct } from '@shop/shared/catalog/admin-products-schemas';
import type { BulkProductsResult } from '@shop/shared/catalog/bulk-products-schemas';
import { ADMIN_PRODUCTS_PAGE_SIZE, PRODUCT_MESSAGES } from '@shop/shared/catalog/product-fields';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDelete } from '@/components/ui/confirm-delete';
import { Pagination } from '@/components/ui/pagination';
import { paths } from '@/config/paths';
import { useAnsweredPage, useListParams } from '@/features/admin/use-list-params';
import { usePageMeta } from '@/lib/page-meta';
import { useCategoryChoices } from '@/lib/shop-categories-api';
import { useDeleteProductMutation, useGetAdminProductsQuery } from '../api/products-api';
import { BulkActionsBar, type BulkTarget } from '../components/bulk-actions-bar';
import { ProductFilters, productFilters } from '../components/product-filters';
import { ProductTable } from '../components/product-table';
import { useProductSelection } from '../components/use-product-selection';

/**
 * Manage products (docs/product/screens.md): 12 a page, filtered by status, stock and category,
 * sorted, with a search (name, handle, or a whole SKU or barcode); all of it in the address.
 * Drafts and archived products, which shoppers cannot see, can be previewed. Below md each product is a card, so a phone shows
 * everything without scrolling sideways.
 */
export function ManageProductsPage() {
  usePageMeta('Manage products — Velora');
  const list = useListParams();
  const { params, page, search, change: go } = list;
  const categories = useCategoryChoices();
  const { stock, category, status, sort } = productFilters(params, categories);
  const { data, currentData, isLoading, isError } = useGetAdminProductsQuery(
    { page, search, stock, category, status, sort: sort === 'newest' ? undefined : sort },
    // A category in the address is known once the shop's categories are.
    { skip: params.has('category') && !categories.loaded },
  );
  useAnsweredPage(list, currentData?.page);
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);
  const filter = {
    ...(search ? { search } : {}),
    ...(stock ? { stock } : {}),
    ...(category ? { category } : {}),
    ...(status ? { status } : {}),
  };
  const selection = useProductSelection(JSON.stringify(filter));
  const [skipped, setSkipped] = useState<BulkProductsResult['skipped']>([]);
  const total = data?.totalProducts ?? 0;
  const selectedCount = selection.all ? total : selection.ids.length;
  const target: BulkTarget = selection.all ? { filter } : { ids: selection.ids };

  const shownPage = data?.page ?? page;
  const first = data ? (shownPage - 1) * ADMIN_PRODUCTS_PAGE_SIZE + 1 : 0;
  const last = data ? first + data.products.length - 1 : 0;

  return (
    <section aria-labelledby="products-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="products-heading" className="font-serif text-2xl text-stone-900">
          Manage Products
        </h1>
        <div className="flex flex-wrap items-center gap-3">
          <a
            href={`/api/products/export.csv${Object.keys(filter).length > 0 ? `?${new URLSearchParams(filter)}` : ''}`}
            download
            className="rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-medium text-stone-800 hover:bg-stone-50"
          >
            {Object.keys(filter).length > 0 ? 'Export the filtered list (CSV)' : 'Export all products (CSV)'}
          </a>
          <Link
            to={paths.dashboardAddProduct}
            className="rounded-md bg-stone-900 px-4 py-2 text-sm font-medium text-white hover:bg-rose-800"
          >
            Add Product
          </Link>
        </div>
      </div>
      <ProductFilters list={list} />

      {selectedCount > 0 && (
        <BulkActionsBar
          target={target}
          count={selectedCount}
          total={total}
          allMatching={selection.all}
          onSelectAllMatching={selection.selectAll}
          onClear={selection.clear}
          onDone={(result) => {
            setSkipped(result.skipped);
            selection.clear();
          }}
        />
      )}
      {skipped.length > 0 && (
        <div
          role="status"
          aria-label="Products not published"
          className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm"
        >
          <div className="flex items-start justify-between gap-3">
            <ul className="grid gap-1 text-amber-900">
              {skipped.map((row) => (
                <li key={row.id}>
                  Not published:{' '}
                  <Link to={paths.dashboardUpdateProduct(row.id)} className="font-medium underline">
                    {row.name}
                  </Link>{' '}
                  ({row.reason})
                </li>
              ))}
            </ul>
            <button
              type="button"
              onClick={() => setSkipped([])}
              className="font-medium text-stone-700 underline"
            >
              Dismiss
            </button>
          </div>
        </div>
      )}

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
          <ProductTable products={data.products} first={first} selection={selection} onDelete={setDeleting} />
          <p className="mt-4 text-sm text-stone-600">
            {/* One wording for every count ('of 1 products'): the line as shoppers' and owners' tools know it. */}
            Showing {first} to {last} of {data.totalProducts} products
          </p>
          <Pagination
            page={shownPage}
            totalPages={data.totalPages}
            onChange={(next) => go({ page: String(next) })}
          />
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
