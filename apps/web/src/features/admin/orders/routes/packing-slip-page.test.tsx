import type { Order } from '@shop/shared/orders/orders-schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders, reply } from '@/test/render';
import { adminUser } from '@/test/user-fixtures';
import { PackingSlipPage } from './packing-slip-page';

const order: Order = {
  _id: 'o1',
  id: 'o1',
  orderId: 'VL-PACK0001',
  email: 'ada@example.com',
  status: 'processing',
  paymentStatus: 'paid',
  amount: 283.34,
  amountCents: 28_334,
  subtotalCents: 25_550,
  taxCents: 1285,
  taxLines: [],
  pricesIncludeTax: false,
  shippingTaxCents: 0,
  shippingAddress: {
    name: 'Ada Shopper',
    line1: '12 Harbour Street',
    line2: 'Apt 3',
    city: 'Portland',
    region: 'OR',
    postalCode: '97201',
    country: 'US',
    phone: '+1 503 555 0100',
  },
  shippingMethod: { id: '7d1f3c2a-8a0e-4c47-9a61-1c1b1c4d9e01', name: 'Express' },
  shippingPrice: 14.99,
  shippingPriceCents: 1499,
  discountCode: null,
  discountAmount: 0,
  discountCents: 0,
  trackingNumber: null,
  carrier: null,
  cancelledAt: null,
  refunds: [],
  refundedAmount: 0,
  refundedCents: 0,
  cancelReason: null,
  shippedAt: null,
  returns: [],
  currency: 'USD',
  items: [
    {
      id: 'line-v1',
      variantId: 'v1',
      productId: 'p1',
      handle: 'wrap-dress',
      title: 'Wrap Dress',
      image: null,
      size: 'M',
      color: 'Rose',
      sku: null,
      price: 129.5,
      priceCents: 12_950,
      quantity: 2,
      discountCents: 0,
      taxRate: 5,
      taxCents: 0,
    },
    {
      id: 'line-v2',
      variantId: 'v2',
      productId: 'p2',
      handle: 'silk-scarf',
      title: 'Silk Scarf',
      image: null,
      size: 'One size',
      color: 'Ivory',
      sku: null,
      price: 49,
      priceCents: 4900,
      quantity: 1,
      discountCents: 0,
      taxRate: 5,
      taxCents: 0,
    },
  ],
  statusHistory: [{ status: 'pending', at: '2026-11-20T10:00:00.000Z' }],
  paidAt: '2026-11-20T10:00:00.000Z',
  invoiceNumber: '2026-000042',
  testCheckout: false,
  createdAt: '2026-11-20T09:58:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

function renderSlip() {
  return renderWithProviders(
    <Routes>
      <Route path="/dashboard/orders/:id/packing-slip" element={<PackingSlipPage />} />
    </Routes>,
    { route: '/dashboard/orders/o1/packing-slip', user: adminUser() },
  );
}

afterEach(() => vi.restoreAllMocks());

describe('Packing slip', () => {
  it('shows the shop, the order, where it goes and each line with size and colour, and no prices', async () => {
    mockApi({ 'GET /orders/order/o1': order });
    renderSlip();
    expect(await screen.findByRole('heading', { name: 'Packing slip' })).toBeInTheDocument();
    expect(screen.getByText('VL-PACK0001')).toBeInTheDocument();
    expect(screen.getByText(/November 20, 2026/)).toBeInTheDocument();
    expect(screen.getByTestId('slip-from')).toHaveTextContent('Velora214 Bedford AvenueBrooklyn, NY 11249');
    expect(screen.getByTestId('slip-to')).toHaveTextContent(
      'Ada Shopper 12 Harbour Street Apt 3 Portland, OR 97201 United States +1 503 555 0100',
    );
    expect(screen.getByText('Delivery method: Express')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: '3 items' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Item', 'Size', 'Colour', 'Quantity'],
      ['Wrap Dress', 'M', 'Rose', '2'],
      ['Silk Scarf', 'One Size', 'Ivory', '1'],
    ]);
    // Nothing on the slip says what anything cost: no price, no total, no delivery price.
    expect(document.body.textContent).not.toMatch(/\$|129|49\.00|14\.99|283|Total/);
  });

  it('shows the shop’s returns address as the return address once the owner set one', async () => {
    mockApi({
      'GET /orders/order/o1': order,
      'GET /orders/policies': {
        cancelWindowMinutes: 60,
        returnWindowDays: 30,
        shopAddress: {
          name: 'Velora Returns',
          line1: '9 Dock Road',
          city: 'Newark',
          region: 'NJ',
          postalCode: '07105',
          country: 'US',
        },
        returnInstructions: 'Use the prepaid label.',
      },
    });
    renderSlip();
    const section = await screen.findByRole('region', { name: 'Return address' });
    const lines = [...(section.querySelector('address')?.children ?? [])].map((line) => line.textContent);
    expect(lines).toEqual(['Velora Returns', '9 Dock Road', 'Newark, NJ 07105', 'United States']);
  });

  it('lists the SKU of each line to pick it by, and a dash for a line bought before SKUs', async () => {
    const [dress, scarf] = order.items;
    if (!dress || !scarf) throw new Error('the fixture has two lines');
    mockApi({
      'GET /orders/order/o1': { ...order, items: [{ ...dress, sku: 'WRAP-DRESS-ROSE-M' }, scarf] },
    });
    renderSlip();
    const table = await screen.findByRole('table', { name: '3 items' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Item', 'SKU', 'Size', 'Colour', 'Quantity'],
      ['Wrap Dress', 'WRAP-DRESS-ROSE-M', 'M', 'Rose', '2'],
      ['Silk Scarf', '—', 'One Size', 'Ivory', '1'],
    ]);
  });

  it('prints with the Print button, and leaves the site around it and the button off the paper', async () => {
    mockApi({ 'GET /orders/order/o1': order });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const user = userEvent.setup();
    renderSlip();
    const button = await screen.findByRole('button', { name: 'Print' });
    await user.click(button);
    expect(print).toHaveBeenCalledTimes(1);
    expect(button).toHaveClass('print:hidden');
    // What the print stylesheet keys on (e2e/admin/admin-shipping.spec.ts prints with it).
    expect(screen.getByRole('article', { name: 'Packing slip' })).toHaveAttribute('data-packing-slip');
  });

  it('says so when the order cannot be read', async () => {
    mockApi({ 'GET /orders/order/o1': reply(404, { message: 'Order not found', field: 'id' }) });
    renderSlip();
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found');
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  });
});
