import {
  ADMIN_PRODUCT_SORTS,
  ADMIN_STOCK_FILTERS,
  type AdminProductSort,
  type AdminStockFilter,
  LOW_STOCK_UNITS,
} from '@shop/shared/catalog/admin-products-schemas';
import { PRODUCT_STATUS_LABELS, PRODUCT_STATUSES } from '@shop/shared/catalog/product-fields';
import { useId } from 'react';
import { SearchForm } from '@/features/admin/search-form';
import { oneOf, type useListParams } from '@/features/admin/use-list-params';
import { useCategoryChoices } from '@/lib/shop-categories-api';

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

/**
 * Manage Products' filters as the address holds them, 'newest' when no sort is asked for; a
 * category the shop does not have is left out.
 */
export function productFilters(params: URLSearchParams, categories: { find(handle: string): unknown }) {
  const category = params.get('category') ?? '';
  return {
    stock: oneOf(ADMIN_STOCK_FILTERS, params.get('stock')),
    category: categories.find(category) ? category : undefined,
    status: oneOf(PRODUCT_STATUSES, params.get('status')),
    sort: oneOf(ADMIN_PRODUCT_SORTS, params.get('sort')) ?? 'newest',
  };
}

/** The search and the status, stock, category and sort choices; each change goes back to page 1. */
export function ProductFilters({ list }: { list: ReturnType<typeof useListParams> }) {
  const { params, search, change: go } = list;
  const choices = useCategoryChoices();
  const { stock, category, status, sort } = productFilters(params, choices);
  const ids = { status: useId(), stock: useId(), category: useId(), sort: useId() };
  const select = 'rounded-md border border-stone-300 bg-white px-3 py-2';
  return (
    <div className="mt-4 flex flex-wrap items-end gap-3">
      <SearchForm
        label="Product name"
        formLabel="Find products"
        value={search}
        placeholder="Name, SKU or barcode"
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
          {choices.list.map((value) => (
            <option key={value.handle} value={value.handle}>
              {value.name}
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
  );
}
