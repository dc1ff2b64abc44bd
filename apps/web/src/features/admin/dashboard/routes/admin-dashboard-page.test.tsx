import type { AdminStats } from '@shop/shared/stats-schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '@/test/render';
import { adminUser } from '@/test/user-fixtures';
import { AdminDashboardPage } from './admin-dashboard-page';

const stats = (overrides: Partial<AdminStats> = {}): AdminStats => ({
  totalEarnings: 945,
  totalEarningsCents: 94_500,
  totalRefunds: 0,
  totalRefundsCents: 0,
  netEarnings: 945,
  netEarningsCents: 94_500,
  totalOrders: 9,
  totalUsers: 12,
  totalProducts: 301,
  totalReviews: 3,
  year: new Date().getUTCFullYear(),
  monthlyEarnings: Array.from({ length: 12 }, (_, i) => ({ month: i + 1, earnings: 0, refunds: 0, net: 0 })),
  soldOutProducts: 0,
  lowStockProducts: 0,
  lowStock: [],
  toShip: { total: 0, orders: [] },
  testCheckout: false,
  testOrders: 0,
  testEarningsCents: 0,
  ordersByStatus: [
    { status: 'pending', orders: 3 },
    { status: 'processing', orders: 1 },
    { status: 'shipped', orders: 0 },
    { status: 'completed', orders: 5 },
  ],
  discounts: { orders: 0, amount: 0, amountCents: 0, topCodes: [] },
  sizeReturns: [],
  tax: { collected: 0, collectedCents: 0, refunded: 0, refundedCents: 0, net: 0, netCents: 0 },
  ...overrides,
});

function renderDashboard(answer: AdminStats) {
  mockApi({ '/stats/admin-stats': answer });
  return renderWithProviders(<AdminDashboardPage />, { route: '/dashboard/admin', user: adminUser() });
}

