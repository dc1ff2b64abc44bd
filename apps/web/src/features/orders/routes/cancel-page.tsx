import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { useCancelCheckoutMutation } from '../api/orders-api';

/** The payment was abandoned: the checkout ends, so its held stock is free for others again. */
export function CancelPage() {
  usePageMeta('Payment cancelled — Velora');
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const [cancel] = useCancelCheckoutMutation();
  const sent = useRef(false);

  // A guest's checkout is known by this browser's cookie, a shopper's by the session.
  useEffect(() => {
    if (!sessionId || sent.current) return;
    sent.current = true;
    // Nothing to tell the shopper either way: an unheld checkout simply expires later.
    cancel(sessionId).catch(() => undefined);
  }, [sessionId, cancel]);

  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6">
      <h1 className="font-serif text-3xl text-stone-900">Your payment was cancelled</h1>
      <p className="mt-4 text-stone-600">You can try again or continue shopping.</p>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-4">
        <Link
          to={paths.shop}
          className="rounded-md bg-stone-900 px-6 py-3 font-medium text-white transition hover:bg-rose-800"
        >
          Continue Shopping
        </Link>
        <Link to={paths.cart} className="text-rose-800 underline hover:text-rose-900">
          Back to your cart
        </Link>
      </div>
    </div>
  );
}
