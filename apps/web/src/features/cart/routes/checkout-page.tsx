import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { selectCartLines } from '@/stores/cart';
import { selectSessionKnown, selectUser } from '@/stores/session';
import { CheckoutForm, type ChosenDelivery } from '../components/checkout-form';
import { CheckoutSummary } from '../components/checkout-summary';
import { EmptyCart } from '../components/empty-cart';
import { useDiscountCode } from '../use-discount-code';

/**
 * Checkout's information step (docs/product/screens.md, Checkout), on the shop's own origin
 * before the payment page: contact, shipping address and delivery method, with the order
 * summary beside it (above it on a phone). Guests check out here too, with their email.
 */
export function CheckoutPage() {
  usePageMeta('Checkout — Velora');
  const lines = useSelector(selectCartLines);
  const user = useSelector(selectUser);
  const known = useSelector(selectSessionKnown);
  const [delivery, setDelivery] = useState<ChosenDelivery | null>(null);
  // The code from the cart page, asked again with the delivery method.
  const place = delivery ? { country: delivery.country, region: delivery.region } : undefined;
  const discount = useDiscountCode({ lines, shippingMethodId: delivery?.id, place });

  // The session is read before the form opens: a shopper's form differs from a guest's.
  if (!known) {
    return (
      <p role="status" className="mx-auto max-w-7xl px-4 py-16 text-center text-stone-600 sm:px-6">
        Checking your session…
      </p>
    );
  }

  if (lines.length === 0) {
    return <EmptyCart />;
  }

  const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="font-serif text-3xl text-stone-900">Checkout</h1>
        <Link to={paths.cart} className="text-sm text-rose-800 underline hover:text-rose-900">
          Back to your cart
        </Link>
      </div>
      <div className="mt-6 grid gap-8 lg:mt-8 lg:grid-cols-[1fr_24rem] lg:gap-12">
        <div className="lg:order-2">
          <CheckoutSummary
            lines={lines}
            deliveryCents={delivery?.cents ?? null}
            place={place}
            discount={discount}
          />
        </div>
        <div className="lg:order-1">
          <CheckoutForm
            key={user?.id ?? 'guest'}
            user={user}
            lines={lines}
            subtotalCents={subtotalCents}
            onDelivery={setDelivery}
            discountCode={discount.code}
          />
        </div>
      </div>
    </div>
  );
}
