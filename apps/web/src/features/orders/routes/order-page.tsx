import { ORDER_MESSAGES } from '@shop/shared/orders';
import { useParams } from 'react-router';
import { RequireAuth } from '@/components/auth/require-auth';
import { usePageMeta } from '@/lib/page-meta';
import { useGetOrderQuery } from '../api/orders-api';
import { OrderSummary } from '../components/order-summary';

export function OrderPage() {
  return (
    <RequireAuth>
      <OrderProgress />
    </RequireAuth>
  );
}

function OrderProgress() {
  const { orderId } = useParams();
  usePageMeta('Your order — Velora');
  const { data: order, isLoading, isError } = useGetOrderQuery(orderId ?? '', { skip: !orderId });
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="mb-8 font-serif text-3xl text-stone-900">Order progress</h1>
      {!orderId ? (
        <p role="alert" className="text-red-700">
          {ORDER_MESSAGES.orderIdMissing}
        </p>
      ) : isLoading ? (
        <p aria-live="polite">Loading...</p>
      ) : isError || !order ? (
        <p role="alert" className="text-red-700">
          {ORDER_MESSAGES.orderFetchFailed}
        </p>
      ) : (
        <OrderSummary order={order} />
      )}
    </div>
  );
}
