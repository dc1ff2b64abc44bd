import { Readable } from 'node:stream';
import { sizeLabel } from '@shop/shared/catalog/variant-labels';
import { formatAmount } from '@shop/shared/money';
import type { OrderListFilters } from '@shop/shared/orders/orders-schemas';
import { REPORT_MESSAGES } from '@shop/shared/reports/reports-schemas';
import { and } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { DomainError } from '../../../lib/domain-error';
import { colorBook, csvLine } from '../../catalog';
import { orderListWhere } from '../orders.queries';
import {
  type ExportOrder,
  type OrderExportCursor,
  orderExportPage,
  paidOnDays,
} from './order-export.queries';

// Manage Orders as a CSV file, a row per order line (docs/product/api.md, Orders export), streamed:
// a page of orders at a time, each written as it is read. Every figure is what the order kept.

/** Orders read per query: with their lines, well under a megabyte. */
export const ORDER_EXPORT_PAGE = 500;

export const ORDER_EXPORT_COLUMNS = [
  'Order',
  'Created (UTC)',
  'Paid (UTC)',
  'Email',
  'Customer',
  'Country',
  'Region',
  'Status',
  'Payment status',
  'Title',
  'Size',
  'Colour',
  'SKU',
  'Quantity',
  'Unit price',
  'Line discount',
  'Line tax',
  'Line paid',
  'Delivery',
  'Delivery tax',
  'Order total',
  'Refunded units',
  'Refunded amount',
] as const;
type Column = (typeof ORDER_EXPORT_COLUMNS)[number];
type Row = Partial<Record<Column, string>>;

/** Manage Orders' filters, and the days (UTC) the orders were paid on. */
export type OrderExportQuery = OrderListFilters & { from?: string; to?: string };

/** '2026-04-30 14:05:09', UTC: a spreadsheet reads it as a date and time. */
const moment = (date: Date | null) => (date ? date.toISOString().slice(0, 19).replace('T', ' ') : '');

/** The file's name: the day it was made (UTC). */
export function orderExportFilename(now: Date): string {
  return `orders-${now.toISOString().slice(0, 10)}.csv`;
}

/** A 400 naming `from` before anything is written: a stream already begun cannot answer one. */
export function checkOrderExportQuery(query: OrderExportQuery): void {
  if (query.from && query.to && query.from > query.to)
    throw new DomainError(400, REPORT_MESSAGES.fromAfterTo, 'from');
}

/**
 * The delivery as charged, before its tax: a free-delivery code's part of the discount (what the
 * lines' shares leave of it) comes off, and where the prices included the tax, its tax does too.
 * With the delivery tax beside it, it is what the shopper paid for delivery.
 */
function deliveryBeforeTax(order: ExportOrder): number {
  const goodsDiscount = order.lines.reduce((sum, line) => sum + line.discountCents, 0);
  const deliveryDiscount = Math.min(order.shippingCents, Math.max(0, order.discountCents - goodsDiscount));
  const charged = order.shippingCents - deliveryDiscount;
  return order.pricesIncludeTax ? charged - order.shippingTaxCents : charged;
}

/**
 * An order's rows, one per line: the order's money (delivery, its tax, the total, what was
 * refunded) on its first line only, so each column adds up over the file. Line paid is the
 * line's price times its units, less its discount, with its tax where the prices left it out:
 * the lines' paid, the delivery and its tax come to the order's total.
 */
export function orderExportRows(order: ExportOrder, colourOf: (name: string) => string): string {
  const address = order.shippingAddress;
  const orderPart: Row = {
    Order: order.orderNumber,
    'Created (UTC)': moment(order.createdAt),
    'Paid (UTC)': moment(order.paidAt),
    Email: order.email,
    Customer: address?.name ?? '',
    Country: address?.country ?? '',
    Region: address?.region ?? '',
    Status: order.status,
    'Payment status': order.paymentStatus,
  };
  const moneyPart: Row = {
    Delivery: formatAmount(deliveryBeforeTax(order)),
    'Delivery tax': formatAmount(order.shippingTaxCents),
    'Order total': formatAmount(order.amountCents),
    'Refunded amount': formatAmount(order.refundedCents),
  };
  // An order always has lines; one without would still say what it came to.
  if (order.lines.length === 0) return line({ ...orderPart, ...moneyPart });
  return order.lines
    .map((item, index) => {
      const goods = item.unitPriceCents * item.quantity - item.discountCents;
      return line({
        ...orderPart,
        Title: item.title,
        Size: sizeLabel(item.size),
        Colour: colourOf(item.color),
        SKU: item.sku ?? '',
        Quantity: String(item.quantity),
        'Unit price': formatAmount(item.unitPriceCents),
        'Line discount': formatAmount(item.discountCents),
        'Line tax': formatAmount(item.taxCents),
        'Line paid': formatAmount(order.pricesIncludeTax ? goods : goods + item.taxCents),
        'Refunded units': String(item.refundedQuantity),
        ...(index === 0 ? moneyPart : {}),
      });
    })
    .join('');
}

const line = (row: Row) => csvLine(ORDER_EXPORT_COLUMNS.map((column) => row[column] ?? ''));

/**
 * The orders Manage Orders lists with `query`, as CSV text in pieces: the header, then a page of
 * ORDER_EXPORT_PAGE orders at a time (keyset-paginated, newest first, so memory stays at a page).
 */
export async function* orderCsvPieces(db: Db, query: OrderExportQuery, pageSize = ORDER_EXPORT_PAGE) {
  yield csvLine(ORDER_EXPORT_COLUMNS);
  const { from, to, ...filters } = query;
  const where = and(orderListWhere(filters), paidOnDays(from, to));
  const colours = await colorBook(db);
  const colourOf = (name: string) => colours.labelOf(name);
  let after: OrderExportCursor | null = null;
  for (;;) {
    const page = await orderExportPage(db, where, after, pageSize);
    if (page.orders.length > 0) yield page.orders.map((order) => orderExportRows(order, colourOf)).join('');
    if (!page.full || !page.cursor) return;
    after = page.cursor;
  }
}

/** The export as a stream the route replies with. */
export function exportOrderCsv(db: Db, query: OrderExportQuery, pageSize?: number): Readable {
  return Readable.from(orderCsvPieces(db, query, pageSize), { objectMode: false });
}
