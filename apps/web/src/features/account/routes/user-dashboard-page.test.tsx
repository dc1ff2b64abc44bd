import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders, reply } from '@/test/render';
import { publicUser } from '@/test/user-fixtures';
import { UserDashboardPage } from './user-dashboard-page';

const STATS = '/stats/user-stats/me';
const SLOW = { timeout: 5000 };

describe('User dashboard', () => {
  it("greets the shopper, shows 'Loading...' and then the three figures with the scaled chart", async () => {
    let answer: (value: unknown) => void = () => undefined;
    const figures = new Promise((resolve) => {
      answer = resolve;
    });
    mockApi({ [STATS]: () => figures });
    renderWithProviders(<UserDashboardPage />, { user: publicUser() });
    expect(screen.getByRole('heading', { name: 'Welcome, jane_doe!' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    answer({
      totalPayments: 1234.5,
      totalPaymentsCents: 123_450,
      paidCents: 123_450,
      refundedCents: 0,
      totalReviews: 2,
      totalPurchasedProducts: 7,
      keptProducts: 7,
    });
    const payments = await screen.findByText('Total Payments (after refunds, delivery and tax included)');
    expect(payments.nextElementSibling).toHaveTextContent('$1234.50');
    expect(screen.getByText('Total Reviews').nextElementSibling).toHaveTextContent('2');
    expect(screen.getByText('Total Purchased Products').nextElementSibling).toHaveTextContent('7');
    expect(screen.queryByText('Loading...', { selector: 'p.mt-6' })).not.toBeInTheDocument();
    const caption = await screen.findByText(/reviews and purchased products are shown ×100/, {}, SLOW);
    expect(within(caption.closest('figure') as HTMLElement).getByText(/Payments in dollars/)).toBe(caption);
  });

  it('shows what the shopper kept, with what they paid and got back in a smaller line', async () => {
    mockApi({
      [STATS]: {
        totalPayments: 120,
        totalPaymentsCents: 12_000,
        paidCents: 15_000,
        refundedCents: 3_000,
        totalReviews: 1,
        totalPurchasedProducts: 5,
        keptProducts: 3,
      },
    });
    renderWithProviders(<UserDashboardPage />, { user: publicUser() });
    const payments = await screen.findByText('Total Payments (after refunds, delivery and tax included)');
    const [paymentsValue, paymentsDetail] = payments.parentElement?.querySelectorAll('dd') ?? [];
    expect(paymentsValue).toHaveTextContent(/^\$120\.00$/);
    expect(paymentsDetail).toHaveTextContent(/^\$150\.00 paid, \$30\.00 refunded$/);
    const products = screen.getByText('Total Purchased Products');
    const [productsValue, productsDetail] = products.parentElement?.querySelectorAll('dd') ?? [];
    expect(productsValue).toHaveTextContent(/^3$/);
    expect(productsDetail).toHaveTextContent(/^5 bought, 2 cancelled or refunded$/);
    // Nothing given back: no smaller line under the reviews.
    expect(screen.getByText('Total Reviews').parentElement?.querySelectorAll('dd')).toHaveLength(1);
  });

  it("says 'No data available.' when the figures cannot be loaded", async () => {
    mockApi({ [STATS]: reply(500, { message: 'Internal Server Error' }) });
    renderWithProviders(<UserDashboardPage />, { user: publicUser() });
    expect(await screen.findByRole('alert')).toHaveTextContent('No data available.');
    expect(
      screen.queryByText('Total Payments (after refunds, delivery and tax included)'),
    ).not.toBeInTheDocument();
  });

  it("shows zeros and 'No data available.' instead of an empty chart before the first order", async () => {
    mockApi({
      [STATS]: {
        totalPayments: 0,
        totalPaymentsCents: 0,
        paidCents: 0,
        refundedCents: 0,
        totalReviews: 0,
        totalPurchasedProducts: 0,
        keptProducts: 0,
      },
    });
    renderWithProviders(<UserDashboardPage />, { user: publicUser() });
    expect(
      (await screen.findByText('Total Payments (after refunds, delivery and tax included)'))
        .nextElementSibling,
    ).toHaveTextContent('$0.00');
    expect(screen.getByText(/No data available\. Your payments, reviews and purchases/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/shop');
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });
});
