import type { AdminProduct } from '@shop/shared/catalog/admin-products-schemas';
import { SALE_MESSAGES } from '@shop/shared/promotions/promotions';
import type { Sale } from '@shop/shared/promotions/promotions-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { formatDateTime } from '@/lib/format-date';
import { adminProductFixture } from '@/test/admin-product-fixtures';
import { mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { adminUser } from '@/test/user-fixtures';
import { SalesPage } from './sales-page';

const LINEN_ID = '5b1f0c52-8f0e-4a57-9d0e-3c1c6a0b7e11';
const SILK_ID = '9a7e3d21-4c6b-4f8a-8e2d-1b0c9d8e7f60';

function sale(overrides: Partial<Sale> = {}): Sale {
  return {
    id: '0f3c2b1a-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
    name: 'Winter sale',
    percentOff: 20,
    categories: [],
    productIds: [],
    startsAt: '2026-12-01T18:00:00.000Z',
    endsAt: '2026-12-08T06:00:00.000Z',
    state: 'scheduled',
    orders: 0,
    revenue: 0,
    revenueCents: 0,
    createdAt: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
}

function product(id: string, name: string): AdminProduct {
  return adminProductFixture({
    _id: id,
    id,
    handle: name.toLowerCase().replace(/\W+/g, '-'),
    status: 'active',
    name,
    category: 'dress',
    color: 'red',
    price: 89,
    oldPrice: null,
    description: '',
    image: null,
    images: [],
    sizes: [],
    stock: 0,
    averageRating: null,
    reviewCount: 0,
    author: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
  });
}

function renderPage() {
  return renderWithProviders(
    <>
      <SalesPage />
      <Toaster />
    </>,
    { route: '/dashboard/sales', user: adminUser() },
  );
}

/** The row of the table that a sale's name heads. */
const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name })).closest('tr') as HTMLElement;

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('SalesPage', () => {
  it('lists each sale with what it takes off, covers, its times, state, orders and revenue', async () => {
    mockApi({
      'GET /sales': {
        sales: [
          sale({
            id: '11111111-1111-4111-8111-111111111111',
            name: 'Dress days',
            percentOff: 30,
            categories: ['dress', 'shoes'],
            productIds: [LINEN_ID],
            state: 'live',
            orders: 4,
            revenue: 1234.5,
            revenueCents: 123_450,
          }),
          sale({ name: 'Winter sale' }),
          sale({
            id: '22222222-2222-4222-8222-222222222222',
            name: 'Summer clearance',
            percentOff: 15,
            productIds: [LINEN_ID, SILK_ID],
            startsAt: '2026-07-01T12:00:00.000Z',
            endsAt: '2026-07-10T12:00:00.000Z',
            state: 'ended',
            orders: 1,
            revenue: 75.65,
            revenueCents: 7565,
          }),
        ],
        testOrdersCounted: false,
      },
    });
    renderPage();

    expect(screen.getByRole('heading', { name: 'Sales' })).toBeInTheDocument();
    const live = await rowOf('Dress days');
    expect(
      screen
        .getAllByRole('columnheader')
        .map((header) => header.textContent)
        .slice(0, 8),
    ).toEqual(['Name', 'Off', 'Covers', 'Starts', 'Ends', 'State', 'Orders', 'Revenue']);
    expect(cellsOf(live).slice(0, 7)).toEqual([
      '30%',
      'Dresses, Shoes, 1 product',
      formatDateTime('2026-12-01T18:00:00.000Z'),
      formatDateTime('2026-12-08T06:00:00.000Z'),
      'Live',
      '4',
      '$1234.50',
    ]);
    expect(cellsOf(await rowOf('Winter sale')).slice(0, 7)).toEqual([
      '20%',
      'Whole shop',
      formatDateTime('2026-12-01T18:00:00.000Z'),
      formatDateTime('2026-12-08T06:00:00.000Z'),
      'Scheduled',
      '0',
      '$0.00',
    ]);
    const ended = await rowOf('Summer clearance');
    expect(cellsOf(ended).slice(1, 7)).toEqual([
      '2 products',
      formatDateTime('2026-07-01T12:00:00.000Z'),
      formatDateTime('2026-07-10T12:00:00.000Z'),
      'Ended',
      '1',
      '$75.65',
    ]);
    expect(within(ended).getByRole('button', { name: 'Edit Summer clearance' })).toBeInTheDocument();
    expect(within(ended).getByRole('button', { name: 'Delete Summer clearance' })).toBeInTheDocument();
  });

  it('says under the table how its figures are counted, as the other reports count them', async () => {
    mockApi({
      'GET /sales': {
        sales: [sale({ orders: 2, revenueCents: 9_000, revenue: 90 })],
        testOrdersCounted: true,
      },
    });
    renderPage();
    await rowOf('Winter sale');
    expect(
      screen.getByText(
        'Revenue is what the sale’s items sold for after discount codes, without tax or delivery. ' +
          'Paid orders net of refunds: refunded items and orders refunded in full are left out. ' +
          'Test checkout is on: test orders are counted.',
      ),
    ).toBeInTheDocument();
  });

  it('says so when there is no sale', async () => {
    mockApi({ 'GET /sales': { sales: [], testOrdersCounted: false } });
    renderPage();
    expect(
      await screen.findByText('No sales yet. With none scheduled, the home page shows no countdown.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('creates a sale on chosen categories, its times read in the browser’s zone, and lists it', async () => {
    let sales: Sale[] = [];
    const fetchMock = mockApi({
      'GET /sales': () => ({ sales, testOrdersCounted: false }),
      'POST /sales': async (request: Request) => {
        const body = (await request.json()) as Sale;
        sales = [sale({ ...body, id: '33333333-3333-4333-8333-333333333333' })];
        return reply(201, { message: SALE_MESSAGES.created, sale: sales[0] });
      },
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText(/No sales yet/);
    await user.click(screen.getByRole('button', { name: 'New sale' }));
    const dialog = screen.getByRole('dialog', { name: 'New sale' });
    expect(dialog).toHaveTextContent(
      `Times are in your browser’s time zone, ${Intl.DateTimeFormat().resolvedOptions().timeZone}.`,
    );
    await user.type(within(dialog).getByLabelText('Name'), 'Party week');
    await user.type(within(dialog).getByLabelText('Percent off'), '25');
    expect(within(dialog).queryByLabelText('Dresses')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Categories' }));
    await user.click(within(dialog).getByLabelText('Dresses'));
    await user.click(within(dialog).getByLabelText('Party'));
    await user.type(within(dialog).getByLabelText('Starts'), '2026-12-01T18:00');
    await user.type(within(dialog).getByLabelText('Ends'), '2026-12-03T09:30');
    await user.click(within(dialog).getByRole('button', { name: 'Create sale' }));

    expect(await screen.findByText(SALE_MESSAGES.created)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((await requestsTo(fetchMock, 'POST', '/sales')).map((request) => request.body)).toEqual([
      {
        name: 'Party week',
        percentOff: 25,
        // In the shop's order of categories, as the checkboxes show them.
        categories: ['adult', 'dress'],
        productIds: [],
        startsAt: new Date('2026-12-01T18:00').toISOString(),
        endsAt: new Date('2026-12-03T09:30').toISOString(),
      },
    ]);
    expect(cellsOf(await rowOf('Party week')).slice(0, 2)).toEqual(['25%', 'Party, Dresses']);
  });

  it('says what is wrong under each field before sending anything', async () => {
    const fetchMock = mockApi({ 'GET /sales': { sales: [], testOrdersCounted: false } });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText(/No sales yet/);
    await user.click(screen.getByRole('button', { name: 'New sale' }));
    const dialog = screen.getByRole('dialog', { name: 'New sale' });
    await user.type(within(dialog).getByLabelText('Percent off'), '95');
    await user.click(within(dialog).getByRole('radio', { name: 'Chosen products' }));
    await user.type(within(dialog).getByLabelText('Starts'), '2026-12-03T09:30');
    await user.type(within(dialog).getByLabelText('Ends'), '2026-12-01T18:00');
    await user.click(within(dialog).getByRole('button', { name: 'Create sale' }));

    expect(await within(dialog).findByLabelText('Name')).toHaveAccessibleDescription(
      SALE_MESSAGES.nameRequired,
    );
    expect(within(dialog).getByLabelText('Percent off')).toHaveAccessibleDescription(
      SALE_MESSAGES.percentInvalid,
    );
    expect(within(dialog).getByLabelText('Ends')).toHaveAccessibleDescription(SALE_MESSAGES.endsBeforeStart);
    expect(within(dialog).getByRole('group', { name: 'Products on sale' })).toHaveAccessibleDescription(
      'Choose at least one product.',
    );
    expect(await requestsTo(fetchMock, 'POST', '/sales')).toHaveLength(0);
  });

  it('finds products by name for a sale on chosen products, and shows the server’s refusal under them', async () => {
    const fetchMock = mockApi({
      'GET /sales': { sales: [], testOrdersCounted: false },
      'GET /products': (request: Request) => {
        const search = new URL(request.url).searchParams.get('search');
        const found = [product(LINEN_ID, 'Linen Dress'), product(SILK_ID, 'Silk Dress')];
        return {
          products: found.filter((item) => item.name.toLowerCase().includes(search ?? '')),
          totalPages: 1,
          totalProducts: 2,
          page: 1,
        };
      },
      'POST /sales': reply(400, { message: SALE_MESSAGES.unknownProducts, field: 'productIds' }),
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText(/No sales yet/);
    await user.click(screen.getByRole('button', { name: 'New sale' }));
    const dialog = screen.getByRole('dialog', { name: 'New sale' });
    await user.type(within(dialog).getByLabelText('Name'), 'Dress picks');
    await user.type(within(dialog).getByLabelText('Percent off'), '10');
    await user.click(within(dialog).getByRole('radio', { name: 'Chosen products' }));
    expect(within(dialog).getByText('No products chosen yet.')).toBeInTheDocument();
    // Enter searches; it does not send the sale.
    await user.type(within(dialog).getByLabelText('Find products by name'), 'dress{Enter}');
    const found = await within(dialog).findByRole('list', { name: 'Products found' });
    await user.click(within(found).getByRole('button', { name: 'Add Silk Dress' }));
    expect(within(found).getByRole('button', { name: 'Add Silk Dress' })).toBeDisabled();
    const chosen = within(dialog).getByRole('list', { name: 'Chosen products' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Silk DressRemove']);
    await user.type(within(dialog).getByLabelText('Starts'), '2026-12-01T18:00');
    await user.type(within(dialog).getByLabelText('Ends'), '2026-12-03T09:30');
    await user.click(within(dialog).getByRole('button', { name: 'Create sale' }));

    expect(
      await within(dialog).findByText(SALE_MESSAGES.unknownProducts, { selector: 'p' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Products on sale' })).toHaveAccessibleDescription(
      SALE_MESSAGES.unknownProducts,
    );
    expect((await requestsTo(fetchMock, 'POST', '/sales')).map((request) => request.body)).toEqual([
      {
        name: 'Dress picks',
        percentOff: 10,
        categories: [],
        productIds: [SILK_ID],
        startsAt: new Date('2026-12-01T18:00').toISOString(),
        endsAt: new Date('2026-12-03T09:30').toISOString(),
      },
    ]);
    expect(
      new URL((await requestsTo(fetchMock, 'GET', '/products'))[0]?.url ?? '').searchParams.get('search'),
    ).toBe('dress');
  });

  it('edits a sale with what it had filled in, its products named, and sends it whole', async () => {
    let current = sale({ productIds: [LINEN_ID], percentOff: 20 });
    const fetchMock = mockApi({
      'GET /sales': () => ({ sales: [current], testOrdersCounted: false }),
      [`GET /products/${LINEN_ID}`]: product(LINEN_ID, 'Linen Dress'),
      [`PATCH /sales/${current.id}`]: async (request: Request) => {
        current = sale({ ...current, ...((await request.json()) as Partial<Sale>) });
        return { message: SALE_MESSAGES.updated, sale: current };
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Winter sale' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit sale' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Winter sale');
    expect(within(dialog).getByLabelText('Percent off')).toHaveValue(20);
    expect(within(dialog).getByRole('radio', { name: 'Chosen products' })).toBeChecked();
    expect(await within(dialog).findByRole('button', { name: 'Remove Linen Dress' })).toBeInTheDocument();
    const starts = within(dialog).getByLabelText('Starts') as HTMLInputElement;
    expect(new Date(starts.value).toISOString()).toBe('2026-12-01T18:00:00.000Z');
    const percent = within(dialog).getByLabelText('Percent off');
    await user.clear(percent);
    await user.type(percent, '35');
    await user.click(within(dialog).getByRole('button', { name: 'Save sale' }));

    expect(await screen.findByText(SALE_MESSAGES.updated)).toBeInTheDocument();
    expect((await requestsTo(fetchMock, 'PATCH', `/sales/${current.id}`)).map((r) => r.body)).toEqual([
      {
        name: 'Winter sale',
        percentOff: 35,
        categories: [],
        productIds: [LINEN_ID],
        startsAt: '2026-12-01T18:00:00.000Z',
        endsAt: '2026-12-08T06:00:00.000Z',
      },
    ]);
    // The row was there before the save: it changes once the list is read again, as the owner sees it.
    await waitFor(async () => expect(cellsOf(await rowOf('Winter sale'))[0]).toBe('35%'));
  });

  it('deletes a sale only once the owner confirms', async () => {
    let sales = [sale({ state: 'live' })];
    const fetchMock = mockApi({
      'GET /sales': () => ({ sales, testOrdersCounted: false }),
      [`DELETE /sales/${sales[0]?.id}`]: () => {
        sales = [];
        return { message: SALE_MESSAGES.deleted };
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Winter sale' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete this sale?' });
    expect(dialog).toHaveTextContent('Winter sale is removed and its prices end at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await requestsTo(fetchMock, 'DELETE', `/sales/${sales[0]?.id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Winter sale' }));
    dialog = screen.getByRole('dialog', { name: 'Delete this sale?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(SALE_MESSAGES.deleted)).toBeInTheDocument();
    expect(await screen.findByText(/No sales yet/)).toBeInTheDocument();
  });
});
