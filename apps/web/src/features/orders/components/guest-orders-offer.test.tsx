import { GUEST_ORDER_MESSAGES } from '@shop/shared/orders/guest-orders';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders, requestsTo } from '@/test/render';
import { publicUser } from '@/test/user-fixtures';
import { GuestOrdersOffer } from './guest-orders-offer';

describe('GuestOrdersOffer', () => {
  it('offers earlier guest orders and mails the link on request', async () => {
    const fetchMock = mockApi({
      'GET /orders/guest-orders': { count: 2 },
      'POST /orders/guest-orders/claim-link': { message: GUEST_ORDER_MESSAGES.linkSent('jane@example.com') },
    });
    const user = userEvent.setup();
    renderWithProviders(<GuestOrdersOffer />, { user: publicUser() });
    expect(
      await screen.findByRole('heading', { name: 'We found 2 earlier orders for this email' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Email me the link' }));
    expect(await screen.findByText(/We sent a link to jane@example.com/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Email me the link' })).not.toBeInTheDocument();
    expect(await requestsTo(fetchMock, 'POST', '/orders/guest-orders/claim-link')).toHaveLength(1);
  });

  it('offers a link in one line while the account has not proven its email', async () => {
    const fetchMock = mockApi({
      'GET /orders/guest-orders': { count: null },
      'POST /orders/guest-orders/claim-link': { message: GUEST_ORDER_MESSAGES.linkSent('jane@example.com') },
    });
    const user = userEvent.setup();
    renderWithProviders(<GuestOrdersOffer />, { user: publicUser() });
    expect(await screen.findByText(GUEST_ORDER_MESSAGES.askHint)).toBeInTheDocument();
    // No count is told before the mailed link is opened.
    expect(screen.queryByRole('heading', { name: /We found/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: GUEST_ORDER_MESSAGES.askLink }));
    expect(await screen.findByText(/We sent a link to jane@example.com/)).toBeInTheDocument();
    expect(await requestsTo(fetchMock, 'POST', '/orders/guest-orders/claim-link')).toHaveLength(1);
  });

  it('shows nothing when there are none', async () => {
    const fetchMock = mockApi({ 'GET /orders/guest-orders': { count: 0 } });
    const { container } = renderWithProviders(<GuestOrdersOffer />, { user: publicUser() });
    await expect
      .poll(async () => (await requestsTo(fetchMock, 'GET', '/orders/guest-orders')).length)
      .toBe(1);
    expect(container).toBeEmptyDOMElement();
  });
});
