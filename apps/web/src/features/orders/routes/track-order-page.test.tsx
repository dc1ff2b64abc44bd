import type { PublicUser } from '@shop/shared/people/users';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LocationProbe, mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { publicUser } from '@/test/user-fixtures';
import { TrackOrderPage } from './track-order-page';

const SENT = 'If that order number and email match an order, we have emailed a link to it.';

function renderTrack(user?: PublicUser | null) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/track-order" element={<TrackOrderPage />} />
        <Route path="/dashboard/orders" element={<p>Your Orders</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { route: '/track-order', user },
  );
}

const orderNumber = () => screen.getByRole('textbox', { name: 'Order number' });
const email = () => screen.getByRole('textbox', { name: 'Email' });
const send = () => screen.getByRole('button', { name: 'Email me a link' });

describe('TrackOrderPage', () => {
  it('asks a guest for the order number and email, and says a link is on its way', async () => {
    const fetchMock = mockApi({ 'POST /orders/lookup': reply(202, { message: SENT }) });
    const user = userEvent.setup();
    renderTrack(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Track your order' })).toBeInTheDocument();
    expect(document.title).toBe('Track your order — Velora');
    expect(orderNumber()).toHaveAccessibleDescription(
      'It is in your order confirmation email, like VL-ABCD2345.',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');

    // As a shopper may copy it: another case, without 'VL-', spaces around.
    await user.type(orderNumber(), ' abcd2345 ');
    await user.type(email(), 'ada@example.com');
    await user.click(send());

    expect(await screen.findByText(SENT)).toHaveAttribute('role', 'status');
    expect(await requestsTo(fetchMock, 'POST', '/orders/lookup')).toEqual([
      expect.objectContaining({ body: { orderNumber: 'VL-ABCD2345', email: 'ada@example.com' } }),
    ]);
    expect(screen.getByTestId('location')).toHaveTextContent('/track-order');
  });

  it('explains what is wrong under each field and sends nothing', async () => {
    const fetchMock = mockApi({ 'POST /orders/lookup': reply(202, { message: SENT }) });
    const user = userEvent.setup();
    renderTrack(null);
    await user.click(send());
    await waitFor(() => expect(orderNumber()).toHaveAccessibleDescription('Please enter your order number.'));
    expect(orderNumber()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription('Please enter a valid email.');

    await user.type(orderNumber(), 'VL-12');
    await user.type(email(), 'ada@example.com');
    await user.click(send());
    await waitFor(() =>
      expect(orderNumber()).toHaveAccessibleDescription(
        'Please enter the order number as it is in your confirmation email, like VL-ABCD2345.',
      ),
    );
    expect(await requestsTo(fetchMock, 'POST', '/orders/lookup')).toEqual([]);
  });

  it('puts a refusal the server names a field for under that field', async () => {
    mockApi({
      'POST /orders/lookup': reply(400, {
        message: "Invalid field 'email': Please enter a valid email.",
        field: 'email',
        errors: [{ field: 'email', message: 'Please enter a valid email.' }],
      }),
    });
    const user = userEvent.setup();
    renderTrack(null);
    await user.type(orderNumber(), 'VL-ABCD2345');
    await user.type(email(), 'ada@example.com');
    await user.click(send());
    await waitFor(() => expect(email()).toHaveAccessibleDescription('Please enter a valid email.'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(SENT)).not.toBeInTheDocument();
  });

  it("shows the server's own words when it refuses (too many lookups)", async () => {
    mockApi({
      'POST /orders/lookup': reply(429, {
        message: 'Too many order lookups. Please try again in 42 minutes.',
      }),
    });
    const user = userEvent.setup();
    renderTrack(null);
    await user.type(orderNumber(), 'VL-ABCD2345');
    await user.type(email(), 'ada@example.com');
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many order lookups. Please try again in 42 minutes.',
    );
    // The form stays, to try again later.
    expect(orderNumber()).toHaveValue('VL-ABCD2345');
  });

  it('says the link could not be sent when the shop does not answer', async () => {
    mockApi({ 'POST /orders/lookup': reply(502, '<html>Bad gateway</html>') });
    const user = userEvent.setup();
    renderTrack(null);
    await user.type(orderNumber(), 'VL-ABCD2345');
    await user.type(email(), 'ada@example.com');
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The link could not be sent. Please try again.',
    );
  });

  it("sends a logged-in shopper to their orders, where the account's orders are", async () => {
    mockApi({});
    renderTrack(publicUser());
    expect(await screen.findByText('Your Orders')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/orders$/);
    expect(screen.queryByRole('form', { name: 'Track your order' })).not.toBeInTheDocument();
  });

  it('waits for the session before showing the form', () => {
    mockApi({});
    renderTrack();
    expect(screen.getByText('Checking your session…')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('textbox', { name: 'Order number' })).not.toBeInTheDocument();
  });
});
