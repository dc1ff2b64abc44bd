import { createHash } from 'node:crypto';
import { MAX_ORDER_TOTAL_CENTS, ORDER_MESSAGES } from '@shop/shared/orders/orders';
import type { ShippingAddress } from '@shop/shared/orders/shipping-schemas';
import { orderTotals, type TaxBasis, taxParts } from '@shop/shared/orders/taxes/taxes';
import type { UsableDiscount } from '@shop/shared/promotions/promotions';
import type { Db } from '../../../db/client';
import { DomainError } from '../../../lib/domain-error';
import type { WantedLine } from '../../cart';
import { cartVariantsForSale, describeVariant, type VariantForSale } from '../../catalog';
import { deliveryPrice, type ShippingMethod } from '../../shipping';
import type { OrderDiscounts } from '../order-discounts';

// What a checkout costs, from the database and the shop's delivery settings only, and which
// open checkout the same request may go on with (checkout.service.ts starts it).

/**
 * The same variants in the same quantities, going to the same address by the same method, give
 * the same key, in whatever order the lines come: a changed address or method is a changed cart.
 */
export function checkoutKeyOf(
  lines: ReadonlyMap<string, WantedLine>,
  address: ShippingAddress,
  methodId: string,
  discountCode: string | null = null,
): string {
  const canonical = [...lines]
    .map(([id, line]): [string, number] => [id, line.quantity])
    .sort(([a], [b]) => (a < b ? -1 : 1));
  // Every field named in one fixed order (a left-out one as null), so equal addresses hash alike.
  const where = [
    address.name,
    address.line1,
    address.line2 ?? null,
    address.city,
    address.region ?? null,
    address.postalCode,
    address.country,
    address.phone ?? null,
  ];
  return createHash('sha256')
    .update(JSON.stringify({ lines: canonical, where, methodId, ...(discountCode ? { discountCode } : {}) }))
    .digest('hex');
}

/**
 * Every line priced from the database and checked against what is free now and the shopper's cap
 * per variant.
 */
export async function priceLines(tx: Db, wanted: ReadonlyMap<string, WantedLine>, maxPerVariant: number) {
  const variants = await cartVariantsForSale(tx, [...wanted.keys()]);
  let position = 0;
  const lines = [...wanted].map(([variantId, { quantity, index }]) => {
    const variant = variants.get(variantId) as VariantForSale;
    if (quantity > maxPerVariant) {
      throw new DomainError(
        400,
        `You can buy at most ${maxPerVariant} of ${describeVariant(variant)} in one order.`,
        `products.${index}.quantity`,
      );
    }
    if (variant.available < quantity) {
      throw new DomainError(
        409,
        variant.available === 0
          ? `${describeVariant(variant)} is sold out. Please remove it from your cart.`
          : `Only ${variant.available} left of ${describeVariant(variant)}.`,
        'products',
      );
    }
    return {
      position: position++,
      variantId,
      productId: variant.productId,
      handle: variant.handle,
      title: variant.title,
      image: variant.image,
      size: variant.size,
      color: variant.color,
      sku: variant.sku,
      unitPriceCents: variant.priceCents,
      quantity,
      category: variant.category,
      saleId: variant.saleId,
      listPriceCents: variant.saleId ? variant.listPriceCents : null,
    };
  });
  const describe = (variantId: string) => {
    const variant = variants.get(variantId);
    return variant ? describeVariant(variant) : 'a product in your cart';
  };
  return { lines, describe };
}

/**
 * The order's money: the lines as priced, the delivery by the chosen method's own price for that
 * subtotal (never by the body), what a discount code takes off (applied by the promotions module,
 * never an amount from the body), the tax at the address's rate on the discounted goods (and the
 * delivery where that rate taxes it), each line's part of that tax as the order keeps it, and the
 * most one payment may be.
 */
export function priceOrder(
  lines: readonly { unitPriceCents: number; quantity: number; category: string }[],
  method: ShippingMethod,
  discount: UsableDiscount | null,
  applyDiscount: OrderDiscounts['apply'],
  basis: TaxBasis,
) {
  const items = lines.map((line) => ({
    priceCents: line.unitPriceCents,
    quantity: line.quantity,
    category: line.category,
  }));
  const delivery = deliveryPrice(method, orderTotals(items, 0, basis).subtotalCents);
  const off = discount ? applyDiscount(discount, items, delivery.priceCents, 'discountCode') : null;
  const totals = orderTotals(items, delivery.priceCents, basis, off ?? undefined);
  if (totals.amountCents > MAX_ORDER_TOTAL_CENTS) {
    throw new DomainError(400, ORDER_MESSAGES.orderTooLarge, 'products');
  }
  const lineDiscounts = off?.lineShares ?? lines.map(() => 0);
  const chargedDelivery = delivery.priceCents - (off?.deliveryCents ?? 0);
  const parts = taxParts(
    totals.taxCents,
    items.map((item, index) => ({ ...item, discountCents: lineDiscounts[index] ?? 0 })),
    basis.deliveryTaxed ? chargedDelivery : 0,
  );
  return {
    delivery,
    totals,
    lineDiscounts,
    lineTaxes: parts.lines,
    deliveryTaxCents: parts.deliveryCents,
    taxLine: {
      name: basis.name,
      rateMilliPercent: basis.rateMilliPercent,
      taxableCents: Math.max(0, totals.taxableCents),
      taxCents: totals.taxCents,
    },
  };
}
