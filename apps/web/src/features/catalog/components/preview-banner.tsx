import { useSelector } from 'react-redux';
import { selectUser } from '@/stores/session';
import { useGetProductStatusQuery } from '../api/get-product';

/**
 * What an admin previewing a product is told: whether shoppers can see it. The storefront's
 * answer does not say, so the admin's own view of the product is asked; without it, the banner
 * says only what is sure.
 */
export function PreviewBanner({ productId }: { productId: string }) {
  const user = useSelector(selectUser);
  const admin = user?.role === 'admin';
  const { data: status, isError } = useGetProductStatusQuery(productId, {
    skip: !admin,
    refetchOnMountOrArgChange: true,
  });
  if (!admin || status === 'active' || (status === undefined && !isError)) return null;
  return (
    <p
      role="status"
      className="mx-auto max-w-7xl border-b border-amber-200 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 sm:px-6"
    >
      {status
        ? `Preview: this product is ${status === 'draft' ? 'a draft' : 'archived'} and shoppers cannot see it.`
        : 'Preview: shoppers see this page only once the product is published.'}
    </p>
  );
}
