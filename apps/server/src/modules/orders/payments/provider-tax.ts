import { wasPaid } from '@shop/shared/orders/orders';
import type { ShippingAddress } from '@shop/shared/orders/shipping-schemas';
import { type TaxBasis, taxParts } from '@shop/shared/orders/taxes/taxes';
import type { Db } from '../../../db/client';
import type { PaidTax, PaymentProvider } from '../../payments';
import { defaultTaxBasis, taxBasisFor } from '../../taxes';
import type { OrderLineRow, OrderRow } from '../orders.queries';
import { keepChargedTax } from './provider-tax.queries';

// Orders a payment provider taxes (Stripe Tax, STRIPE_TAX; docs/product/rules.md, Taxes): written
// at checkout without tax, they keep what the provider charged once they are paid.

/**
 * What a checkout's order is taxed by: the rate of its address, or, when the provider computes
 * the tax at payment, no rate of the shop's (tax 0, the amount without tax until paid) with the
 * prices holding the tax or not as the shop's tax settings say.
 */
export async function checkoutTaxBasis(
  db: Db,
  payments: PaymentProvider,
  address: ShippingAddress,
): Promise<TaxBasis> {
  if (!payments.taxesAtPayment) return taxBasisFor(db, address);
  return { ...(await defaultTaxBasis(db)), rateMilliPercent: 0, deliveryTaxed: false };
}

/**
 * The tax the provider charged on an order it taxed and that is not paid yet, asked before the
 * paying transaction so no order row stays locked while the provider answers; null for an order
 * the shop taxed itself. Throws when the provider cannot be asked: the order stays unpaid until
 * the next confirmation (the webhook's retry, the success page, the reconciler).
 */
export async function taxChargedFor(
  deps: { payments: PaymentProvider },
  order: Pick<OrderRow, 'taxSource' | 'paymentSessionId' | 'paymentStatus'> | undefined,
): Promise<PaidTax | null> {
  if (order?.taxSource !== 'stripe' || !order.paymentSessionId || wasPaid(order.paymentStatus)) return null;
  return deps.payments.paidTax(order.paymentSessionId);
}

/**
 * Keeps the provider's tax on an order being paid (markPaid's part, the order row locked): its
 * tax, amount and tax by rate as charged, the delivery's part as the provider says, and the rest
 * shared over the lines as the shop shares its own (taxParts), each line at the rates' sum.
 */
export async function keepProviderTax(
  tx: Db,
  order: OrderRow,
  lines: readonly OrderLineRow[],
  tax: PaidTax,
): Promise<void> {
  const parts = taxParts(
    tax.taxCents - tax.deliveryTaxCents,
    lines.map((line) => ({
      priceCents: line.unitPriceCents,
      quantity: line.quantity,
      discountCents: line.discountCents,
    })),
  );
  const rateMilliPercent = tax.lines.reduce((sum, line) => sum + line.rateMilliPercent, 0);
  await keepChargedTax(
    tx,
    order.id,
    { taxCents: tax.taxCents, shippingTaxCents: tax.deliveryTaxCents, amountCents: tax.amountCents },
    lines.map((line, index) => ({
      id: line.id,
      taxCents: parts.lines[index] ?? 0,
      taxRateMilliPercent: rateMilliPercent,
    })),
    tax.lines,
  );
}
