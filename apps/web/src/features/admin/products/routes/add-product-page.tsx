import { PRODUCT_MESSAGES } from '@shop/shared/catalog/product-fields';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { showToast } from '@/stores/toasts';
import { useCreateProductMutation } from '../api/products-api';
import { PRODUCT_STATUS_TOASTS } from '../components/product-status-badge';
import { ProductForm } from '../product-form/product-form';

/**
 * Add Product (docs/product/screens.md): 'Add Product' publishes at once, as the original's did: the
 * toast, a fresh form, and the shop. 'Save as draft' keeps it from shoppers, with or without
 * pictures and stock, and goes to Manage Products where the draft is listed.
 */
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
        otherActions={[{ label: 'Save as draft', status: 'draft' }]}
        onSubmit={async (body) => {
          await create(body).unwrap();
          if (body.status === 'draft') {
            dispatch(showToast(PRODUCT_STATUS_TOASTS.draft, 'success'));
            navigate(paths.dashboardManageProducts);
            return;
          }
          dispatch(showToast(PRODUCT_MESSAGES.added, 'success'));
          navigate(paths.shopNewest);
        }}
      />
    </section>
  );
}
