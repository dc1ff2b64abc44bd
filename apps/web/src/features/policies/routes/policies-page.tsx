import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useOrderPoliciesQuery } from '@/lib/order-cancel-api';
import { usePageMeta } from '@/lib/page-meta';
import { useShippingRatesQuery } from '../api/shipping-rates-api';
import { AfterSalePolicies } from '../components/after-sale-policies';
import { DeliveryRates } from '../components/delivery-rates';

/**
 * Shipping and returns (docs/product/screens.md): where the shop delivers and at what price, and
 * how to cancel or return, all read from the owner's settings so the page never disagrees with
 * the checkout.
 */
export function PoliciesPage() {
  usePageMeta(
    'Shipping and returns — Velora',
    'Where Velora delivers, what delivery costs, and how to cancel an order or return something.',
  );
  const rates = useShippingRatesQuery();
  const policies = useOrderPoliciesQuery();

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
      <header>
        <h1 className="font-serif text-4xl text-stone-900">Shipping and returns</h1>
        <p className="mt-3 text-stone-600">
          Where we deliver, what it costs, and how to cancel an order or send something back.
        </p>
      </header>

      <section aria-labelledby="policies-delivery" className="mt-10">
        <h2 id="policies-delivery" className="font-serif text-2xl text-stone-900">
          Delivery
        </h2>
        <p className="mt-3 text-stone-700">
          The checkout offers the methods of the zone your address is in. Delivery is priced once per order
          and is not taxed.
        </p>
        {rates.data ? (
          <DeliveryRates zones={rates.data.zones} />
        ) : rates.isError ? (
          <p role="alert" className="mt-4 text-red-700">
            The delivery rates could not be loaded. Please try again.
          </p>
        ) : (
          <p className="mt-4 text-stone-600">Loading...</p>
        )}
      </section>

      {policies.data ? (
        <AfterSalePolicies policies={policies.data} />
      ) : policies.isError ? (
        <p role="alert" className="mt-12 text-red-700">
          The cancel and return rules could not be loaded. Please try again.
        </p>
      ) : (
        <p className="mt-12 text-stone-600">Loading...</p>
      )}

      <p className="mt-12 text-stone-700">
        Questions about an order?{' '}
        <Link to={paths.contact} className="text-rose-700 underline hover:text-rose-900">
          Contact us
        </Link>
        .
      </p>
    </div>
  );
}
