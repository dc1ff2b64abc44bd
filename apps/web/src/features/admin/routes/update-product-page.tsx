import {
  type AdminProduct,
  type CreateProductBody,
  PRODUCT_MESSAGES,
  type UpdateProductBody,
} from '@shop/shared/products-schemas';
import { useDispatch } from 'react-redux';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { showToast } from '@/stores/toasts';
import { useGetAdminProductQuery, useUpdateProductMutation } from '../api/admin-api';
import { ProductForm, productBody } from '../components/product-form';

/**
 * Only what the form changed: a description left alone keeps the formatting it was stored with
 * (the demo catalog's lists), which the plain-text field would flatten into paragraphs.
 */
export function changedFields(product: AdminProduct, body: CreateProductBody): UpdateProductBody {
  // The product as the form would send it unchanged: the same conversion, so equal means untouched.
  const before: Partial<CreateProductBody> = productBody(product) ?? {};
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(body) as (keyof CreateProductBody)[]) {
    if (!same(body[key], before[key])) changes[key] = body[key];
  }
  return changes as UpdateProductBody;
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
 * Update product (docs/product/screens.md): the Add Product form, pre-filled; saving changes any
 * field and goes back to Manage Products with the search it had.
 */
export function UpdateProductPage() {
  usePageMeta('Edit product — Velora');
  const { id = '' } = useParams();
  const { data: product, isLoading, isError } = useGetAdminProductQuery(id);
  const [update] = useUpdateProductMutation();
  const dispatch = useDispatch();
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
        <ProductForm
          key={product._id}
          product={product}
          submitLabel="Update Product"
          onSubmit={async (body, { dropSizes }) => {
            const changes = changedFields(product, body);
            // Sizes the product has, so the API's own names.
            if (dropSizes.length > 0) changes.dropSizes = dropSizes as UpdateProductBody['dropSizes'];
            if (Object.keys(changes).length > 0) await update({ id: product._id, body: changes }).unwrap();
            dispatch(showToast(PRODUCT_MESSAGES.updated, 'success'));
            navigate(back);
          }}
        />
      )}
    </section>
  );
}
