import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderTracker } from './order-tracker';

describe('OrderTracker', () => {
  it('marks earlier steps done, highlights the current one and shows when each was reached', () => {
    render(
      <OrderTracker
        order={{
          status: 'shipped',
          createdAt: '2026-11-20T10:00:00.000Z',
          statusHistory: [
            { status: 'pending', at: '2026-11-20T10:00:00.000Z' },
            { status: 'processing', at: '2026-11-21T09:00:00.000Z' },
            { status: 'shipped', at: '2026-11-22T15:30:00.000Z' },
          ],
        }}
      />,
    );
    const steps = within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Pending (done)',
      'Processing (done)',
      'Shipped (current step)',
      'Completed',
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(steps[0]).toHaveTextContent('Your order has been created and is awaiting processing.');
    expect(steps[3]).toHaveTextContent('Your order has been successfully completed.');
    expect(steps[2]).toHaveTextContent('Nov 22, 2026');
    expect(steps[3]).not.toHaveTextContent('2026');
  });

  it('shows a cancelled order as cancelled, with when, instead of the steps', () => {
    render(
      <OrderTracker
        order={{
          status: 'cancelled',
          createdAt: '2026-11-20T10:00:00.000Z',
          statusHistory: [
            { status: 'pending', at: '2026-11-20T10:00:00.000Z' },
            { status: 'cancelled', at: '2026-11-20T10:20:00.000Z', by: 'shopper', note: 'I changed my mind' },
          ],
        }}
      />,
    );
    expect(screen.queryByRole('list', { name: 'Order progress' })).not.toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Cancelled');
    expect(status).toHaveTextContent('Your order was cancelled. Anything paid for it is refunded.');
    expect(status).toHaveTextContent('Nov 20, 2026');
  });
});
