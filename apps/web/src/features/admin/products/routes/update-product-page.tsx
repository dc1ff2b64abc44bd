import type { AdminProduct } from '@shop/shared/catalog/admin-products-schemas';
import { PRODUCT_MESSAGES } from '@shop/shared/catalog/product-fields';
import type { CreateProductBody, UpdateProductBody } from '@shop/shared/catalog/products-schemas';
import { useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { apiErrorMessage, apiFieldErrors } from '@/lib/api-error';
import { usePageMeta } from '@/lib/page-meta';
import { showToast } from '@/stores/toasts';
import {
  useDuplicateProductMutation,
  useGetAdminProductQuery,
  useUpdateProductMutation,
} from '../api/products-api';
import { ProductPreviewLink } from '../components/product-preview-link';
import { PRODUCT_STATUS_TOASTS, ProductStatusBadge } from '../components/product-status-badge';
import { ProductForm, type ProductFormAction } from '../product-form/product-form';
import { productBody } from '../product-form/product-form-values';
import { continuedVariants } from '../product-form/remove-sizes-dialog';
import { useProductThreshold } from '../product-form/use-product-threshold';

/** A value as JSON with every object's keys in order, so two bodies built in another order compare equal. */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );

/**
 * Only what the form changed: a description left alone keeps the formatting it was stored with
 * (the demo catalog's lists), which the plain-text field would flatten into paragraphs.
 */
export function changedFields(product: AdminProduct, body: CreateProductBody): UpdateProductBody {
  // The product as the form would send it unchanged: the same conversion, so equal means untouched.
  const before: Partial<CreateProductBody> = productBody(product) ?? {};
  const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(body) as (keyof CreateProductBody)[]) {
    if (!same(body[key], before[key])) changes[key] = body[key];
  }
  // The status the product has already is no change.
  if (body.status === product.status) delete changes.status;
  return changes as UpdateProductBody;
}

/**
 * A 409 about a cell's stock that someone else changed meanwhile: the API names it
 * `colors.<i>.sizes.<j>.stock`.
 */
const STOCK_CHANGED_FIELD = /^colors\.\d+\.sizes\.\d+\.stock$/;

/** How the stock the form knows of each variant is kept: by colour and size. */
const variantKey = (color: string, size: string) => `${color}|${size}`;

/** The stock of each of the product's variants, by colour and size. */
const stockOf = (product: AdminProduct) =>
  Object.fromEntries(product.sizes.map(({ color, size, stock }) => [variantKey(color, size), stock]));

/**
 * The grid with the stock the form showed for each cell (`stockWas`), so the server keeps a sale
 * or restock made meanwhile instead of writing the old number back (docs/product/api.md). A cell
 * of a colour renamed has its variant's under the old name (`continued`, new key to old); a colour
 * or size the product did not have when the form loaded has none.
 */
export function withStockWas(
  changes: UpdateProductBody,
  known: Record<string, number>,
  continued: ReadonlyMap<string, string> = new Map(),
): UpdateProductBody {
  if (!changes.colors) return changes;
  return {
    ...changes,
    colors: changes.colors.map((row) => ({
      ...row,
      sizes: row.sizes.map((cell) => {
        const cellKey = variantKey(row.color, cell.size);
        const key = continued.get(cellKey) ?? cellKey;
        return key in known ? { ...cell, stockWas: known[key] } : cell;
      }),
    })),
  };
}

/**
 * Manage Products as the owner left it: its Edit links pass the list's query string in the
 * location state (`{ listSearch: '?q=dress&page=2' }`); anything else opens the list's first page.
 */
