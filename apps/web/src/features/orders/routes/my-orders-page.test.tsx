import type { Order } from '@shop/shared/orders/orders-schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { orderFixture } from '@/test/order-fixtures';
import { mockApi, renderWithProviders, reply } from '@/test/render';
import { publicUser } from '@/test/user-fixtures';
import { MyOrdersPage } from './my-orders-page';
import { PaymentsPage } from './payments-page';

/** Order n: $10.00 + 5 % tax, no lines, paid on 20 November. */
const order = (n: number, overrides: Partial<Order> = {}): Order =>
  orderFixture({
    _id: `o${n}`,
    id: `o${n}`,
    orderId: `VL-ORDER00${n}`,
    amount: 10.5,
    amountCents: 1050,
    subtotalCents: 1000,
    taxCents: 50,
    items: [],
    statusHistory: [],
    paidAt: '2026-11-20T10:00:00.000Z',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  });

describe('Your Orders and Payments', () => {
  it('list only paid orders, five at first, with coloured statuses and links to each order', async () => {
    mockApi({
      '/orders/mine': [
        order(1, { status: 'completed' }),
        order(2, { status: 'processing' }),
        order(3),
        order(4, { status: 'shipped' }),
        order(5),
        order(6),
        order(7, { paymentStatus: 'cancelled' }),
      ],
    });
    renderWithProviders(<MyOrdersPage />, { user: publicUser() });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(within(table).getByText('completed')).toHaveClass('bg-emerald-100');
    expect(within(table).getByText('processing')).toHaveClass('bg-blue-100');
    expect(within(table).getByText('shipped')).toHaveClass('bg-indigo-100');
    expect(within(table).getAllByRole('link', { name: 'view order' })[0]).toHaveAttribute(
      'href',
      '/orders/o1',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'See all' }));
    expect(screen.getAllByRole('row')).toHaveLength(7);
    expect(screen.queryByText('VL-ORDER007')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show fewer' })).toBeInTheDocument();
  });

  it("offers 'See all' with a single order too", async () => {
    mockApi({ '/orders/mine': [order(1)] });
    renderWithProviders(<MyOrdersPage />, { user: publicUser() });
    const table = await screen.findByRole('table');
    await userEvent.setup().click(screen.getByRole('button', { name: 'See all' }));
    expect(within(table).getAllByRole('row')).toHaveLength(2);
  });

  it("says 'No orders available.' before the first order and 'No order found!' when the list fails", async () => {
    mockApi({ '/orders/mine': [] });
    const { unmount } = renderWithProviders(<MyOrdersPage />, { user: publicUser() });
    expect(await screen.findByText('No orders available.')).toBeInTheDocument();
    unmount();
    mockApi({
      '/orders/mine': reply(500, { message: 'Something went wrong. Please try again later.' }),
    });
    renderWithProviders(<MyOrdersPage />, { user: publicUser() });
    expect(await screen.findByText('No order found!')).toBeInTheDocument();
  });

  it('adds up what was paid, to the cent', async () => {
    mockApi({
      '/orders/mine': [
        order(1, { amountCents: 1999 }),
        order(2, { amountCents: 1 }),
        order(3, { paymentStatus: 'expired', amountCents: 5000 }),
      ],
    });
    renderWithProviders(<PaymentsPage />, { user: publicUser() });
    expect(await screen.findByTestId('total-spent')).toHaveTextContent('$20.00');
  });
});
