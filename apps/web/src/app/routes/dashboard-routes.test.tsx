import type { PublicUser } from '@shop/shared/people/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { LocationProbe, mockApi, renderWithProviders, reply } from '@/test/render';
import { adminUser, publicUser } from '@/test/user-fixtures';
import { AppRoutes } from '../router';

// Lazy chunks are transformed on first use in tests, which can take a moment.
const SLOW = { timeout: 5000 };

function renderApp(route: string, user: PublicUser | null, extraRoutes: Record<string, unknown> = {}) {
  mockApi({ 'GET /auth/me': { user }, ...extraRoutes });
  return renderWithProviders(
    <>
      <AppRoutes />
      <LocationProbe />
      <Toaster />
    </>,
    { route, strict: true },
  );
}

describe('/dashboard', () => {
  it('shows a shopper their overview, with every shopper page in the sidebar', async () => {
    renderApp('/dashboard', publicUser(), {
      '/stats/user-stats/me': {
        totalPayments: 0,
        totalPaymentsCents: 0,
        paidCents: 0,
        refundedCents: 0,
        totalReviews: 0,
        totalPurchasedProducts: 0,
        keptProducts: 0,
      },
    });
    expect(await screen.findByRole('heading', { name: 'Welcome, jane_doe!' }, SLOW)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
    const sidebar = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(
      within(sidebar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Profile', 'Addresses', 'Orders', 'Payments', 'Reviews', 'Wishlist']);
    // Only the overview is marked as the current page, not every dashboard page.
    expect(within(sidebar).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar).getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
    expect(within(sidebar).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Dashboard — Velora'));
  });

  it('lands an admin on the admin dashboard, with every admin page in the sidebar', async () => {
    renderApp('/dashboard', adminUser(), {
      '/stats/admin-stats': {
        totalEarnings: 1234.5,
        totalEarningsCents: 123_450,
        totalRefunds: 10,
        totalRefundsCents: 1_000,
        netEarnings: 1224.5,
        netEarningsCents: 122_450,
        totalOrders: 7,
        totalUsers: 12,
        totalProducts: 40,
        totalReviews: 3,
        year: new Date().getUTCFullYear(),
        monthlyEarnings: Array.from({ length: 12 }, (_, i) => ({
          month: i + 1,
          earnings: 0,
          refunds: 0,
          net: 0,
        })),
        testCheckout: true,
        testOrders: 7,
        testEarningsCents: 123_450,
        ordersByStatus: [
          { status: 'pending', orders: 1 },
          { status: 'processing', orders: 0 },
          { status: 'shipped', orders: 2 },
          { status: 'completed', orders: 4 },
        ],
        discounts: { orders: 0, amount: 0, amountCents: 0, topCodes: [] },
        sizeReturns: [],
        tax: { collected: 0, collectedCents: 0, refunded: 0, refundedCents: 0, net: 0, netCents: 0 },
        // The scarf comes in one size with one left (sold-out sizes are counted, not listed).
        soldOutProducts: 1,
        lowStockProducts: 1,
        lowStock: [
          {
            variantId: 'v1',
            productId: 'p1',
            handle: 'silk-scarf',
            title: 'Silk Scarf',
            size: 'One Size',
            color: 'red',
            free: 1,
          },
        ],
        toShip: {
          total: 1,
          orders: [
            {
              _id: 'o1',
              orderId: 'VL-ABCDEFGH',
              email: 'ada@example.com',
              status: 'pending',
              amount: 52.5,
              paidAt: '2026-11-20T10:00:00.000Z',
              testCheckout: true,
            },
          ],
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' }, SLOW)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/admin');
    const sidebar = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(
      within(sidebar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'Reports',
      'Manage Products',
      'Add Product',
      'Import / Export',
      'Categories',
      'Colours',
      'Manage Orders',
      'Returns',
      'Shipping',
      'Taxes',
      'Sales',
      'Discount codes',
      'Users',
      'Messages',
      'Profile',
    ]);
    expect(await screen.findByText('$1234.50')).toBeInTheDocument();
    expect(screen.getByText('Total Orders').nextElementSibling).toHaveTextContent('7');
    expect(screen.getByRole('link', { name: 'VL-ABCDEFGH' })).toHaveAttribute(
      'href',
      '/dashboard/manage-orders?search=VL-ABCDEFGH',
    );
    // Paid through the test checkout: marked, so the owner never ships it as a real sale.
    expect(screen.getByRole('link', { name: 'VL-ABCDEFGH' }).nextElementSibling).toHaveTextContent(/^Test$/);
    expect(screen.getByRole('link', { name: 'Silk Scarf' })).toHaveAttribute(
      'href',
      '/dashboard/update-product/p1',
    );
    expect(screen.getByText('One Size · 1 left')).toBeInTheDocument();
  });

  it("says 'Failed to load stats' when the admin figures cannot be loaded", async () => {
    renderApp('/dashboard/admin', adminUser(), {
      '/stats/admin-stats': reply(500, { message: 'Something went wrong. Please try again later.' }),
    });
    expect(await screen.findByText('Failed to load stats', {}, SLOW)).toHaveAttribute('role', 'alert');
  });

  it("opens a shopper's reviews from the sidebar", async () => {
    const user = userEvent.setup();
    renderApp('/dashboard/profile', publicUser(), { '/reviews/u1': [] });
    const sidebar = await screen.findByRole('navigation', { name: 'Dashboard' }, SLOW);
    await user.click(within(sidebar).getByRole('link', { name: 'Reviews' }));
    expect(await screen.findByRole('heading', { name: 'Your given Reviews' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('No reviews found')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/reviews');
  });

  it('answers a page not built yet with the not-found page inside the dashboard', async () => {
    renderApp('/dashboard/no-such-page', publicUser());
    expect(await screen.findByRole('heading', { name: 'Page not found' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it("keeps a user out of admin pages with 'You are not authorized to access this page!'", async () => {
    renderApp('/dashboard/manage-products', publicUser());
    expect(await screen.findByRole('heading', { name: 'Login' }, SLOW)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(screen.getAllByText('You are not authorized to access this page!')).toHaveLength(1);
  });

  it("sends a guest to /login with 'You must be logged in!' and back after logging in", async () => {
    const jane = publicUser();
    const user = userEvent.setup();
    renderApp('/dashboard/profile', null, { 'POST /auth/login': { token: 't', user: jane } });
    expect(await screen.findByRole('heading', { name: 'Login' }, SLOW)).toBeInTheDocument();
    expect(screen.getAllByText('You must be logged in!')).toHaveLength(1);

    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Profile' }, SLOW)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/profile');
  });

  it('logs out from the sidebar to the home page without a login warning', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard/profile', publicUser(), { 'POST /auth/logout': { message: 'Logout successful' } });
    const sidebar = await screen.findByRole('navigation', { name: 'Dashboard' }, SLOW);
    await screen.findByRole('heading', { name: 'Profile' }, SLOW);
    await user.click(within(sidebar).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logout successful')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(screen.queryByText('You must be logged in!')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});
