import { centsToDollars } from '@shop/shared/money';
import { orderTotals, taxLineLabel } from '@shop/shared/orders/taxes/taxes';
import { DISCOUNT_MESSAGES } from '@shop/shared/promotions/promotions';
import type { DiscountPreview } from '@shop/shared/promotions/promotions-schemas';
import type { Db } from '../../../db/client';
import { DomainError } from '../../../lib/domain-error';
import { type CartLineInput, wantedLines } from '../../cart';
import { cartVariantsForSale, type VariantForSale } from '../../catalog';
import { activeMethod, deliveryPrice } from '../../shipping';
import { defaultTaxBasis, taxBasisFor } from '../../taxes';
import { applyDiscount, usableDiscount } from './discounts.service';

/**
 * What a cart comes to with a code, priced as checkout prices it (discounts.service.ts): the
 * same lines, sale prices, delivery and rounding, so the total shown is the total charged.
 */
export async function previewDiscount(
  deps: { db: Db },
  body: {
    code: string;
    products: readonly CartLineInput[];
    shippingMethodId?: string;
    country?: string;
    region?: string;
  },
  { userId, now }: { userId: string | null; now: Date },
): Promise<DiscountPreview> {
  const discount = await usableDiscount(deps.db, body.code, { now, field: 'code', userId });
  const wanted = wantedLines(body.products, 'products');
  const variants = await cartVariantsForSale(deps.db, [...wanted.keys()]);
  const lines = [...wanted].map(([variantId, { capped }]) => {
    const variant = variants.get(variantId) as VariantForSale;
    return { priceCents: variant.priceCents, quantity: capped, category: variant.category };
  });
  const basis = body.country
    ? await taxBasisFor(deps.db, { country: body.country.toUpperCase(), region: body.region })
    : await defaultTaxBasis(deps.db);
  const subtotal = orderTotals(lines, 0, basis).subtotalCents;
  if (discount.type === 'free_shipping' && !body.shippingMethodId) {
    // A free delivery code needs the delivery it takes off.
    throw new DomainError(400, DISCOUNT_MESSAGES.noDelivery, 'code');
  }
  const delivery = body.shippingMethodId
    ? deliveryPrice(await activeMethod(deps.db, body.shippingMethodId), subtotal).priceCents
    : 0;
  const off = applyDiscount(discount, lines, delivery, 'code');
  const totals = orderTotals(lines, delivery, basis, off);
  return {
    code: discount.code,
    type: discount.type,
    subtotal: centsToDollars(totals.subtotalCents),
    discountAmount: centsToDollars(totals.discountCents),
    shipping: centsToDollars(totals.deliveryCents),
    tax: centsToDollars(totals.taxCents),
    taxLabel: taxLineLabel(basis, basis.pricesIncludeTax),
    taxIncluded: basis.pricesIncludeTax,
    total: centsToDollars(totals.amountCents),
    subtotalCents: totals.subtotalCents,
    discountCents: totals.discountCents,
    shippingCents: totals.deliveryCents,
    taxCents: totals.taxCents,
    totalCents: totals.amountCents,
  };
}
