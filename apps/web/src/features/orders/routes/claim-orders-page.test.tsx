import { GUEST_ORDER_MESSAGES } from '@shop/shared/orders/guest-orders';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { publicUser } from '@/test/user-fixtures';
import { ClaimOrdersPage } from './claim-orders-page';

function renderClaim(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/dashboard/orders/claim" element={<ClaimOrdersPage />} />
    </Routes>,
    { route, user: publicUser() },
  );
}

describe('ClaimOrdersPage', () => {
  it('uses the mailed link once and says how many orders joined the account', async () => {
    const fetchMock = mockApi({
      'POST /orders/guest-orders/claim': { message: GUEST_ORDER_MESSAGES.claimed(2), claimed: 2 },
    });
    renderClaim('/dashboard/orders/claim?token=abc_123');
    expect(await screen.findByText('2 orders were added to your account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Your Orders' })).toHaveAttribute(
      'href',
      '/dashboard/orders',
    );
    const sent = await requestsTo(fetchMock, 'POST', '/orders/guest-orders/claim');
    expect(sent.map((request) => request.body)).toEqual([{ token: 'abc_123' }]);
  });

  it('says so when the link is used or expired', async () => {
    mockApi({
      'POST /orders/guest-orders/claim': reply(400, {
        message: GUEST_ORDER_MESSAGES.claimInvalid,
        field: 'token',
      }),
    });
    renderClaim('/dashboard/orders/claim?token=old');
    expect(await screen.findByText(GUEST_ORDER_MESSAGES.claimInvalid)).toBeInTheDocument();
  });

  it('asks nothing of the server without a token', async () => {
    const fetchMock = mockApi({});
    renderClaim('/dashboard/orders/claim');
    expect(await screen.findByText(GUEST_ORDER_MESSAGES.tokenMissing)).toBeInTheDocument();
    expect(await requestsTo(fetchMock, 'POST', '/orders/guest-orders/claim')).toEqual([]);
  });
});
