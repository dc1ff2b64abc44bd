import { configureStore } from '@reduxjs/toolkit';
import { api } from '../lib/api';
import { CART_STORAGE_KEY, cartReducer, loadStoredCart } from '../stores/cart';
import { loadUserHint, sessionReducer, USER_HINT_STORAGE_KEY } from '../stores/session';
import { toastsReducer } from '../stores/toasts';

export function createStore(storage: Storage | undefined = globalThis.localStorage) {
  const store = configureStore({
    reducer: {
      cart: cartReducer,
      session: sessionReducer,
      toasts: toastsReducer,
      [api.reducerPath]: api.reducer,
    },
    preloadedState: { cart: loadStoredCart(storage), session: loadUserHint(storage) },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  // The cart lines survive reloads (docs/product/rules.md: "the line list is persisted locally"),
  // and so does the last known user, only so the avatar can be drawn before /me answers.
  let cart = store.getState().cart;
  let user = store.getState().session.user;
  store.subscribe(() => {
    const state = store.getState();
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

function persist(storage: Storage | undefined, key: string, value: unknown) {
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
