import type { Order } from '@shop/shared/orders/orders-schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ManageOrdersPage } from '@/features/admin/orders/routes/manage-orders-page';
import { OrderPage } from '@/features/orders/routes/order-page';
import { SuccessPage } from '@/features/orders/routes/success-page';
import { orderFixture } from '@/test/order-fixtures';
import { mockApi, renderWithProviders } from '@/test/render';
import { adminUser, publicUser } from '@/test/user-fixtures';

// Every order page shows the order's money as the cart and the mail do: its lines, Total
// price, the code's Discount, Tax and Grand Total (the first-day fixes of 25 November 2026).

/** Two scarves and a wrap dress: $155.00 less 10 % (WELCOME10, $15.50), + $6.98 tax on the rest. */
const order: Order = orderFixture({
  amount: 146.48,
  amountCents: 14_648,
  subtotalCents: 15_500,
  discountCode: 'WELCOME10',
  discountAmount: 15.5,
  discountCents: 1550,
  taxCents: 698,
  items: [
    {
      id: 'line-v1',
      variantId: 'v1',
      productId: 'p1',
      handle: 'silk-scarf',
      title: 'Silk Scarf',
      image: null,
      size: 'One Size',
      color: 'red',
      sku: null,
      price: 49,
      priceCents: 4900,
      quantity: 2,
      discountCents: 980,
      taxRate: 5,
      taxCents: 441,
    },
    {
      id: 'line-v2',
      variantId: 'v2',
      productId: 'p2',
      handle: 'wrap-dress',
      title: 'Wrap Dress',
      image: null,
      size: 'M',
      color: 'blue',
      sku: null,
      price: 57,
      priceCents: 5700,
      quantity: 1,
      discountCents: 570,
      taxRate: 5,
      taxCents: 257,
    },
  ],
});

/** What the breakdown says, as a shopper reads it: each line, then each sum beside its name. */
async function expectBreakdown(scope: HTMLElement) {
  const items = within(await within(scope).findByRole('list', { name: 'Items' })).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'Silk ScarfSize One Size · Red · 2 × $49.00$98.00',
    'Wrap DressSize M · Blue · 1 × $57.00$57.00',
  ]);
  const total = within(scope).getByLabelText('Order total');
  // The discount comes off before tax, so it stands between the goods and the tax.
  expect(
    within(total)
      .getAllByRole('term')
      .map((term) => term.textContent),
  ).toEqual(['Total price', 'Discount (WELCOME10)', 'Tax (5%)', 'Grand Total']);
  expect(within(total).getByText('Total price').nextElementSibling).toHaveTextContent('$155.00');
  expect(within(total).getByText('Discount (WELCOME10)').nextElementSibling).toHaveTextContent('-$15.50');
  expect(within(total).getByText('Tax (5%)').nextElementSibling).toHaveTextContent('$6.98');
  expect(within(total).getByText('Grand Total').nextElementSibling).toHaveTextContent('$146.48');
}

describe('the order breakdown', () => {
  it('is on the order page', async () => {
    mockApi({ '/auth/me': { user: publicUser() }, '/orders/order/o1': order });
    const { container } = renderWithProviders(
      <Routes>
        <Route path="/orders/:orderId" element={<OrderPage />} />
      </Routes>,
      { route: '/orders/o1', user: publicUser() },
    );
    await expectBreakdown(container);
  });

  it('has no discount line for an order without a code', async () => {
    mockApi({ '/auth/me': { user: publicUser() }, '/orders/order/o1': orderFixture() });
    const { container } = renderWithProviders(
      <Routes>
        <Route path="/orders/:orderId" element={<OrderPage />} />
      </Routes>,
      { route: '/orders/o1', user: publicUser() },
    );
    const total = await within(container).findByLabelText('Order total');
    expect(
      within(total)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Total price', 'Tax (5%)', 'Grand Total']);
  });

  it('is on the success page', async () => {
    mockApi({ '/auth/me': { user: publicUser() }, 'POST /orders/confirm-payment': order });
    const { container } = renderWithProviders(
      <Routes>
        <Route path="/success" element={<SuccessPage />} />
      </Routes>,
      { route: '/success?session_id=cs_local_1', user: publicUser() },
    );
    await expectBreakdown(container);
  });

  it("is in the admin's View dialog", async () => {
    mockApi({
      '/orders': { orders: [order], total: 1, totalPages: 1, page: 1 },
      '/orders/order/o1': order,
    });
    const user = userEvent.setup();
    renderWithProviders(<ManageOrdersPage />, { route: '/dashboard/manage-orders', user: adminUser() });
    const [view] = await screen.findAllByRole('button', { name: 'View order VL-ABCD2345' });
    await user.click(view as HTMLElement);
    await expectBreakdown(screen.getByRole('dialog'));
  });
});
