import { formatPrice } from '@shop/shared/money';
import { countryName, SHIPPING_MESSAGES } from '@shop/shared/orders/shipping';
import type { OrderRow } from './orders.queries';
import type { OrderShippingAddress } from './orders.schema';

// How an order's delivery reads in the shop's own pages and mails: one wording everywhere.

/** An address as a label reads, one line each: name, street, "City, Region Postal code", country, phone. */
export function addressLines(address: OrderShippingAddress): string[] {
  const place = [address.city, [address.region, address.postalCode].filter(Boolean).join(' ')].join(', ');
  return [
    address.name,
    address.line1,
    ...(address.line2 ? [address.line2] : []),
    place,
    countryName(address.country),
    ...(address.phone ? [address.phone] : []),
  ];
}

/** What delivery cost: "Free" rather than $0.00. */
export function deliveryPrice(order: Pick<OrderRow, 'shippingCents'>): string {
  return order.shippingCents === 0 ? SHIPPING_MESSAGES.free : formatPrice(order.shippingCents);
}

/** "Delivery (Standard)", or plain "Delivery" on an order from before methods. */
export function deliveryLabel(order: Pick<OrderRow, 'shippingMethodName'>): string {
  return order.shippingMethodName ? `Delivery (${order.shippingMethodName})` : 'Delivery';
}
