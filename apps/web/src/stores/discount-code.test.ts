import { describe, expect, it } from 'vitest';
import { createStore } from '@/app/store';
import { type CartLine, cartLoaded, clearCart, linesEdited } from './cart';
import { discountApplied, discountDropped } from './discount-code';

const line: CartLine = {
  id: 'v1',
  productId: 'p1',
  handle: 'silk-scarf',
  title: 'Silk Scarf',
  image: null,
  priceCents: 4900,
  quantity: 1,
  size: 'One Size',
  color: 'red',
};

describe('the applied discount code', () => {
  it('is kept while the cart has lines, and forgotten with a paid order, a logout or an empty cart', () => {
    const store = createStore(null);
    store.dispatch(cartLoaded({ owner: 'u1', lines: [line] }));
    for (const emptying of [
      clearCart(),
      linesEdited([]),
      cartLoaded({ owner: 'u1', lines: [], dirty: true }),
    ]) {
      store.dispatch(discountApplied('WELCOME10'));
      store.dispatch(linesEdited([{ ...line, quantity: 2 }]));
      expect(store.getState().discountCode).toEqual({ code: 'WELCOME10', refusal: null });
      store.dispatch(emptying);
      expect(store.getState().discountCode).toEqual({ code: null, refusal: null });
    }
  });

  it('keeps why it was dropped, until the next one applies', () => {
    const store = createStore(null);
    store.dispatch(discountApplied('WELCOME10'));
    store.dispatch(discountDropped('This discount code has expired.'));
    expect(store.getState().discountCode).toEqual({ code: null, refusal: 'This discount code has expired.' });
    store.dispatch(discountApplied('SPRING'));
    expect(store.getState().discountCode).toEqual({ code: 'SPRING', refusal: null });
  });
});

describe('the applied discount code across a reload', () => {
  /** A browser's storage, kept between the two stores as between two page loads. */
  function memoryStorage(): Storage {
    const items = new Map<string, string>();
    return {
      get length() {
        return items.size;
      },
      clear: () => items.clear(),
      getItem: (key) => items.get(key) ?? null,
      key: (index) => [...items.keys()][index] ?? null,
      removeItem: (key) => void items.delete(key),
      setItem: (key, value) => void items.set(key, value),
    };
  }

  it('comes back with the cart after a reload (or from the payment page), and goes with it', () => {
    const storage = memoryStorage();
    const first = createStore(storage);
    first.dispatch(cartLoaded({ owner: 'u1', lines: [line] }));
    first.dispatch(discountApplied('WELCOME10'));
    const reloaded = createStore(storage);
    expect(reloaded.getState().discountCode).toEqual({ code: 'WELCOME10', refusal: null });
    reloaded.dispatch(clearCart());
    expect(createStore(storage).getState().discountCode.code).toBeNull();
  });

  it('ignores what does not look like a code', () => {
    const storage = memoryStorage();
    storage.setItem('velora.discount-code', JSON.stringify('<script>'));
    expect(createStore(storage).getState().discountCode.code).toBeNull();
    storage.setItem('velora.discount-code', '{not json');
    expect(createStore(storage).getState().discountCode.code).toBeNull();
  });
});
