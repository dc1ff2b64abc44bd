import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocationProbe, mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { discountReport, PRODUCT_ID, productReport, salesReport, stockReport } from './report-fixtures';
import { ReportsPage } from './reports-page';

// Today is fixed, so the presets' days are known: the last 30 days are April 1 to 30.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-04-30T15:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

const REPORTS = ['sales', 'products', 'discounts', 'stock'] as const;

function renderPage(route = '/dashboard/reports', routes: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({
    'GET /reports/sales': salesReport,
    'GET /reports/products': productReport,
    'GET /reports/discounts': discountReport,
    'GET /reports/stock': stockReport,
    ...routes,
  });
  renderWithProviders(
    <>
      <ReportsPage />
      <LocationProbe />
    </>,
    { route },
  );
  return fetchMock;
}

/** The query strings each report was asked with, in order. */
async function asked(fetchMock: ReturnType<typeof mockApi>, report: (typeof REPORTS)[number]) {
  return (await requestsTo(fetchMock, 'GET', `/reports/${report}`)).map(
    (request) => new URL(request.url).search,
  );
}

const section = (name: string) => screen.getByRole('region', { name });
/** A figure of a section, with the period before beside it. */
const figure = (sectionName: string, label: string) =>
  within(section(sectionName)).getByText(label, { selector: 'dt' }).parentElement as HTMLElement;
const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
const csvLinks = () =>
  REPORTS.map((_, index) =>
    screen.getAllByRole('link', { name: /^Download CSV/ })[index]?.getAttribute('href'),
  );

