// biome-ignore-all lint/a11y/noRedundantRoles: the table's parts are restyled as cards in a narrow box, which loses table semantics in some browsers (Safari); the explicit roles keep them.

import {
  ADMIN_PRODUCT_SORTS,
  ADMIN_STOCK_FILTERS,
  type AdminProduct,
  type AdminProductSort,
  type AdminStockFilter,
  LOW_STOCK_UNITS,
} from '@shop/shared/catalog/admin-products-schemas';
import type { BulkProductsResult } from '@shop/shared/catalog/bulk-products-schemas';
import { CATEGORIES, categoryLabel } from '@shop/shared/catalog/catalog';
import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  PRODUCT_MESSAGES,
  PRODUCT_STATUS_LABELS,
  PRODUCT_STATUSES,
} from '@shop/shared/catalog/product-fields';
import { amountToCents, formatPrice } from '@shop/shared/money';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ConfirmDelete } from '@/components/ui/confirm-delete';
import { Pagination } from '@/components/ui/pagination';
import { paths } from '@/config/paths';
import { SearchForm } from '@/features/admin/search-form';
import { oneOf, useAnsweredPage, useListParams } from '@/features/admin/use-list-params';
import { formatDay } from '@/lib/format-date';
import { usePageMeta } from '@/lib/page-meta';
import { useDeleteProductMutation, useGetAdminProductsQuery } from '../api/products-api';
import { BulkActionsBar, type BulkTarget } from '../components/bulk-actions-bar';
import { ProductPreviewLink } from '../components/product-preview-link';
import { ProductStatusBadge } from '../components/product-status-badge';

const STOCK_FILTER_LABELS: Record<AdminStockFilter, string> = {
  'sold-out': 'Sold out',
  low: `Low: a size with ${LOW_STOCK_UNITS} or fewer left`,
  'in-stock': `In stock: more than ${LOW_STOCK_UNITS} of every size`,
};

const SORT_LABELS: Record<AdminProductSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  title: 'Title A–Z',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  'stock-asc': 'Stock: fewest left first',
  'stock-desc': 'Stock: most left first',
};

