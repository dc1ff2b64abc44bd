import { CANCEL_MESSAGES, ORDER_MESSAGES, wasPaid } from '@shop/shared/orders/orders';
import { receiptPdfPath } from '@shop/shared/orders/receipts/receipt-schemas';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
import { CancelOrderDialog } from '@/components/orders/cancel-order-dialog';
import { OrderBreakdown } from '@/components/orders/order-breakdown';
import { OrderDelivery } from '@/components/orders/order-delivery';
import { StatusBadge } from '@/components/orders/status-badge';
import { Modal } from '@/components/ui/modal';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { showToast } from '@/stores/toasts';
import { adminOrdersChanged, useGetAdminOrderQuery } from '../api/admin-orders-api';
import { OrderRefunds } from './order-refunds';
import { OrderReturnsAdmin } from './order-returns-admin';
import { RefundDialog, refundToast } from './refund-dialog';
import { TestOrderBadge } from './test-order-badge';

/**
 * Manage Orders' View: the order's customer, status, payment, lines and money, delivery, refunds,
 * returns and history, with a refund or a cancel while either is still possible.
 */
export function ViewOrder({ id, onClose }: { id: string; onClose: () => void }) {
  const { data: order, isError } = useGetAdminOrderQuery(id);
  const dispatch = useDispatch();
  const [cancelling, setCancelling] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const cancellable = order && (order.status === 'pending' || order.status === 'processing');
  const refundable = order && wasPaid(order.paymentStatus) && order.refundedCents < order.amountCents;
  return (
    <Modal title={order ? `Order ${order.orderId}` : 'Order'} onClose={onClose}>
      {isError ? (
        <p role="alert" className="text-red-700">
          {ORDER_MESSAGES.orderFetchFailed}
        </p>
      ) : !order ? (
        <p>Loading...</p>
      ) : (
        <div className="space-y-4 text-sm">
          <dl className="grid grid-cols-[8rem_1fr] gap-y-1">
            <dt className="text-stone-600">Customer</dt>
            <dd className="break-all">{order.email}</dd>
            <dt className="text-stone-600">Status</dt>
            <dd>
              <StatusBadge status={order.status} />
            </dd>
            <dt className="text-stone-600">Paid</dt>
            <dd className="flex flex-wrap items-center gap-2">
              {order.paidAt ? formatDateTime(order.paidAt) : 'Not paid'}
              {order.testCheckout && <TestOrderBadge />}
            </dd>
            {order.invoiceNumber && (
              <>
                <dt className="text-stone-600">Invoice</dt>
                <dd className="flex flex-wrap items-center gap-x-3">
                  {order.invoiceNumber}
                  <a
                    href={receiptPdfPath(order._id)}
                    download
                    className="font-medium text-rose-800 underline"
                  >
                    Download receipt
                  </a>
                </dd>
              </>
            )}
          </dl>
          <OrderBreakdown order={order} />
          <OrderDelivery order={order} compact />
          <OrderRefunds order={order} />
          <OrderReturnsAdmin order={order} />
          <div>
            <h3 id={`${order._id}-history`} className="font-medium text-stone-900">
              History
            </h3>
            <ol aria-labelledby={`${order._id}-history`} className="mt-1 space-y-1">
              {order.statusHistory.map((entry) => (
                <li key={`${entry.status}-${entry.at}`} className="flex justify-between gap-3">
                  <span>
                    {/* 'return_requested' reads 'Return requested'. */}
                    <span className="capitalize">{entry.status.replaceAll('_', ' ')}</span>
                    {entry.by && <span className="text-stone-600"> by {entry.by}</span>}
                    {entry.note && <span className="block text-stone-600">{entry.note}</span>}
                  </span>
                  <span className="shrink-0 text-stone-600">{formatDateTime(entry.at)}</span>
                </li>
              ))}
            </ol>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              <Link to={paths.order(order._id)} className="font-medium text-rose-800 underline">
                Open the order page
              </Link>
              <Link
                to={paths.dashboardPackingSlip(order._id)}
                className="font-medium text-rose-800 underline"
              >
                Packing slip
              </Link>
            </div>
            <div className="flex flex-wrap gap-3">
              {refundable && (
                <button
                  type="button"
                  onClick={() => setRefunding(true)}
                  className="rounded-md border border-stone-900 px-4 py-2 font-medium text-stone-900 hover:bg-stone-50"
                >
                  Refund
                </button>
              )}
              {cancellable && (
                <button
                  type="button"
                  onClick={() => setCancelling(true)}
                  className="rounded-md border border-red-700 px-4 py-2 font-medium text-red-700 hover:bg-red-50"
                >
                  Cancel order
                </button>
              )}
              <button
                type="button"
                onClick={onClose}
                className="rounded-md border border-stone-300 px-4 py-2"
              >
                Close
              </button>
            </div>
          </div>
          {refunding && (
            <RefundDialog
              order={order}
              onClose={() => setRefunding(false)}
              onRefunded={(refund) => {
                setRefunding(false);
                const toast = refundToast(refund);
                dispatch(showToast(toast.text, toast.kind));
                dispatch(adminOrdersChanged());
              }}
            />
          )}
          {cancelling && (
            <CancelOrderDialog
              order={order}
              asShop
              onClose={() => setCancelling(false)}
              onCancelled={() => {
                setCancelling(false);
                dispatch(showToast(CANCEL_MESSAGES.cancelled, 'success'));
                dispatch(adminOrdersChanged());
              }}
            />
          )}
        </div>
      )}
    </Modal>
  );
}
