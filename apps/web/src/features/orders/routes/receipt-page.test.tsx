import { ORDER_MESSAGES } from '@shop/shared/orders/orders';
import type { Receipt } from '@shop/shared/orders/receipts/receipt-schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderFixture } from '@/test/order-fixtures';
import { mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { OrderPage } from './order-page';
import { ReceiptPage } from './receipt-page';

const ORDER_ID = '5f2b7c1e-8a3d-4e6f-9b0a-1c2d3e4f5a6b';

const receipt: Receipt = {
  orderId: ORDER_ID,
  orderNumber: 'VL-ABCD2345',
  invoiceNumber: '2026-000042',
  paidAt: '2026-12-06T10:00:00.000Z',
  testCheckout: true,
  currency: 'USD',
  seller: {
    name: 'Velora Fashion Ltd',
    taxNumber: 'CA 123456789 RT0001',
    address: {
      name: 'Velora Fashion Ltd',
      line1: '1 Front Street',
      city: 'Toronto',
      region: 'ON',
      postalCode: 'M5J 2X5',
      country: 'CA',
    },
  },
  billTo: {
    email: 'ada@example.com',
    address: {
      name: 'Ada Lovelace',
      line1: '100 King Street West',
      city: 'Toronto',
      region: 'ON',
      postalCode: 'M5X 1A9',
      country: 'CA',
    },
  },
  lines: [
    {
      title: 'Wool Coat',
      size: 'M',
      colour: 'Navy',
      quantity: 2,
      unitPrice: 120,
      unitPriceCents: 12_000,
      total: 240,
      totalCents: 24_000,
    },
    {
      title: 'Silk Scarf',
      size: 'One Size',
      colour: 'Dusty Rose',
      quantity: 1,
      unitPrice: 25,
      unitPriceCents: 2_500,
      total: 25,
      totalCents: 2_500,
    },
  ],
  subtotal: 265,
  subtotalCents: 26_500,
  discount: { code: 'WELCOME10', amount: 26.5, amountCents: 2_650 },
  delivery: { label: 'Delivery (Standard)', amount: 0, amountCents: 0 },
  pricesIncludeTax: false,
  taxLines: [{ label: 'HST (13%)', amount: 31.01, amountCents: 3_101 }],
  total: 269.51,
  totalCents: 26_951,
  creditNotes: [
    {
      number: 'CN-2026-000007',
      date: '2026-12-08T09:00:00.000Z',
      amount: 122.04,
      amountCents: 12_204,
      tax: 14.04,
      taxCents: 1_404,
    },
  ],
  refundedTotal: 122.04,
  refundedTotalCents: 12_204,
};

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/orders/:orderId" element={<OrderPage />} />
      <Route path="/orders/:orderId/receipt" element={<ReceiptPage />} />
    </Routes>,
    { route, user: null },
  );
}

afterEach(() => vi.restoreAllMocks());

