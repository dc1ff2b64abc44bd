import { formatPrice } from '@shop/shared/money';
import { ORDER_MESSAGES } from '@shop/shared/orders/orders';
import { StatusBadge } from '@/components/orders/status-badge';
import { formatDay } from '@/lib/format-date';
import { usePageMeta } from '@/lib/page-meta';
import { usePaidOrders } from '../api/orders-api';

/**
 * Payments (docs/product/screens.md): what the shopper has spent, order by order, each refund
 * of an order a negative line under its payment. A failed refund gave nothing back: not shown.
 */
export function PaymentsPage() {
  usePageMeta('Your payments — Velora');
  const { orders: paid, isLoading, isError } = usePaidOrders();
  // refundedCents counts the refunds not failed (pending too), as the lines below show them.
  const totalCents = paid.reduce((sum, order) => sum + order.amountCents - order.refundedCents, 0);

  return (
    <section aria-labelledby="payments-heading">
      <h1 id="payments-heading" className="font-serif text-2xl text-stone-900">
        Payments
      </h1>
      {isLoading ? (
        <p className="mt-6">Loading...</p>
      ) : isError ? (
        <p role="alert" className="mt-6 text-red-700">
          {ORDER_MESSAGES.noOrderFound}
        </p>
      ) : (
        <>
          <p className="mt-4 text-lg text-stone-800">
            Total spent:{' '}
            <span className="font-semibold" data-testid="total-spent">
              {formatPrice(totalCents)}
            </span>{' '}
            <span className="text-base text-stone-600">(after refunds)</span>
          </p>
          {paid.length === 0 ? (
            <p className="mt-6 text-stone-600">{ORDER_MESSAGES.noOrders}</p>
          ) : (
            <ul className="mt-6 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
              {paid.flatMap((order) => [
                <li
                  key={order._id}
                  className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm"
                >
                  <span className="font-mono text-stone-700">{order.orderId}</span>
                  <span className="font-semibold text-stone-900">{formatPrice(order.amountCents)}</span>
                  <span className="text-stone-600">{formatDay(order.paidAt ?? order.createdAt)}</span>
                  <StatusBadge status={order.status} />
                </li>,
                ...order.refunds
                  .filter((refund) => refund.status !== 'failed')
                  .map((refund) => (
                    <li
                      key={refund.id}
                      className="flex flex-wrap items-center justify-between gap-3 bg-stone-50 px-4 py-3 text-sm"
                    >
                      <span className="font-mono text-stone-700">{order.orderId}</span>
                      <span className="font-semibold text-emerald-800">
                        −{formatPrice(refund.amountCents)}
                      </span>
                      <span className="text-stone-600">{formatDay(refund.createdAt)}</span>
                      <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-medium text-emerald-800">
                        {refund.status === 'pending' ? 'Refund (pending)' : 'Refund'}
                      </span>
                    </li>
                  )),
              ])}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
