import type { Order } from '@shop/shared/orders/orders-schemas';
import { RETURN_MESSAGES } from '@shop/shared/orders/returns';
import type { ReturnRecord } from '@shop/shared/orders/returns-schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { orderFixture } from '@/test/order-fixtures';
import { mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { ReturnItemsButton } from './return-items-button';

// Line ids are UUIDs, as the server's are: the shared schema checks them before sending.
const DRESS = '00000000-0000-4000-8000-0000000000d1';
const SCARF = '00000000-0000-4000-8000-0000000000d2';
const POLICIES = {
  'GET /orders/policies': {
    cancelWindowMinutes: 60,
    returnWindowDays: 30,
    shopAddress: null,
    returnInstructions: '',
  },
};
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60_000).toISOString();

const dress = {
  id: DRESS,
  variantId: 'v1',
  productId: 'p1',
  handle: 'linen-dress',
  title: 'Linen Dress',
  image: null,
  size: 'M',
  color: 'sand',
  sku: null,
  price: 80,
  priceCents: 8000,
  quantity: 3,
  discountCents: 0,
  taxRate: 5,
  taxCents: 1200,
};
const scarf = {
  ...dress,
  id: SCARF,
  variantId: 'v2',
  handle: 'silk-scarf',
  title: 'Silk Scarf',
  size: 'One Size',
  color: 'red',
  quantity: 2,
  taxCents: 800,
};

const dressBack = { lineId: DRESS, quantity: 1, title: 'Linen Dress', size: 'M', color: 'sand' };

