import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createStore } from '@/app/store';
import { cartLoaded } from '@/stores/cart';
import { orderFixture } from '@/test/order-fixtures';
import { mockApi, renderWithProviders } from '@/test/render';
import { publicUser } from '@/test/user-fixtures';
import { SuccessPage } from './success-page';

const order = orderFixture;

function renderSuccess(answer: unknown, user: ReturnType<typeof publicUser> | null = publicUser()) {
  mockApi({ 'GET /auth/me': { user }, 'POST /orders/confirm-payment': answer });
  const store = createStore(undefined);
  store.dispatch(
    cartLoaded({
      owner: 'u1',
      lines: [
        {
          id: 'v1',
          productId: 'p1',
          handle: 'silk-scarf',
          title: 'Silk Scarf',
          image: null,
          priceCents: 4900,
          quantity: 1,
          size: 'One Size',
          color: 'red',
        },
      ],
    }),
  );
  return renderWithProviders(
    <Routes>
      <Route path="/success" element={<SuccessPage />} />
    </Routes>,
    { route: '/success?session_id=cs_local_1', store, user },
  );
}

describe('SuccessPage', () => {
  it("says 'Loading...' until the payment is confirmed, then shows the order and empties the cart", async () => {
    const { store } = renderSuccess(order());
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('VL-ABCD2345')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Pending');
    expect(store.getState().cart.lines).toEqual([]);
  });

  it("links a shopper to the order's page and to Your Orders", async () => {
    renderSuccess(order({ id: 'order-7', _id: 'order-7' }));
    expect(await screen.findByRole('link', { name: 'View your order' })).toHaveAttribute(
      'href',
      '/orders/order-7',
    );
    expect(screen.getByRole('link', { name: 'your orders' })).toHaveAttribute('href', '/dashboard/orders');
  });

  it('shows a guest their order, empties the cart and points to the mailed private link', async () => {
    const { store } = renderSuccess(order({ email: 'guest@example.com' }), null);
    expect(await screen.findByText('VL-ABCD2345')).toBeInTheDocument();
    expect(screen.getByText(/on its way to guest@example.com, with a private link/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'your orders' })).not.toBeInTheDocument();
    expect(store.getState().cart.lines).toEqual([]);
  });

  it("links a guest to the order's private page, which opens in this browser", async () => {
    renderSuccess(order({ id: 'order-8', _id: 'order-8', email: 'guest@example.com' }), null);
    expect(await screen.findByRole('link', { name: 'View your order' })).toHaveAttribute(
      'href',
      '/orders/order-8',
    );
  });

  it('points a guest whose payment is not confirmed to the mailed link and to Track your order', async () => {
    renderSuccess(order({ paymentStatus: 'cancelled' }), null);
    expect(await screen.findByText('Error fetching order.')).toBeInTheDocument();
    expect(screen.getByText(/the confirmation email has a link to your order/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track your order' })).toHaveAttribute('href', '/track-order');
    expect(screen.queryByRole('link', { name: 'View your order' })).not.toBeInTheDocument();
  });

  it('shows where the order goes, how, and its delivery in the money', async () => {
    renderSuccess(
      order({
        amount: 57.44,
        amountCents: 5744,
        shippingAddress: {
          name: 'Ada Shopper',
          line1: '1 Main Street',
          city: 'Springfield',
          region: 'IL',
          postalCode: '62701',
          country: 'US',
        },
        shippingMethod: { id: 'm-standard', name: 'Standard' },
        shippingPrice: 5.99,
        shippingPriceCents: 599,
      }),
    );
    const shipTo = await screen.findByTestId('ship-to');
    expect(shipTo).toHaveTextContent('Ada Shopper');
    expect(shipTo).toHaveTextContent('1 Main Street');
    expect(shipTo).toHaveTextContent('Springfield, IL 62701');
    expect(shipTo).toHaveTextContent('United States');
    expect(screen.getByTestId('delivery-method')).toHaveTextContent('Standard');
    const total = screen.getByLabelText('Order total');
    expect(within(total).getByText('Delivery').nextElementSibling).toHaveTextContent('$5.99');
    expect(within(total).getByText('Grand Total').nextElementSibling).toHaveTextContent('$57.44');
  });

  it('shows no delivery for an order from before checkout asked', async () => {
    renderSuccess(order());
    await screen.findByText('VL-ABCD2345');
    expect(screen.queryByText('Ship to')).not.toBeInTheDocument();
    expect(within(screen.getByLabelText('Order total')).queryByText('Delivery')).not.toBeInTheDocument();
  });

  it('keeps the cart while the payment is not confirmed', async () => {
    const { store } = renderSuccess(order({ paymentStatus: 'cancelled' }));
    expect(await screen.findByText('Error fetching order.')).toBeInTheDocument();
    expect(store.getState().cart.lines).toHaveLength(1);
  });
});
