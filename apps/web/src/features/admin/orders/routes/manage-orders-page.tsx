import { ANY_ORDER_STATUSES, ORDER_MESSAGES, type OrderState, wasPaid } from '@shop/shared/orders/orders';
import type { Order } from '@shop/shared/orders/orders-schemas';
import { plural } from '@shop/shared/plural';
import { useId, useState } from 'react';
import { useDispatch } from 'react-redux';
import { StatusBadge } from '@/components/orders/status-badge';
import { ConfirmDelete } from '@/components/ui/confirm-delete';
import { EmailText } from '@/components/ui/email-text';
import { Pagination } from '@/components/ui/pagination';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { SearchForm } from '@/features/admin/search-form';
import { useAnsweredPage, useListParams } from '@/features/admin/use-list-params';
import { formatLongDay } from '@/lib/format-date';
import { usePageMeta } from '@/lib/page-meta';
import { showToast } from '@/stores/toasts';
import {
  useDeleteOrderMutation,
  useGetAdminOrdersQuery,
  useSetOrderStatusMutation,
} from '../api/admin-orders-api';
import { OrderExport } from '../components/order-export';
import { OrderStatusDialog } from '../components/order-status-dialog';
import { ViewOrder } from '../components/order-view-dialog';
import { TestOrderBadge } from '../components/test-order-badge';

type Dialog = { kind: 'view' | 'edit' | 'delete'; order: Order } | null;

/**
 * The list's payment filter: every order that was paid, or one refund state of them; or the
 * checkouts never paid, the only orders the server lets the owner delete.
 */
const PAYMENT_FILTERS = [
  { value: 'was_paid', label: 'All paid' },
  { value: 'paid', label: 'Not refunded' },
  { value: 'partially_refunded', label: 'Partially refunded' },
  { value: 'refunded', label: 'Refunded' },
  { value: 'awaiting_payment', label: 'Unpaid: awaiting payment' },
  { value: 'expired', label: 'Unpaid: checkout expired' },
  { value: 'cancelled', label: 'Unpaid: checkout cancelled' },
] as const;

/** Said once a status change is saved: the dialog closes, so the owner needs to be told. */
const statusSaved = (orderId: string, status: string) => `Order ${orderId} is now ${status}.`;

