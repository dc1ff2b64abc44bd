import { centsToDollars } from '@shop/shared/money';
import type { OrderState, PaymentStatus } from '@shop/shared/orders/orders';
import type { Order } from '@shop/shared/orders/orders-schemas';
import type { RefundStatus } from '@shop/shared/orders/refunds';
import type { Refund } from '@shop/shared/orders/refunds-schemas';
import type { ReturnRecord } from '@shop/shared/orders/returns-schemas';
import { ratePercent, taxLineLabel } from '@shop/shared/orders/taxes/taxes';
import type { Db } from '../../db/client';
import {
  linesOfOrders,
  type OrderLineRow,
  type OrderRow,
  type OrderTaxLineRow,
  taxLinesOfOrders,
} from './orders.queries';
import { type RefundRow, refundsOfOrders } from './refunds/refunds.queries';
import { returnsOfOrders, toReturnRecord } from './returns/returns.queries';

/** A refund as the API gives it (docs/product/api.md, Refunds). */
export function toRefund(row: RefundRow): Refund {
  return {
    id: row.id,
    amount: centsToDollars(row.amountCents),
    amountCents: row.amountCents,
    taxCents: row.taxCents,
    creditNoteNumber: row.creditNoteNumber,
    lines: row.lines.map((line) => ({
      lineId: line.lineId,
      quantity: line.quantity,
      amount: centsToDollars(line.amountCents ?? 0),
      amountCents: line.amountCents ?? 0,
    })),
    restock: row.restock,
    reason: row.reason,
    status: row.status as RefundStatus,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The API's order: docs/product/api.md's fields plus lines and history. */
export function toOrder(
  row: OrderRow,
  lines: readonly OrderLineRow[],
  refunds: readonly RefundRow[] = [],
  returns: readonly ReturnRecord[] = [],
  taxLines: readonly OrderTaxLineRow[] = [],
): Order {
  return {
    _id: row.id,
    id: row.id,
    orderId: row.orderNumber,
    email: row.email,
    status: row.status as OrderState,
    paymentStatus: row.paymentStatus as PaymentStatus,
    amount: centsToDollars(row.amountCents),
    amountCents: row.amountCents,
    subtotalCents: row.subtotalCents,
    taxCents: row.taxCents,
    taxLines: taxLines.map((line) => ({
      name: line.name,
      rate: ratePercent(line.rateMilliPercent),
      label: taxLineLabel(line, row.pricesIncludeTax),
      taxableCents: line.taxableCents,
      tax: centsToDollars(line.taxCents),
      taxCents: line.taxCents,
    })),
    pricesIncludeTax: row.pricesIncludeTax,
    shippingTaxCents: row.shippingTaxCents,
    shippingAddress: row.shippingAddress ?? null,
    shippingMethod:
      row.shippingMethodId && row.shippingMethodName
        ? { id: row.shippingMethodId, name: row.shippingMethodName }
        : null,
    shippingPrice: centsToDollars(row.shippingCents),
    shippingPriceCents: row.shippingCents,
    discountCode: row.discountCode,
    discountAmount: centsToDollars(row.discountCents),
    discountCents: row.discountCents,
    trackingNumber: row.trackingNumber,
    carrier: row.carrier,
    currency: row.currency,
    items: lines.map((line) => ({
      id: line.id,
      variantId: line.variantId,
      productId: line.productId,
      handle: line.handle,
      title: line.title,
      image: line.image,
      size: line.size,
      color: line.color,
      sku: line.sku,
      price: centsToDollars(line.unitPriceCents),
      priceCents: line.unitPriceCents,
      quantity: line.quantity,
      discountCents: line.discountCents,
      taxRate: ratePercent(line.taxRateMilliPercent),
      taxCents: line.taxCents,
    })),
    refunds: refunds.map(toRefund),
    refundedAmount: centsToDollars(row.refundedCents),
    refundedCents: row.refundedCents,
    statusHistory: row.statusHistory,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    shippedAt: row.shippedAt?.toISOString() ?? null,
    returns: [...returns],
    cancelReason: row.cancelReason,
    paidAt: row.paidAt?.toISOString() ?? null,
    invoiceNumber: row.invoiceNumber,
    testCheckout: row.testMode,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function withLines(db: Db, rows: readonly OrderRow[]): Promise<Order[]> {
  const ids = rows.map((row) => row.id);
  const [lines, refunds, returns, taxLines] = await Promise.all([
    linesOfOrders(db, ids),
    refundsOfOrders(db, ids),
    returnsOfOrders(db, ids),
    taxLinesOfOrders(db, ids),
  ]);
  return rows.map((row) => {
    const own = lines.filter((line) => line.orderId === row.id);
    return toOrder(
      row,
      own,
      refunds.filter((refund) => refund.orderId === row.id),
      returns
        .filter((request) => request.orderId === row.id)
        .map((request) => toReturnRecord(request, row, own)),
      taxLines.filter((line) => line.orderId === row.id),
    );
  });
}

export async function orderWithLines(db: Db, row: OrderRow): Promise<Order> {
  const [order] = await withLines(db, [row]);
  if (!order) throw new Error('order vanished');
  return order;
}