export function manageProductsReturn(state: unknown): string {
  const listSearch = (state as { listSearch?: unknown } | null)?.listSearch;
  const search = typeof listSearch === 'string' && /^\?[^#]*$/.test(listSearch) ? listSearch : '';
  return `${paths.dashboardManageProducts}${search === '?' ? '' : search}`;
}

/**
 * Update product (docs/product/screens.md): the Add Product form, pre-filled, with the product's
 * status; saving changes any field and goes back to Manage Products with the search it had.
 */
export function UpdateProductPage() {
  usePageMeta('Edit product — Velora');
  const { id = '' } = useParams();
  const { data: product, isLoading, isError } = useGetAdminProductQuery(id);
  const navigate = useNavigate();
  const location = useLocation();
  const back = manageProductsReturn(location.state);
  return (
    <section aria-labelledby="update-product-heading">
      <h1 id="update-product-heading" className="font-serif text-2xl text-stone-900">
        Update Product
      </h1>
      {isLoading ? (
        <p className="mt-6">Loading...</p>
      ) : isError || !product ? (
        <p role="alert" className="mt-6 text-red-700">
          Product not found.{' '}
          <Link to={back} className="underline">
            Back to Manage Products
          </Link>
        </p>
      ) : (
        <>
          <div className="mt-3 flex flex-wrap items-center gap-4 text-sm">
            <ProductStatusBadge status={product.status} />
            <ProductPreviewLink handle={product.handle} />
            <DuplicateButton id={product._id} />
          </div>
          <EditProductForm key={product._id} product={product} onSaved={() => navigate(back)} />
        </>
      )}
    </section>
  );
}

/**
 * Makes a draft copy of the product as saved (new SKUs, the server's 'Copy of …') and opens it,
 * keeping the list Back to Manage Products returns to.
 */
function DuplicateButton({ id }: { id: string }) {
  const [duplicate, { isLoading }] = useDuplicateProductMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const copy = async () => {
    try {
      const made = await duplicate(id).unwrap();
      dispatch(showToast('Draft copy made', 'success'));
      navigate(paths.dashboardUpdateProduct(made._id), { state: location.state });
    } catch (error) {
      dispatch(showToast(apiErrorMessage(error) ?? 'The copy could not be made. Try again.', 'error'));
    }
  };
  return (
    <button
      type="button"
      onClick={() => void copy()}
      disabled={isLoading}
      className="py-1 font-medium text-rose-800 underline disabled:opacity-60"
    >
      {isLoading ? 'Duplicating…' : 'Duplicate'}
    </button>
  );
}

/**
 * The form for the product as it loaded. `known` is the stock each colour and size had as far as
 * the form knows, sent as `stockWas`: when the save is refused because someone else changed a
 * cell the owner changed too (409), the product is read again and those cells' known stock
 * becomes the current one, so saving again writes the owner's numbers over what the message told
 * them.
 *
 * The product's own low-stock alert is saved once the product is: when it is refused, the
 * product stays saved, the form stays open with the refusal under the field, and the saved
 * product becomes what the next save compares with, so that save sends the alert alone.
 */
function EditProductForm({ product, onSaved }: { product: AdminProduct; onSaved: () => void }) {
  const [loaded, setLoaded] = useState(product);
  const known = useRef<Record<string, number>>(stockOf(product));
  const { refetch } = useGetAdminProductQuery(product._id);
  const [update] = useUpdateProductMutation();
  const lowStock = useProductThreshold(product._id);
  const dispatch = useDispatch();

  const learnCurrentStock = async (sent: UpdateProductBody['colors']) => {
    try {
      const current = await refetch().unwrap();
      for (const row of sent ?? []) {
        for (const cell of row.sizes) {
          const now = current.sizes.find((s) => s.color === row.color && s.size === cell.size)?.stock;
          // Only the cells the owner changed and someone else did too: the others the server keeps.
          if (
            now !== undefined &&
            cell.stockWas !== undefined &&
            cell.stock !== cell.stockWas &&
            now !== cell.stockWas
          ) {
            known.current[variantKey(row.color, cell.size)] = now;
          }
        }
      }
    } catch {
      // Unread, the next save is refused again with the same message: nothing is lost.
    }
  };

  // A product for sale is saved as it is, or taken off sale; any other is published or kept aside.
  const forSale = loaded.status === 'active';
  const main: ProductFormAction = forSale
    ? { label: 'Update Product' }
    : { label: 'Publish', status: 'active' };
  const others: ProductFormAction[] = forSale
    ? [
        { label: 'Save as draft', status: 'draft' },
        { label: 'Archive', status: 'archived' },
      ]
    : [{ label: 'Save as draft', status: 'draft' }];

  return (
    <ProductForm
      product={loaded}
      submitLabel={main.label}
      submitStatus={main.status}
      otherActions={others}
      lowStock={lowStock}
      onSubmit={async (body, { dropSizes, dropColors }) => {
        const changes = withStockWas(
          changedFields(loaded, body),
          known.current,
          continuedVariants(loaded, body),
        );
        // Sizes and colours the product has, so the API's own names.
        if (dropSizes.length > 0) changes.dropSizes = dropSizes as UpdateProductBody['dropSizes'];
        if (dropColors.length > 0) changes.dropColors = dropColors as UpdateProductBody['dropColors'];
        let saved: AdminProduct | null = null;
        if (Object.keys(changes).length > 0) {
          try {
            saved = await update({ id: loaded._id, body: changes }).unwrap();
          } catch (error) {
            const field = apiFieldErrors(error)[0]?.field;
            if (errorStatus(error) === 409 && field && STOCK_CHANGED_FIELD.test(field)) {
              await learnCurrentStock(changes.colors);
            }
            throw error;
          }
        }
        const toast = body.status ? PRODUCT_STATUS_TOASTS[body.status] : PRODUCT_MESSAGES.updated;
        if (await lowStock.save()) {
          dispatch(showToast(toast, 'success'));
          onSaved();
        } else if (saved) {
          dispatch(showToast(toast, 'success'));
          known.current = stockOf(saved);
          setLoaded(saved);
        }
      }}
    />
  );
}

const errorStatus = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error
    ? (error as { status: unknown }).status
    : undefined;
