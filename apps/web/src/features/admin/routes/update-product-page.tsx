import {
  type AdminProduct,
  type CreateProductBody,
  PRODUCT_MESSAGES,
  type UpdateProductBody,
} from '@shop/shared/products-schemas';
import { useDispatch } from 'react-redux';
import { Link, useNavigate, useParams } from 'react-router';
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

/** Update product (docs/product/screens.md): the Add Product form, pre-filled; saving changes any field. */
export function UpdateProductPage() {
  usePageMeta('Edit product — Velora');
  const { id = '' } = useParams();
  const { data: product, isLoading, isError } = useGetAdminProductQuery(id);
  const [update] = useUpdateProductMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
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
          <Link to={paths.dashboardManageProducts} className="underline">
            Back to Manage Products
          </Link>
        </p>
      ) : (
        <ProductForm
          key={product._id}
          product={product}
          submitLabel="Update Product"
          onSubmit={async (body) => {
            const changes = changedFields(product, body);
            if (Object.keys(changes).length > 0) await update({ id: product._id, body: changes }).unwrap();
            dispatch(showToast(PRODUCT_MESSAGES.updated, 'success'));
            navigate(paths.dashboardManageProducts);
          }}
        />
      )}
    </section>
  );
}
