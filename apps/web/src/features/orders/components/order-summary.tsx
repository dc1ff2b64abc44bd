import type { Order } from '@shop/shared/orders/orders-schemas';
import { OrderBreakdown } from '@/components/orders/order-breakdown';
import { OrderDelivery } from '@/components/orders/order-delivery';
import { OrderTracker } from './order-tracker';

/** An order's id, status, tracker, lines, money and delivery: the success page and the order page show the same. */
export function OrderSummary({ order }: { order: Order }) {
  return (
    <div>
      <dl className="grid gap-x-8 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="text-stone-600">Order ID</dt>
        <dd className="font-mono font-semibold text-stone-900">{order.orderId}</dd>
        <dt className="text-stone-600">Status</dt>
        <dd className="font-semibold text-stone-900 capitalize">{order.status}</dd>
      </dl>
      <OrderTracker order={order} />
      <h2 className="mt-10 mb-3 font-serif text-xl text-stone-900">Items</h2>
      <OrderBreakdown order={order} />
      <OrderDelivery order={order} />
    </div>
  );
}
