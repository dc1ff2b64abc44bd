import type { Order } from '@shop/shared/orders/orders-schemas';
import { refundPreviewCents } from '@shop/shared/orders/refunds';
import { RETURN_MESSAGES } from '@shop/shared/orders/returns';
import type { ReturnRecord } from '@shop/shared/orders/returns-schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { orderFixture } from '@/test/order-fixtures';
import { LocationProbe, mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { ReturnsPage } from './returns-page';

const LINE = '00000000-0000-4000-8000-0000000000a1';
/** The order line of the returned dress: $49, bought at full price. */
const dressLine: Order['items'][number] = {
  ...(orderFixture().items[0] as Order['items'][number]),
  id: LINE,
  title: 'Linen Dress',
  size: 'M',
  color: 'sand',
};

function returnRecord(overrides: Partial<ReturnRecord> = {}): ReturnRecord {
  return {
    id: 'r1',
    orderId: 'o1',
    orderNumber: 'VL-RETURN01',
    email: 'jane@example.com',
    lines: [
      {
        lineId: LINE,
        quantity: 1,
        title: 'Linen Dress',
        size: 'M',
        color: 'sand',
      },
    ],
    reason: 'too_small',
    comment: null,
    status: 'requested',
    note: null,
    refundId: null,
    createdAt: '2026-11-25T10:00:00.000Z',
    updatedAt: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
}

const page = (returns: ReturnRecord[], extra = {}) => ({
  returns,
  total: returns.length,
  totalPages: 1,
  page: 1,
  ...extra,
});

function renderPage(route = '/dashboard/returns') {
  return renderWithProviders(
    <>
      <ReturnsPage />
      <LocationProbe />
      <Toaster />
    </>,
    { route },
  );
}

describe('ReturnsPage', () => {
  it('lists returns with their order, customer, lines, reason, step and date, and filters by step', async () => {
    const fetchMock = mockApi({
      'GET /orders/returns': (request: Request) =>
        new URL(request.url).searchParams.get('status') === 'received'
          ? page([returnRecord({ id: 'r3', orderNumber: 'VL-RECEIVED', status: 'received' })])
          : page([
              returnRecord(),
              returnRecord({
                id: 'r2',
                orderNumber: 'VL-APPROVED',
                status: 'approved',
                note: 'Send it back',
              }),
            ]),
    });
    const user = userEvent.setup();
    renderPage();
    const link = await screen.findByRole('link', { name: 'VL-RETURN01' });
    expect(link).toHaveAttribute('href', '/orders/o1');
    const row = link.closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('jane@example.com');
    expect(row).toHaveTextContent('1 × Linen Dress (M, Sand)');
    expect(row).toHaveTextContent('Too small');
    expect(row).toHaveTextContent('Return requested');
    expect(row).toHaveTextContent('Nov 25, 2026');
    expect(within(row).getByRole('button', { name: 'Approve return of VL-RETURN01' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Reject return of VL-RETURN01' })).toBeInTheDocument();
    const approved = screen.getByRole('link', { name: 'VL-APPROVED' }).closest('tr') as HTMLElement;
    expect(approved).toHaveTextContent('Send it back');
    expect(
      within(approved)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Mark received']);

    await user.selectOptions(screen.getByLabelText('Status'), 'Return received');
    expect(await screen.findByRole('link', { name: 'VL-RECEIVED' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/returns?status=received');
    const asked = await requestsTo(fetchMock, 'GET', '/orders/returns');
    expect(new URL(asked.at(-1)?.url ?? '').searchParams.get('status')).toBe('received');
    expect(new URL(asked[0]?.url ?? '').searchParams.has('status')).toBe(false);
  });

  it('approves with a note and refetches the list', async () => {
    let current = returnRecord();
    const fetchMock = mockApi({
      'GET /orders/returns': () => page([current]),
      'POST /orders/returns/r1/approve': () => {
        current = returnRecord({ status: 'approved', note: 'Please use the label.' });
        return current;
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Approve return of VL-RETURN01' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve this return?' });
    await user.type(within(dialog).getByLabelText('Note to the shopper (optional)'), 'Please use the label.');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Return approved.')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Mark received return of VL-RETURN01' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((await requestsTo(fetchMock, 'POST', '/orders/returns/r1/approve')).map((r) => r.body)).toEqual([
      { note: 'Please use the label.' },
    ]);
    expect((await requestsTo(fetchMock, 'GET', '/orders/returns')).length).toBe(2);
  });

  it('asks for a note before rejecting, and shows the server refusal in the dialog', async () => {
    const fetchMock = mockApi({
      'GET /orders/returns': page([returnRecord()]),
      'POST /orders/returns/r1/reject': reply(409, { message: RETURN_MESSAGES.wrongStep('approved') }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Reject return of VL-RETURN01' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this return?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByLabelText('Note to the shopper')).toHaveAccessibleDescription(
      RETURN_MESSAGES.noteRequired,
    );
    expect(await requestsTo(fetchMock, 'POST', '/orders/returns/r1/reject')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Note to the shopper'), 'Worn');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(RETURN_MESSAGES.wrongStep('approved'));
    expect((await requestsTo(fetchMock, 'POST', '/orders/returns/r1/reject')).map((r) => r.body)).toEqual([
      { note: 'Worn' },
    ]);
  });

  it('marks a return received, and refunds a received one restocking unless unticked', async () => {
    const fetchMock = mockApi({
      'GET /orders/returns': page([
        returnRecord({ status: 'approved' }),
        returnRecord({ id: 'r2', orderNumber: 'VL-RECEIVED', status: 'received' }),
      ]),
      'POST /orders/returns/r1/receive': returnRecord({ status: 'received' }),
      'POST /orders/returns/r2/refund': returnRecord({ id: 'r2', status: 'refunded', refundId: 'f1' }),
      'GET /orders/order/o1': orderFixture({ items: [dressLine] }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Mark received return of VL-RETURN01' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Mark this return received?' })).getByRole('button', {
        name: 'Mark received',
      }),
    );
    expect(await screen.findByText('Return received.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Refund return of VL-RECEIVED' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund this return?' });
    const restock = within(dialog).getByRole('checkbox', { name: 'Put the items back in stock' });
    expect(restock).toBeChecked();
    await user.click(restock);
    await user.click(await within(dialog).findByRole('button', { name: 'Refund $51.45' }));
    expect(await screen.findByText('Return refunded.')).toBeInTheDocument();

    expect((await requestsTo(fetchMock, 'POST', '/orders/returns/r1/receive')).map((r) => r.body)).toEqual([
      {},
    ]);
    expect((await requestsTo(fetchMock, 'POST', '/orders/returns/r2/refund')).map((r) => r.body)).toEqual([
      { restock: false },
    ]);
  });

  it('says what a received return refunds before it is confirmed: the price after the code, with tax, after earlier refunds', async () => {
    // Two dresses bought with a 10 % code; one was refunded by hand before the other came back.
    const order = orderFixture({
      subtotalCents: 14_700,
      discountCode: 'TENOFF',
      discountCents: 1_470,
      discountAmount: 14.7,
      taxCents: 662,
      items: [
        { ...dressLine, quantity: 2, discountCents: 980, taxCents: 441 },
        { ...(orderFixture().items[0] as Order['items'][number]), discountCents: 490, taxCents: 221 },
      ],
      refunds: [
        {
          id: 'f0',
          amount: 46.3,
          amountCents: 4_630,
          taxCents: 220,
          creditNoteNumber: 'CN-2026-000003',
          lines: [{ lineId: LINE, quantity: 1, amount: 46.3, amountCents: 4_630 }],
          restock: false,
          reason: 'Torn seam',
          status: 'succeeded',
          failureReason: null,
          createdAt: '2026-11-26T10:00:00.000Z',
        },
      ],
    });
    const fetchMock = mockApi({
      'GET /orders/returns': page([returnRecord({ status: 'received' })]),
      'GET /orders/order/o1': order,
      'POST /orders/returns/r1/refund': returnRecord({ status: 'refunded', refundId: 'f1' }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Refund return of VL-RETURN01' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund this return?' });
    // What the server refunds, by the same shared arithmetic: 49.00 − 4.90 of the code + 2.21 tax.
    const expected = refundPreviewCents(order, new Map([[LINE, 1]]), [{ id: LINE, quantity: 1 }]);
    expect(expected).toBe(4_631);
    expect(await within(dialog).findByText('To refund: $46.31')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Refund $46.31' }));
    expect(await screen.findByText('Return refunded.')).toBeInTheDocument();
    expect(await requestsTo(fetchMock, 'POST', '/orders/returns/r1/refund')).toHaveLength(1);
  });

  it('does not refund while the amount cannot be worked out', async () => {
    const fetchMock = mockApi({
      'GET /orders/returns': page([returnRecord({ status: 'received' })]),
      'GET /orders/order/o1': reply(500, { message: 'Something went wrong.' }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Refund return of VL-RETURN01' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund this return?' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The amount to refund could not be worked out',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await requestsTo(fetchMock, 'POST', '/orders/returns/r1/refund')).toHaveLength(0);
  });

  it('says so when there are no returns', async () => {
    mockApi({ 'GET /orders/returns': page([]) });
    renderPage();
    expect(await screen.findByText('No returns yet.')).toBeInTheDocument();
  });
});
