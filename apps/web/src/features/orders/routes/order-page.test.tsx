import { GUEST_ORDER_MESSAGES } from '@shop/shared/orders/guest-orders';
import { ORDER_MESSAGES } from '@shop/shared/orders/orders';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { publicUser } from '@/test/user-fixtures';
import { OrderPage } from './order-page';

const ORDER_ID = '5f2b7c1e-8a3d-4e6f-9b0a-1c2d3e4f5a6b';

function renderOrder(route: string, user: ReturnType<typeof publicUser> | null = null) {
  return renderWithProviders(
    <Routes>
      <Route path="/orders/:orderId" element={<OrderPage />} />
    </Routes>,
    { route, user },
  );
}

const notFound = reply(404, { message: ORDER_MESSAGES.orderNotFound, field: 'id' });

describe('OrderPage when the order does not open', () => {
  it('says a private link expires and mails a fresh one to the order’s email on request', async () => {
    const fetchMock = mockApi({
      [`GET /orders/order/${ORDER_ID}`]: notFound,
      [`POST /orders/${ORDER_ID}/link`]: { message: GUEST_ORDER_MESSAGES.freshLinkSent },
    });
    const user = userEvent.setup();
    renderOrder(`/orders/${ORDER_ID}?token=old-token`);
    expect(await screen.findByText(GUEST_ORDER_MESSAGES.orderLinkClosed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: GUEST_ORDER_MESSAGES.freshLink }));
    expect(await screen.findByText(GUEST_ORDER_MESSAGES.freshLinkSent)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: GUEST_ORDER_MESSAGES.freshLink })).not.toBeInTheDocument();
    expect(await requestsTo(fetchMock, 'POST', `/orders/${ORDER_ID}/link`)).toHaveLength(1);
  });

  it('offers no link to a logged-in shopper who opened someone else’s order', async () => {
    mockApi({ [`GET /orders/order/${ORDER_ID}`]: notFound });
    renderOrder(`/orders/${ORDER_ID}`, publicUser());
    expect(await screen.findByText(ORDER_MESSAGES.orderFetchFailed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: GUEST_ORDER_MESSAGES.freshLink })).not.toBeInTheDocument();
  });
});
