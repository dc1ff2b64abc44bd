import type { Order } from '@shop/shared/orders/orders-schemas';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderDelivery } from './order-delivery';

const base: Pick<Order, 'shippingAddress' | 'shippingMethod' | 'carrier' | 'trackingNumber'> = {
  shippingAddress: null,
  shippingMethod: { id: '7d1f3c2a-8a0e-4c47-9a61-1c1b1c4d9e01', name: 'Standard' },
  carrier: null,
  trackingNumber: null,
};

describe('OrderDelivery', () => {
  it("links a known carrier's tracking number to the carrier's page, in a new tab", () => {
    render(<OrderDelivery order={{ ...base, carrier: 'UPS', trackingNumber: '1Z 999 AA1' }} />);
    expect(screen.getByTestId('tracking')).toHaveTextContent('UPS');
    const link = screen.getByRole('link', { name: /1Z 999 AA1/ });
    expect(link).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z999AA1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows another carrier and its number as plain text', () => {
    render(<OrderDelivery order={{ ...base, carrier: 'Royal Mail', trackingNumber: 'RM42' }} />);
    expect(screen.getByTestId('tracking')).toHaveTextContent('Royal MailRM42');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says nothing of tracking before the order ships', () => {
    render(<OrderDelivery order={base} />);
    expect(screen.getByTestId('delivery-method')).toHaveTextContent('Standard');
    expect(screen.queryByTestId('tracking')).not.toBeInTheDocument();
  });
});
