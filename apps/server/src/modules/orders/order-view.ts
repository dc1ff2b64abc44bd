import { centsToDollars } from '@shop/shared/money';
import type { OrderStatus, PaymentStatus } from '@shop/shared/orders';
import type { Order } from '@shop/shared/orders-schemas';
import type { Db } from '../../db/client';
import { linesOfOrders, type OrderLineRow, type OrderRow } from './orders.queries';

/** The API's order: docs/product/api.md's fields plus lines and history. */
export function toOrder(row: OrderRow, lines: readonly OrderLineRow[]): Order {
  return {
    _id: row.id,
    id: row.id,
    orderId: row.orderNumber,
    email: row.email,
    status: row.status as OrderStatus,
    paymentStatus: row.paymentStatus as PaymentStatus,
    amount: centsToDollars(row.amountCents),
    amountCents: row.amountCents,
    subtotalCents: row.subtotalCents,
    taxCents: row.taxCents,
    shippingAddress: row.shippingAddress ?? null,
    shippingMethod:
      row.shippingMethodId && row.shippingMethodName
        ? { id: row.shippingMethodId, name: row.shippingMethodName }
        : null,
    shippingPrice: centsToDollars(row.shippingCents),
    shippingPriceCents: row.shippingCents,
    trackingNumber: row.trackingNumber,
    carrier: row.carrier,
    currency: row.currency,
    items: lines.map((line) => ({
      variantId: line.variantId,
      productId: line.productId,
      handle: line.handle,
      title: line.title,
      image: line.image,
      size: line.size,
      color: line.color,
      price: centsToDollars(line.unitPriceCents),
      priceCents: line.unitPriceCents,
      quantity: line.quantity,
    })),
    statusHistory: row.statusHistory,
    paidAt: row.paidAt?.toISOString() ?? null,
    testCheckout: row.testMode,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function withLines(db: Db, rows: readonly OrderRow[]): Promise<Order[]> {
  const lines = await linesOfOrders(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toOrder(
      row,
      lines.filter((line) => line.orderId === row.id),
    ),
  );
}

export async function orderWithLines(db: Db, row: OrderRow): Promise<Order> {
  const [order] = await withLines(db, [row]);
  if (!order) throw new Error('order vanished');
  return order;
}
