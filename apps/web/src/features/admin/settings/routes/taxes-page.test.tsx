import { TAX_MESSAGES, type TaxSettings } from '@shop/shared/orders/taxes/taxes-schemas';
import type { TaxReport } from '@shop/shared/stats-tax-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { TaxesPage } from './taxes-page';

const SETTINGS: TaxSettings = {
  defaultRate: { name: 'Sales tax', rate: 5, deliveryTaxed: false },
  pricesIncludeTax: false,
  rates: [{ country: 'CA', region: 'ON', name: 'HST', rate: 13, deliveryTaxed: true }],
  seller: { legalName: 'Velora Ltd', taxNumber: null, address: null },
};

const figures = (taxableCents: number, collectedCents: number, refundedCents: number) => ({
  taxable: taxableCents / 100,
  taxableCents,
  collected: collectedCents / 100,
  collectedCents,
  refunded: refundedCents / 100,
  refundedCents,
  net: (collectedCents - refundedCents) / 100,
  netCents: collectedCents - refundedCents,
});

const REPORT: TaxReport = {
  from: '2025-05',
  to: '2026-04',
  testCheckout: true,
  rows: [
    { month: '2026-03', name: 'HST', rate: 13, ...figures(5_997, 780, 0) },
    { month: '2026-04', name: 'HST', rate: 13, ...figures(0, 0, 260) },
  ],
  totals: figures(5_997, 780, 260),
};

/** The server's answer to a save: what was sent, as it keeps it. */
async function echo(request: Request) {
  return { ...((await request.json()) as TaxSettings), message: TAX_MESSAGES.settingsSaved };
}

// Label and text queries: role queries over a hundred places are slow in jsdom.
const section = (name: string) =>
  screen.getByText(name, { selector: 'legend' }).closest('fieldset') as HTMLElement;
const rateRows = () =>
  [...screen.getByLabelText('Rates by place').querySelectorAll(':scope > li')].map(
    (row) => row as HTMLElement,
  );
const option = (select: HTMLElement, value: string) =>
  [...(select as HTMLSelectElement).options].find((candidate) => candidate.value === value);

function renderPage(routes: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({
    'GET /taxes': SETTINGS,
    'GET /stats/taxes': (request: Request) => {
      const url = new URL(request.url);
      const from = url.searchParams.get('from') ?? REPORT.from;
      const to = url.searchParams.get('to') ?? REPORT.to;
      return { ...REPORT, from, to };
    },
    ...routes,
  });
  renderWithProviders(<TaxesPage />, { route: '/dashboard/taxes' });
  return fetchMock;
}