describe('Admin dashboard', () => {
  it('says what Total Earnings counts (delivery and tax included), and charts paid orders by status with their numbers', async () => {
    renderDashboard(stats());
    const earnings = await screen.findByText('Total Earnings (paid orders, delivery and tax included)');
    expect(earnings.nextElementSibling).toHaveTextContent('$945.00');

    const chart = screen.getByRole('figure', { name: 'Paid orders by status' });
    const bars = within(chart)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(bars).toEqual([
      ['pending', '3'],
      ['processing', '1'],
      ['shipped', '0'],
      ['completed', '5'],
    ]);
    // Each status opens Manage Orders filtered to it.
    expect(within(chart).getByRole('link', { name: 'pending' })).toHaveAttribute(
      'href',
      '/dashboard/manage-orders?status=pending',
    );
    // Nothing mixes product and order counts any more.
    expect(screen.queryByText('Orders, products, reviews and users')).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it("shows refunds and net earnings beside the gross, and the chosen year's", async () => {
    const monthlyEarnings = Array.from({ length: 12 }, (_, i) => ({
      month: i + 1,
      earnings: 0,
      refunds: 0,
      net: 0,
    }));
    monthlyEarnings[2] = { month: 3, earnings: 210, refunds: 0, net: 210 };
    // A refund made in April of an order paid in March counts in April.
    monthlyEarnings[3] = { month: 4, earnings: 105, refunds: 120.5, net: -15.5 };
    renderDashboard(
      stats({
        totalRefunds: 120.5,
        totalRefundsCents: 12_050,
        netEarnings: 824.5,
        netEarningsCents: 82_450,
        monthlyEarnings,
      }),
    );
    const gross = await screen.findByText('Total Earnings (paid orders, delivery and tax included)');
    expect(gross.nextElementSibling).toHaveTextContent('$945.00');
    expect(screen.getByText('Refunds', { selector: 'dt.text-sm' }).nextElementSibling).toHaveTextContent(
      '$120.50',
    );
    expect(screen.getByText('Net earnings').nextElementSibling).toHaveTextContent('$824.50');
    const totals = within(screen.getByLabelText(`Earnings in ${new Date().getUTCFullYear()}`))
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(totals).toEqual([
      ['Gross', '$315.00'],
      ['Refunds', '$120.50'],
      ['Net', '$194.50'],
    ]);
  });

  it('shows the discounts codes gave in the year, on how many orders, and the most used codes', async () => {
    renderDashboard(
      stats({
        discounts: {
          orders: 7,
          amount: 84.35,
          amountCents: 8435,
          topCodes: [
            { code: 'WELCOME10', orders: 5, amount: 62.5 },
            { code: 'FREESHIP', orders: 2, amount: 21.85 },
          ],
        },
      }),
    );
    const card = await screen.findByRole('region', {
      name: `Discounts given, ${new Date().getUTCFullYear()}`,
    });
    const figures = within(card)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(figures).toEqual([
      ['Amount', '$84.35'],
      ['Orders', '7'],
    ]);
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['WELCOME105 paid orders · $62.50 off', 'FREESHIP2 paid orders · $21.85 off']);
    expect(within(card).getByRole('link', { name: 'Discount codes' })).toHaveAttribute(
      'href',
      '/dashboard/discounts',
    );
    // Counted as the Sales and Discount codes pages count, and saying so.
    expect(card).toHaveTextContent(
      'Paid orders net of refunds: refunded items and orders refunded in full are left out. Test orders are not counted.',
    );
  });

  it('shows the tax collected net of refunds, linking to the tax report, under the test orders note', async () => {
    renderDashboard(
      stats({
        testCheckout: true,
        testOrders: 2,
        testEarningsCents: 21_000,
        tax: {
          collected: 10.8,
          collectedCents: 1_080,
          refunded: 2.6,
          refundedCents: 260,
          net: 8.2,
          netCents: 820,
        },
      }),
    );
    const label = await screen.findByText('Tax (collected less refunds)');
    expect(label.nextElementSibling).toHaveTextContent('$8.20');
    expect(label.parentElement).toHaveTextContent('$10.80 collected, $2.60 refunded.');
    expect(screen.getByRole('link', { name: 'Tax report' })).toHaveAttribute(
      'href',
      '/dashboard/taxes#report',
    );
    // The same note as the earnings beside it: the test orders are in these figures.
    expect(screen.getByRole('note')).toHaveTextContent(
      'Test checkout is on: these figures include 2 test orders',
    );
  });

  it('lists the sizes closest to selling out with what is left of each', async () => {
    renderDashboard(
      stats({
        lowStockProducts: 1,
        lowStock: [
          {
            variantId: 'v1',
            productId: 'p1',
            handle: 'linen-dress',
            title: 'Linen Dress',
            size: 'M',
            color: 'red',
            free: 2,
          },
        ],
      }),
    );
    const low = await screen.findByRole('region', { name: 'Low stock' });
    expect(within(low).getByText('M · 2 left')).toBeInTheDocument();
  });

  it('says no size still for sale is running low when none is', async () => {
    renderDashboard(stats());
    const low = await screen.findByRole('region', { name: 'Low stock' });
    expect(low).toHaveTextContent('No size still for sale is down to 3 or fewer units.');
  });

  it('says when no paid order used a code', async () => {
    renderDashboard(stats());
    const card = await screen.findByRole('region', {
      name: `Discounts given, ${new Date().getUTCFullYear()}`,
    });
    expect(card).toHaveTextContent(`No paid order used a code in ${new Date().getUTCFullYear()}.`);
    expect(within(card).getByText('Amount').nextElementSibling).toHaveTextContent('$0.00');
  });

  it('says which test orders it left out once the shop takes real payments', async () => {
    renderDashboard(stats({ testOrders: 2, testEarningsCents: 21_000 }));
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Not counted: 2 test orders ($210.00) paid with test cards, where no money was taken.',
    );
  });

  it('says the figures include test orders while the test checkout is on', async () => {
    renderDashboard(stats({ testCheckout: true, testOrders: 1, testEarningsCents: 10_500 }));
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Test checkout is on: these figures include 1 test order ($105.00) paid with test cards. No money was taken for them.',
    );
  });

  it('lists the products most often sent back for their size, each opening its edit page', async () => {
    const row = (title: string, returnedUnits: number, soldUnits: number) => ({
      productId: `${title.toLowerCase().replace(/\W+/g, '-')}-id`,
      title,
      handle: title.toLowerCase().replace(/\W+/g, '-'),
      returnedUnits,
      soldUnits,
      rate: returnedUnits / soldUnits,
    });
    renderDashboard(stats({ sizeReturns: [row('Wool Coat', 3, 20), row('Wrap Dress', 1, 7)] }));
    const box = await screen.findByRole('region', { name: 'Size returns' });
    expect(
      within(box)
        .getAllByRole('listitem')
        .map((item) => [within(item).getByRole('link').textContent, item.lastElementChild?.textContent]),
    ).toEqual([
      ['Wool Coat', '3 of 20 sold (15 %)'],
      ['Wrap Dress', '1 of 7 sold (14 %)'],
    ]);
    expect(within(box).getByRole('link', { name: 'Wool Coat' })).toHaveAttribute(
      'href',
      '/dashboard/update-product/wool-coat-id',
    );
    expect(box).not.toHaveTextContent('No size returns yet.');
  });

  it('says when no product came back for its size', async () => {
    renderDashboard(stats());
    const box = await screen.findByRole('region', { name: 'Size returns' });
    expect(box).toHaveTextContent('No size returns yet.');
    expect(within(box).queryByRole('link')).not.toBeInTheDocument();
  });
});