function returnRecord(overrides: Partial<ReturnRecord> = {}): ReturnRecord {
  return {
    id: 'r1',
    orderId: 'o1',
    orderNumber: 'VL-ABCD2345',
    email: 'jane@example.com',
    lines: [dressBack],
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

/** Shipped 3 days ago: one dress in an open return, one refunded (and a failed refund that gave nothing). */
function shippedOrder(overrides: Partial<Order> = {}) {
  return orderFixture({
    status: 'shipped',
    shippedAt: daysAgo(3),
    items: [dress, scarf],
    returns: [
      returnRecord(),
      returnRecord({ id: 'r0', status: 'rejected', lines: [{ ...dressBack, quantity: 3 }] }),
    ],
    refunds: [
      {
        id: 'f1',
        amount: 84,
        amountCents: 8400,
        taxCents: 400,
        creditNoteNumber: 'CN-2026-000001',
        lines: [{ lineId: DRESS, quantity: 1, amount: 84, amountCents: 8400 }],
        restock: true,
        reason: 'Damaged',
        status: 'succeeded',
        failureReason: null,
        createdAt: daysAgo(1),
      },
      {
        id: 'f2',
        amount: 42,
        amountCents: 4200,
        taxCents: 200,
        creditNoteNumber: null,
        lines: [{ lineId: SCARF, quantity: 1, amount: 42, amountCents: 4200 }],
        restock: false,
        reason: 'Oops',
        status: 'failed',
        failureReason: 'card_declined',
        createdAt: daysAgo(1),
      },
    ],
    ...overrides,
  });
}

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('ReturnItemsButton', () => {
  it('offers each line up to what is left to return, and sends the chosen lines and reason', async () => {
    const fetchMock = mockApi({
      ...POLICIES,
      'POST /orders/o1/returns': reply(201, returnRecord({ id: 'r2', lines: [] })),
    });
    const onRequested = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <ReturnItemsButton order={shippedOrder()} token="t0k" onRequested={onRequested} />
        <Toaster />
      </>,
    );
    await user.click(await screen.findByRole('button', { name: 'Return items' }));
    const dialog = screen.getByRole('dialog', { name: 'Return items from order VL-ABCD2345' });
    // 3 dresses, 1 in an open return, 1 refunded; the rejected return holds none, the failed refund refunded none.
    const dressQuantity = within(dialog).getByLabelText(/Linen Dress/);
    expect(optionsOf(dressQuantity)).toEqual(['0', '1']);
    const scarfQuantity = within(dialog).getByLabelText(/Silk Scarf/);
    expect(optionsOf(scarfQuantity)).toEqual(['0', '1', '2']);

    await user.selectOptions(scarfQuantity, '2');
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'Too small');
    await user.type(within(dialog).getByLabelText('Comment (optional)'), '  Runs small  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send return request' }));

    expect(await screen.findByText(RETURN_MESSAGES.requested)).toBeInTheDocument();
    expect(onRequested).toHaveBeenCalledOnce();
    const [sent] = await requestsTo(fetchMock, 'POST', '/orders/o1/returns');
    expect(sent?.body).toEqual({
      lines: [{ lineId: SCARF, quantity: 2 }],
      reason: 'too_small',
      comment: 'Runs small',
    });
    expect(sent?.url).toContain('token=t0k');
  });

  it('asks for a line and a reason before sending anything', async () => {
    const fetchMock = mockApi(POLICIES);
    const user = userEvent.setup();
    renderWithProviders(<ReturnItemsButton order={shippedOrder()} token={null} onRequested={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Return items' }));
    await user.click(screen.getByRole('button', { name: 'Send return request' }));
    expect(screen.getByRole('alert')).toHaveTextContent(RETURN_MESSAGES.linesInvalid);
    expect(screen.getByLabelText('Reason')).toHaveAccessibleDescription(RETURN_MESSAGES.reasonInvalid);
    expect(await requestsTo(fetchMock, 'POST', '/orders/o1/returns')).toHaveLength(0);
  });

  it("puts the server's refusal under the line it names, and a general one above the button", async () => {
    let answer = reply(409, {
      message: RETURN_MESSAGES.moreThanBought('Silk Scarf', 1),
      field: 'lines.1.quantity',
    });
    mockApi({ ...POLICIES, 'POST /orders/o1/returns': () => answer });
    const user = userEvent.setup();
    renderWithProviders(<ReturnItemsButton order={shippedOrder()} token={null} onRequested={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Return items' }));
    await user.selectOptions(screen.getByLabelText(/Linen Dress/), '1');
    await user.selectOptions(screen.getByLabelText(/Silk Scarf/), '2');
    await user.selectOptions(screen.getByLabelText('Reason'), 'Damaged');
    await user.click(screen.getByRole('button', { name: 'Send return request' }));
    // lines.1 is the second line sent: the scarf.
    expect(await screen.findByText('You can return at most 1 of Silk Scarf.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Silk Scarf/)).toHaveAccessibleDescription(
      'You can return at most 1 of Silk Scarf.',
    );
    expect(screen.getByLabelText(/Linen Dress/)).not.toHaveAttribute('aria-invalid');

    answer = reply(409, { message: RETURN_MESSAGES.windowPassed(30) });
    await user.click(screen.getByRole('button', { name: 'Send return request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RETURN_MESSAGES.windowPassed(30));
  });

  it('is not offered outside the window, before shipping, when cancelled, or with nothing left', async () => {
    const fetchMock = mockApi(POLICIES);
    for (const order of [
      shippedOrder({ shippedAt: daysAgo(31) }),
      shippedOrder({ status: 'processing', shippedAt: null }),
      shippedOrder({ status: 'cancelled', paymentStatus: 'refunded' }),
      shippedOrder({
        items: [dress],
        returns: [returnRecord({ lines: [{ ...dressBack, quantity: 2 }] })],
      }),
    ]) {
      const { unmount } = renderWithProviders(
        <ReturnItemsButton order={order} token={null} onRequested={vi.fn()} />,
      );
      await expect
        .poll(async () => (await requestsTo(fetchMock, 'GET', '/orders/policies')).length)
        .toBeGreaterThan(0);
      expect(screen.queryByRole('button', { name: 'Return items' })).not.toBeInTheDocument();
      unmount();
    }
    // The same order inside the window is offered, so the cases above are not hidden for another reason.
    renderWithProviders(
      <ReturnItemsButton order={shippedOrder({ status: 'completed' })} token={null} onRequested={vi.fn()} />,
    );
    expect(await screen.findByRole('button', { name: 'Return items' })).toBeInTheDocument();
  });
});