describe('ReceiptPage', () => {
  it('shows the seller, who bought, each line, the money with its tax line, and the credit note', async () => {
    mockApi({ [`GET /orders/${ORDER_ID}/receipt`]: receipt });
    renderAt(`/orders/${ORDER_ID}/receipt`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt 2026-000042' })).toBeInTheDocument();
    expect(document.title).toBe('Receipt 2026-000042 — Velora');
    expect(screen.getByText(/Paid Dec 6, 2026/)).toHaveTextContent('Paid Dec 6, 2026 · Order VL-ABCD2345');
    const seller = screen.getByRole('region', { name: 'Seller' });
    expect(seller).toHaveTextContent('Velora Fashion Ltd');
    expect(seller).toHaveTextContent('1 Front Street Toronto, ON M5J 2X5 Canada');
    expect(seller).toHaveTextContent('Tax number: CA 123456789 RT0001');
    const billTo = screen.getByRole('region', { name: 'Bill to' });
    expect(billTo).toHaveTextContent('Ada Lovelace 100 King Street West Toronto, ON M5X 1A9 Canada');
    expect(billTo).toHaveTextContent('ada@example.com');

    // Each row read by its header, as a screen reader announces it.
    const items = screen.getByRole('table', { name: 'Items' });
    const rows = within(items).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ItemQuantityUnit priceLine total',
      'Wool CoatSize M · Navy2$120.00$240.00',
      'Silk ScarfSize One Size · Dusty Rose1$25.00$25.00',
      'Subtotal$265.00',
      'Discount (WELCOME10)-$26.50',
      'Delivery (Standard)Free',
      'HST (13%)$31.01',
      'Total$269.51',
    ]);
    expect(within(items).getByRole('rowheader', { name: 'HST (13%)' })).toBeInTheDocument();
    expect(
      within(items)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Item', 'Quantity', 'Unit price', 'Line total']);
    expect(screen.getByText('Paid by card on Dec 6, 2026')).toBeInTheDocument();
    expect(screen.getByText('Test checkout: no money moved')).toBeInTheDocument();

    const notes = screen.getByRole('table', { name: 'Credit notes' });
    expect(within(notes).getByRole('row', { name: /CN-2026-000007/ })).toHaveTextContent(
      'CN-2026-000007Dec 8, 2026$14.04$122.04',
    );
    expect(within(notes).getByRole('row', { name: /Refunded in total/ })).toHaveTextContent(
      'Refunded in total$122.04',
    );
  });

  it('passes a guest’s token on to the receipt and the PDF, and prints on request', async () => {
    const fetchMock = mockApi({ [`GET /orders/${ORDER_ID}/receipt`]: { ...receipt, creditNotes: [] } });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const user = userEvent.setup();
    renderAt(`/orders/${ORDER_ID}/receipt?token=secret-token`);

    await screen.findByRole('heading', { level: 1, name: 'Receipt 2026-000042' });
    const [asked] = await requestsTo(fetchMock, 'GET', `/orders/${ORDER_ID}/receipt`);
    expect(new URL(asked?.url ?? '').searchParams.get('token')).toBe('secret-token');
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `/api/orders/${ORDER_ID}/receipt.pdf?token=secret-token`,
    );
    expect(screen.getByRole('link', { name: 'Back to the order' })).toHaveAttribute(
      'href',
      `/orders/${ORDER_ID}?token=secret-token`,
    );
    // No refund: no credit notes.
    expect(screen.queryByRole('table', { name: 'Credit notes' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('says the order is not found when the server will not show it', async () => {
    mockApi({ [`GET /orders/${ORDER_ID}/receipt`]: reply(404, { message: 'Order not found', field: 'id' }) });
    renderAt(`/orders/${ORDER_ID}/receipt`);
    expect(await screen.findByRole('alert')).toHaveTextContent(ORDER_MESSAGES.orderNotFound);
    expect(screen.queryByRole('link', { name: 'Download PDF' })).not.toBeInTheDocument();
  });
});

describe('the order page', () => {
  it('links a paid order’s receipt, with the guest’s token', async () => {
    mockApi({ [`GET /orders/order/${ORDER_ID}`]: orderFixture({ _id: ORDER_ID, id: ORDER_ID }) });
    renderAt(`/orders/${ORDER_ID}?token=secret-token`);
    expect(await screen.findByRole('link', { name: 'Receipt' })).toHaveAttribute(
      'href',
      `/orders/${ORDER_ID}/receipt?token=secret-token`,
    );
  });

  it('has no receipt for an order not paid', async () => {
    mockApi({
      [`GET /orders/order/${ORDER_ID}`]: orderFixture({
        _id: ORDER_ID,
        id: ORDER_ID,
        paymentStatus: 'awaiting_payment',
        paidAt: null,
        invoiceNumber: null,
      }),
    });
    renderAt(`/orders/${ORDER_ID}`);
    expect(await screen.findByText('VL-ABCD2345')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Receipt' })).not.toBeInTheDocument();
  });
});
