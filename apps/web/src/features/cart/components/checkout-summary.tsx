import { sizeLabel } from '@shop/shared/catalog/variant-labels';
import { formatPrice } from '@shop/shared/money';
import { SHIPPING_MESSAGES } from '@shop/shared/orders/shipping';
import { DEFAULT_TAX_BASIS, orderTotals, taxBasisOf, taxLineLabel } from '@shop/shared/orders/taxes/taxes';
import { useShopColors } from '@/lib/shop-colors-api';
import type { CartLine } from '@/stores/cart';
import { useCheckoutTaxRateQuery } from '../api/checkout-api';
import type { DiscountCode } from '../use-discount-code';
import { DiscountCodeField } from './discount-code-field';

/**
 * The cart as checkout will charge it: lines, then Subtotal, Delivery, the code's Discount, Tax
 * at the rate of where it goes, and Total, following the delivery method chosen. The server
 * computes the same again from its own prices with the same function; with a code, the totals
 * are the server's preview for these lines, this method and this place.
 */
export function CheckoutSummary({
  lines,
  deliveryCents,
  place,
  discount,
}: {
  lines: readonly CartLine[];
  /** null until a delivery method is chosen. */
  deliveryCents: number | null;
  /** Where the order goes; until it is known, the shop's default rate. */
  place: { country: string; region?: string | undefined } | undefined;
  discount: DiscountCode;
}) {
  const { preview } = discount;
  const shopColors = useShopColors();
  const { data: rate } = useCheckoutTaxRateQuery(place ?? {});
  const basis = rate ? taxBasisOf(rate) : DEFAULT_TAX_BASIS;
  const taxLabel = preview?.taxLabel ?? taxLineLabel(basis, basis.pricesIncludeTax);
  const totals = preview
    ? {
        subtotalCents: preview.subtotalCents,
        discountCents: preview.discountCents,
        taxCents: preview.taxCents,
        amountCents: preview.totalCents,
      }
    : orderTotals(lines, deliveryCents ?? 0, basis);
  return (
    <section
      aria-labelledby="checkout-summary"
      className="h-fit rounded-lg border border-stone-200 bg-stone-50 p-5 sm:p-6"
    >
      <h2 id="checkout-summary" className="font-serif text-xl text-stone-900">
        Order summary
      </h2>
      <ul aria-label="Items in your order" className="mt-4 divide-y divide-stone-200">
        {lines.map((line) => (
          <li key={line.id} className="flex gap-3 py-3">
            {line.image ? (
              <img
                src={line.image}
                alt=""
                width={48}
                height={60}
                className="h-15 w-12 shrink-0 rounded object-cover"
              />
            ) : (
              <div aria-hidden="true" className="h-15 w-12 shrink-0 rounded bg-stone-200" />
            )}
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium text-stone-900">{line.title}</p>
              <p className="text-stone-600">
                Size: {sizeLabel(line.size)} · Color: {shopColors.labelOf(line.color)} · Qty: {line.quantity}
              </p>
            </div>
            <p className="text-sm whitespace-nowrap text-stone-900">
              {formatPrice(line.priceCents * line.quantity)}
            </p>
          </li>
        ))}
      </ul>
      <DiscountCodeField discount={discount} />
      <dl
        aria-label="Checkout total"
        aria-busy={discount.updating || undefined}
        className="mt-4 space-y-2 border-t border-stone-200 pt-4 text-stone-700"
      >
        <div className="flex justify-between gap-4">
          <dt>Subtotal</dt>
          <dd data-testid="checkout-subtotal">{formatPrice(totals.subtotalCents)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>Delivery</dt>
          <dd data-testid="checkout-delivery">
            {deliveryCents === null
              ? 'Choose a method'
              : deliveryCents === 0
                ? SHIPPING_MESSAGES.free
                : formatPrice(deliveryCents)}
          </dd>
        </div>
        {preview && totals.discountCents > 0 && (
          <div className="flex justify-between gap-4">
            <dt>Discount ({preview.code})</dt>
            <dd data-testid="checkout-discount">-{formatPrice(totals.discountCents)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4">
          <dt>{taxLabel}</dt>
          <dd data-testid="checkout-tax">{formatPrice(totals.taxCents)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-stone-200 pt-2 text-lg font-semibold text-stone-900">
          <dt>Total</dt>
          <dd data-testid="checkout-total" aria-live="polite">
            {formatPrice(totals.amountCents)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
