import type { Refund } from '@shop/shared/orders/refunds-schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderFixture } from '@/test/order-fixtures';
import { mockApi, renderWithProviders } from '@/test/render';
import { publicUser } from '@/test/user-fixtures';
import { PaymentsPage } from './payments-page';

// Payments after the sale (docs/decisions/031): each refund a negative line under its order's
// payment, and the total net of them; a refund that failed gave nothing back and is not there.

const refund = (overrides: Partial<Refund>): Refund => ({
  id: 'r1',
  amount: 20,
  amountCents: 2000,
  taxCents: 95,
  creditNoteNumber: null,
  lines: [],
  restock: false,
  reason: 'Late parcel',
  status: 'succeeded',
  failureReason: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  ...overrides,
});

describe('Payments', () => {
  it('shows refunds as negative lines and the total spent after them', async () => {
    const user = publicUser();
    mockApi({
      '/orders/mine': [
        orderFixture({
          paymentStatus: 'partially_refunded',
          refunds: [
            refund({}),
            refund({
              id: 'r2',
              amountCents: 1000,
              amount: 10,
              status: 'failed',
              failureReason: 'Card expired',
            }),
            refund({
              id: 'r3',
              amountCents: 500,
              amount: 5,
              status: 'pending',
              createdAt: '2026-11-26T09:00:00.000Z',
            }),
          ],
          refundedCents: 2500,
          refundedAmount: 25,
        }),
        orderFixture({ _id: 'o2', id: 'o2', orderId: 'VL-SECOND22', amountCents: 10_000, amount: 100 }),
      ],
    });
    renderWithProviders(<PaymentsPage />, { user });
    // $51.45 + $100.00 paid, $25.00 of it refunded (the failed $10 not).
    expect(await screen.findByTestId('total-spent')).toHaveTextContent('$126.45');
    expect(screen.getByText(/^Total spent/)).toHaveTextContent('Total spent: $126.45 (after refunds)');
    const lines = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringMatching(/^VL-ABCD2345\$51\.45/),
      expect.stringMatching(/^VL-ABCD2345−\$20\.00.*Refund$/),
      expect.stringMatching(/^VL-ABCD2345−\$5\.00.*Refund \(pending\)$/),
      expect.stringMatching(/^VL-SECOND22\$100\.00/),
    ]);
    expect(screen.queryByText('−$10.00')).not.toBeInTheDocument();
  });
});
