import { describe, expect, it } from 'vitest';
import {
  addToCart,
  type CartLine,
  type CartState,
  cartLoaded,
  cartReducer,
  cartSynced,
  clearCart,
  linesEdited,
  loadStoredCart,
} from '@/stores/cart';
import { decrementLine, incrementLine, mergeLines, refreshLines, removeLine } from './cart-lines';

const scarf: Omit<CartLine, 'quantity'> = {
  id: 'v-scarf',
  productId: 'p1',
  handle: 'silk-scarf',
  title: 'Silk Scarf',
  image: '/media/scarf.svg',
  priceCents: 4900,
  size: 'One Size',
  color: 'red',
};
const dress: Omit<CartLine, 'quantity'> = {
  ...scarf,
  id: 'v-dress',
  productId: 'p2',
  title: 'Wrap Dress',
  size: 'M',
};
const empty: CartState = { lines: [], owner: null, dirty: false };
const run = (...actions: Parameters<typeof cartReducer>[1][]) => actions.reduce(cartReducer, empty);
/** Applies a cart-page change the way the page does: the new lines go to the store. */
const edit = (state: CartState, change: (lines: CartLine[]) => CartLine[]) =>
  cartReducer(state, linesEdited(change(state.lines)));

describe('the cart', () => {
  it('adds a new variant at 1 and raises the quantity of one already there', () => {
    const state = run(addToCart(scarf), addToCart(dress), addToCart(scarf));
    expect(state.lines.map((l) => [l.id, l.quantity])).toEqual([
      ['v-scarf', 2],
      ['v-dress', 1],
    ]);
    expect(state.dirty).toBe(true);
  });

  it('increments, and decrements never below 1', () => {
    let state = run(addToCart(scarf));
    state = edit(state, (lines) => incrementLine(lines, 'v-scarf'));
    state = edit(state, (lines) => incrementLine(lines, 'v-scarf'));
    state = edit(state, (lines) => decrementLine(lines, 'v-scarf'));
    expect(state.lines[0]?.quantity).toBe(2);
    let floor = run(addToCart(scarf));
    floor = edit(floor, (lines) => decrementLine(lines, 'v-scarf'));
    expect(floor.lines[0]?.quantity).toBe(1);
  });

  it('removes a line and leaves the others', () => {
    const state = edit(run(addToCart(scarf), addToCart(dress)), (lines) => removeLine(lines, 'v-scarf'));
    expect(state.lines.map((l) => l.id)).toEqual(['v-dress']);
    expect(state.dirty).toBe(true);
  });

  it('takes the catalog’s new price for a line, keeping its quantity', () => {
    const state = edit(run(addToCart(scarf), addToCart(scarf)), (lines) =>
      refreshLines(lines, [{ ...scarf, priceCents: 3900 }]),
    );
    expect(state.lines[0]).toMatchObject({ priceCents: 3900, quantity: 2 });
  });

  it('replaces the lines with the server’s cart, which is then in sync', () => {
    const served: CartLine[] = [{ ...dress, quantity: 3 }];
    const state = run(addToCart(scarf), cartLoaded({ owner: 'u1', lines: served }));
    expect(state).toEqual({ lines: served, owner: 'u1', dirty: false });
  });

  it('stays dirty when the cart changed while a sync was on its way', () => {
    const sent = run(addToCart(scarf));
    const changed = edit(sent, (lines) => incrementLine(lines, 'v-scarf'));
    expect(cartReducer(changed, cartSynced(sent.lines)).dirty).toBe(true);
    expect(cartReducer(sent, cartSynced(sent.lines)).dirty).toBe(false);
  });

  it('clears everything, the owner too', () => {
    const state = run(
      addToCart(scarf),
      cartLoaded({ owner: 'u1', lines: [] }),
      addToCart(dress),
      clearCart(),
    );
    expect(state).toEqual(empty);
  });
});

describe('merging a guest cart after a login', () => {
  it('adds quantities of the same variant and keeps one line per variant', () => {
    const stored: CartLine[] = [{ ...scarf, quantity: 1 }];
    const guest: CartLine[] = [
      { ...scarf, quantity: 2 },
      { ...dress, quantity: 1 },
    ];
    expect(mergeLines(stored, guest).map((l) => [l.id, l.quantity])).toEqual([
      ['v-scarf', 3],
      ['v-dress', 1],
    ]);
  });
});

describe('the stored cart', () => {
  const storage = (value: string | null) => ({ getItem: () => value });

  it('reads the current shape and the older plain list of lines', () => {
    const line = { ...scarf, quantity: 2 };
    expect(loadStoredCart(storage(JSON.stringify({ lines: [line], owner: 'u1', dirty: true })))).toEqual({
      lines: [line],
      owner: 'u1',
      dirty: true,
    });
    expect(loadStoredCart(storage(JSON.stringify([line])))).toEqual({
      lines: [line],
      owner: null,
      dirty: false,
    });
  });

  it('drops damaged lines and survives damaged JSON', () => {
    const good = { ...scarf, quantity: 1 };
    const stored = JSON.stringify({
      lines: [good, { id: 'x', quantity: 0 }, null, { ...good, id: 'y', priceCents: 1.5 }],
    });
    expect(loadStoredCart(storage(stored)).lines).toEqual([good]);
    expect(loadStoredCart(storage('{not json'))).toEqual(empty);
  });
});
