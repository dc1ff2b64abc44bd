import { sizeLabel } from '@shop/shared/catalog/variant-labels';
import { formatPrice } from '@shop/shared/money';
import type { Order } from '@shop/shared/orders/orders-schemas';
import { SHIPPING_MESSAGES } from '@shop/shared/orders/shipping';
import { TAX_AT_PAYMENT } from '@shop/shared/orders/taxes/taxes';
import { ColourDot } from '@/components/ui/colour-dot';
import { useShopColors } from '@/lib/shop-colors-api';

/**
 * An order's lines and money as the server computed them once, under the cart's own words
 * (Total price, Delivery, Discount, Tax, Grand Total): the success page, the order page and the admin's View show
 * the same, and so do the mails (one breakdown everywhere: docs/product/rules.md, Money).
 */
export function OrderBreakdown({
  order,
}: {
  order: Pick<Order, 'items' | 'subtotalCents' | 'taxCents' | 'amountCents'> &
    Partial<
      Pick<
        Order,
        | 'shippingMethod'
        | 'shippingPriceCents'
        | 'refundedCents'
        | 'discountCode'
        | 'discountCents'
        | 'taxLines'
        | 'pricesIncludeTax'
      >
    >;
}) {
  const shopColors = useShopColors();
  // The tax by rate as the order kept it ('HST (13%)', 'Includes VAT (20%)').
  const taxes = order.taxLines?.length
    ? order.taxLines.map((line) => ({ label: line.label, cents: line.taxCents }))
    : [{ label: TAX_AT_PAYMENT, cents: order.taxCents }];
  return (
    <div className="rounded-lg border border-stone-200 bg-white text-sm">
      <ul className="divide-y divide-stone-200" aria-label="Items">
        {order.items.map((item) => (
          <li key={`${item.variantId}-${item.title}-${item.size}`} className="flex justify-between gap-4 p-4">
            <span className="min-w-0">
              <span className="font-medium text-stone-900">{item.title}</span>
              <span className="flex flex-wrap items-center gap-x-1.5 text-stone-600">
                Size {sizeLabel(item.size)} ·{' '}
                <ColourDot hex={shopColors.swatchOf(item.color)} className="h-3 w-3" />
                {shopColors.labelOf(item.color)} · {item.quantity} × {formatPrice(item.priceCents)}
              </span>
            </span>
            <span className="whitespace-nowrap text-stone-900">
              {formatPrice(item.priceCents * item.quantity)}
            </span>
          </li>
        ))}
      </ul>
      <dl aria-label="Order total" className="space-y-2 border-t border-stone-200 p-4 text-stone-700">
        <div className="flex justify-between gap-4">
          <dt>Total price</dt>
          <dd>{formatPrice(order.subtotalCents)}</dd>
        </div>
        {/* Orders from before checkout asked for a delivery method have no delivery line. */}
        {order.shippingMethod && (
          <div className="flex justify-between gap-4">
            <dt>Delivery</dt>
            <dd>
              {order.shippingPriceCents ? formatPrice(order.shippingPriceCents) : SHIPPING_MESSAGES.free}
            </dd>
          </div>
        )}
        {/* What the order's code took off the goods or the delivery, before tax (tax is on the rest). */}
        {order.discountCents ? (
          <div className="flex justify-between gap-4">
            <dt>Discount ({order.discountCode})</dt>
            <dd>-{formatPrice(order.discountCents)}</dd>
          </div>
        ) : null}
        {taxes.map((tax) => (
          <div key={tax.label} className="flex justify-between gap-4">
            <dt>{tax.label}</dt>
            <dd>{formatPrice(tax.cents)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-stone-200 pt-2 font-semibold text-stone-900">
          <dt>Grand Total</dt>
          <dd>{formatPrice(order.amountCents)}</dd>
        </div>
        {/* What went back to the card, and so what the order cost in the end. */}
        {order.refundedCents ? (
          <>
            <div className="flex justify-between gap-4">
              <dt>Refunded</dt>
              <dd>−{formatPrice(order.refundedCents)}</dd>
            </div>
            <div className="flex justify-between gap-4 font-semibold text-stone-900">
              <dt>Net paid</dt>
              <dd>{formatPrice(order.amountCents - order.refundedCents)}</dd>
            </div>
          </>
        ) : null}
      </dl>
    </div>
  );
}
