import { useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { type CartState, cartLoaded, cartSynced } from '@/stores/cart';
import { selectUser } from '@/stores/session';
import { toCartLine, useGetStoredCartMutation, useReplaceCartMutation } from './api/cart-api';
import { mergeLines } from './cart-lines';

const SEND_AFTER_MS = 300;
const FIRST_RETRY_MS = 2000;
const MAX_RETRY_MS = 30_000;

/** Each failed attempt in a row waits twice as long as the one before, up to 30 s. */
const waitAfter = (failures: number) =>
  Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));

/**
 * Keeps a logged-in shopper's cart on the server (docs/product/rules.md, Cart). Changes apply
 * in the browser at once; this sends them in the background and tries again, ever more
 * slowly, until the server has them, so a failed request never loses the cart. After a login
 * the stored cart is loaded and the guest's lines are added to it; a cart already this
 * shopper's is loaded from the server when nothing here waits to be sent. The app shell renders it only while
 * someone is logged in.
 */
export function CartSync() {
  const user = useSelector(selectUser);
  const cart = useSelector((state: { cart: CartState }) => state.cart);
  const dispatch = useDispatch();
  const store = useStore<{ cart: CartState }>();
  const [load] = useGetStoredCartMutation();
  const [replace] = useReplaceCartMutation();
  const adopted = useRef<string | null>(null);
  const sending = useRef(false);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Failed attempts in a row.
  const [failures, setFailures] = useState(0);
  // Sends finished: a change made while one was on its way is sent once it has answered.
  const [sends, setSends] = useState(0);

  // A retry still waiting when the shopper logs out (or the page goes) has nobody to retry for.
  useEffect(() => () => clearTimeout(retryTimer.current), []);

  // A shopper's first moment here: take over the guest cart, or load the stored one.
  useEffect(() => {
    if (!user || adopted.current === user.id) return;
    adopted.current = user.id;
    const owner = user.id;
    const retryMs = waitAfter(failures);
    // This shopper's cart with changes still to send: the sync below sends them.
    if (cart.owner === owner && cart.dirty) return;
    const linesBefore = store.getState().cart.lines;
    load(owner)
      .unwrap()
      .then(
        (answer) => {
          const stored = answer.items.map(toCartLine);
          const local = store.getState().cart;
          if (local.owner === owner) {
            // Changed meanwhile (edited, or emptied by a payment the success page confirmed
            // while this was on its way): that cart is newer than what was loaded.
            if (!local.dirty && local.lines === linesBefore) dispatch(cartLoaded({ owner, lines: stored }));
            return;
          }
          // A guest cart joins the stored one here, in the browser, and is then sent like any
          // change: reloading the page halfway can only send it again, never add it twice.
          dispatch(cartLoaded({ owner, lines: mergeLines(stored, local.lines), dirty: true }));
        },
        () => {
          // Offline or failing: the local cart stays, and the next visit or change tries again.
          retryTimer.current = setTimeout(() => {
            adopted.current = null;
            setFailures((n) => n + 1);
          }, retryMs);
        },
      );
  }, [user, cart.owner, cart.dirty, load, dispatch, store, failures]);

  // Local changes reach the server shortly after they happen. `sends` is in the list only to run
  // again after a send: a change made while one was on its way goes next.
  // biome-ignore lint/correctness/useExhaustiveDependencies: sends re-runs the effect on purpose
  useEffect(() => {
    if (!user || cart.owner !== user.id || !cart.dirty || sending.current) return;
    const owner = user.id;
    const lines = cart.lines;
    const delay = failures === 0 ? SEND_AFTER_MS : waitAfter(failures);
    const timer = setTimeout(() => {
      sending.current = true;
      replace(lines)
        .unwrap()
        .then(
          (answer) => {
            setFailures(0);
            dispatch(cartSynced(lines));
            // The server capped a quantity or has a newer price: its cart is the one to show,
            // unless the cart changed meanwhile (emptied by a payment): that change is newer.
            const served = answer.items.map(toCartLine);
            const unchanged = store.getState().cart.lines === lines;
            if (unchanged && JSON.stringify(served) !== JSON.stringify(lines))
              dispatch(cartLoaded({ owner, lines: served }));
          },
          () => setFailures((n) => n + 1),
        )
        .finally(() => {
          sending.current = false;
          setSends((n) => n + 1);
        });
    }, delay);
    return () => clearTimeout(timer);
  }, [user, cart.owner, cart.dirty, cart.lines, replace, dispatch, failures, store, sends]);

  return null;
}
