import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orderLines, orders, orderTaxLines } from '../orders.schema';

// The statements that keep the tax a payment provider charged (Stripe Tax) on the order it paid.

/**
 * Replaces an order's tax with what was charged, inside the paying transaction (the order row
 * is locked): the order's tax, its delivery's part and amount, each line's part and rate, and its
 * tax by rate.
 */
export async function keepChargedTax(
  tx: Db,
  orderId: string,
  order: { taxCents: number; shippingTaxCents: number; amountCents: number },
  lines: readonly { id: string; taxCents: number; taxRateMilliPercent: number }[],
  taxLines: readonly { name: string; rateMilliPercent: number; taxableCents: number; taxCents: number }[],
): Promise<void> {
  await tx
    .update(orders)
    .set({ ...order, updatedAt: new Date() })
    .where(eq(orders.id, orderId));
  for (const line of lines) {
    await tx
      .update(orderLines)
      .set({ taxCents: line.taxCents, taxRateMilliPercent: line.taxRateMilliPercent })
      .where(eq(orderLines.id, line.id));
  }
  await tx.delete(orderTaxLines).where(eq(orderTaxLines.orderId, orderId));
  if (taxLines.length > 0)
    await tx.insert(orderTaxLines).values(taxLines.map((line, position) => ({ ...line, orderId, position })));
}
