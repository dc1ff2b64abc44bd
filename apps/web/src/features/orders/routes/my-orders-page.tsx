import { formatPrice } from '@shop/shared/money';
import { ORDER_MESSAGES } from '@shop/shared/orders';
import { useState } from 'react';
import { Link } from 'react-router';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { formatDay } from '@/lib/format-date';
import { usePageMeta } from '@/lib/page-meta';
import { usePaidOrders } from '../api/orders-api';

/** How many orders show before 'See all'. */
const FIRST = 5;

/** Your Orders (docs/product/screens.md): the paid orders, newest first. */
export function MyOrdersPage() {
  usePageMeta('Your orders — Velora');
  const [all, setAll] = useState(false);
  const { orders, isLoading, isError } = usePaidOrders();
  const shown = all ? orders : orders.slice(0, FIRST);

  return (
    <section aria-labelledby="orders-heading">
      <div className="flex items-center justify-between gap-4">
        <h1 id="orders-heading" className="font-serif text-2xl text-stone-900">
          Your Orders
        </h1>
        {/* SPEC's 'See all' is there whenever there are orders; it folds back only when it unfolded any. */}
        {orders.length > 0 && (
          <button
            type="button"
            onClick={() => setAll((v) => !v)}
            className="text-sm font-medium text-rose-800 underline"
          >
            {all && orders.length > FIRST ? 'Show fewer' : 'See all'}
          </button>
        )}
      </div>
      {isLoading ? (
        <p className="mt-6">Loading...</p>
      ) : isError ? (
        <p role="alert" className="mt-6 text-red-700">
          {ORDER_MESSAGES.noOrderFound}
        </p>
      ) : orders.length === 0 ? (
        <p className="mt-6 text-stone-600">{ORDER_MESSAGES.noOrders}</p>
      ) : (
        <div className="relative mt-6 overflow-x-auto rounded-lg border border-stone-200 bg-white">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead className="bg-stone-100 text-stone-700">
              <tr>
                <th scope="col" className="px-4 py-3">
                  #
                </th>
                <th scope="col" className="px-4 py-3">
                  Order ID
                </th>
                <th scope="col" className="px-4 py-3">
                  Date
                </th>
                <th scope="col" className="px-4 py-3">
                  Status
                </th>
                <th scope="col" className="px-4 py-3">
                  Total
                </th>
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">Details</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200">
              {shown.map((order, i) => (
                <tr key={order._id}>
                  <td className="px-4 py-3">{i + 1}</td>
                  <td className="px-4 py-3 font-mono">{order.orderId}</td>
                  <td className="px-4 py-3">{formatDay(order.createdAt)}</td>
                  <td className="px-4 py-3">
                    <StatusBadge status={order.status} />
                  </td>
                  <td className="px-4 py-3">{formatPrice(order.amountCents)}</td>
                  <td className="px-4 py-3">
                    <Link to={paths.order(order._id)} className="text-rose-800 underline hover:text-rose-900">
                      view order
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
