import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { type ApiTransport, api } from '../lib/api';
import { CART_STORAGE_KEY, cartReducer, loadStoredCart } from '../stores/cart';
import {
  DISCOUNT_CODE_STORAGE_KEY,
  discountCodeReducer,
  loadStoredDiscountCode,
} from '../stores/discount-code';
import { loadUserHint, sessionReducer, USER_HINT_STORAGE_KEY } from '../stores/session';
import { toastsReducer } from '../stores/toasts';

/**
 * The app's store. `transport` and `before` are for the server, which renders pages from its own
 * routes in-process (entry-server.tsx); the browser fetches from its origin.
 */
export function createStore(
  // null: none at all (the server, where reading globalThis.localStorage warns on newer Node).
  storage: Storage | null | undefined = globalThis.localStorage,
  { transport, before = [] }: { transport?: ApiTransport; before?: Middleware[] } = {},
) {
  const store = configureStore({
    reducer: {
      cart: cartReducer,
      discountCode: discountCodeReducer,
      session: sessionReducer,
      toasts: toastsReducer,
      [api.reducerPath]: api.reducer,
    },
    preloadedState: {
      cart: loadStoredCart(storage ?? undefined),
      discountCode: loadStoredDiscountCode(storage ?? undefined),
      session: loadUserHint(storage ?? undefined),
    },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { api: transport } } })
        // Typed as none: they add no dispatch overloads of their own.
        .prepend(...(before as []))
        .concat(api.middleware),
  });
  // The cart lines survive reloads (docs/product/rules.md: "the line list is persisted locally"),
  // with the discount code applied to them, and so does the last known user, only so the avatar
  // can be drawn before /me answers.
  let cart = store.getState().cart;
  let user = store.getState().session.user;
  let code = store.getState().discountCode.code;
  store.subscribe(() => {
    const state = store.getState();
    if (state.discountCode.code !== code) {
      code = state.discountCode.code;
      persist(storage, DISCOUNT_CODE_STORAGE_KEY, code);
    }
    if (state.cart !== cart) {
      cart = state.cart;
      // Clearing the cart removes the stored cart too (docs/product/rules.md).
      persist(storage, CART_STORAGE_KEY, cart.lines.length > 0 || cart.owner ? cart : null);
    }
    if (state.session.user !== user) {
      user = state.session.user;
      persist(storage, USER_HINT_STORAGE_KEY, user);
    }
  });
  return store;
}

function persist(storage: Storage | null | undefined, key: string, value: unknown) {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Private browsing or a full quota: the app still works for this visit.
  }
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
