import { sizeLabel } from '@shop/shared/catalog/variant-labels';
import { centsToDollars } from '@shop/shared/money';
import { ORDER_MESSAGES, wasPaid } from '@shop/shared/orders/orders';
import type { Receipt } from '@shop/shared/orders/receipts/receipt-schemas';
import { taxLinesToPrint } from '@shop/shared/orders/taxes/taxes';
import type { Db } from '../../../db/client';
import { DomainError } from '../../../lib/domain-error';
import { readTaxSettings } from '../../taxes';
import { canSee, type OrderViewer } from '../guests/guest-access';
import { shopColours } from '../mail/item-lines';
import { findOrderById, linesOfOrders, taxLinesOfOrders } from '../orders.queries';
import { refundsOfOrders } from '../refunds/refunds.queries';
import { deliveryLabel } from '../ship-to';

// A paid order's receipt (docs/product/rules.md, Receipts): every figure as the order kept it
// when it was paid (its row, its lines, its tax by rate), never worked out again with today's
// rates; only the seller's details are the tax settings' of now.

/** The shop's name on a receipt whose owner has not given a legal name yet. */
const SHOP_NAME = 'Velora';

const withDollars = (cents: number) => ({ amount: centsToDollars(cents), amountCents: cents });

/**
 * The receipt of one paid order, for whoever may see the order (canSee: its shopper, an admin,
 * a guest's browser or private link). Anyone else, and an order not paid, are told there is no
 * such order: the same answer as an unknown id, so nothing about it shows.
 */
export async function receiptFor(db: Db, viewer: OrderViewer, id: string): Promise<Receipt> {
  const order = await findOrderById(db, id);
  if (
    !order ||
    !canSee(viewer, order) ||
    !wasPaid(order.paymentStatus) ||
    !order.invoiceNumber ||
    !order.paidAt
  )
    throw new DomainError(404, ORDER_MESSAGES.orderNotFound, 'id');
  const [lines, taxLines, refunds, settings, colourOf] = await Promise.all([
    linesOfOrders(db, [order.id]),
    taxLinesOfOrders(db, [order.id]),
    refundsOfOrders(db, [order.id]),
    readTaxSettings(db),
    shopColours(db),
  ]);
  // A credit note is numbered when its refund is made; a refund the provider failed after all
  // gave nothing back, so it is no part of what the receipt says was refunded.
  const credited = refunds.filter((refund) => refund.creditNoteNumber && refund.status === 'succeeded');
  const refundedTotalCents = credited.reduce((sum, refund) => sum + refund.amountCents, 0);
  const { seller } = settings;
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    invoiceNumber: order.invoiceNumber,
    paidAt: order.paidAt.toISOString(),
    testCheckout: order.testMode,
    currency: order.currency,
    seller: {
      name: seller.legalName?.trim() || SHOP_NAME,
      taxNumber: seller.taxNumber?.trim() || null,
      address: seller.address,
    },
    billTo: { email: order.email, address: order.shippingAddress ?? null },
    lines: lines.map((line) => ({
      title: line.title,
      size: sizeLabel(line.size),
      colour: colourOf(line.color),
      quantity: line.quantity,
      unitPrice: centsToDollars(line.unitPriceCents),
      unitPriceCents: line.unitPriceCents,
      total: centsToDollars(line.unitPriceCents * line.quantity),
      totalCents: line.unitPriceCents * line.quantity,
    })),
    subtotal: centsToDollars(order.subtotalCents),
    subtotalCents: order.subtotalCents,
    discount:
      order.discountCents > 0
        ? { code: order.discountCode ?? '', ...withDollars(order.discountCents) }
        : null,
    delivery: { label: deliveryLabel(order), ...withDollars(order.shippingCents) },
    pricesIncludeTax: order.pricesIncludeTax,
    taxLines: taxLinesToPrint(taxLines, order.pricesIncludeTax).map((tax) => ({
      label: tax.label,
      ...withDollars(tax.cents),
    })),
    total: centsToDollars(order.amountCents),
    totalCents: order.amountCents,
    creditNotes: credited.map((refund) => ({
      number: refund.creditNoteNumber as string,
      // Made when it succeeded: the day its number's year is judged by.
      date: refund.updatedAt.toISOString(),
      ...withDollars(refund.amountCents),
      tax: centsToDollars(refund.taxCents),
      taxCents: refund.taxCents,
    })),
    refundedTotal: centsToDollars(refundedTotalCents),
    refundedTotalCents,
  };
}
