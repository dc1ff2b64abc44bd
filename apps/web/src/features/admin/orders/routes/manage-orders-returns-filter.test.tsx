import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { orderFixture } from '@/test/order-fixtures';
import { LocationProbe, mockApi, renderWithProviders, requestsTo } from '@/test/render';
import { ManageOrdersPage } from './manage-orders-page';

describe('Manage Orders, the Returns filter', () => {
  it('lists only orders with a return waiting when "Return requested" is chosen, and all again after', async () => {
    const fetchMock = mockApi({
      'GET /orders': (request: Request) => {
        const open = new URL(request.url).searchParams.get('returns') === 'open';
        const order = orderFixture(open ? { orderId: 'VL-RETURNED' } : {});
        return { orders: [order], total: 1, totalPages: 1, page: 1 };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <ManageOrdersPage />
        <LocationProbe />
      </>,
      { route: '/dashboard/manage-orders?page=2' },
    );
    expect(await screen.findByText('VL-ABCD2345')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Returns'), 'Return requested');
    expect(await screen.findByText('VL-RETURNED')).toBeInTheDocument();
    // A filter starts again from the first page.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/manage-orders\?returns=open$/);
    const asked = (await requestsTo(fetchMock, 'GET', '/orders')).map((r) => new URL(r.url).searchParams);
    expect(asked.at(-1)?.get('returns')).toBe('open');
    expect(asked.at(-1)?.get('paymentStatus')).toBe('was_paid');
    expect(asked[0]?.has('returns')).toBe(false);

    await user.selectOptions(screen.getByLabelText('Returns'), 'All orders');
    expect(await screen.findByText('VL-ABCD2345')).toBeInTheDocument();
  });
});

describe('Manage Orders, the Payment filter', () => {
  it('asks for one refund state when chosen, and every paid order otherwise', async () => {
    const fetchMock = mockApi({
      'GET /orders': (request: Request) => {
        const refunded = new URL(request.url).searchParams.get('paymentStatus') === 'refunded';
        const order = orderFixture(refunded ? { orderId: 'VL-REFUNDED', paymentStatus: 'refunded' } : {});
        return { orders: [order], total: 1, totalPages: 1, page: 1 };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <ManageOrdersPage />
        <LocationProbe />
      </>,
      { route: '/dashboard/manage-orders' },
    );
    expect(await screen.findByText('VL-ABCD2345')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Payment'), 'Refunded');
    expect(await screen.findByText('VL-REFUNDED')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(
      /^\/dashboard\/manage-orders\?payment=refunded$/,
    );
    await user.selectOptions(screen.getByLabelText('Payment'), 'All paid');
    expect(await screen.findByText('VL-ABCD2345')).toBeInTheDocument();
    const asked = (await requestsTo(fetchMock, 'GET', '/orders')).map((r) => new URL(r.url).searchParams);
    expect(asked.map((params) => params.get('paymentStatus'))).toEqual(['was_paid', 'refunded', 'was_paid']);
  });
});
