import type { Order } from '@shop/shared/orders-schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '@/test/render';
import { ManageOrdersPage } from './manage-orders-page';

const shipped: Order = {
  _id: 'o1',
  id: 'o1',
  orderId: 'VL-SHIPPED1',
  email: 'jane@example.com',
  status: 'shipped',
  paymentStatus: 'paid',
  amount: 10.5,
  amountCents: 1050,
  subtotalCents: 1000,
  taxCents: 50,
  shippingAddress: null,
  shippingMethod: null,
  shippingPrice: 0,
  shippingPriceCents: 0,
  trackingNumber: null,
  carrier: null,
  currency: 'USD',
  items: [],
  statusHistory: [],
  paidAt: '2026-11-20T10:00:00.000Z',
  testCheckout: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

describe('Manage Orders', () => {
  it('marks a test-checkout order, and offers only the statuses ahead of an order', async () => {
    mockApi({ '/orders': { orders: [shipped], total: 1, totalPages: 1, page: 1 } });
    const user = userEvent.setup();
    renderWithProviders(<ManageOrdersPage />, { route: '/dashboard/manage-orders' });
    const row = (await screen.findByText('VL-SHIPPED1')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Test')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Edit order VL-SHIPPED1' }));
    const options = within(screen.getByRole('dialog')).getAllByRole('option');
    // Shipped goes on to completed; it never goes back to pending or processing.
    expect(options.map((option) => option.textContent)).toEqual(['shipped', 'completed']);
  });

  it("shows in the order's view where it goes and how, so the owner can ship it", async () => {
    const delivered: Order = {
      ...shipped,
      shippingAddress: {
        name: 'Ada Shopper',
        line1: '350 Fifth Avenue',
        city: 'New York',
        region: 'NY',
        postalCode: '10118',
        country: 'US',
        phone: '+1 212 555 0100',
      },
      shippingMethod: { id: '7d1f3c2a-8a0e-4c47-9a61-1c1b1c4d9e01', name: 'Express' },
      shippingPrice: 14.99,
      shippingPriceCents: 1499,
    };
    mockApi({
      'GET /orders': { orders: [delivered], total: 1, totalPages: 1, page: 1 },
      'GET /orders/order/o1': delivered,
    });
    const user = userEvent.setup();
    renderWithProviders(<ManageOrdersPage />, { route: '/dashboard/manage-orders' });
    const row = (await screen.findByText('VL-SHIPPED1')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'View order VL-SHIPPED1' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('ship-to')).toHaveTextContent(
      'Ada Shopper350 Fifth AvenueNew York, NY, 10118United States+1 212 555 0100',
    );
    expect(within(dialog).getByTestId('delivery-method')).toHaveTextContent('Express');
  });
});
