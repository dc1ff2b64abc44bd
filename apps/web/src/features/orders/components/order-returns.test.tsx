import type { Order } from '@shop/shared/orders/orders-schemas';
import type { ReturnRecord } from '@shop/shared/orders/returns-schemas';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { orderFixture } from '@/test/order-fixtures';
import { mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { OrderPage } from '../routes/order-page';
import { OrderReturns } from './order-returns';

const LINE = '00000000-0000-4000-8000-0000000000a1';

function returnRecord(overrides: Partial<ReturnRecord> = {}): ReturnRecord {
  return {
    id: 'r1',
    orderId: 'o1',
    orderNumber: 'VL-ABCD2345',
    email: 'jane@example.com',
    lines: [{ lineId: LINE, quantity: 2, title: 'Linen Dress', size: 'M', color: 'sand' }],
    reason: 'too_small',
    comment: 'Runs small',
    status: 'rejected',
    note: 'Worn items cannot be returned.',
    refundId: null,
    createdAt: '2026-11-25T10:00:00.000Z',
    updatedAt: '2026-11-26T10:00:00.000Z',
    ...overrides,
  };
}

const shipped = (overrides = {}) =>
  orderFixture({
    status: 'shipped',
    shippedAt: new Date(Date.now() - 2 * 24 * 60 * 60_000).toISOString(),
    items: [
      {
        ...(orderFixture().items[0] as Order['items'][number]),
        id: LINE,
        title: 'Linen Dress',
        size: 'M',
        color: 'sand',
        quantity: 2,
      },
    ],
    ...overrides,
  });

describe('OrderReturns', () => {
  it("lists each return's lines, reason, step with the shop's note, and date", () => {
    renderWithProviders(
      <OrderReturns
        order={{
          returns: [
            returnRecord(),
            returnRecord({ id: 'r2', status: 'refunded', note: null, comment: null, reason: 'damaged' }),
          ],
        }}
      />,
    );
    const section = screen.getByRole('region', { name: 'Returns' });
    // Each return is an item of the section's own list; its lines are a list inside it.
    const [rejected, refunded] = section.querySelectorAll(':scope > ul > li');
    expect(rejected).toHaveTextContent('Return rejected');
    expect(rejected).toHaveTextContent('Asked on Nov 25, 2026');
    expect(rejected).toHaveTextContent('Linen Dress · M · Sand× 2');
    expect(rejected).toHaveTextContent('Reason: Too small');
    expect(rejected).toHaveTextContent('“Runs small”');
    expect(rejected).toHaveTextContent('From the shop: Worn items cannot be returned.');
    expect(refunded).toHaveTextContent('Return refunded');
    expect(refunded).toHaveTextContent('Reason: Damaged');
    expect(refunded).not.toHaveTextContent('From the shop');
  });

  it('tells where and how to send an approved return, as the shop set them', async () => {
    mockApi({
      'GET /orders/policies': {
        cancelWindowMinutes: 60,
        returnWindowDays: 30,
        shopAddress: {
          name: 'Velora Returns',
          line1: '214 Bedford Avenue',
          city: 'Brooklyn',
          region: 'NY',
          postalCode: '11249',
          country: 'US',
        },
        returnInstructions: 'Use the prepaid label in your parcel.',
      },
    });
    renderWithProviders(
      <OrderReturns
        order={{ returns: [returnRecord({ status: 'approved', note: null }), returnRecord({ id: 'r2' })] }}
      />,
    );
    const sending = await screen.findByTestId('return-sending');
    expect(sending).toHaveTextContent('Send the items to');
    const address = sending.querySelector('address');
    expect([...(address?.children ?? [])].map((line) => line.textContent)).toEqual([
      'Velora Returns',
      '214 Bedford Avenue',
      'Brooklyn, NY 11249',
      'United States',
    ]);
    expect(sending).toHaveTextContent('How to send them');
    expect(sending).toHaveTextContent('Use the prepaid label in your parcel.');
    // Only the approved return says it; the rejected one does not.
    expect(screen.getAllByTestId('return-sending')).toHaveLength(1);
  });

  it('without a returns address, says to reply to the approval mail for it', async () => {
    mockApi({
      'GET /orders/policies': {
        cancelWindowMinutes: 60,
        returnWindowDays: 30,
        shopAddress: null,
        returnInstructions: '',
      },
    });
    renderWithProviders(
      <OrderReturns order={{ returns: [returnRecord({ status: 'approved', note: null })] }} />,
    );
    const sending = await screen.findByTestId('return-sending');
    expect(sending).toHaveTextContent('Reply to the mail that approved this return');
    expect(sending).not.toHaveTextContent('How to send them');
  });

  it('shows nothing for an order without returns', () => {
    renderWithProviders(<OrderReturns order={{ returns: [] }} />);
    expect(screen.queryByRole('region', { name: 'Returns' })).not.toBeInTheDocument();
  });

  it("on the order page, a guest's request goes with the private link and the page shows it after", async () => {
    let order = shipped();
    const fetchMock = mockApi({
      'GET /orders/policies': {
        cancelWindowMinutes: 60,
        returnWindowDays: 30,
        shopAddress: null,
        returnInstructions: '',
      },
      'GET /orders/order/o1': () => order,
      'POST /orders/o1/returns': () => {
        const created = returnRecord({ status: 'requested', note: null });
        order = shipped({ returns: [created] });
        return reply(201, created);
      },
    });
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route path="/orders/:orderId" element={<OrderPage />} />
      </Routes>,
      { route: '/orders/o1?token=t0k' },
    );
    expect(screen.queryByRole('region', { name: 'Returns' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Return items' }));
    await user.selectOptions(screen.getByLabelText(/Linen Dress/), '2');
    await user.selectOptions(screen.getByLabelText('Reason'), 'Too small');
    await user.click(screen.getByRole('button', { name: 'Send return request' }));

    const section = await screen.findByRole('region', { name: 'Returns' });
    expect(section).toHaveTextContent('Return requested');
    // Both dresses are in the open return: nothing is left to ask for.
    expect(screen.queryByRole('button', { name: 'Return items' })).not.toBeInTheDocument();
    const [sent] = await requestsTo(fetchMock, 'POST', '/orders/o1/returns');
    expect(sent?.url).toContain('token=t0k');
    const reads = await requestsTo(fetchMock, 'GET', '/orders/order/o1');
    expect(reads.every((read) => read.url.includes('token=t0k'))).toBe(true);
  });
});
