import { CARRIER_MESSAGES } from '@shop/shared/orders/carriers';
import type { Order } from '@shop/shared/orders/orders-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { ManageOrdersPage } from './manage-orders-page';

const shipped: Order = {
  _id: 'o1',
  id: 'o1',
  orderId: 'VL-SHIPPED1',
  email: 'jane@example.com',
  status: 'shipped',
  paymentStatus: 'paid',
  amount: 10.5,
  amountCents: 1050,
  subtotalCents: 1000,
  taxCents: 50,
  taxLines: [{ name: 'Tax', rate: 5, label: 'Tax (5%)', taxableCents: 1000, tax: 0.5, taxCents: 50 }],
  pricesIncludeTax: false,
  shippingTaxCents: 0,
  shippingAddress: null,
  shippingMethod: null,
  shippingPrice: 0,
  shippingPriceCents: 0,
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
  items: [],
  statusHistory: [],
  paidAt: '2026-11-20T10:00:00.000Z',
  invoiceNumber: '2026-000042',
  testCheckout: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

describe('Manage Orders', () => {
  it('marks a test-checkout order, and offers only the statuses ahead of an order', async () => {
    mockApi({ '/orders': { orders: [shipped], total: 1, totalPages: 1, page: 1 } });
    const user = userEvent.setup();
    renderWithProviders(<ManageOrdersPage />, { route: '/dashboard/manage-orders' });
    const row = (await screen.findByText('VL-SHIPPED1')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Test')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Edit order VL-SHIPPED1' }));
    const options = within(screen.getByRole('dialog')).getAllByRole('option');
    // Shipped goes on to completed; it never goes back to pending or processing.
    expect(options.map((option) => option.textContent)).toEqual(['shipped', 'completed']);
  });

  it('offers the orders it lists, with its filters, as a CSV file', async () => {
    mockApi({ '/orders': { orders: [shipped], total: 1, totalPages: 1, page: 1 } });
    const user = userEvent.setup();
    renderWithProviders(<ManageOrdersPage />, {
      route: '/dashboard/manage-orders?status=shipped&payment=refunded&search=VL-SH&returns=open',
    });
    const link = await screen.findByRole('link', { name: 'Export CSV' });
    expect(link).toHaveAttribute(
      'href',
      '/api/orders/export.csv?status=shipped&paymentStatus=refunded&search=VL-SH&returns=open',
    );
    await user.selectOptions(screen.getByLabelText('Payment'), 'All paid');
    await user.selectOptions(screen.getByLabelText('Status'), 'All statuses');
    await user.selectOptions(screen.getByLabelText('Returns'), 'All orders');
    expect(link).toHaveAttribute('href', '/api/orders/export.csv?paymentStatus=was_paid&search=VL-SH');
  });

  it('keeps the export to the days chosen, without narrowing the list, and offers no file for days the wrong way round', async () => {
    const fetchMock = mockApi({ '/orders': { orders: [shipped], total: 1, totalPages: 1, page: 1 } });
    const user = userEvent.setup();
    renderWithProviders(<ManageOrdersPage />, { route: '/dashboard/manage-orders?status=shipped' });
    await screen.findByText('VL-SHIPPED1');
    const from = screen.getByLabelText('Paid from');
    const to = screen.getByLabelText('Paid to');
    expect(from).toHaveAccessibleDescription(
      'Dates apply to the export only, not to the list: days of payment (UTC, both included), so unpaid orders are left out.',
    );
    await user.type(from, '2026-11-01');
    await user.type(to, '2026-11-30');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/orders/export.csv?status=shipped&paymentStatus=was_paid&from=2026-11-01&to=2026-11-30',
    );
    // The list is asked for as before: the days are the export's alone.
    const asked = await requestsTo(fetchMock, 'GET', '/orders');
    expect(asked.length).toBeGreaterThan(0);
    for (const { url } of asked) {
      expect(new URL(url).searchParams.has('from')).toBe(false);
      expect(new URL(url).searchParams.has('to')).toBe(false);
    }

    await user.clear(to);
    await user.type(to, '2026-10-31');
    expect(screen.getByRole('alert')).toHaveTextContent(
      "'Paid from' must be the same day as 'Paid to' or before it.",
    );
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('link', { name: 'Export CSV' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();

    await user.clear(from);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/orders/export.csv?status=shipped&paymentStatus=was_paid&to=2026-10-31',
    );
  });

  it("shows in the order's view where it goes and how, so the owner can ship it", async () => {
    const delivered: Order = {
      ...shipped,
      shippingAddress: {
        name: 'Ada Shopper',
        line1: '350 Fifth Avenue',
        city: 'New York',
        region: 'NY',
        postalCode: '10118',
        country: 'US',
        phone: '+1 212 555 0100',
      },
      shippingMethod: { id: '7d1f3c2a-8a0e-4c47-9a61-1c1b1c4d9e01', name: 'Express' },
      shippingPrice: 14.99,
      shippingPriceCents: 1499,
    };
    mockApi({
      'GET /orders': { orders: [delivered], total: 1, totalPages: 1, page: 1 },
      'GET /orders/order/o1': delivered,
    });
    const user = userEvent.setup();
    renderWithProviders(<ManageOrdersPage />, { route: '/dashboard/manage-orders' });
    const row = (await screen.findByText('VL-SHIPPED1')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'View order VL-SHIPPED1' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('ship-to')).toHaveTextContent(
      'Ada Shopper 350 Fifth Avenue New York, NY 10118 United States +1 212 555 0100',
    );
    expect(within(dialog).getByTestId('delivery-method')).toHaveTextContent('Express');
    // The receipt's number, given when it was paid.
    expect(within(dialog).getByText('Invoice').nextElementSibling).toHaveTextContent('2026-000042');
    expect(within(dialog).getByRole('link', { name: 'Download receipt' })).toHaveAttribute(
      'href',
      '/api/orders/o1/receipt.pdf',
    );
    expect(within(dialog).getByRole('link', { name: 'Packing slip' })).toHaveAttribute(
      'href',
      '/dashboard/orders/o1/packing-slip',
    );
  });

  it('asks for the carrier and tracking number only when the order ships, and sends them', async () => {
    const processing: Order = { ...shipped, status: 'processing', testCheckout: false };
    const fetchMock = mockApi({
      'GET /orders': { orders: [processing], total: 1, totalPages: 1, page: 1 },
      'PATCH /orders/update-order-status/o1': {
        ...processing,
        status: 'shipped',
        carrier: 'UPS',
        trackingNumber: '1Z999AA10123456784',
      },
    });
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <ManageOrdersPage />
        <Toaster />
      </>,
      { route: '/dashboard/manage-orders' },
    );
    await user.click(await screen.findByRole('button', { name: 'Edit order VL-SHIPPED1' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByLabelText('Carrier')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Tracking number')).not.toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText('Status'), 'shipped');
    const known = [...(dialog.querySelectorAll('datalist option') as NodeListOf<HTMLOptionElement>)];
    expect(known.map((option) => option.value)).toEqual(['USPS', 'UPS', 'FedEx', 'DHL', 'Canada Post']);
    await user.type(within(dialog).getByLabelText('Carrier'), 'ups');
    await user.type(within(dialog).getByLabelText('Tracking number'), ' 1Z999AA10123456784 ');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await requestsTo(fetchMock, 'PATCH', '/orders/update-order-status/o1')).toEqual([
      expect.objectContaining({
        body: { status: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' },
      }),
    ]);
    // The dialog closed: a toast tells the owner the change was saved.
    expect(
      await within(screen.getByRole('status')).findByText('Order VL-SHIPPED1 is now shipped.'),
    ).toBeVisible();
  });

  it('offers Delete only for a checkout never paid, the only order the server deletes', async () => {
    const unpaid: Order = {
      ...shipped,
      _id: 'o2',
      id: 'o2',
      orderId: 'VL-UNPAID22',
      status: 'pending',
      paymentStatus: 'expired',
      paidAt: null,
      testCheckout: false,
    };
    const refunded: Order = { ...shipped, status: 'cancelled', paymentStatus: 'refunded' };
    mockApi({
      'GET /orders': (request: Request) =>
        new URL(request.url).searchParams.get('paymentStatus') === 'expired'
          ? { orders: [unpaid], total: 1, totalPages: 1, page: 1 }
          : { orders: [shipped, refunded], total: 2, totalPages: 1, page: 1 },
    });
    const user = userEvent.setup();
    renderWithProviders(<ManageOrdersPage />, { route: '/dashboard/manage-orders' });
    await screen.findAllByText('VL-SHIPPED1');
    // Paid orders, refunded or cancelled since, stay in the books: no Delete the server would refuse.
    expect(screen.queryByRole('button', { name: /^Delete order/ })).not.toBeInTheDocument();
    expect(screen.getByText('2 paid orders')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Payment'), 'Unpaid: checkout expired');
    const row = (await screen.findByText('VL-UNPAID22')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('button', { name: 'Delete order VL-UNPAID22' })).toBeInTheDocument();
    // Nor can an unpaid one change status: the server moves paid orders only.
    expect(within(row).queryByRole('button', { name: 'Edit order VL-UNPAID22' })).not.toBeInTheDocument();
    expect(screen.getByText('1 unpaid checkout')).toBeInTheDocument();
  });

  it('sends the status alone when the order does not ship, even after a tracking number was typed', async () => {
    const pending: Order = { ...shipped, status: 'pending' };
    const fetchMock = mockApi({
      'GET /orders': { orders: [pending], total: 1, totalPages: 1, page: 1 },
      'PATCH /orders/update-order-status/o1': { ...pending, status: 'processing' },
    });
    const user = userEvent.setup();
    renderWithProviders(<ManageOrdersPage />, { route: '/dashboard/manage-orders' });
    await user.click(await screen.findByRole('button', { name: 'Edit order VL-SHIPPED1' }));
    const dialog = screen.getByRole('dialog');
    const status = within(dialog).getByLabelText('Status');
    await user.selectOptions(status, 'shipped');
    await user.type(within(dialog).getByLabelText('Tracking number'), '1Z999');
    await user.selectOptions(status, 'processing');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await requestsTo(fetchMock, 'PATCH', '/orders/update-order-status/o1')).toEqual([
      expect.objectContaining({ body: { status: 'processing' } }),
    ]);
  });

  it("says a bad tracking number under its field: the shared rule before sending, the server's after", async () => {
    const pending: Order = { ...shipped, status: 'pending' };
    const serverSays = 'The carrier does not know this number.';
    const fetchMock = mockApi({
      'GET /orders': { orders: [pending], total: 1, totalPages: 1, page: 1 },
      'PATCH /orders/update-order-status/o1': reply(400, {
        message: `Invalid body 'trackingNumber': ${serverSays}`,
        field: 'trackingNumber',
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ManageOrdersPage />, { route: '/dashboard/manage-orders' });
    await user.click(await screen.findByRole('button', { name: 'Edit order VL-SHIPPED1' }));
    const dialog = screen.getByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'shipped');
    const number = within(dialog).getByLabelText('Tracking number');
    await user.type(number, 'ÅÅ');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText(CARRIER_MESSAGES.trackingNumberInvalid)).toBeInTheDocument();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(await requestsTo(fetchMock, 'PATCH', '/orders/update-order-status/o1')).toHaveLength(0);

    await user.clear(number);
    await user.type(number, '1Z999');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText(new RegExp(serverSays))).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(await requestsTo(fetchMock, 'PATCH', '/orders/update-order-status/o1')).toHaveLength(1);
  });
});
