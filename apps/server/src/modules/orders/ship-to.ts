import { formatPrice } from '@shop/shared/money';
import { SHIPPING_MESSAGES } from '@shop/shared/orders/shipping';
import type { OrderRow } from './orders.queries';

// How an order's delivery reads in the shop's own pages and mails: one wording everywhere.

/** What delivery cost: "Free" rather than $0.00. */
export function deliveryPrice(order: Pick<OrderRow, 'shippingCents'>): string {
  return order.shippingCents === 0 ? SHIPPING_MESSAGES.free : formatPrice(order.shippingCents);
}

/** "Delivery (Standard)", or plain "Delivery" on an order from before methods. */
export function deliveryLabel(order: Pick<OrderRow, 'shippingMethodName'>): string {
  return order.shippingMethodName ? `Delivery (${order.shippingMethodName})` : 'Delivery';
}
