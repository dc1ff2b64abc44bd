import { trackingUrl } from '@shop/shared/orders/carriers';
import type { Order } from '@shop/shared/orders/orders-schemas';
import { countryName } from '@shop/shared/orders/shipping';
import type { ComponentProps } from 'react';

/**
 * Where and how an order goes: its "Ship to" address and delivery method, as the order kept
 * them at checkout, and once shipped its carrier and tracking number, for the shopper's order
 * pages and the admin's order view alike. Orders from before checkout asked have no address or
 * method.
 */
export function OrderDelivery({
  order,
  compact = false,
}: {
  order: Pick<Order, 'shippingAddress' | 'shippingMethod'> &
    Partial<Pick<Order, 'carrier' | 'trackingNumber'>>;
  /** Inside a dialog (the admin's order view): a small heading and no space above. */
  compact?: boolean;
}) {
  const Heading = compact ? 'h3' : 'h2';
  const address = order.shippingAddress;
  const method = order.shippingMethod;
  if (!address && !method && !order.carrier && !order.trackingNumber) return null;
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
              <ShipToAddress address={address} data-testid="ship-to" />
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
        {(order.carrier || order.trackingNumber) && (
          <div>
            <dt className="text-stone-600">Tracking</dt>
            <dd className="mt-1 text-stone-900" data-testid="tracking">
              <Tracking carrier={order.carrier} trackingNumber={order.trackingNumber} />
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}

/** The carrier and number; the number links to the carrier's own tracking page when the shop knows it. */
function Tracking({ carrier, trackingNumber }: { carrier?: string | null; trackingNumber?: string | null }) {
  const url = trackingUrl(carrier, trackingNumber);
  return (
    <>
      {carrier && <span className="block">{carrier}</span>}
      {trackingNumber &&
        (url ? (
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium break-all text-rose-800 underline"
          >
            {trackingNumber}
            <span className="sr-only"> (track with {carrier}, opens in a new tab)</span>
          </a>
        ) : (
          <span className="block break-all">{trackingNumber}</span>
        ))}
    </>
  );
}

/** An order's address as a label reads it, one line each: name, street, place, country, phone. */
export function ShipToAddress({
  address,
  ...rest
}: { address: NonNullable<Order['shippingAddress']> } & ComponentProps<'address'>) {
  return (
    <address className="not-italic" {...rest}>
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
  );
}
