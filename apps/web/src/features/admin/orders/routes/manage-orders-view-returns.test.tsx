import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { orderFixture } from '@/test/order-fixtures';
import { mockApi, renderWithProviders } from '@/test/render';
import { ManageOrdersPage } from './manage-orders-page';

// The returns of an order in Manage Orders' View (docs/decisions/031): each with its state and the
// steps it may take next, and the history's steps in words.

const order = orderFixture({
  status: 'shipped',
  shippedAt: '2026-11-25T10:00:00.000Z',
  statusHistory: [
    { status: 'pending', at: '2026-11-24T10:00:00.000Z' },
    { status: 'shipped', at: '2026-11-25T10:00:00.000Z' },
    { status: 'return_requested', at: '2026-11-26T09:00:00.000Z', by: 'shopper', note: 'Too small' },
  ],
  returns: [
    {
      id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      orderId: 'o1',
      orderNumber: 'VL-ABCD2345',
      email: 'jane@example.com',
      lines: [{ lineId: 'l1', quantity: 1, title: 'Silk Scarf', size: 'One Size', color: 'red' }],
      reason: 'too_small',
      comment: 'Tight across the shoulders',
      status: 'requested',
      note: null,
      refundId: null,
      createdAt: '2026-11-26T09:00:00.000Z',
      updatedAt: '2026-11-26T09:00:00.000Z',
    },
  ],
});

describe("Manage Orders' View, returns", () => {
  it('lists the order’s returns with their reason and the next steps', async () => {
    mockApi({
      'GET /orders': { orders: [order], total: 1, totalPages: 1, page: 1 },
      'GET /orders/order/o1': order,
    });
    const user = userEvent.setup();
    renderWithProviders(<ManageOrdersPage />, { route: '/dashboard/manage-orders' });
    const row = (await screen.findByText('VL-ABCD2345')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'View order VL-ABCD2345' }));
    const view = await screen.findByRole('dialog', { name: 'Order VL-ABCD2345' });
    const returns = await within(view).findByRole('list', { name: 'Returns' });
    expect(within(returns).getByText('Return requested')).toBeInTheDocument();
    expect(within(returns).getByText('1 × Silk Scarf (One Size, Red)')).toBeInTheDocument();
    expect(within(returns).getByText('Reason: Too small')).toBeInTheDocument();
    expect(within(returns).getByRole('button', { name: /Approve/ })).toBeInTheDocument();
    expect(within(returns).getByRole('button', { name: /Reject/ })).toBeInTheDocument();
    expect(within(view).getByText('return requested')).toBeInTheDocument();
  });
});
