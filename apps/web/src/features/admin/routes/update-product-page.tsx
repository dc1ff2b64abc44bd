import { PRODUCT_MESSAGES } from '@shop/shared/products-schemas';
import { useDispatch } from 'react-redux';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { showToast } from '@/stores/toasts';
import { useGetAdminProductQuery, useUpdateProductMutation } from '../api/admin-api';
import { ProductForm } from '../components/product-form';

/** Update product (docs/product/screens.md): the Add Product form, pre-filled; saving changes every field. */
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
            await update({ id: product._id, body }).unwrap();
            dispatch(showToast(PRODUCT_MESSAGES.updated, 'success'));
            navigate(paths.dashboardManageProducts);
          }}
        />
      )}
    </section>
  );
}