const money = (dollars: number) => formatPrice(amountToCents(dollars.toFixed(2)));

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
  const stock = oneOf(ADMIN_STOCK_FILTERS, params.get('stock'));
  const category = oneOf(CATEGORIES, params.get('category'));
  const status = oneOf(PRODUCT_STATUSES, params.get('status'));
  const sort = oneOf(ADMIN_PRODUCT_SORTS, params.get('sort')) ?? 'newest';
  const { data, currentData, isLoading, isError } = useGetAdminProductsQuery({
    page,
    search,
    stock,
    category,
    status,
    sort: sort === 'newest' ? undefined : sort,
  });
  useAnsweredPage(list, currentData?.page);
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);
  const location = useLocation();
  const ids = { status: useId(), stock: useId(), category: useId(), sort: useId() };
  const filter = {
    ...(search ? { search } : {}),
    ...(stock ? { stock } : {}),
    ...(category ? { category } : {}),
    ...(status ? { status } : {}),
  };
  const selection = useSelection(JSON.stringify(filter));
  const [skipped, setSkipped] = useState<BulkProductsResult['skipped']>([]);
  const total = data?.totalProducts ?? 0;
  const pageIds = data?.products.map((product) => product._id) ?? [];
  const selectedCount = selection.all ? total : selection.ids.length;
  const target: BulkTarget = selection.all ? { filter } : { ids: selection.ids };

  const shownPage = data?.page ?? page;
  const first = data ? (shownPage - 1) * ADMIN_PRODUCTS_PAGE_SIZE + 1 : 0;
  const last = data ? first + data.products.length - 1 : 0;
  const select = 'rounded-md border border-stone-300 bg-white px-3 py-2';

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
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <SearchForm
          label="Product name"
          formLabel="Find products"
          value={search}
          placeholder="Search name, handle, SKU or barcode"
          onSearch={(text) => go({ search: text, page: '' })}
        />
        <div className="flex flex-col gap-1 text-sm text-stone-700">
          <label htmlFor={ids.status}>Status</label>
          <select
            id={ids.status}
            value={status ?? ''}
            onChange={(event) => go({ status: event.target.value, page: '' })}
            className={select}
          >
            <option value="">All statuses</option>
            {PRODUCT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {PRODUCT_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1 text-sm text-stone-700">
          <label htmlFor={ids.stock}>Stock</label>
          <select
            id={ids.stock}
            value={stock ?? ''}
            onChange={(event) => go({ stock: event.target.value, page: '' })}
            className={select}
          >
            <option value="">All stock</option>
            {ADMIN_STOCK_FILTERS.map((value) => (
              <option key={value} value={value}>
                {STOCK_FILTER_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1 text-sm text-stone-700">
          <label htmlFor={ids.category}>Category</label>
          <select
            id={ids.category}
            value={category ?? ''}
            onChange={(event) => go({ category: event.target.value, page: '' })}
            className={select}
          >
            <option value="">All categories</option>
            {CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {categoryLabel(value)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1 text-sm text-stone-700">
          <label htmlFor={ids.sort}>Sort by</label>
          <select
            id={ids.sort}
            value={sort}
            onChange={(event) =>
              go({ sort: event.target.value === 'newest' ? '' : event.target.value, page: '' })
            }
            className={select}
          >
            {ADMIN_PRODUCT_SORTS.map((value) => (
              <option key={value} value={value}>
                {SORT_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
      </div>

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
          <div className="@container mt-6 rounded-lg border border-stone-200 bg-white">
            {/* Above the table rather than in its header row, which a phone's cards hide. */}
            <div className="border-b border-stone-200 bg-stone-50 px-4 py-2 text-sm text-stone-700">
              <PageCheckbox
                pageIds={pageIds}
                selected={selection.all ? pageIds : selection.ids}
                onChange={(checked) => selection.setPage(pageIds, checked)}
              />
            </div>
            {/* A table when its box is 42rem or wider (a container query, as ResponsiveTable); narrower,
                each row is a card: the picture left, the rest stacked beside it. */}
            <table role="table" className="block w-full text-left text-sm @2xl:table">
              <thead role="rowgroup" className="hidden bg-stone-50 text-stone-600 @2xl:table-header-group">
                <tr role="row">
                  <th scope="col" role="columnheader" className="px-4 py-3 font-medium">
                    <span className="sr-only">Selected</span>
                  </th>
                  <th scope="col" role="columnheader" className="px-4 py-3 font-medium">
                    No.
                  </th>
                  <th scope="col" role="columnheader" className="px-4 py-3 font-medium">
                    <span className="sr-only">Picture</span>
                  </th>
                  <th scope="col" role="columnheader" className="px-4 py-3 font-medium">
                    Product Name
                  </th>
                  <th scope="col" role="columnheader" className="px-4 py-3 font-medium">
                    Status
                  </th>
                  <th scope="col" role="columnheader" className="px-4 py-3 font-medium">
                    Price
                  </th>
                  <th scope="col" role="columnheader" className="px-4 py-3 font-medium">
                    Stock
                  </th>
                  <th scope="col" role="columnheader" className="px-4 py-3 font-medium whitespace-nowrap">
                    Publishing date
                  </th>
                  <th scope="col" role="columnheader" className="px-4 py-3 font-medium">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody role="rowgroup" className="block divide-y divide-stone-100 @2xl:table-row-group">
                {data.products.map((product, index) => (
                  <tr
                    role="row"
                    key={product._id}
                    className="grid grid-cols-[4rem_minmax(0,1fr)] gap-x-3 gap-y-1 p-3 @2xl:table-row @2xl:p-0"
                  >
                    {/* On a phone's card, the first line beside the picture. */}
                    <td role="cell" className="col-start-2 row-start-1 @2xl:table-cell @2xl:py-3 @2xl:pl-4">
                      <input
                        type="checkbox"
                        aria-label={`Select ${product.name}`}
                        checked={selection.all || selection.ids.includes(product._id)}
                        onChange={(event) => selection.toggle(product._id, event.target.checked, pageIds)}
                        className="size-5 accent-rose-800 @2xl:size-4"
                      />
                    </td>
                    <td role="cell" className="hidden px-4 py-3 text-stone-500 @2xl:table-cell">
                      {first + index}
                    </td>
                    <td role="cell" className="row-span-6 @2xl:table-cell @2xl:px-4 @2xl:py-2">
                      <Thumbnail product={product} />
                    </td>
                    <td role="cell" className="min-w-0 @2xl:table-cell @2xl:px-4 @2xl:py-3">
                      <Link
                        to={
                          product.status === 'active'
                            ? paths.product(product.handle)
                            : `${paths.product(product.handle)}?preview=true`
                        }
                        className="font-medium break-words text-stone-900 hover:text-rose-800"
                      >
                        {product.name}
                      </Link>
                      <span className="block text-xs text-stone-500">{categoryLabel(product.category)}</span>
                    </td>
                    <td role="cell" className="@2xl:table-cell @2xl:px-4 @2xl:py-3">
                      <span className="sr-only @2xl:hidden">Status: </span>
                      <ProductStatusBadge status={product.status} />
                    </td>
                    <td role="cell" className="@2xl:table-cell @2xl:px-4 @2xl:py-3 @2xl:whitespace-nowrap">
                      <span className="sr-only @2xl:hidden">Price: </span>
                      <span className="font-medium text-stone-900">{money(product.price)}</span>
                      {product.oldPrice !== null && (
                        <s className="ml-2 text-xs text-stone-500">{money(product.oldPrice)}</s>
                      )}
                    </td>
                    <td role="cell" className="@2xl:table-cell @2xl:px-4 @2xl:py-3">
                      <StockSummary product={product} />
                    </td>
                    <td
                      role="cell"
                      className="text-xs text-stone-500 @2xl:table-cell @2xl:px-4 @2xl:py-3 @2xl:text-sm @2xl:whitespace-nowrap @2xl:text-stone-800"
                    >
                      <span className="@2xl:hidden">Added </span>
                      {formatDay(product.createdAt)}
                    </td>
                    <td role="cell" className="@2xl:table-cell @2xl:px-4 @2xl:py-3">
                      <div className="flex gap-4 @2xl:gap-3">
                        <Link
                          to={paths.dashboardUpdateProduct(product._id)}
                          state={{ listSearch: location.search }}
                          aria-label={`Edit ${product.name}`}
                          className="py-1 font-medium text-rose-800 underline"
                        >
                          Edit
                        </Link>
                        {product.status !== 'active' && (
                          <ProductPreviewLink handle={product.handle} name={product.name} />
                        )}
                        <button
                          type="button"
                          aria-label={`Delete ${product.name}`}
                          onClick={() => setDeleting(product)}
                          className="py-1 font-medium text-red-700 underline"
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
          <p className="mt-4 text-sm text-stone-600">
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

interface Selection {
  /** The products chosen one by one… */
  ids: string[];
  /** …or every product matching the filter. */
  all: boolean;
}

/**
 * The products the owner selected. A new filter starts afresh, so an action never goes to
 * products chosen from another list; paging keeps the choice.
 */
function useSelection(filterKey: string) {
  const empty: Selection = { ids: [], all: false };
  const [state, setState] = useState<Selection & { key: string }>({ key: filterKey, ...empty });
  const current = state.key === filterKey ? state : empty;
  const set = (next: Selection) => setState({ key: filterKey, ...next });
  return {
    ...current,
    selectAll: () => set({ ids: [], all: true }),
    clear: () => set(empty),
    /** Unticking one of all matching leaves the rest of the page ticked. */
    toggle: (id: string, checked: boolean, pageIds: string[]) => {
      const ids = current.all ? pageIds : current.ids;
      set({ ids: checked ? [...new Set([...ids, id])] : ids.filter((known) => known !== id), all: false });
    },
    setPage: (pageIds: string[], checked: boolean) => {
      const others = current.all ? [] : current.ids.filter((id) => !pageIds.includes(id));
      set({ ids: checked ? [...others, ...pageIds] : others, all: false });
    },
  };
}

/** Ticked when every product of the page is selected, half-ticked when some are. */
function PageCheckbox({
  pageIds,
  selected,
  onChange,
}: {
  pageIds: string[];
  selected: string[];
  onChange: (checked: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const ticked = pageIds.filter((id) => selected.includes(id)).length;
  const all = ticked > 0 && ticked === pageIds.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = ticked > 0 && !all;
  });
  return (
    <label className="flex items-center gap-2">
      <input
        ref={ref}
        type="checkbox"
        checked={all}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 accent-rose-800 @2xl:size-4"
      />
      Select all on this page
    </label>
  );
}

function Thumbnail({ product }: { product: AdminProduct }) {
  return product.image ? (
    <img
      src={product.image}
      alt=""
      loading="lazy"
      width={64}
      height={80}
      className="h-20 w-16 rounded-md border border-stone-100 bg-stone-50 object-cover @2xl:h-15 @2xl:w-12"
    />
  ) : (
    <span className="block h-20 w-16 rounded-md bg-stone-100 @2xl:h-15 @2xl:w-12" aria-hidden="true" />
  );
}

/**
 * Units free to buy over every size, and the sizes that need the owner: sold out, or with
 * LOW_STOCK_UNITS or fewer left (what the Stock filter goes by).
 */
function StockSummary({ product }: { product: AdminProduct }) {
  const free = product.sizes.reduce((sum, size) => sum + size.free, 0);
  if (free === 0) return <span className="font-medium text-red-700">Sold out</span>;
  const short = product.sizes.filter((size) => size.free <= LOW_STOCK_UNITS);
  return (
    <span>
      {free} left
      {short.length > 0 && (
        <span className="block text-xs text-amber-800">
          {short
            .map((size) => `${size.size}: ${size.free === 0 ? 'sold out' : `${size.free} left`}`)
            .join(' · ')}
        </span>
      )}
    </span>
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
