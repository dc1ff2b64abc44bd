import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The original shop showed these messages with alert(); we keep the texts and show them as toasts that
 * never block the page (docs/product/README.md, difference 10). Any feature dispatches `showToast`.
 */
export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

export interface ToastsState {
  items: Toast[];
  nextId: number;
}

/** More than a few at once is noise; the oldest go first. */
const MAX_TOASTS = 4;

const toastsSlice = createSlice({
  name: 'toasts',
  initialState: { items: [], nextId: 1 } as ToastsState,
  reducers: {
    showToast: {
      reducer(state, action: PayloadAction<{ kind: ToastKind; message: string }>) {
        state.items.push({ id: state.nextId, ...action.payload });
        state.nextId += 1;
        if (state.items.length > MAX_TOASTS) state.items.splice(0, state.items.length - MAX_TOASTS);
      },
      prepare: (message: string, kind: ToastKind = 'info') => ({ payload: { kind, message } }),
    },
    dismissToast(state, action: PayloadAction<number>) {
      state.items = state.items.filter((toast) => toast.id !== action.payload);
    },
    /** After a turn of events (a login) earlier messages no longer apply. */
    clearToasts(state) {
      state.items = [];
    },
  },
});

export const { showToast, dismissToast, clearToasts } = toastsSlice.actions;
export const toastsReducer = toastsSlice.reducer;
export const selectToasts = (state: { toasts: ToastsState }) => state.toasts.items;
