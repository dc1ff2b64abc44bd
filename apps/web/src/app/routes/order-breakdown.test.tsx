import type { Order } from '@shop/shared/orders-schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ManageOrdersPage } from '@/features/admin/routes/manage-orders-page';
import { OrderPage } from '@/features/orders/routes/order-page';
import { SuccessPage } from '@/features/orders/routes/success-page';
import { orderFixture } from '@/test/order-fixtures';
import { mockApi, renderWithProviders } from '@/test/render';
import { adminUser, publicUser } from '@/test/user-fixtures';

// Every order page shows the order's money as the cart and the mail do: its lines, Total
// price, Tax and Grand Total (the first-day fixes of 25 November 2026).

/** Two scarves and a wrap dress: $155.00 + $7.75 tax. */
const order: Order = orderFixture({
  amount: 162.75,
  amountCents: 16_275,
  subtotalCents: 15_500,
  taxCents: 775,
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
      price: 49,
      priceCents: 4900,
      quantity: 2,
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
      price: 57,
      priceCents: 5700,
      quantity: 1,
    },
  ],
});

/** What the breakdown says, as a shopper reads it: each line, then each sum beside its name. */
async function expectBreakdown(scope: HTMLElement) {
  const items = within(await within(scope).findByRole('list', { name: 'Items' })).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'Silk ScarfSize One Size · red · 2 × $49.00$98.00',
    'Wrap DressSize M · blue · 1 × $57.00$57.00',
  ]);
  const total = within(scope).getByLabelText('Order total');
  expect(within(total).getByText('Total price').nextElementSibling).toHaveTextContent('$155.00');
  expect(within(total).getByText('Tax (5%)').nextElementSibling).toHaveTextContent('$7.75');
  expect(within(total).getByText('Grand Total').nextElementSibling).toHaveTextContent('$162.75');
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
