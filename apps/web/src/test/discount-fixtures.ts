import { DEFAULT_TAX_BASIS, orderTotals, taxLineLabel } from '@shop/shared/orders/taxes/taxes';
import { type DiscountTerms, discountAmounts } from '@shop/shared/promotions/promotions';
import type { DiscountPreview, DiscountPreviewBody } from '@shop/shared/promotions/promotions-schemas';

/**
 * What POST /api/discounts/preview answers for a body, worked out as the server does from the
 * shared rules: `prices` gives each variant's cents, `methods` each delivery method's.
 */
export function previewFor(
  body: DiscountPreviewBody,
  terms: Omit<DiscountTerms, 'categories'> & { code: string },
  prices: Record<string, number>,
  methods: Record<string, number> = {},
): DiscountPreview {
  const lines = body.products.map((line) => ({
    priceCents: prices[line.id ?? ''] ?? 0,
    quantity: line.quantity ?? 1,
    category: 'dress',
  }));
  const shippingCents = body.shippingMethodId ? (methods[body.shippingMethodId] ?? 0) : 0;
  const discount = discountAmounts({ ...terms, categories: [] }, lines, shippingCents);
  const totals = orderTotals(lines, shippingCents, DEFAULT_TAX_BASIS, discount);
  return {
    code: terms.code,
    type: terms.type,
    subtotal: totals.subtotalCents / 100,
    discountAmount: totals.discountCents / 100,
    shipping: shippingCents / 100,
    tax: totals.taxCents / 100,
    taxLabel: taxLineLabel(DEFAULT_TAX_BASIS, false),
    taxIncluded: false,
    total: totals.amountCents / 100,
    subtotalCents: totals.subtotalCents,
    discountCents: totals.discountCents,
    shippingCents,
    taxCents: totals.taxCents,
    totalCents: totals.amountCents,
  };
}

/** The JSON body of a request a fake answers. */
export async function bodyOf<T>(request: Request): Promise<T> {
  return (await request.json()) as T;
}
