import { DISCOUNT_MESSAGES } from '@shop/shared/promotions/promotions';
import type { Discount } from '@shop/shared/promotions/promotions-schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { formatDateTime } from '@/lib/format-date';
import { mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { adminUser } from '@/test/user-fixtures';
import { DiscountsPage } from './discounts-page';

function discount(overrides: Partial<Discount> = {}): Discount {
  return {
    id: '6c5b4a39-2817-4f60-9e5d-4c3b2a190817',
    code: 'WELCOME10',
    type: 'percent',
    value: 10,
    minSubtotal: null,
    startsAt: null,
    endsAt: null,
    usageLimit: null,
    oncePerCustomer: false,
    categories: [],
    state: 'active',
    uses: 0,
    held: 0,
    revenue: 0,
    revenueCents: 0,
    discounted: 0,
    discountedCents: 0,
    createdAt: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
}

function renderPage() {
  return renderWithProviders(
    <>
      <DiscountsPage />
      <Toaster />
    </>,
    { route: '/dashboard/discounts', user: adminUser() },
  );
}

const rowOf = async (code: string) =>
  (await screen.findByRole('rowheader', { name: code })).closest('tr') as HTMLElement;

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

async function openNewCode(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText('No discount codes yet.');
  await user.click(screen.getByRole('button', { name: 'New code' }));
  return screen.getByRole('dialog', { name: 'New discount code' });
}

describe('DiscountsPage', () => {
  it('lists each code with its terms, validity, uses and held uses, state and revenue', async () => {
    mockApi({
      'GET /discounts': {
        discounts: [
          discount({
            uses: 3,
            held: 2,
            usageLimit: 100,
            minSubtotal: 50,
            oncePerCustomer: true,
            revenue: 412.3,
            revenueCents: 41_230,
            discounted: 45.81,
            discountedCents: 4581,
          }),
          discount({
            id: '11111111-1111-4111-8111-111111111111',
            code: 'TENOFF',
            type: 'fixed',
            value: 7.5,
            categories: ['dress', 'shoes'],
            usageLimit: 5,
            uses: 5,
            state: 'used_up',
          }),
          discount({
            id: '22222222-2222-4222-8222-222222222222',
            code: 'SHIPFREE',
            type: 'free_shipping',
            value: null,
            startsAt: '2026-12-01T18:00:00.000Z',
            state: 'scheduled',
          }),
          discount({
            id: '33333333-3333-4333-8333-333333333333',
            code: 'SUMMER',
            startsAt: '2026-06-01T00:00:00.000Z',
            endsAt: '2026-08-31T00:00:00.000Z',
            state: 'expired',
          }),
        ],
        testOrdersCounted: false,
      },
    });
    renderPage();

    expect(screen.getByRole('heading', { name: 'Discount codes' })).toBeInTheDocument();
    const active = await rowOf('WELCOME10');
    expect(
      screen
        .getAllByRole('columnheader')
        .map((header) => header.textContent)
        .slice(0, 8),
    ).toEqual(['Code', 'Type', 'Value', 'Minimum', 'Valid', 'Uses', 'State', 'Revenue']);
    expect(cellsOf(active).slice(0, 7)).toEqual([
      'Percent off',
      '10%',
      '$50.00',
      'Any time',
      '3 of 1002 heldOnce per customer',
      'Active',
      '$412.30$45.81 off',
    ]);
    expect(cellsOf(await rowOf('TENOFF')).slice(0, 7)).toEqual([
      'Fixed amount off',
      '$7.50on Dresses, Shoes',
      'None',
      'Any time',
      '5 of 5',
      'Used up',
      '$0.00',
    ]);
    const scheduled = cellsOf(await rowOf('SHIPFREE'));
    expect([scheduled[0], scheduled[1], scheduled[3], scheduled[4], scheduled[5]]).toEqual([
      'Free delivery',
      '—',
      `From ${formatDateTime('2026-12-01T18:00:00.000Z')}`,
      '0',
      'Scheduled',
    ]);
    const expired = await rowOf('SUMMER');
    expect(cellsOf(expired)[3]).toBe(
      `${formatDateTime('2026-06-01T00:00:00.000Z')} – ${formatDateTime('2026-08-31T00:00:00.000Z')}`,
    );
    expect(cellsOf(expired)[5]).toBe('Expired');
    expect(within(expired).getByRole('button', { name: 'Edit SUMMER' })).toBeInTheDocument();
    expect(within(expired).getByRole('button', { name: 'Delete SUMMER' })).toBeInTheDocument();
  });

  it('says under the table how its figures are counted, as the other reports count them', async () => {
    mockApi({ 'GET /discounts': { discounts: [discount({ uses: 1 })], testOrdersCounted: false } });
    renderPage();
    await rowOf('WELCOME10');
    expect(
      screen.getByText(
        'Revenue is what the orders came to, delivery and tax included. ' +
          'Paid orders net of refunds: refunded items and orders refunded in full are left out. ' +
          'Test orders are not counted.',
      ),
    ).toBeInTheDocument();
  });

  it('says so when there is no code', async () => {
    mockApi({ 'GET /discounts': { discounts: [], testOrdersCounted: false } });
    renderPage();
    expect(await screen.findByText('No discount codes yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('creates a percent code with its limits and lists it', async () => {
    let discounts: Discount[] = [];
    const fetchMock = mockApi({
      'GET /discounts': () => ({ discounts, testOrdersCounted: false }),
      'POST /discounts': async (request: Request) => {
        const body = (await request.json()) as Discount;
        discounts = [discount({ ...body, state: 'scheduled' })];
        return reply(201, { message: DISCOUNT_MESSAGES.created, discount: discounts[0] });
      },
    });
    const user = userEvent.setup();
    renderPage();
    const dialog = await openNewCode(user);
    await user.type(within(dialog).getByLabelText('Code'), 'welcome10');
    await user.type(within(dialog).getByLabelText('Value (%)'), '15');
    await user.type(within(dialog).getByLabelText('Minimum subtotal ($, optional)'), '50');
    await user.type(within(dialog).getByLabelText('Usage limit (optional)'), '100');
    await user.click(within(dialog).getByLabelText('Once per customer'));
    await user.type(within(dialog).getByLabelText('Starts (optional)'), '2026-12-01T09:00');
    await user.click(within(dialog).getByLabelText('Dresses'));
    await user.click(within(dialog).getByRole('button', { name: 'Create code' }));

    expect(await screen.findByText(DISCOUNT_MESSAGES.created)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((await requestsTo(fetchMock, 'POST', '/discounts')).map((request) => request.body)).toEqual([
      {
        code: 'WELCOME10',
        type: 'percent',
        value: 15,
        minSubtotal: 50,
        startsAt: new Date('2026-12-01T09:00').toISOString(),
        endsAt: null,
        usageLimit: 100,
        oncePerCustomer: true,
        categories: ['dress'],
      },
    ]);
    expect(cellsOf(await rowOf('WELCOME10')).slice(0, 3)).toEqual(['Percent off', '15%on Dresses', '$50.00']);
  });

  it('creates a free delivery code without a value, and a fixed one in dollars', async () => {
    const fetchMock = mockApi({
      'GET /discounts': { discounts: [], testOrdersCounted: false },
      'POST /discounts': async (request: Request) => {
        const body = (await request.json()) as Discount;
        return reply(201, { message: DISCOUNT_MESSAGES.created, discount: discount(body) });
      },
    });
    const user = userEvent.setup();
    renderPage();
    let dialog = await openNewCode(user);
    await user.type(within(dialog).getByLabelText('Code'), 'SHIPFREE');
    await user.type(within(dialog).getByLabelText('Value (%)'), '20');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Free delivery');
    expect(within(dialog).queryByLabelText(/^Value/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText(DISCOUNT_MESSAGES.created)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New code' }));
    dialog = screen.getByRole('dialog', { name: 'New discount code' });
    await user.type(within(dialog).getByLabelText('Code'), 'TENOFF');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Fixed amount off');
    await user.type(within(dialog).getByLabelText('Value ($)'), '7.50');
    await user.click(within(dialog).getByRole('button', { name: 'Create code' }));
    await screen.findByText(DISCOUNT_MESSAGES.created);

    const bodies = (await requestsTo(fetchMock, 'POST', '/discounts')).map((request) => request.body);
    const blank = {
      minSubtotal: null,
      startsAt: null,
      endsAt: null,
      usageLimit: null,
      oncePerCustomer: false,
    };
    expect(bodies).toEqual([
      { code: 'SHIPFREE', type: 'free_shipping', value: null, ...blank, categories: [] },
      { code: 'TENOFF', type: 'fixed', value: 7.5, ...blank, categories: [] },
    ]);
  });

  it('checks the code and value with the shared rules before sending', async () => {
    const fetchMock = mockApi({ 'GET /discounts': { discounts: [], testOrdersCounted: false } });
    const user = userEvent.setup();
    renderPage();
    const dialog = await openNewCode(user);
    await user.type(within(dialog).getByLabelText('Code'), 'no spaces');
    await user.type(within(dialog).getByLabelText('Value (%)'), '120');
    await user.type(within(dialog).getByLabelText('Starts (optional)'), '2026-12-03T09:00');
    await user.type(within(dialog).getByLabelText('Ends (optional)'), '2026-12-01T09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Create code' }));

    expect(await within(dialog).findByLabelText('Code')).toHaveAccessibleDescription(
      DISCOUNT_MESSAGES.codeInvalid,
    );
    expect(within(dialog).getByLabelText('Value (%)')).toHaveAccessibleDescription(
      DISCOUNT_MESSAGES.percentValueInvalid,
    );
    expect(within(dialog).getByLabelText('Ends (optional)')).toHaveAccessibleDescription(
      DISCOUNT_MESSAGES.endsBeforeStart,
    );
    expect(await requestsTo(fetchMock, 'POST', '/discounts')).toHaveLength(0);
  });

  it('shows a code taken already (409) under Code, and keeps the dialog open', async () => {
    mockApi({
      'GET /discounts': { discounts: [], testOrdersCounted: false },
      'POST /discounts': reply(409, { message: DISCOUNT_MESSAGES.codeTaken('WELCOME10'), field: 'code' }),
    });
    const user = userEvent.setup();
    renderPage();
    const dialog = await openNewCode(user);
    await user.type(within(dialog).getByLabelText('Code'), 'Welcome10');
    await user.type(within(dialog).getByLabelText('Value (%)'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Create code' }));

    const code = within(dialog).getByLabelText('Code');
    await expect.poll(() => code.getAttribute('aria-invalid')).toBe('true');
    expect(code).toHaveAccessibleDescription(DISCOUNT_MESSAGES.codeTaken('WELCOME10'));
    expect(screen.getByRole('dialog', { name: 'New discount code' })).toBeInTheDocument();
  });

  it('edits a code with what it had filled in, and shows a field the server refused under it', async () => {
    const current = discount({
      minSubtotal: 50,
      usageLimit: 100,
      oncePerCustomer: true,
      categories: ['shoes'],
    });
    const fetchMock = mockApi({
      'GET /discounts': { discounts: [current], testOrdersCounted: false },
      [`PATCH /discounts/${current.id}`]: reply(400, {
        message: DISCOUNT_MESSAGES.usageLimitInvalid,
        field: 'usageLimit',
      }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit WELCOME10' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit discount code' });
    expect(within(dialog).getByLabelText('Code')).toHaveValue('WELCOME10');
    expect(within(dialog).getByLabelText('Type')).toHaveValue('percent');
    expect(within(dialog).getByLabelText('Value (%)')).toHaveValue(10);
    expect(within(dialog).getByLabelText('Minimum subtotal ($, optional)')).toHaveValue(50);
    expect(within(dialog).getByLabelText('Once per customer')).toBeChecked();
    expect(within(dialog).getByLabelText('Shoes')).toBeChecked();
    const limit = within(dialog).getByLabelText('Usage limit (optional)');
    await user.clear(limit);
    await user.type(limit, '250');
    await user.click(within(dialog).getByRole('button', { name: 'Save code' }));

    await expect.poll(() => limit.getAttribute('aria-invalid')).toBe('true');
    expect(limit).toHaveAccessibleDescription(DISCOUNT_MESSAGES.usageLimitInvalid);
    expect((await requestsTo(fetchMock, 'PATCH', `/discounts/${current.id}`)).map((r) => r.body)).toEqual([
      {
        code: 'WELCOME10',
        type: 'percent',
        value: 10,
        minSubtotal: 50,
        startsAt: null,
        endsAt: null,
        usageLimit: 250,
        oncePerCustomer: true,
        categories: ['shoes'],
      },
    ]);
  });

  it('deletes a code only once the owner confirms', async () => {
    let discounts = [discount()];
    const id = discounts[0]?.id ?? '';
    const fetchMock = mockApi({
      'GET /discounts': () => ({ discounts, testOrdersCounted: false }),
      [`DELETE /discounts/${id}`]: () => {
        discounts = [];
        return { message: DISCOUNT_MESSAGES.deleted };
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete WELCOME10' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete this discount code?' });
    expect(dialog).toHaveTextContent('WELCOME10 stops working at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await requestsTo(fetchMock, 'DELETE', `/discounts/${id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete WELCOME10' }));
    dialog = screen.getByRole('dialog', { name: 'Delete this discount code?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(DISCOUNT_MESSAGES.deleted)).toBeInTheDocument();
    expect(await screen.findByText('No discount codes yet.')).toBeInTheDocument();
    expect(await requestsTo(fetchMock, 'DELETE', `/discounts/${id}`)).toHaveLength(1);
  });
});
