import type { Order } from '@shop/shared/orders/orders-schemas';
import type { Refund } from '@shop/shared/orders/refunds-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { orderFixture } from '@/test/order-fixtures';
import { mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { ManageOrdersPage } from './manage-orders-page';

// The admin's Refund in Manage Orders' View (docs/decisions/031): units of each line or an
// amount, previewed as the server computes it, and the order's refunds with their state.

const scarf = orderFixture().items[0] as Order['items'][number];
const refund = (overrides: Partial<Refund>): Refund => ({
  id: 'r1',
  amount: 51.45,
  amountCents: 5145,
  taxCents: 245,
  creditNoteNumber: 'CN-2026-000001',
  lines: [{ lineId: 'l1', quantity: 1, amount: 51.45, amountCents: 5145 }],
  restock: true,
  reason: 'Too small',
  status: 'succeeded',
  failureReason: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  ...overrides,
});

/**
 * 2 scarves at $49 and a belt at $20, 5 % tax ($4.90 and $1.00 of it): one scarf refunded, the
 * belt's refund failed (so it is left to refund), $5 pending.
 */
const order = orderFixture({
  paymentStatus: 'partially_refunded',
  items: [
    { ...scarf, id: 'l1', quantity: 2, taxCents: 490 },
    {
      ...scarf,
      id: 'l2',
      variantId: 'v2',
      title: 'Leather Belt',
      size: 'M',
      price: 20,
      priceCents: 2000,
      taxCents: 100,
    },
  ],
  subtotalCents: 11_800,
  taxCents: 590,
  amountCents: 12_390,
  amount: 123.9,
  refunds: [
    refund({}),
    refund({
      id: 'r2',
      amount: 21,
      amountCents: 2100,
      lines: [{ lineId: 'l2', quantity: 1, amount: 21, amountCents: 2100 }],
      status: 'failed',
      failureReason: 'Card expired',
      reason: 'Damaged',
    }),
    refund({
      id: 'r3',
      amount: 5,
      amountCents: 500,
      lines: [],
      restock: false,
      status: 'pending',
      reason: 'Late',
    }),
  ],
  refundedAmount: 56.45,
  refundedCents: 5645,
});

function setUp(refundAnswer: unknown = refund({ id: 'r4', amount: 72.45, amountCents: 7245, lines: [] })) {
  const fetchMock = mockApi({
    'GET /orders': { orders: [order], total: 1, totalPages: 1, page: 1 },
    'GET /orders/order/o1': order,
    'POST /orders/o1/refunds': refundAnswer,
  });
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <ManageOrdersPage />
      <Toaster />
    </>,
    { route: '/dashboard/manage-orders' },
  );
  return { fetchMock, user };
}

async function openView(user: ReturnType<typeof userEvent.setup>) {
  const row = (await screen.findByText('VL-ABCD2345')).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: 'View order VL-ABCD2345' }));
  return screen.findByRole('dialog', { name: 'Order VL-ABCD2345' });
}

async function openRefund(user: ReturnType<typeof userEvent.setup>) {
  const view = await openView(user);
  await user.click(await within(view).findByRole('button', { name: 'Refund' }));
  return screen.findByRole('dialog', { name: 'Refund order VL-ABCD2345' });
}

