import { configureStore } from '@reduxjs/toolkit';
import { api } from '../lib/api';
import { CART_STORAGE_KEY, cartReducer, loadStoredCart } from '../stores/cart';
import { toastsReducer } from '../stores/toasts';

export function createStore(storage: Storage | undefined = globalThis.localStorage) {
  const store = configureStore({
    reducer: { cart: cartReducer, toasts: toastsReducer, [api.reducerPath]: api.reducer },
    preloadedState: { cart: loadStoredCart(storage) },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  // The cart lines survive reloads (SPEC.md section 4: "the line list is persisted locally").
  let lines = store.getState().cart.lines;
  store.subscribe(() => {
    const next = store.getState().cart.lines;
    if (next === lines) return;
    lines = next;
    try {
      storage?.setItem(CART_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Private browsing or a full quota: the cart still works for this visit.
    }
  });
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