describe('Reports page', () => {
  it('reports the last 30 days at first, every sales figure against the 30 days before', async () => {
    const fetchMock = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Reports — Velora'));
    expect(screen.getByLabelText('Period')).toHaveValue('last-30-days');
    expect(screen.queryByLabelText('From')).toBeNull();
    expect(screen.getByText(/Apr 1, 2026 – Apr 30, 2026 \(30 days, UTC\)/)).toHaveTextContent(
      'compared with the 30 days before (Mar 2, 2026 – Mar 31, 2026). Test orders are not counted.',
    );

    const table = await screen.findByRole('table', { name: 'Sales by day' });
    expect(cells(table)).toEqual([
      [
        'Period',
        'Orders',
        'Units',
        'Gross',
        'Discounts',
        'Delivery',
        'Tax',
        'Refunds',
        'Net',
        'Average order',
      ],
      ['Apr 1, 2026', '3', '6', '$400.00', '$40.00', '$10.00', '$0.00', '$0.00', '$370.00', '$123.33'],
      ['Apr 30, 2026', '0', '0', '$0.00', '$0.00', '$0.00', '$0.00', '$20.00', '-$20.00', '$0.00'],
      ['Total', '3', '6', '$400.00', '$40.00', '$10.00', '$0.00', '$20.00', '$350.00', '$123.33'],
      [
        'Previous period (Mar 2, 2026 – Mar 31, 2026)',
        '4',
        '8',
        '$390.00',
        '$0.00',
        '$0.00',
        '$0.00',
        '$0.00',
        '$390.00',
        '$97.50',
      ],
      [
        'Change',
        '−1 (−25%)',
        '−2 (−25%)',
        '+$10.00 (+3%)',
        '+$40.00',
        '+$10.00',
        'No change',
        '+$20.00',
        '−$40.00 (−10%)',
        '+$25.83 (+26%)',
      ],
    ]);
    // Two days fit a phone: nothing to fold (components/sales-table.test.tsx has a month of them).
    expect(within(section('Sales over time')).queryByRole('button', { name: /^Show all/ })).toBeNull();
    expect(figure('Sales over time', 'Net sales')).toHaveTextContent(
      'Net sales$350.00vs previous period: −$40.00 (−10%) (was $390.00)',
    );
    expect(figure('Sales over time', 'Orders')).toHaveTextContent('3vs previous period: −1 (−25%) (was 4)');
    // The chart says in one sentence what it draws; the table holds every figure.
    expect(
      screen.getByRole('img', { name: /^Net sales by day, from Apr 1, 2026 to Apr 30, 2026\./ }),
    ).toHaveAccessibleName(
      'Net sales by day, from Apr 1, 2026 to Apr 30, 2026. Highest: $370.00 (Apr 1, 2026); lowest: -$20.00 (Apr 30, 2026). The table below lists each day.',
    );

    const period = '?from=2026-04-01&to=2026-04-30';
    expect(await asked(fetchMock, 'sales')).toEqual([`${period}&group=day`]);
    expect(await asked(fetchMock, 'products')).toEqual([`${period}&by=product`]);
    expect(await asked(fetchMock, 'discounts')).toEqual([period]);
    expect(await asked(fetchMock, 'stock')).toEqual([period]);
    expect(csvLinks()).toEqual([
      `/api/reports/sales.csv${period}&group=day`,
      `/api/reports/products.csv${period}&by=product`,
      `/api/reports/discounts.csv${period}`,
      `/api/reports/stock.csv${period}`,
    ]);
  });

  it('puts a preset’s days and the test orders in the address and asks every report for them', async () => {
    const fetchMock = renderPage();
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Sales by day' });

    await user.selectOptions(screen.getByLabelText('Period'), 'Last 7 days');
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/dashboard/reports?from=2026-04-24&to=2026-04-30',
    );
    await user.click(screen.getByLabelText('Include test orders'));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/dashboard/reports?from=2026-04-24&to=2026-04-30&testOrders=include',
    );
    expect(screen.getByText(/Test orders are counted\./)).toBeVisible();

    const week = '?from=2026-04-24&to=2026-04-30&testOrders=include';
    await waitFor(async () => expect((await asked(fetchMock, 'stock')).at(-1)).toBe(week));
    expect((await asked(fetchMock, 'sales')).at(-1)).toBe(`${week}&group=day`);
    expect((await asked(fetchMock, 'discounts')).at(-1)).toBe(week);
    expect(csvLinks()).toEqual([
      `/api/reports/sales.csv${week}&group=day`,
      `/api/reports/products.csv${week}&by=product`,
      `/api/reports/discounts.csv${week}`,
      `/api/reports/stock.csv${week}`,
    ]);
    expect(
      await screen.findByRole('rowheader', { name: 'Previous period (Apr 17, 2026 – Apr 23, 2026)' }),
    ).toBeVisible();

    // This year is grouped by week unless the owner chooses.
    await user.selectOptions(screen.getByLabelText('Period'), 'This year');
    await screen.findByRole('table', { name: 'Sales by week' });
    expect((await asked(fetchMock, 'sales')).at(-1)).toBe(
      '?from=2026-01-01&to=2026-04-30&testOrders=include&group=week',
    );
    await user.selectOptions(screen.getByLabelText('Group by'), 'Month');
    expect(await screen.findByRole('table', { name: 'Sales by month' })).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('group=month');
    expect(screen.getByRole('row', { name: /^April 2026/ })).toBeVisible();
  });

  it('reads a shared link’s own days and choices, and takes days of the owner’s choosing', async () => {
    const fetchMock = renderPage('/dashboard/reports?from=2026-01-05&to=2026-03-31&group=month&by=color');
    expect(screen.getByLabelText('Period')).toHaveValue('custom');
    expect(screen.getByLabelText('From')).toHaveValue('2026-01-05');
    expect(screen.getByLabelText('To')).toHaveValue('2026-03-31');
    expect(screen.getByLabelText('Group by')).toHaveValue('month');
    expect(screen.getByLabelText('By')).toHaveValue('color');
    await screen.findByRole('table', { name: 'Sales by month' });
    expect(await asked(fetchMock, 'products')).toEqual(['?from=2026-01-05&to=2026-03-31&by=color']);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-01' } });
    expect(screen.getByTestId('location')).toHaveTextContent(
      '?from=2026-02-01&to=2026-03-31&group=month&by=color',
    );
    await waitFor(async () =>
      expect((await asked(fetchMock, 'discounts')).at(-1)).toBe('?from=2026-02-01&to=2026-03-31'),
    );

    // A period that ends before it starts is refused here, before any report is asked.
    const before = fetchMock.mock.calls.length;
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-15' } });
    expect(screen.getByRole('alert')).toHaveTextContent('from must be the same day as to or before it');
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryAllByRole('link', { name: /^Download CSV/ })).toHaveLength(0);
    expect(within(section('Stock')).getByText('Choose a period above to see this report.')).toBeVisible();
    // A request would go out only after the queries' own async steps: let them run first.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock.mock.calls.length).toBe(before);

    // Picking 'Custom' over a preset keeps its days until the owner changes them.
    await userEvent.setup().selectOptions(screen.getByLabelText('Period'), 'Last 30 days');
    expect(screen.queryByLabelText('From')).toBeNull();
    await userEvent.setup().selectOptions(screen.getByLabelText('Period'), 'Custom');
    expect(screen.getByLabelText('From')).toHaveValue('2026-04-01');
  });

  it('shows what sold by product with returns and reasons, and asks again by colour', async () => {
    const fetchMock = renderPage();
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Sales by product' });
    expect(cells(table)).toEqual([
      ['Name', 'Units sold', 'Net sales', 'Returned', 'Return rate', 'Top reasons'],
      ['Linen Wrap Dress', '8', '$320.00', '2', '25%', 'Too small (1), Damaged (1)'],
      ['Total', '10', '$350.00', '2', '20%', '—'],
    ]);
    expect(within(table).getByRole('link', { name: 'Linen Wrap Dress' })).toHaveAttribute(
      'href',
      `/dashboard/update-product/${PRODUCT_ID}`,
    );
    const whatSold = section('What sold');
    expect(within(whatSold).getByRole('list', { name: 'Top 1 by net sales, by product' })).toHaveTextContent(
      'Linen Wrap Dress$320.00',
    );
    expect(figure('What sold', 'Net sales')).toHaveTextContent(
      'vs previous period: −$50.00 (−13%) (was $400.00)',
    );
    expect(within(whatSold).getByText(/The 1 with the most net sales of 51/)).toBeVisible();

    await user.selectOptions(screen.getByLabelText('By'), 'Colour');
    const byColour = await screen.findByRole('table', { name: 'Sales by colour' });
    // The shop's spelling, with its capital: 'black' reads 'Black'.
    expect(within(byColour).getByRole('rowheader', { name: 'Black' })).toBeVisible();
    expect(within(byColour).queryByRole('link')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('?by=color');
    expect(await asked(fetchMock, 'products')).toEqual([
      '?from=2026-04-01&to=2026-04-30&by=product',
      '?from=2026-04-01&to=2026-04-30&by=color',
    ]);
  });

  it('lists discount codes and sales, and stock with the fewest days of cover first', async () => {
    renderPage();
    const discounts = await screen.findByRole('table', { name: 'Discount codes and sales' });
    expect(cells(discounts)).toEqual([
      ['Code or sale', 'Uses', 'Discount given', 'Net sales'],
      ['SPRING10 (code)', '2', '$40.00', '$300.00'],
      ['Easter sale (sale)', '1', '$15.00', '$60.00'],
      ['Total', '3', '$55.00', '$360.00'],
    ]);
    expect(figure('Discount codes and sales', 'Discount given')).toHaveTextContent(
      'vs previous period: +$40.00 (+267%) (was $15.00)',
    );

    const stock = await screen.findByRole('table', { name: 'Stock by size' });
    expect(cells(stock)).toEqual([
      ['Product', 'Size', 'Colour', 'SKU', 'On hand', 'Held', 'Sold in period', 'Days of cover', 'Waiting'],
      ['Linen Wrap Dress', 'S', 'Black', 'LWD-S-BLK', '4', '1', '6', '15.0 days', '2'],
      ['Linen Wrap Dress', 'L', 'Black', '—', '7', '0', '0', '—', '0'],
    ]);
  });

  it('shows a report that failed in its own section and the others as they came', async () => {
    renderPage('/dashboard/reports', {
      'GET /reports/products': reply(500, { message: 'Something broke' }),
      'GET /reports/stock': reply(400, { message: 'limit must be a whole number from 1 to 500' }),
    });
    expect(await within(section('What sold')).findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(await within(section('Stock')).findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(await screen.findByRole('table', { name: 'Sales by day' })).toBeVisible();
    expect(await screen.findByRole('table', { name: 'Discount codes and sales' })).toBeVisible();
    expect(within(section('Sales over time')).queryByRole('alert')).toBeNull();
    // Its CSV stays at hand: the download may work where the page's answer did not.
    expect(within(section('What sold')).getByRole('link', { name: /^Download CSV/ })).toBeVisible();
  });
});
