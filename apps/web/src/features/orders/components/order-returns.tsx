import { sizeLabel } from '@shop/shared/catalog/variant-labels';
import type { Order } from '@shop/shared/orders/orders-schemas';
import { RETURN_REASON_LABELS } from '@shop/shared/orders/returns';
import { ReturnStatusBadge } from '@/components/orders/return-status-badge';
import { formatDay } from '@/lib/format-date';
import { useShopColors } from '@/lib/shop-colors-api';
import { ReturnSending } from './return-sending';

/**
 * The order page's "Returns": each request with its lines, reason, step and the shop's note; an
 * approved one says where and how to send the parcel.
 */
export function OrderReturns({ order }: { order: Pick<Order, 'returns'> }) {
  const shopColors = useShopColors();
  if (order.returns.length === 0) return null;
  return (
    <section aria-labelledby="order-returns-heading" className="mt-10">
      <h2 id="order-returns-heading" className="mb-3 font-serif text-xl text-stone-900">
        Returns
      </h2>
      <ul className="space-y-3">
        {order.returns.map((request) => (
          <li key={request.id} className="rounded-lg border border-stone-200 bg-white p-4 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <ReturnStatusBadge status={request.status} />
              <span className="text-stone-600">Asked on {formatDay(request.createdAt)}</span>
            </div>
            <ul className="mt-3 space-y-1">
              {request.lines.map((line) => (
                <li key={line.lineId} className="flex justify-between gap-3">
                  <span>
                    <span className="font-medium text-stone-900">{line.title}</span>
                    <span className="text-stone-600">
                      {' '}
                      · {sizeLabel(line.size)} · {shopColors.labelOf(line.color)}
                    </span>
                  </span>
                  <span className="shrink-0 text-stone-700">× {line.quantity}</span>
                </li>
              ))}
            </ul>
            <p className="mt-2 text-stone-700">Reason: {RETURN_REASON_LABELS[request.reason]}</p>
            {request.comment && <p className="mt-1 break-words text-stone-600">“{request.comment}”</p>}
            {request.note && (
              <p className="mt-2 rounded-md bg-stone-50 px-3 py-2 break-words text-stone-800">
                From the shop: {request.note}
              </p>
            )}
            {request.status === 'approved' && <ReturnSending />}
          </li>
        ))}
      </ul>
    </section>
  );
}
