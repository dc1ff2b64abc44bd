import { variantLabel } from '@shop/shared/catalog/variant-labels';
import type { Order } from '@shop/shared/orders/orders-schemas';
import { RETURN_REASON_LABELS } from '@shop/shared/orders/returns';
import { ReturnStatusBadge } from '@/components/orders/return-status-badge';
import { formatDateTime } from '@/lib/format-date';
import { useShopColors } from '@/lib/shop-colors-api';
import { ReturnActions } from './return-actions';

/** An order's return requests in the admin's order view, each with the steps it may take next. */
export function OrderReturnsAdmin({ order }: { order: Pick<Order, '_id' | 'returns'> }) {
  const shopColors = useShopColors();
  if (order.returns.length === 0) return null;
  const headingId = `${order._id}-returns`;
  return (
    <div>
      <h3 id={headingId} className="font-medium text-stone-900">
        Returns
      </h3>
      <ul aria-labelledby={headingId} className="mt-1 space-y-2">
        {order.returns.map((record) => (
          <li key={record.id} className="rounded-md border border-stone-200 p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <ReturnStatusBadge status={record.status} />
              <span className="text-stone-600">{formatDateTime(record.createdAt)}</span>
            </div>
            <ul className="mt-2">
              {record.lines.map((line) => (
                <li key={line.lineId}>
                  {line.quantity} × {line.title} ({variantLabel(line, shopColors.labelOf)})
                </li>
              ))}
            </ul>
            <p className="mt-1 text-stone-700">Reason: {RETURN_REASON_LABELS[record.reason]}</p>
            {record.comment && <p className="text-stone-600">“{record.comment}”</p>}
            {record.note && <p className="text-stone-600">Note to the shopper: {record.note}</p>}
            <div className="mt-2">
              <ReturnActions record={record} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
