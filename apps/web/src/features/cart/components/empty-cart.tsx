import { ORDER_MESSAGES } from '@shop/shared/orders/orders';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** What the cart and the checkout step show when there is nothing to buy. */
export function EmptyCart() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
      <h1 className="font-serif text-3xl text-stone-900">{ORDER_MESSAGES.cartEmpty}</h1>
      <Link
        to={paths.shop}
        className="mt-8 inline-block rounded-md bg-stone-900 px-6 py-3 font-medium text-white transition hover:bg-rose-800"
      >
        Continue Shopping
      </Link>
    </div>
  );
}
