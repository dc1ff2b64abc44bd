import { formatPrice } from '@shop/shared/money';
import { ORDER_MESSAGES } from '@shop/shared/orders/orders';
import type { Order } from '@shop/shared/orders/orders-schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { StatusBadge } from '@/components/orders/status-badge';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { paths } from '@/config/paths';
import { formatDay } from '@/lib/format-date';
import { usePageMeta } from '@/lib/page-meta';
import { usePaidOrders } from '../api/orders-api';
import { GuestOrdersOffer } from '../components/guest-orders-offer';

const COLUMNS: readonly TableColumn<Order>[] = [
  { header: '#', cell: (_, i) => i + 1, stackedHidden: true },
  { header: 'Order ID', cell: (order) => order.orderId, rowHeader: true, className: 'font-mono' },
  { header: 'Date', cell: (order) => formatDay(order.createdAt), className: 'whitespace-nowrap' },
  { header: 'Status', cell: (order) => <StatusBadge status={order.status} /> },
  { header: 'Total', cell: (order) => formatPrice(order.amountCents), className: 'whitespace-nowrap' },
  {
    header: 'Details',
    headerHidden: true,
    cell: (order) => (
      <Link
        to={paths.order(order._id)}
        className="inline-block py-1 text-rose-800 underline hover:text-rose-900"
      >
        view order
      </Link>
    ),
  },
];

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
        {/* The original's 'See all' is there whenever there are orders; it folds back only when it unfolded any. */}
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
      <div className="mt-4">
        <GuestOrdersOffer />
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
        <ResponsiveTable columns={COLUMNS} rows={shown} rowKey={(order) => order._id} />
      )}
    </section>
  );
}