describe('Taxes page', () => {
  it('shows the default rate, how prices hold tax, each place’s rate and the seller', async () => {
    renderPage();
    expect(await screen.findByText('Taxes', { selector: 'h1' })).toBeVisible();
    await screen.findByText('Default rate', { selector: 'legend' });
    const defaults = section('Default rate');
    expect(within(defaults).getByLabelText('Tax name')).toHaveValue('Sales tax');
    expect(within(defaults).getByLabelText('Rate (%)')).toHaveValue(5);
    expect(within(defaults).getByLabelText('Tax delivery')).not.toBeChecked();
    expect(within(section('Prices')).getByLabelText('Prices exclude tax (added at checkout)')).toBeChecked();
    expect(within(section('Prices')).getByLabelText('Prices include tax (VAT style)')).not.toBeChecked();

    const [ontario] = rateRows();
    const place = within(ontario as HTMLElement).getByLabelText('Place') as HTMLSelectElement;
    expect(place.selectedOptions[0]).toHaveTextContent('Ontario (Canada)');
    expect(within(ontario as HTMLElement).getByLabelText('Tax name')).toHaveValue('HST');
    expect(within(ontario as HTMLElement).getByLabelText('Rate (%)')).toHaveValue(13);
    expect(within(ontario as HTMLElement).getByLabelText('Tax delivery')).toBeChecked();
    expect(
      within(ontario as HTMLElement).getByLabelText('Remove the rate of Ontario (Canada)'),
    ).toBeVisible();

    const seller = section('Seller on receipts');
    expect(within(seller).getByLabelText('Legal name')).toHaveValue('Velora Ltd');
    expect(within(seller).getByLabelText('Tax number')).toHaveValue('');
    expect(within(seller).getByLabelText('Address line 1')).toHaveValue('');
  });

  it('saves a changed rate, a new place’s rate and the seller as one body', async () => {
    const fetchMock = renderPage({ 'PUT /taxes': echo });
    const user = userEvent.setup();
    const [ontario] = await waitFor(rateRows);
    const hst = within(ontario as HTMLElement).getByLabelText('Rate (%)');
    await user.clear(hst);
    await user.type(hst, '13.5');

    await user.click(screen.getByText('Add a rate'));
    const added = rateRows()[1] as HTMLElement;
    const picker = within(added).getByLabelText('Place');
    // The cursor goes to the new rate's place; Ontario has its rate already.
    expect(picker).toHaveFocus();
    expect(option(picker, 'CA:ON')).toHaveTextContent('Ontario (Canada) (has a rate)');
    expect(option(picker, 'CA:ON')).toBeDisabled();
    await user.selectOptions(picker, 'US:CA');
    await user.click(within(added).getByLabelText('Tax name'));
    await user.paste('CA sales tax');
    await user.type(within(added).getByLabelText('Rate (%)'), '7.25');

    await user.click(within(section('Prices')).getByLabelText('Prices include tax (VAT style)'));
    await user.click(within(section('Default rate')).getByLabelText('Tax delivery'));
    const seller = section('Seller on receipts');
    const fill = async (label: string | RegExp, text: string) => {
      await user.click(within(seller).getByLabelText(label));
      await user.paste(text);
    };
    await fill('Tax number', 'GB123456789');
    await fill('Full name', 'Velora Ltd');
    await fill('Address line 1', '1 Market Street');
    await fill('City', 'Portland');
    await fill(/State \/ Region/, 'OR');
    await fill('Postal code', '97201');
    await user.click(screen.getByText('Save tax settings'));

    expect(await screen.findByText(TAX_MESSAGES.settingsSaved)).toHaveAttribute('role', 'status');
    const [sent] = await requestsTo(fetchMock, 'PUT', '/taxes');
    expect(sent?.body).toEqual({
      defaultRate: { name: 'Sales tax', rate: 5, deliveryTaxed: true },
      pricesIncludeTax: true,
      rates: [
        { country: 'CA', region: 'ON', name: 'HST', rate: 13.5, deliveryTaxed: true },
        { country: 'US', region: 'CA', name: 'CA sales tax', rate: 7.25, deliveryTaxed: false },
      ],
      seller: {
        legalName: 'Velora Ltd',
        taxNumber: 'GB123456789',
        address: {
          name: 'Velora Ltd',
          line1: '1 Market Street',
          city: 'Portland',
          region: 'OR',
          postalCode: '97201',
          country: 'US',
        },
      },
    });
  });

  it('puts the server’s refusal under the field it names', async () => {
    const message = TAX_MESSAGES.placeTwice('Ontario (Canada)');
    const fetchMock = renderPage({ 'PUT /taxes': reply(400, { message, field: 'rates.0.region' }) });
    const user = userEvent.setup();
    const [ontario] = await waitFor(rateRows);
    await user.click(within(ontario as HTMLElement).getByLabelText('Tax delivery'));
    await user.click(screen.getByText('Save tax settings'));

    expect(await within(ontario as HTMLElement).findByText(message)).toBeVisible();
    expect(within(ontario as HTMLElement).getByLabelText('Place')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await requestsTo(fetchMock, 'PUT', '/taxes')).toHaveLength(1);
  });

  it('says what is wrong before sending, and asks before leaving unsaved changes', async () => {
    const fetchMock = renderPage();
    const user = userEvent.setup();
    await screen.findByText('Default rate', { selector: 'legend' });
    const defaults = section('Default rate');
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.clear(within(defaults).getByLabelText('Rate (%)'));
    await user.click(screen.getByText('Add a rate'));
    await user.click(screen.getByText('Save tax settings'));

    expect(await within(defaults).findByText(TAX_MESSAGES.rateInvalid)).toBeVisible();
    const added = rateRows()[1] as HTMLElement;
    expect(within(added).getByText('Choose the place this rate is for.')).toBeVisible();
    expect(within(added).getByText(TAX_MESSAGES.nameRequired)).toBeVisible();
    expect(await requestsTo(fetchMock, 'PUT', '/taxes')).toHaveLength(0);
    expect(unload()).toBe(true);
  });

  it('reports tax by month and rate, for the months chosen, with the CSV of them', async () => {
    const fetchMock = renderPage();
    const user = userEvent.setup();
    const report = await screen.findByLabelText('Tax by month and rate');
    const rows = within(report)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Month', 'Tax', 'Rate', 'Taxable', 'Collected', 'Refunded', 'Net'],
      ['March 2026', 'HST', '13%', '$59.97', '$7.80', '$0.00', '$7.80'],
      ['April 2026', 'HST', '13%', '$0.00', '$0.00', '$2.60', '-$2.60'],
      ['Total', 'All', '—', '$59.97', '$7.80', '$2.60', '$5.20'],
    ]);
    expect(screen.getByText(/Test checkout is on: test orders are counted/)).toBeVisible();
    expect(screen.getByText('Download CSV')).toHaveAttribute(
      'href',
      '/api/stats/taxes.csv?from=2025-05&to=2026-04',
    );

    // The pickers offer the last years' months, up to this one.
    const now = new Date();
    const month = (by: number) => {
      const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + by, 1));
      return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
    };
    await user.selectOptions(screen.getByLabelText('To'), month(0));
    await user.selectOptions(screen.getByLabelText('From'), month(-2));
    await waitFor(() =>
      expect(screen.getByText('Download CSV')).toHaveAttribute(
        'href',
        `/api/stats/taxes.csv?from=${month(-2)}&to=${month(0)}`,
      ),
    );
    const asked = (await requestsTo(fetchMock, 'GET', '/stats/taxes')).map(
      (request) => new URL(request.url).search,
    );
    expect(asked).toEqual(['', `?from=2025-05&to=${month(0)}`, `?from=${month(-2)}&to=${month(0)}`]);
    // The report cannot end before it starts.
    const to = screen.getByLabelText('To') as HTMLSelectElement;
    expect([...to.options].find((option) => option.value === month(-3))).toBeDisabled();
    expect([...to.options].find((option) => option.value === month(-2))).toBeEnabled();
  });
});
