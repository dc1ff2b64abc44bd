import { variantLabel } from '@shop/shared/catalog/variant-labels';
import { RETURN_REASON_LABELS, RETURN_STATUS_LABELS, RETURN_STATUSES } from '@shop/shared/orders/returns';
import type { ReturnRecord } from '@shop/shared/orders/returns-schemas';
import { useId } from 'react';
import { Link } from 'react-router';
import { ReturnStatusBadge } from '@/components/orders/return-status-badge';
import { EmailText } from '@/components/ui/email-text';
import { Pagination } from '@/components/ui/pagination';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { paths } from '@/config/paths';
import { oneOf, useAnsweredPage, useListParams } from '@/features/admin/use-list-params';
import { formatDay } from '@/lib/format-date';
import { usePageMeta } from '@/lib/page-meta';
import { useShopColors } from '@/lib/shop-colors-api';
import { useGetReturnsQuery } from '../api/returns-api';
import { ReturnActions } from '../components/return-actions';

/** A return's lines, each with its size and colour as every page writes them. */
function ReturnedItems({ record }: { record: ReturnRecord }) {
  const shopColors = useShopColors();
  return (
    <ul>
      {record.lines.map((line) => (
        <li key={line.lineId}>
          {line.quantity} × {line.title}{' '}
          <span className="text-stone-600">({variantLabel(line, shopColors.labelOf)})</span>
        </li>
      ))}
    </ul>
  );
}

const columns: TableColumn<ReturnRecord>[] = [
  {
    header: 'Order',
    rowHeader: true,
    cell: (record) => (
      <Link to={paths.order(record.orderId)} className="font-mono whitespace-nowrap text-rose-800 underline">
        {record.orderNumber}
      </Link>
    ),
  },
  { header: 'Customer', className: 'break-words', cell: (record) => <EmailText email={record.email} /> },
  {
    header: 'Items',
    cell: (record) => <ReturnedItems record={record} />,
  },
  {
    header: 'Reason',
    cell: (record) => (
      <span>
        {RETURN_REASON_LABELS[record.reason]}
        {record.comment && <span className="block break-words text-stone-600">“{record.comment}”</span>}
      </span>
    ),
  },
  {
    header: 'Status',
    cell: (record) => (
      <span>
        <ReturnStatusBadge status={record.status} />
        {record.note && <span className="mt-1 block break-words text-stone-600">{record.note}</span>}
      </span>
    ),
  },
  // The short date leaves the table's room to the items' titles.
  { header: 'Date', className: 'whitespace-nowrap', cell: (record) => formatDay(record.createdAt) },
  { header: 'Actions', unlabelled: true, cell: (record) => <ReturnActions record={record} /> },
];

/** Returns (docs/product/screens.md): shoppers' return requests, newest first, and each next step. */
export function ReturnsPage() {
  usePageMeta('Returns — Velora');
  const list = useListParams();
  const { params, page, change: update } = list;
  const status = oneOf(RETURN_STATUSES, params.get('status'));
  const { data, currentData, isLoading, isError } = useGetReturnsQuery({ page, status });
  useAnsweredPage(list, currentData?.page);
  const statusId = useId();

  return (
    <section aria-labelledby="returns-heading">
      <h1 id="returns-heading" className="font-serif text-2xl text-stone-900">
        Returns
      </h1>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <label htmlFor={statusId} className="flex flex-col gap-1 text-sm text-stone-700">
          Status
          <select
            id={statusId}
            value={status ?? ''}
            onChange={(event) => update({ status: event.target.value, page: '' })}
            className="rounded-md border border-stone-300 bg-white px-3 py-2"
          >
            <option value="">All</option>
            {RETURN_STATUSES.map((option) => (
              <option key={option} value={option}>
                {RETURN_STATUS_LABELS[option]}
              </option>
            ))}
          </select>
        </label>
      </div>

      {isLoading ? (
        <p className="mt-6">Loading...</p>
      ) : isError || !data ? (
        <p role="alert" className="mt-6 text-red-700">
          The returns could not be loaded. Please try again.
        </p>
      ) : data.returns.length === 0 ? (
        <p className="mt-6 text-stone-600">{status ? 'No returns in this step.' : 'No returns yet.'}</p>
      ) : (
        <>
          <ResponsiveTable
            columns={columns}
            rows={data.returns}
            rowKey={(record) => record.id}
            stackBelow="56rem"
          />
          <p className="mt-3 text-sm text-stone-600">
            {data.total} {data.total === 1 ? 'return' : 'returns'}
          </p>
          <Pagination
            page={data.page}
            totalPages={data.totalPages}
            onChange={(next) => update({ page: String(next) })}
          />
        </>
      )}
    </section>
  );
}
