import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { orderFixture } from '@/test/order-fixtures';
import { mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { CancelOrderButton } from './cancel-order-button';

const POLICIES = {
  'GET /orders/policies': {
    cancelWindowMinutes: 60,
    returnWindowDays: 30,
    shopAddress: null,
    returnInstructions: '',
  },
};
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('CancelOrderButton', () => {
  it('cancels a paid order within the window, with a reason, saying what goes back', async () => {
    const order = orderFixture({ paidAt: minutesAgo(10) });
    const fetchMock = mockApi({
      ...POLICIES,
      'POST /orders/o1/cancel': orderFixture({ status: 'cancelled', paymentStatus: 'refunded' }),
    });
    const onCancelled = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <CancelOrderButton order={order} token="t0k" onCancelled={onCancelled} />
        <Toaster />
      </>,
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    expect(
      screen.getByText('The order is cancelled and $51.45 goes back to the card it was paid with.'),
    ).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Reason'), 'I ordered by mistake');
    await user.click(screen.getAllByRole('button', { name: 'Cancel order' }).at(-1) as HTMLElement);
    expect(await screen.findByText('The order was cancelled.')).toBeInTheDocument();
    expect(onCancelled).toHaveBeenCalled();
    const [sent] = await requestsTo(fetchMock, 'POST', '/orders/o1/cancel');
    expect(sent?.body).toEqual({ reason: 'I ordered by mistake' });
    expect(sent?.url).toContain('token=t0k');
  });

  it('shows the server’s refusal in the dialog', async () => {
    mockApi({
      ...POLICIES,
      'POST /orders/o1/cancel': reply(409, { message: 'This order is already cancelled.', field: 'id' }),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <CancelOrderButton
        order={orderFixture({ paidAt: minutesAgo(1) })}
        token={null}
        onCancelled={vi.fn()}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await user.click(screen.getAllByRole('button', { name: 'Cancel order' }).at(-1) as HTMLElement);
    expect(await screen.findByText('This order is already cancelled.')).toBeInTheDocument();
  });

  it('says until when, with the date when the window ends after midnight on the shopper’s clock', async () => {
    mockApi(POLICIES);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Paid at 11:30 PM on December 5, the shopper's time: the hour ends on December 6.
      vi.setSystemTime(new Date(2026, 11, 5, 23, 40));
      const late = renderWithProviders(
        <CancelOrderButton
          order={orderFixture({ paidAt: new Date(2026, 11, 5, 23, 30).toISOString() })}
          token={null}
          onCancelled={vi.fn()}
        />,
      );
      expect(await screen.findByText(/^You can cancel until Dec 6, 12:30\sAM\.$/)).toBeInTheDocument();
      late.unmount();

      // Within the same day, the time alone.
      vi.setSystemTime(new Date(2026, 11, 5, 14, 40));
      renderWithProviders(
        <CancelOrderButton
          order={orderFixture({ paidAt: new Date(2026, 11, 5, 14, 30).toISOString() })}
          token={null}
          onCancelled={vi.fn()}
        />,
      );
      expect(await screen.findByText(/^You can cancel until 3:30\sPM\.$/)).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('is not offered after the window, once shipped, or when cancelled', async () => {
    const fetchMock = mockApi(POLICIES);
    for (const order of [
      orderFixture({ paidAt: minutesAgo(61) }),
      orderFixture({ paidAt: minutesAgo(1), status: 'shipped' }),
      orderFixture({ paidAt: minutesAgo(1), status: 'cancelled', paymentStatus: 'refunded' }),
    ]) {
      const { unmount } = renderWithProviders(
        <CancelOrderButton order={order} token={null} onCancelled={vi.fn()} />,
      );
      await expect
        .poll(async () => (await requestsTo(fetchMock, 'GET', '/orders/policies')).length)
        .toBeGreaterThan(0);
      expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
      unmount();
    }
  });
});
