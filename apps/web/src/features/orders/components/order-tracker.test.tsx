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
});
