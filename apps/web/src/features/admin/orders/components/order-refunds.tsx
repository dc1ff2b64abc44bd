import { sizeLabel } from '@shop/shared/catalog/variant-labels';
import { formatPrice } from '@shop/shared/money';
import type { Order } from '@shop/shared/orders/orders-schemas';
import type { Refund } from '@shop/shared/orders/refunds-schemas';
import { formatDateTime } from '@/lib/format-date';

/** A refund's state in words: a failed one says why and is never shown as done. */
function refundState(refund: Refund): string {
  if (refund.status === 'failed')
    return `Failed: ${refund.failureReason ?? 'the payment provider refused it'}`;
  return refund.status === 'succeeded' ? 'Refunded' : 'Pending';
}

/** The order's refunds in the admin's order view, oldest first (docs/product/screens.md, Manage orders). */
export function OrderRefunds({ order }: { order: Pick<Order, '_id' | 'items' | 'refunds'> }) {
  if (order.refunds.length === 0) return null;
  const titleOf = new Map(order.items.map((item) => [item.id, `${item.title} (${sizeLabel(item.size)})`]));
  const headingId = `${order._id}-refunds`;
  return (
    <div>
      <h3 id={headingId} className="font-medium text-stone-900">
        Refunds
      </h3>
      <ul aria-labelledby={headingId} className="mt-1 space-y-2">
        {order.refunds.map((refund) => (
          <li key={refund.id} className="rounded-md border border-stone-200 p-3">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-medium text-stone-900">{formatPrice(refund.amountCents)}</span>
              <span
                className={
                  refund.status === 'failed'
                    ? 'font-medium text-red-700'
                    : refund.status === 'pending'
                      ? 'font-medium text-amber-800'
                      : 'font-medium text-emerald-800'
                }
              >
                {refundState(refund)}
              </span>
            </div>
            <p className="text-stone-700">
              {refund.lines.length > 0
                ? refund.lines
                    .map((line) => `${line.quantity} × ${titleOf.get(line.lineId) ?? 'a removed line'}`)
                    .join(', ')
                : 'An amount'}
              {refund.restock && ', back in stock'}
            </p>
            <p className="text-stone-600">
              {refund.reason} · {formatDateTime(refund.createdAt)}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
