import { trackingUrl } from '@shop/shared/orders/carriers';
import type { Order } from '@shop/shared/orders/orders-schemas';
import { PostalAddress } from '@/components/postal-address';

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
              <PostalAddress address={address} data-testid="ship-to" />
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
