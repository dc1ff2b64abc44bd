import { cartTotals } from '@shop/shared/orders/taxes/taxes';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createStore } from '@/app/store';
import { type CartLine, cartLoaded, linesEdited } from '@/stores/cart';
import { mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { publicUser } from '@/test/user-fixtures';
import { CartSync } from './cart-sync';

const line = (id: string, quantity: number): CartLine => ({
  id,
  productId: `p-${id}`,
  handle: id,
  title: id,
  image: null,
  priceCents: 1000,
  quantity,
  size: 'M',
  color: 'red',
});
/** The stored cart as the server answers it, totals and all. */
const served = (lines: CartLine[]) => {
  const totals = cartTotals(lines);
  return {
    items: lines.map((l) => ({
      ...l,
      variantId: l.id,
      price: l.priceCents / 100,
      quantityAvailable: 10,
      availableForSale: true,
      maxPerOrder: 10,
    })),
    totalPrice: totals.totalCents / 100,
    tax: totals.taxCents / 100,
    taxRate: 0.05,
    taxLabel: 'Tax (5%)',
    taxIncluded: false,
    taxEstimate: true,
    grandTotal: totals.grandTotalCents / 100,
    totalPriceCents: totals.totalCents,
    taxCents: totals.taxCents,
    grandTotalCents: totals.grandTotalCents,
  };
};
/** The update endpoint answering with what it was sent, as the server stores it. */
const echo = (request: Request) =>
  request
    .json()
    .then((body: { cartItems: { id: string; quantity: number }[] }) =>
      served(body.cartItems.map((i) => line(i.id, i.quantity))),
    );

/** A guest's cart (owner null), or a shopper's with changes still to send. */
function storeWith(lines: CartLine[], owner: string | null) {
  const store = createStore(undefined);
  store.dispatch(owner ? cartLoaded({ owner, lines, dirty: true }) : linesEdited(lines));
  return store;
}

describe('CartSync', () => {
  it('adds a guest cart to the stored one after a login and sends the result once', async () => {
    const fetchMock = mockApi({ 'GET /cart/u1': served([line('a', 1)]), 'POST /cart/update': echo });
    const store = storeWith([line('a', 2), line('b', 1)], null);
    renderWithProviders(<CartSync />, { store, user: publicUser() });
    await waitFor(() => expect(store.getState().cart).toMatchObject({ owner: 'u1', dirty: false }));
    expect(store.getState().cart.lines.map((l) => [l.id, l.quantity])).toEqual([
      ['a', 3],
      ['b', 1],
    ]);
    const sent = await requestsTo(fetchMock, 'POST', '/cart/update');
    expect(sent.map((r) => r.body)).toEqual([
      {
        cartItems: [
          { id: 'a', quantity: 3 },
          { id: 'b', quantity: 1 },
        ],
      },
    ]);
  });

  it('after a reload halfway, sends the merged cart again instead of merging twice', async () => {
    const fetchMock = mockApi({ 'GET /cart/u1': served([line('a', 3)]), 'POST /cart/update': echo });
    const store = storeWith([line('a', 3)], 'u1');
    renderWithProviders(<CartSync />, { store, user: publicUser() });
    await waitFor(() => expect(store.getState().cart.dirty).toBe(false));
    expect(await requestsTo(fetchMock, 'GET', '/cart/u1')).toHaveLength(0);
    expect(store.getState().cart.lines.map((l) => l.quantity)).toEqual([3]);
  });

  it('keeps a cart emptied while the stored one was loading (a payment confirmed meanwhile)', async () => {
    let answer: ((value: unknown) => void) | undefined;
    mockApi({
      'GET /cart/u1': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const store = createStore(undefined);
    store.dispatch(cartLoaded({ owner: 'u1', lines: [line('a', 1), line('b', 1)] }));
    renderWithProviders(<CartSync />, { store, user: publicUser() });
    await waitFor(() => expect(answer).toBeDefined());
    // The success page empties the cart once the payment is confirmed.
    store.dispatch(cartLoaded({ owner: 'u1', lines: [] }));
    // The load that left before the payment answers with the cart as it was then.
    answer?.(reply(200, served([line('a', 1), line('b', 1)])));
    await waitFor(() =>
      expect(Object.values(store.getState().api.mutations).map((m) => m?.status)).toEqual(['fulfilled']),
    );
    expect(store.getState().cart.lines).toEqual([]);
  });

  it('sends a cart emptied while a change was on its way after it, and the old answer does not bring the lines back', async () => {
    const sent: { id: string; quantity: number }[][] = [];
    let answerFirst: ((value: unknown) => void) | undefined;
    mockApi({
      'POST /cart/update': async (request: Request) => {
        const body = (await request.json()) as { cartItems: { id: string; quantity: number }[] };
        sent.push(body.cartItems);
        if (sent.length > 1) return served(body.cartItems.map((i) => line(i.id, i.quantity)));
        // The first change is slow to answer, and the server answers it with what it stored.
        return new Promise((resolve) => {
          answerFirst = resolve;
        });
      },
    });
    // A change made on the cart page (a refreshed price), still to be sent after a reload.
    const store = storeWith([line('a', 1), line('b', 1)], 'u1');
    renderWithProviders(<CartSync />, { store, user: publicUser() });
    await waitFor(() => expect(answerFirst).toBeDefined());
    // The success page confirms the payment meanwhile and empties the cart.
    store.dispatch(cartLoaded({ owner: 'u1', lines: [], dirty: true }));
    answerFirst?.(served([line('a', 1), line('b', 1)]));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual([]);
    await waitFor(() => expect(store.getState().cart.dirty).toBe(false));
    expect(store.getState().cart.lines).toEqual([]);
  });

  it('keeps the cart and tries again when the server fails', async () => {
    let calls = 0;
    const fetchMock = mockApi({
      'POST /cart/update': (request: Request) => {
        calls += 1;
        return calls === 1
          ? reply(503, { message: 'Something went wrong. Please try again later.' })
          : echo(request);
      },
    });
    const store = storeWith([line('a', 1)], 'u1');
    renderWithProviders(<CartSync />, { store, user: publicUser() });
    await waitFor(() => expect(calls).toBe(1));
    expect(store.getState().cart).toMatchObject({ dirty: true, lines: [{ id: 'a', quantity: 1 }] });
    await waitFor(() => expect(store.getState().cart.dirty).toBe(false), { timeout: 5000 });
    expect(await requestsTo(fetchMock, 'POST', '/cart/update')).toHaveLength(2);
  });
});
