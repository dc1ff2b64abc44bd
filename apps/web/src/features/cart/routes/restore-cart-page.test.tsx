import type { RestoredCart } from '@shop/shared/orders/checkout-reminders-schemas';
import { cartTotals } from '@shop/shared/orders/taxes/taxes';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createStore } from '@/app/store';
import { type CartLine, cartLoaded } from '@/stores/cart';
import { LocationProbe, mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { CartPage } from './cart-page';
import { RestoreCartPage } from './restore-cart-page';

// The page of a reminder's 'Back to my cart' link (docs/product/screens.md, Restore cart).

const line = (overrides: Partial<RestoredCart['lines'][number]>): RestoredCart['lines'][number] => ({
  variantId: 'v-dress-m',
  productId: 'p-dress',
  handle: 'linen-dress',
  title: 'Linen Dress',
  image: '/media/demo/dress/0/red/0.svg',
  size: 'M',
  color: 'red',
  quantity: 1,
  price: 89,
  priceCents: 8900,
  pricePaid: 120,
  pricePaidCents: 12_000,
  available: 10,
  ...overrides,
});

const RESTORED: RestoredCart = {
  lines: [
    line({}),
    line({
      variantId: 'v-top-s',
      productId: 'p-top',
      handle: 'silk-top',
      title: 'Silk Top',
      size: 'S',
      quantity: 2,
      price: 65,
      priceCents: 6500,
      pricePaid: 65,
      pricePaidCents: 6500,
      available: 1,
    }),
    line({
      variantId: 'v-tote',
      productId: 'p-tote',
      handle: 'tote',
      title: 'Tote',
      size: 'One Size',
      price: 30,
      priceCents: 3000,
      pricePaid: 30,
      pricePaidCents: 3000,
      available: 0,
    }),
  ],
  changes: [
    'Linen Dress in M now costs $89.00 (was $120.00).',
    'Only 1 of Silk Top in S is left.',
    'Tote in One Size is sold out.',
  ],
};

const scarf: CartLine = {
  id: 'v-scarf',
  productId: 'p-scarf',
  handle: 'silk-scarf',
  title: 'Silk Scarf',
  image: null,
  priceCents: 4900,
  quantity: 1,
  size: 'One Size',
  color: 'red',
};

/** The cart page's quote of whatever lines it holds: their own prices, plenty free. */
async function quote(request: Request) {
  const { cartItems } = (await request.json()) as { cartItems: { id: string; quantity: number }[] };
  const known = [scarf, ...RESTORED.lines.map((l) => ({ ...l, id: l.variantId }))];
  const items = cartItems.map(({ id, quantity }) => {
    const found = known.find((k) => k.id === id) as CartLine;
    return {
      id,
      variantId: id,
      productId: found.productId,
      handle: found.handle,
      title: found.title,
      image: found.image,
      price: found.priceCents / 100,
      priceCents: found.priceCents,
      quantity,
      size: found.size,
      color: found.color,
      quantityAvailable: 10,
      availableForSale: true,
      maxPerOrder: 10,
    };
  });
  const totals = cartTotals(items);
  return {
    items,
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
}

function renderRestore(route: string) {
  const store = createStore(undefined);
  store.dispatch(cartLoaded({ owner: 'guest', lines: [scarf] }));
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/cart/restore" element={<RestoreCartPage />} />
        <Route path="/cart" element={<CartPage />} />
        <Route path="/shop" element={<h1>Shop</h1>} />
      </Routes>
      <LocationProbe />
    </>,
    { route, store, strict: true },
  );
}

describe('RestoreCartPage', () => {
  it("puts the checkout's lines in the cart at today's prices and stock, then shows the cart with what changed", async () => {
    const fetchMock = mockApi({ 'POST /orders/restore-cart': RESTORED, 'POST /cart/quote': quote });
    const { store } = renderRestore('/cart/restore?t=sealed-token');
    const changes = await screen.findByRole('region', { name: 'What changed since you left' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/cart$/);
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RESTORED.changes);
    // The lines already there stay; the price is today's, the quantity what is free, the sold-out line left out.
    expect(
      store.getState().cart.lines.map(({ id, quantity, priceCents }) => ({ id, quantity, priceCents })),
    ).toEqual([
      { id: 'v-scarf', quantity: 1, priceCents: 4900 },
      { id: 'v-dress-m', quantity: 1, priceCents: 8900 },
      { id: 'v-top-s', quantity: 1, priceCents: 6500 },
    ]);
    expect(screen.getByRole('list', { name: 'Cart items' })).toHaveTextContent('Linen Dress');
    const asked = await requestsTo(fetchMock, 'POST', '/orders/restore-cart');
    expect(asked.map((request) => request.body)).toEqual([{ token: 'sealed-token' }]);
  });

  it('says a bad link is not valid, with a way to the shop, and changes nothing', async () => {
    mockApi({
      'POST /orders/restore-cart': reply(400, { message: 'This link is not valid.', field: 'token' }),
    });
    const { store } = renderRestore('/cart/restore?t=altered');
    expect(await screen.findByRole('heading', { name: 'This link is not valid.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
    expect(store.getState().cart.lines).toEqual([scarf]);
  });

  it('says a link without its token is not valid, without asking the server', async () => {
    const fetchMock = mockApi({ 'POST /orders/restore-cart': RESTORED });
    renderRestore('/cart/restore');
    expect(await screen.findByRole('heading', { name: 'This link is not valid.' })).toBeInTheDocument();
    expect(await requestsTo(fetchMock, 'POST', '/orders/restore-cart')).toEqual([]);
  });
});
