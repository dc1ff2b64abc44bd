import {
  CHECKOUT_REMINDER_MESSAGES,
  type RestoredCart,
} from '@shop/shared/orders/checkout-reminders-schemas';
import { useEffect, useRef, useState } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { type CartState, linesEdited } from '@/stores/cart';
import { useRestoreCartMutation } from '../api/restore-cart-api';
import type { RestoredState } from '../components/restored-changes';
import { withRestoredLines } from '../restore-lines';

type Outcome = { kind: 'invalid' } | { kind: 'failed' } | { kind: 'nothing'; changes: string[] };

/**
 * The page a reminder's 'Back to my cart' link opens (docs/product/screens.md, Restore cart): it
 * puts the checkout's lines back in the cart at today's prices and stock and shows the cart with
 * what changed, or says the link is not valid.
 */
export function RestoreCartPage() {
  usePageMeta('Your cart — Velora');
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const [restore] = useRestoreCartMutation();
  const dispatch = useDispatch();
  const store = useStore<{ cart: CartState }>();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome | null>(token ? null : { kind: 'invalid' });
  // One request for one visit, however often the effect runs (StrictMode runs it twice).
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (!token || asked.current === token) return;
    asked.current = token;
    restore(token)
      .unwrap()
      .then(
        (cart: RestoredCart) => {
          const lines = withRestoredLines(store.getState().cart.lines, cart.lines);
          if (!cart.lines.some((line) => line.available > 0)) {
            setOutcome({ kind: 'nothing', changes: cart.changes });
            return;
          }
          dispatch(linesEdited(lines));
          const state: RestoredState = { restoredChanges: cart.changes };
          navigate(paths.cart, { replace: true, state });
        },
        (error: unknown) => {
          const status = (error as { status?: unknown }).status;
          setOutcome({ kind: status === 400 ? 'invalid' : 'failed' });
        },
      );
  }, [token, restore, store, dispatch, navigate]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
      {outcome === null ? (
        <p aria-live="polite" className="text-stone-700">
          Bringing your cart back…
        </p>
      ) : (
        <>
          <h1 className="font-serif text-3xl text-stone-900">
            {outcome.kind === 'invalid'
              ? CHECKOUT_REMINDER_MESSAGES.invalidLink
              : outcome.kind === 'failed'
                ? 'Your cart could not be brought back just now. Please try the link again in a moment.'
                : 'Nothing from your cart is left to buy.'}
          </h1>
          {outcome.kind === 'nothing' && outcome.changes.length > 0 && (
            <ul className="mx-auto mt-6 max-w-md space-y-1 text-left text-stone-700">
              {outcome.changes.map((change) => (
                <li key={change}>{change}</li>
              ))}
            </ul>
          )}
          <Link
            to={paths.shop}
            className="mt-8 inline-block rounded-md bg-stone-900 px-6 py-3 font-medium text-white transition hover:bg-rose-800"
          >
            Continue Shopping
          </Link>
        </>
      )}
    </div>
  );
}