describe("Manage Orders' Refund", () => {
  it("lists the order's refunds with their state, a failed one never as done", async () => {
    const { user } = setUp();
    const view = await openView(user);
    const list = await within(view).findByRole('list', { name: 'Refunds' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('$51.45');
    expect(items[0]).toHaveTextContent('Refunded');
    expect(items[0]).toHaveTextContent('1 × Silk Scarf (One Size)');
    expect(items[1]).toHaveTextContent('Failed: Card expired');
    expect(items[1]).not.toHaveTextContent('Refunded');
    expect(items[2]).toHaveTextContent('$5.00');
    expect(items[2]).toHaveTextContent('Pending');
  });

  it('refunds units of lines at the price the server computes, back in stock, and refetches', async () => {
    const { fetchMock, user } = setUp();
    const dialog = await openRefund(user);
    const scarfQty = within(dialog).getByRole('spinbutton', { name: /Silk Scarf/ });
    const beltQty = within(dialog).getByRole('spinbutton', { name: /Leather Belt/ });
    // One scarf refunded already; the belt's refund failed, so it is still to refund.
    expect(within(dialog).getByText(/1 of 2 left to refund/)).toBeInTheDocument();
    expect(within(dialog).getByText(/1 of 1 left to refund/)).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Put the items back in stock' })).toBeChecked();

    await user.clear(scarfQty);
    await user.type(scarfQty, '1');
    await user.clear(beltQty);
    await user.type(beltQty, '1');
    // The second scarf: $49 + the rest of its line's $4.90 tax ($2.45); the belt $20 + $1.
    expect(within(dialog).getByText('To refund: $72.45')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Refund $72.45' }));
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveAccessibleDescription(/Please give a reason/);
    expect(await requestsTo(fetchMock, 'POST', '/orders/o1/refunds')).toHaveLength(0);

    const viewsBefore = (await requestsTo(fetchMock, 'GET', '/orders/order/o1')).length;
    await user.type(reason, 'Wrong size');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $72.45' }));
    expect(await screen.findByText('$72.45 refunded.')).toBeInTheDocument();
    expect(await requestsTo(fetchMock, 'POST', '/orders/o1/refunds')).toEqual([
      expect.objectContaining({
        body: {
          lines: [
            { lineId: 'l1', quantity: 1 },
            { lineId: 'l2', quantity: 1 },
          ],
          restock: true,
          reason: 'Wrong size',
        },
      }),
    ]);
    expect(screen.queryByRole('dialog', { name: 'Refund order VL-ABCD2345' })).not.toBeInTheDocument();
    await waitFor(async () =>
      expect((await requestsTo(fetchMock, 'GET', '/orders/order/o1')).length).toBeGreaterThan(viewsBefore),
    );
  });

  it("puts the server's refusal under the line it names", async () => {
    const message = 'Only 0 of Leather Belt (M, red) are left to refund.';
    const { user } = setUp(
      reply(400, { message, field: 'lines.0.quantity', errors: [{ field: 'lines.0.quantity', message }] }),
    );
    const dialog = await openRefund(user);
    const beltQty = within(dialog).getByRole('spinbutton', { name: /Leather Belt/ });
    await user.clear(beltQty);
    await user.type(beltQty, '1');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Damaged');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $21.00' }));
    await waitFor(() => expect(beltQty).toHaveAccessibleDescription(message));
    expect(within(dialog).getByRole('spinbutton', { name: /Silk Scarf/ })).not.toHaveAccessibleDescription();
  });

  it('refunds an amount instead, without restock, and shows a refusal of it under the amount', async () => {
    const message = 'This refund is more than is left to refund ($67.45).';
    const { fetchMock, user } = setUp(reply(409, { message, field: 'amount' }));
    const dialog = await openRefund(user);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Refund an amount instead' }));
    expect(within(dialog).queryByRole('checkbox', { name: 'Put the items back in stock' })).toBeNull();
    expect(within(dialog).queryByRole('spinbutton')).toBeNull();
    const amount = within(dialog).getByRole('textbox', { name: 'Amount (dollars)' });
    await user.type(amount, '12.5');
    expect(within(dialog).getByText('To refund: $12.50')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Delivery');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $12.50' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription(message));
    expect(await requestsTo(fetchMock, 'POST', '/orders/o1/refunds')).toEqual([
      expect.objectContaining({ body: { amount: 12.5, restock: false, reason: 'Delivery' } }),
    ]);
  });

  it('offers no Refund for an order never paid, nor one refunded in full', async () => {
    for (const unrefundable of [
      orderFixture({ paymentStatus: 'awaiting_payment', paidAt: null }),
      orderFixture({ paymentStatus: 'refunded', refundedCents: 5145, refundedAmount: 51.45 }),
    ]) {
      mockApi({
        'GET /orders': { orders: [unrefundable], total: 1, totalPages: 1, page: 1 },
        'GET /orders/order/o1': unrefundable,
      });
      const user = userEvent.setup();
      const { unmount } = renderWithProviders(<ManageOrdersPage />, { route: '/dashboard/manage-orders' });
      const view = await openView(user);
      await within(view).findByRole('button', { name: 'Close' });
      expect(within(view).queryByRole('button', { name: 'Refund' })).toBeNull();
      unmount();
    }
  });

  it('previews an order paid with a code at its paid prices, as the server refunds them', async () => {
    // A 10 % code: $9.80 off the scarves, $2 off the belt; 5 % tax on what was paid ($5.31).
    const coded = orderFixture({
      paymentStatus: 'paid',
      items: [
        { ...scarf, id: 'l1', quantity: 2, discountCents: 980, taxCents: 441 },
        {
          ...scarf,
          id: 'l2',
          variantId: 'v2',
          title: 'Leather Belt',
          size: 'M',
          price: 20,
          priceCents: 2000,
          discountCents: 200,
          taxCents: 90,
        },
      ],
      subtotalCents: 11_800,
      discountCents: 1180,
      taxCents: 531,
      amountCents: 11_151,
      amount: 111.51,
      refunds: [],
      refundedAmount: 0,
      refundedCents: 0,
    });
    mockApi({
      'GET /orders': { orders: [coded], total: 1, totalPages: 1, page: 1 },
      'GET /orders/order/o1': coded,
    });
    const user = userEvent.setup();
    renderWithProviders(<ManageOrdersPage />, { route: '/dashboard/manage-orders' });
    const dialog = await openRefund(user);
    // The belt: $20 less its $2 of the code, with its $0.90 of the tax.
    expect(within(dialog).getByText(/\$18\.90 each with tax · 1 of 1 left to refund/)).toBeInTheDocument();
    const beltQty = within(dialog).getByRole('spinbutton', { name: /Leather Belt/ });
    await user.clear(beltQty);
    await user.type(beltQty, '1');
    expect(within(dialog).getByRole('button', { name: 'Refund $18.90' })).toBeInTheDocument();
  });
});
