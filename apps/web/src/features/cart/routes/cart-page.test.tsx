import { cartTotals } from '@shop/shared/orders/taxes/taxes';
import { DISCOUNT_MESSAGES } from '@shop/shared/promotions/promotions';
import type { DiscountPreviewBody } from '@shop/shared/promotions/promotions-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createStore } from '@/app/store';
import { Toaster } from '@/components/ui/toaster';
import type { CartLine } from '@/stores/cart';
import { cartLoaded } from '@/stores/cart';
import { bodyOf, previewFor } from '@/test/discount-fixtures';
import { LocationProbe, mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { publicUser } from '@/test/user-fixtures';
import { CartPage } from './cart-page';

const scarf: CartLine = {
  id: 'v-scarf',
  productId: 'p1',
  handle: 'silk-scarf',
  title: 'Silk Scarf',
  image: null,
  priceCents: 4900,
  quantity: 2,
  size: 'One Size',
  color: 'red',
};
const dress: CartLine = {
  ...scarf,
  id: 'v-dress',
  productId: 'p2',
  handle: 'wrap-dress',
  title: 'Wrap Dress',
  size: 'M',
  priceCents: 12_950,
  quantity: 1,
};

/** The quote the server gives for lines, with what is free per variant. */
function quoteFor(lines: CartLine[], available: Record<string, number>, prices: Record<string, number> = {}) {
  const items = lines.flatMap((line) =>
    line.id in available
      ? [
          {
            ...line,
            variantId: line.id,
            priceCents: prices[line.id] ?? line.priceCents,
            price: (prices[line.id] ?? line.priceCents) / 100,
            quantityAvailable: available[line.id],
            availableForSale: (available[line.id] ?? 0) >= line.quantity,
            maxPerOrder: 10,
          },
        ]
      : [],
  );
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

function renderCart(lines: CartLine[], options: { user?: ReturnType<typeof publicUser> | null } = {}) {
  const store = createStore(undefined);
  store.dispatch(cartLoaded({ owner: 'guest', lines }));
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/cart" element={<CartPage />} />
        <Route path="/login" element={<h1>Login</h1>} />
        <Route path="/checkout" element={<h1>Checkout</h1>} />
      </Routes>
      <LocationProbe />
      <Toaster />
    </>,
    { route: '/cart', store, user: options.user ?? null },
  );
}

describe('CartPage', () => {
  it("says 'Your cart is Empty' with a way back to the shop", async () => {
    mockApi({});
    renderCart([]);
    expect(screen.getByRole('heading', { name: 'Your cart is Empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
  });

  it('shows each line with its price each, and the totals with 5 % tax', async () => {
    mockApi({ 'POST /cart/quote': quoteFor([scarf, dress], { 'v-scarf': 5, 'v-dress': 5 }) });
    renderCart([scarf, dress]);
    const items = screen.getByRole('list', { name: 'Cart items' });
    expect(within(items).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('$98.00')).toBeInTheDocument();
    expect(screen.getAllByText('$49.00 each')).toHaveLength(1);
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$227.50');
    expect(screen.getByText('Tax (5%)')).toBeInTheDocument();
    expect(screen.getByTestId('cart-tax')).toHaveTextContent('$11.38');
    // No address yet: the shop's default rate, said to be an estimate.
    expect(
      screen.getByText('Tax is estimated here; checkout taxes by your delivery address.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('cart-grand-total')).toHaveTextContent('$238.88');
  });

  it('writes each line’s size and colour as the shop does', async () => {
    // A line kept from before sizes and colours had one spelling.
    const old = { ...scarf, size: 'one size', color: 'navy' };
    mockApi({
      'POST /cart/quote': quoteFor([old], { 'v-scarf': 5 }),
      '/colors': {
        colors: [{ id: '00000000-0000-4000-a000-000000000001', name: 'Navy', family: 'blue', swatch: null }],
      },
    });
    renderCart([old]);
    const items = screen.getByRole('list', { name: 'Cart items' });
    await waitFor(() => expect(within(items).getByText(/Color: Navy/)).toBeInTheDocument());
    expect(within(items).getByText(/Size: One Size/)).toBeInTheDocument();
  });

  it('changes quantities with plus and minus, never below 1, and removes a line', async () => {
    mockApi({
      'POST /cart/quote': (request: Request) =>
        request.json().then((b) =>
          quoteFor(
            b.cartItems.map((i: { id: string; quantity: number }) => ({
              ...scarf,
              ...(i.id === 'v-dress' ? dress : {}),
              quantity: i.quantity,
            })),
            { 'v-scarf': 3, 'v-dress': 5 },
          ),
        ),
    });
    const user = userEvent.setup();
    const { store } = renderCart([{ ...scarf, quantity: 1 }, dress]);
    const minus = screen.getByRole('button', { name: 'One fewer Silk Scarf' });
    expect(minus).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'One more Silk Scarf' }));
    await user.click(screen.getByRole('button', { name: 'One more Silk Scarf' }));
    expect(store.getState().cart.lines[0]?.quantity).toBe(3);
    // Three are free: no more than that.
    await waitFor(() => expect(screen.getByRole('button', { name: 'One more Silk Scarf' })).toBeDisabled());
    await user.click(screen.getByRole('button', { name: 'Remove Wrap Dress from cart' }));
    expect(store.getState().cart.lines.map((l) => l.id)).toEqual(['v-scarf']);
  });

  it('takes a changed price and says so, and blocks checkout for a sold-out line', async () => {
    mockApi({
      'POST /cart/quote': quoteFor([scarf, dress], { 'v-scarf': 5, 'v-dress': 0 }, { 'v-scarf': 3900 }),
    });
    renderCart([scarf, dress]);
    expect(
      await screen.findByText('The price of Silk Scarf changed from $49.00 to $39.00.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Sold out. Please remove it from your cart.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  });

  it('holds a line to what one order takes, saying so, even with more in stock', async () => {
    mockApi({ 'POST /cart/quote': quoteFor([{ ...scarf, quantity: 12 }], { 'v-scarf': 40 }) });
    renderCart([{ ...scarf, quantity: 12 }]);
    expect(
      await screen.findByText('You can buy at most 10 of this in one order. Please lower the quantity.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'One more Silk Scarf' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  });

  it("sends a guest to log in with 'Please log in to proceed with payment.'", async () => {
    mockApi({ 'POST /cart/quote': quoteFor([scarf], { 'v-scarf': 5 }) });
    const user = userEvent.setup();
    renderCart([scarf]);
    await user.click(await screen.findByRole('button', { name: 'Checkout' }));
    expect(await screen.findByText('Please log in to proceed with payment.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('offers a guest Check out as guest beside Log in, and takes them to the checkout step', async () => {
    mockApi({ 'POST /cart/quote': quoteFor([scarf], { 'v-scarf': 5 }) });
    const user = userEvent.setup();
    renderCart([scarf]);
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await user.click(screen.getByRole('button', { name: 'Check out as guest' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
  });

  it('offers a shopper no guest checkout', async () => {
    mockApi({ 'POST /cart/quote': quoteFor([scarf], { 'v-scarf': 5 }) });
    renderCart([scarf], { user: publicUser() });
    await screen.findByRole('button', { name: 'Checkout' });
    expect(screen.queryByRole('button', { name: 'Check out as guest' })).not.toBeInTheDocument();
  });

  it('takes a shopper to the checkout step', async () => {
    const fetchMock = mockApi({ 'POST /cart/quote': quoteFor([scarf], { 'v-scarf': 5 }) });
    const user = userEvent.setup();
    renderCart([scarf], { user: publicUser() });
    await user.click(await screen.findByRole('button', { name: 'Checkout' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
    expect(await requestsTo(fetchMock, 'POST', '/orders/create-checkout-session')).toEqual([]);
  });
});

describe('a discount code in the cart', () => {
  /** The summary beside the lines (the toasts have their own alerts and statuses). */
  const summary = () => screen.getByRole('region', { name: 'Order summary' });
  const PRICES = { 'v-scarf': 4900, 'v-dress': 12_950 };

  /** WELCOME10 takes 10 % off from a $150 subtotal; FREESHIP is a free delivery code; nothing else exists. */
  function fakeServer() {
    return mockApi({
      'POST /cart/quote': async (request: Request) => {
        const body = await bodyOf<{ cartItems: { id: string; quantity: number }[] }>(request);
        const lines = body.cartItems.map((item) => ({
          ...(item.id === 'v-dress' ? dress : scarf),
          quantity: item.quantity,
        }));
        return quoteFor(lines, { 'v-scarf': 5, 'v-dress': 5 });
      },
      'POST /discounts/preview': async (request: Request) => {
        const body = await bodyOf<DiscountPreviewBody>(request);
        if (body.code === 'FREESHIP' && !body.shippingMethodId)
          return reply(400, { message: DISCOUNT_MESSAGES.noDelivery, field: 'code' });
        if (body.code !== 'WELCOME10')
          return reply(400, { message: DISCOUNT_MESSAGES.unknown, field: 'code' });
        const preview = previewFor(body, { code: 'WELCOME10', type: 'percent', value: 10 }, PRICES);
        if (preview.subtotalCents < 15_000)
          return reply(400, { message: DISCOUNT_MESSAGES.belowMinimum(15_000), field: 'code' });
        return preview;
      },
    });
  }

  it('applies a code: the discount line and the server’s totals, a toast, and Remove', async () => {
    const fetchMock = fakeServer();
    const user = userEvent.setup();
    const { store } = renderCart([scarf, dress]);
    await user.type(screen.getByLabelText('Discount code'), ' welcome10 ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Discount code WELCOME10 applied')).toBeInTheDocument();
    const [sent] = await requestsTo(fetchMock, 'POST', '/discounts/preview');
    expect(sent?.body).toEqual({
      code: 'WELCOME10',
      products: [
        { id: 'v-scarf', quantity: 2 },
        { id: 'v-dress', quantity: 1 },
      ],
    });
    // $227.50 less 10 % ($22.75); 5 % tax on the $204.75 left.
    expect(screen.getByText('Discount (WELCOME10)')).toBeInTheDocument();
    expect(screen.getByTestId('cart-discount')).toHaveTextContent('-$22.75');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$227.50');
    expect(screen.getByTestId('cart-tax')).toHaveTextContent('$10.24');
    expect(screen.getByTestId('cart-grand-total')).toHaveTextContent('$214.99');
    expect(store.getState().discountCode.code).toBe('WELCOME10');

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByText('Discount (WELCOME10)')).not.toBeInTheDocument();
    expect(screen.getByTestId('cart-grand-total')).toHaveTextContent('$238.88');
    expect(screen.getByLabelText('Discount code')).toHaveValue('');
  });

  it('says under the field why a code does not apply', async () => {
    fakeServer();
    const user = userEvent.setup();
    renderCart([scarf, dress]);
    const field = screen.getByLabelText('Discount code');
    await user.type(field, 'NOPE{Enter}');
    const alert = await within(summary()).findByRole('alert');
    expect(alert).toHaveTextContent(DISCOUNT_MESSAGES.unknown);
    expect(field).toHaveAccessibleDescription(DISCOUNT_MESSAGES.unknown);
    expect(screen.queryByText(/^Discount \(/)).not.toBeInTheDocument();
    expect(screen.getByTestId('cart-grand-total')).toHaveTextContent('$238.88');
    // Typing again: the old refusal goes.
    await user.type(field, 'X');
    expect(within(summary()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks again when the lines change, and drops the code when it stops applying', async () => {
    const fetchMock = fakeServer();
    const user = userEvent.setup();
    renderCart([scarf, dress]);
    await user.type(screen.getByLabelText('Discount code'), 'WELCOME10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByTestId('cart-discount')).toHaveTextContent('-$22.75');

    // One more scarf: $276.50, less $27.65.
    await user.click(screen.getByRole('button', { name: 'One more Silk Scarf' }));
    await waitFor(() => expect(screen.getByTestId('cart-discount')).toHaveTextContent('-$27.65'));
    const sent = await requestsTo(fetchMock, 'POST', '/discounts/preview');
    expect(sent.at(-1)?.body).toMatchObject({
      products: [{ id: 'v-scarf', quantity: 3 }, { id: 'v-dress' }],
    });

    // Without the dress the scarves come to $147.00, under the code's $150 minimum.
    await user.click(screen.getByRole('button', { name: 'Remove Wrap Dress from cart' }));
    expect(await within(summary()).findByRole('alert')).toHaveTextContent(
      'This discount code needs a subtotal of at least $150.00.',
    );
    expect(screen.queryByTestId('cart-discount')).not.toBeInTheDocument();
    expect(screen.getByTestId('cart-grand-total')).toHaveTextContent('$154.35');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeInTheDocument();
  });

  it('keeps a free delivery code for the checkout step, where the delivery is chosen', async () => {
    fakeServer();
    const user = userEvent.setup();
    const { store } = renderCart([scarf, dress]);
    await user.type(screen.getByLabelText('Discount code'), 'freeship');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await within(summary()).findByRole('status')).toHaveTextContent(DISCOUNT_MESSAGES.noDelivery);
    expect(within(summary()).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    expect(store.getState().discountCode.code).toBe('FREESHIP');
    expect(screen.getByTestId('cart-grand-total')).toHaveTextContent('$238.88');
  });
});