/** Manage orders (docs/product/screens.md): paid orders with their status, by status or searched. */
export function ManageOrdersPage() {
  usePageMeta('Manage orders — Velora');
  const list = useListParams();
  const { params, page, search, change: update } = list;
  const status = (ANY_ORDER_STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as OrderState)
    : undefined;
  const payment = PAYMENT_FILTERS.some((option) => option.value === params.get('payment'))
    ? (params.get('payment') as (typeof PAYMENT_FILTERS)[number]['value'])
    : 'was_paid';
  const { data, currentData, isLoading, isError } = useGetAdminOrdersQuery({
    page,
    status,
    search,
    // Refunded orders were paid too: they stay on the list unless one refund state is asked for.
    paymentStatus: payment,
    returns: params.get('returns') === 'open' ? 'open' : undefined,
  });
  useAnsweredPage(list, currentData?.page);
  // The export reads the orders the list shows: the same filters, every page.
  const exportQuery = new URLSearchParams({
    ...(status ? { status } : {}),
    paymentStatus: payment,
    ...(search ? { search } : {}),
    ...(params.get('returns') === 'open' ? { returns: 'open' } : {}),
  });
  const [dialog, setDialog] = useState<Dialog>(null);
  const statusId = useId();
  const returnsId = useId();
  const paymentId = useId();

  return (
    <section aria-labelledby="orders-heading">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 id="orders-heading" className="font-serif text-2xl text-stone-900">
          Manage Orders
        </h1>
        <OrderExport query={exportQuery} />
      </div>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <label htmlFor={statusId} className="flex flex-col gap-1 text-sm text-stone-700">
          Status
          <select
            id={statusId}
            value={status ?? ''}
            onChange={(event) => update({ status: event.target.value, page: '' })}
            className="rounded-md border border-stone-300 bg-white px-3 py-2"
          >
            <option value="">All statuses</option>
            {ANY_ORDER_STATUSES.map((option) => (
              <option key={option} value={option} className="capitalize">
                {option}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={paymentId} className="flex flex-col gap-1 text-sm text-stone-700">
          Payment
          <select
            id={paymentId}
            value={payment}
            onChange={(event) =>
              update({ payment: event.target.value === 'was_paid' ? '' : event.target.value, page: '' })
            }
            className="rounded-md border border-stone-300 bg-white px-3 py-2"
          >
            {PAYMENT_FILTERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={returnsId} className="flex flex-col gap-1 text-sm text-stone-700">
          Returns
          <select
            id={returnsId}
            value={params.get('returns') === 'open' ? 'open' : ''}
            onChange={(event) => update({ returns: event.target.value, page: '' })}
            className="rounded-md border border-stone-300 bg-white px-3 py-2"
          >
            <option value="">All orders</option>
            <option value="open">Return requested</option>
          </select>
        </label>
        <SearchForm
          label="Order number or email"
          formLabel="Find orders"
          value={search}
          onSearch={(text) => update({ search: text, page: '' })}
        />
      </div>

      {isLoading ? (
        <p className="mt-6">Loading...</p>
      ) : isError || !data ? (
        <p role="alert" className="mt-6 text-red-700">
          {ORDER_MESSAGES.noOrderFound}
        </p>
      ) : data.orders.length === 0 ? (
        <p className="mt-6 text-stone-600">{ORDER_MESSAGES.noOrders}</p>
      ) : (
        <>
          <ResponsiveTable
            columns={orderColumns(setDialog)}
            rows={data.orders}
            rowKey={(order) => order._id}
            stackBelow="56rem"
          />
          <p className="mt-3 text-sm text-stone-600">
            {payment === 'was_paid' || wasPaid(payment)
              ? plural(data.total, 'paid order', 'paid orders')
              : plural(data.total, 'unpaid checkout', 'unpaid checkouts')}
          </p>
          <Pagination
            page={data.page}
            totalPages={data.totalPages}
            onChange={(next) => update({ page: String(next) })}
          />
        </>
      )}

      {dialog?.kind === 'view' && <ViewOrder id={dialog.order._id} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && <EditStatus order={dialog.order} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'delete' && <DeleteOrder order={dialog.order} onClose={() => setDialog(null)} />}
    </section>
  );
}

const ACTIONS = { view: 'View', edit: 'Edit', delete: 'Delete' } as const;

function orderColumns(open: (dialog: Dialog) => void): TableColumn<Order>[] {
  return [
    {
      header: 'Order Id',
      rowHeader: true,
      cell: (order) => (
        <span className="flex items-center gap-2 @max-2xl:justify-end">
          <span className="font-mono whitespace-nowrap">{order.orderId}</span>
          {order.testCheckout && <TestOrderBadge />}
        </span>
      ),
    },
    {
      header: 'Customer',
      // Whole, broken before its '@' (or anywhere, if that is not enough) when the line is short.
      className: 'break-words',
      cell: (order) => <EmailText email={order.email} />,
    },
    { header: 'Status', cell: (order) => <StatusBadge status={order.status} /> },
    { header: 'Date', className: 'whitespace-nowrap', cell: (order) => formatLongDay(order.updatedAt) },
    {
      header: 'Actions',
      unlabelled: true,
      cell: (order) => (
        <div className="flex gap-5">
          {/* Only what the server allows: a status for a paid order not cancelled, a delete for
              a checkout never paid (a paid order stays in the books). */}
          {(['view', 'edit', 'delete'] as const)
            .filter(
              (kind) => kind !== 'edit' || (wasPaid(order.paymentStatus) && order.status !== 'cancelled'),
            )
            .filter((kind) => kind !== 'delete' || !wasPaid(order.paymentStatus))
            .map((kind) => (
              <button
                key={kind}
                type="button"
                aria-label={`${ACTIONS[kind]} order ${order.orderId}`}
                onClick={() => open({ kind, order })}
                className={`py-1 font-medium underline ${kind === 'delete' ? 'text-red-700' : 'text-rose-800'}`}
              >
                {ACTIONS[kind]}
              </button>
            ))}
        </div>
      ),
    },
  ];
}

function EditStatus({ order, onClose }: { order: Order; onClose: () => void }) {
  const [save] = useSetOrderStatusMutation();
  const dispatch = useDispatch();
  return (
    <OrderStatusDialog
      order={order}
      save={async (change) => {
        const saved = await save({ id: order._id, ...change }).unwrap();
        dispatch(showToast(statusSaved(saved.orderId, saved.status), 'success'));
        return saved;
      }}
      onClose={onClose}
    />
  );
}

function DeleteOrder({ order, onClose }: { order: Order; onClose: () => void }) {
  const [remove] = useDeleteOrderMutation();
  return (
    <ConfirmDelete
      title="Delete this order?"
      remove={() => remove(order._id).unwrap()}
      fallback="The order could not be deleted."
      onClose={onClose}
    >
      Order <span className="font-mono whitespace-nowrap">{order.orderId}</span> of {order.email} will be
      removed for good.
    </ConfirmDelete>
  );
}
