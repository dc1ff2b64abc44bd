// biome-ignore-all lint/a11y/noRedundantRoles: the table's parts are restyled as cards in a narrow box, which loses table semantics in some browsers (Safari); the explicit roles keep them.

import {
  type AdminProduct,
  type AdminProductListItem,
  LOW_STOCK_UNITS,
} from '@shop/shared/catalog/admin-products-schemas';
import { sizeLabel } from '@shop/shared/catalog/variant-labels';
import { amountToCents, formatPrice } from '@shop/shared/money';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { formatDay } from '@/lib/format-date';
import { useCategoryChoices } from '@/lib/shop-categories-api';
import { useShopColors } from '@/lib/shop-colors-api';
import { useGetStockAlertsWaitingQuery } from '../api/stock-alerts-waiting-api';
import { ProductFitLine } from './product-fit-line';
import { ProductPreviewLink } from './product-preview-link';
import { ProductStatusBadge } from './product-status-badge';
import { StockAlertsWaitingLines } from './stock-alerts-waiting';
import type { useProductSelection } from './use-product-selection';

const money = (dollars: number) => formatPrice(amountToCents(dollars.toFixed(2)));

/**
 * Manage Products' rows: a tick box, number, picture, name (with its category and how it fits),
 * status, price, stock, date and actions each; `first` is the number of the page's first product.
 */
export function ProductTable({
  products,
  first,
  selection,
  onDelete,
}: {
  products: AdminProductListItem[];
  first: number;
  selection: ReturnType<typeof useProductSelection>;
  onDelete: (product: AdminProduct) => void;
}) {
  const location = useLocation();
  const pageIds = products.map((product) => product._id);
  const { nameOf } = useCategoryChoices();
  // Who waits to hear a size is back, for this page's products only.
  const waiting = useGetStockAlertsWaitingQuery(pageIds, { skip: pageIds.length === 0 }).data?.waiting ?? [];
  return (
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
          {products.map((product, index) => (
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
                <span className="block text-xs text-stone-500">{nameOf(product.category)}</span>
                <ProductFitLine product={product} />
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
                <StockAlertsWaitingLines product={product} waiting={waiting} />
              </td>
              <td
                role="cell"
                className="text-xs text-stone-500 @2xl:table-cell @2xl:px-4 @2xl:py-3 @2xl:text-sm @2xl:whitespace-nowrap @2xl:text-stone-800"
              >
                {/* A draft was never published: it has no publishing date to show. */}
                {product.status === 'draft' ? (
                  <span>Not published</span>
                ) : (
                  <>
                    <span className="@2xl:hidden">Added </span>
                    {formatDay(product.createdAt)}
                  </>
                )}
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
                    onClick={() => onDelete(product)}
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
  );
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

/**
 * A fixed square whatever the picture's shape: cropped to fill it (object-cover), never stretched,
 * and never narrowed by its table cell (a percentage max-width would let the cell squeeze it).
 */
function Thumbnail({ product }: { product: AdminProduct }) {
  return product.image ? (
    <img
      src={product.image}
      alt=""
      loading="lazy"
      width={64}
      height={64}
      className="aspect-square size-16 max-w-none shrink-0 rounded-md border border-stone-100 bg-stone-50 object-cover @2xl:size-12"
    />
  ) : (
    <span className="block size-16 shrink-0 rounded-md bg-stone-100 @2xl:size-12" aria-hidden="true" />
  );
}

/**
 * Units free to buy over every size, and the sizes that need the owner: sold out, or with
 * LOW_STOCK_UNITS or fewer left (what the Stock filter goes by), a line per colour so that a
 * size is never read as another colour's: 'Green: S 3 · M sold out'. Every line names its colour,
 * a one-colour product's too, so the lines read the same on every row.
 */
function StockSummary({ product }: { product: AdminProduct }) {
  const { labelOf } = useShopColors();
  const free = product.sizes.reduce((sum, size) => sum + size.free, 0);
  if (free === 0) return <span className="font-medium text-red-700">Sold out</span>;
  const lines = product.colors
    .map(({ color, sizes }) => ({
      color,
      short: sizes.filter((size) => size.free <= LOW_STOCK_UNITS),
    }))
    .filter((line) => line.short.length > 0);
  return (
    <span>
      {free} left
      {lines.map(({ color, short }) => (
        <span key={color} className="block text-xs text-amber-800">
          {labelOf(color)}:{' '}
          {short
            .map((size) => `${sizeLabel(size.size)} ${size.free === 0 ? 'sold out' : size.free}`)
            .join(' · ')}
        </span>
      ))}
    </span>
  );
}
