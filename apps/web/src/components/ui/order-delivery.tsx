import type { Order } from '@shop/shared/orders-schemas';
import { countryName } from '@shop/shared/shipping';

/**
 * Where and how an order goes: its "Ship to" address and delivery method, as the order kept
 * them at checkout, for the shopper's order pages and the admin's order view alike. Orders from
 * before checkout asked have neither and show nothing here.
 */
export function OrderDelivery({
  order,
  compact = false,
}: {
  order: Pick<Order, 'shippingAddress' | 'shippingMethod'>;
  /** Inside a dialog (the admin's order view): a small heading and no space above. */
  compact?: boolean;
}) {
  const Heading = compact ? 'h3' : 'h2';
  const address = order.shippingAddress;
  const method = order.shippingMethod;
  if (!address && !method) return null;
  return (
    <section aria-labelledby="order-delivery" className={compact ? undefined : 'mt-10'}>
      <Heading
        id="order-delivery"
        className={compact ? 'mb-1 font-medium text-stone-900' : 'mb-3 font-serif text-xl text-stone-900'}
      >
        Delivery
      </Heading>
      <dl className="grid gap-x-8 gap-y-4 rounded-lg border border-stone-200 bg-white p-4 text-sm sm:grid-cols-2">
        {address && (
          <div>
            <dt className="text-stone-600">Ship to</dt>
            <dd className="mt-1 text-stone-900">
              <address className="not-italic" data-testid="ship-to">
                {[
                  address.name,
                  address.line1,
                  address.line2,
                  [address.city, address.region, address.postalCode].filter(Boolean).join(', '),
                  countryName(address.country),
                  address.phone,
                ]
                  .filter(Boolean)
                  .map((line, index) => (
                    // Two lines may read the same (a town named as its region): the place is the key.
                    // biome-ignore lint/suspicious/noArrayIndexKey: the lines never reorder
                    <span key={index} className="block">
                      {line}
                    </span>
                  ))}
              </address>
            </dd>
          </div>
        )}
        {method && (
          <div>
            <dt className="text-stone-600">Delivery method</dt>
            <dd className="mt-1 text-stone-900" data-testid="delivery-method">
              {method.name}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
