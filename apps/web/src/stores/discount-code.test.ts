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
