import { PRODUCT_MESSAGES } from '@shop/shared/products-schemas';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { showToast } from '@/stores/toasts';
import { useCreateProductMutation } from '../api/admin-api';
import { ProductForm } from '../components/product-form';

/** Add Product (docs/product/screens.md): on success the toast, a fresh form, and the shop. */
export function AddProductPage() {
  usePageMeta('Add product — Velora');
  const [create] = useCreateProductMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  return (
    <section aria-labelledby="add-product-heading">
      <h1 id="add-product-heading" className="font-serif text-2xl text-stone-900">
        Add New Product
      </h1>
      <ProductForm
        submitLabel="Add Product"
        onSubmit={async (body) => {
          await create(body).unwrap();
          dispatch(showToast(PRODUCT_MESSAGES.added, 'success'));
          navigate(paths.shopNewest);
        }}
      />
    </section>
  );
}
