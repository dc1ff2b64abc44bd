import { ORDER_MESSAGES, wasPaid } from '@shop/shared/orders/orders';
import { useSelector } from 'react-redux';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { selectUser } from '@/stores/session';
import { useGetOrderQuery } from '../api/orders-api';
import { CancelOrderButton } from '../components/cancel-order-button';
import { FreshOrderLink } from '../components/fresh-order-link';
import { OrderReturns } from '../components/order-returns';
import { OrderSummary } from '../components/order-summary';
import { ReturnItemsButton } from '../components/return-items-button';

/**
 * One order's progress: for its shopper, and for a guest the browser that paid or anyone with
 * the private link from the confirmation mail (`?token=`); the server decides who may see it.
 */
export function OrderPage() {
  const { orderId } = useParams();
  const [params] = useSearchParams();
  usePageMeta('Your order — Velora');
  const token = params.get('token');
  const user = useSelector(selectUser);
  const {
    data: order,
    isLoading,
    isError,
    refetch,
  } = useGetOrderQuery({ id: orderId ?? '', token }, { skip: !orderId });
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
        <FreshOrderLink orderId={orderId} fromLink={token !== null} offerLink={token !== null || !user} />
      ) : (
        <>
          <OrderSummary order={order} />
          {/* A paid order's receipt opens for the same people, a guest's with the same token. */}
          {wasPaid(order.paymentStatus) && order.invoiceNumber && (
            <p className="mt-6">
              <Link
                to={`${paths.orderReceipt(order._id)}${token ? `?token=${encodeURIComponent(token)}` : ''}`}
                className="font-medium text-rose-800 underline"
              >
                Receipt
              </Link>
            </p>
          )}
          <OrderReturns order={order} />
          <ReturnItemsButton order={order} token={token} onRequested={refetch} />
          <CancelOrderButton order={order} token={token} onCancelled={refetch} />
        </>
      )}
    </div>
  );
}
