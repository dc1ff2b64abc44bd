import { formatPrice } from '@shop/shared/money';
import type { Order } from '@shop/shared/orders-schemas';
import { OrderTracker } from './order-tracker';

/** An order's id, status, tracker and lines: the success page and the order page show the same. */
export function OrderSummary({ order }: { order: Order }) {
  return (
    <div>
      <dl className="grid gap-x-8 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="text-stone-600">Order ID</dt>
        <dd className="font-mono font-semibold text-stone-900">{order.orderId}</dd>
        <dt className="text-stone-600">Status</dt>
        <dd className="font-semibold text-stone-900 capitalize">{order.status}</dd>
        <dt className="text-stone-600">Total</dt>
        <dd className="text-stone-900">{formatPrice(order.amountCents)}</dd>
      </dl>
      <OrderTracker order={order} />
      <h2 className="mt-10 font-serif text-xl text-stone-900">Items</h2>
      <ul className="mt-3 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
        {order.items.map((item) => (
          <li key={`${item.variantId}-${item.title}`} className="flex justify-between gap-4 p-4 text-sm">
            <span>
              <span className="font-medium text-stone-900">{item.title}</span>
              <span className="block text-stone-600">
                Size {item.size} · {item.color} · Qty {item.quantity}
              </span>
            </span>
            <span className="text-stone-900">{formatPrice(item.priceCents * item.quantity)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
