import { GUEST_ORDER_MESSAGES } from '@shop/shared/orders/guest-orders';
import { ORDER_MESSAGES } from '@shop/shared/orders/orders';
import type { Order } from '@shop/shared/orders/orders-schemas';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { cartLoaded, clearCart } from '@/stores/cart';
import { selectSessionKnown, selectUser } from '@/stores/session';
import { useConfirmPaymentMutation } from '../api/orders-api';
import { OrderSummary } from '../components/order-summary';

/** How often and how long to ask while a payment is still being confirmed (a slow bank, a webhook on its way). */
const ASK_EVERY_MS = 2000;
const GIVE_UP_AFTER = 30;

/**
 * The return from paying: the order confirmed and shown with its tracker, to the shopper whose
 * checkout it was, and to a guest in the browser that checked out (its cookie); anyone else
 * with only the session id sees that it could not be fetched.
 */
export function SuccessPage() {
  usePageMeta('Thank you for your order — Velora');
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const known = useSelector(selectSessionKnown);
  const user = useSelector(selectUser);
  const dispatch = useDispatch();
  const [confirm] = useConfirmPaymentMutation();
  const [order, setOrder] = useState<Order | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    // Whose cart empties depends on who is logged in: asked once the session is known.
    if (!sessionId || !known) return;
    let stopped = false;
    let asked = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      asked += 1;
      try {
        const answer = await confirm(sessionId).unwrap();
        if (stopped) return;
        if (answer.paymentStatus === 'paid') {
          setOrder(answer);
          // The server emptied the stored cart with the payment; the browser's follows, and is
          // sent too: a change sent before the payment was confirmed (a price the cart page
          // refreshed) may have reached the server after the payment and filled it again.
          dispatch(user ? cartLoaded({ owner: user.id, lines: [], dirty: true }) : clearCart());
          return;
        }
        if (answer.paymentStatus !== 'awaiting_payment' || asked >= GIVE_UP_AFTER) {
          setFailed(true);
          return;
        }
      } catch {
        if (stopped) return;
        if (asked >= 3) {
          setFailed(true);
          return;
        }
      }
      timer = setTimeout(ask, ASK_EVERY_MS);
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [sessionId, known, user, confirm, dispatch]);

  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      {!sessionId ? (
        <p role="alert" className="text-red-700">
          {ORDER_MESSAGES.orderIdMissing}
        </p>
      ) : order ? (
        <>
          <h1 className="font-serif text-3xl text-stone-900">Thank you for your order!</h1>
          {user ? (
            <p className="mt-2 text-stone-600">
              A confirmation is on its way to {order.email}. You can follow this order in{' '}
              <Link to={paths.dashboardOrders} className="text-rose-800 underline">
                your orders
              </Link>
              .
            </p>
          ) : (
            <p className="mt-2 text-stone-600">
              A confirmation is on its way to {order.email}, with a private link to follow this order. Create
              an account with this email to keep all your orders in one place.
            </p>
          )}
          {/* A guest's order page opens in this browser (its cookie), and anywhere with the mailed link. */}
          <p className="mt-4 mb-8">
            <Link
              to={paths.order(order.id)}
              className="inline-block rounded-md bg-stone-900 px-5 py-2.5 text-sm font-medium text-white hover:bg-rose-800"
            >
              {GUEST_ORDER_MESSAGES.viewOrder}
            </Link>
          </p>
          <OrderSummary order={order} />
        </>
      ) : failed ? (
        <div role="alert">
          <p className="text-red-700">{ORDER_MESSAGES.orderFetchFailed}</p>
          {user ? (
            <p className="mt-2 text-stone-600">
              If you paid, your order will appear in{' '}
              <Link to={paths.dashboardOrders} className="text-rose-800 underline">
                your orders
              </Link>{' '}
              shortly.
            </p>
          ) : (
            <p className="mt-2 text-stone-600">
              If you paid, the confirmation email has a link to your order. Lost it?{' '}
              <Link to={paths.trackOrder} className="text-rose-800 underline">
                Track your order
              </Link>{' '}
              sends a fresh one.
            </p>
          )}
        </div>
      ) : (
        <p aria-live="polite">Loading...</p>
      )}
    </div>
  );
}
