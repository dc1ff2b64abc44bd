import { SHIPPING_MESSAGES } from '@shop/shared/orders/shipping';
import type { SavedAddress } from '@shop/shared/orders/shipping-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { publicUser } from '@/test/user-fixtures';
import { AddressesPage } from './addresses-page';

const COUNTRIES = {
  countries: [
    { code: 'US', name: 'United States', regionRequired: true },
    { code: 'CA', name: 'Canada', regionRequired: true },
  ],
};
const stamp = '2026-11-20T10:00:00.000Z';
const home: SavedAddress = {
  id: '6f1c2d3e-0000-4000-8000-000000000001',
  name: 'Jane Doe',
  line1: '12 Market Street',
  line2: 'Apt 4',
  city: 'San Francisco',
  region: 'CA',
  postalCode: '94103',
  country: 'US',
  phone: '+1 415 555 0100',
  isDefault: true,
  createdAt: stamp,
  updatedAt: stamp,
};
const office: SavedAddress = {
  id: '6f1c2d3e-0000-4000-8000-000000000002',
  name: 'Jane Doe',
  line1: '1 King Street W',
  city: 'Toronto',
  region: 'ON',
  postalCode: 'M5H 1A1',
  country: 'CA',
  isDefault: false,
  createdAt: stamp,
  updatedAt: stamp,
};

function renderPage(routes: Parameters<typeof mockApi>[0]) {
  const fetchMock = mockApi({ '/shipping/countries': COUNTRIES, ...routes });
  renderWithProviders(
    <>
      <AddressesPage />
      <Toaster />
    </>,
    { user: publicUser() },
  );
  return fetchMock;
}

const cards = async () => {
  const list = await screen.findByRole('list');
  return within(list).getAllByRole('article');
};

/** The book as the server keeps it: answers GET from `book`, which the test's fakes change. */
function bookRoute(book: { addresses: SavedAddress[] }) {
  return () => ({ addresses: book.addresses });
}

describe('AddressesPage', () => {
  it('lists the saved addresses, the default first and marked', async () => {
    renderPage({ 'GET /addresses': { addresses: [home, office] } });
    expect(screen.getByRole('heading', { level: 1, name: 'Addresses' })).toBeInTheDocument();
    const [first, second] = await cards();
    expect(first).toHaveAccessibleName('Jane Doe');
    expect(within(first as HTMLElement).getByText('Default')).toBeInTheDocument();
    expect(first).toHaveTextContent('12 Market Street');
    expect(first).toHaveTextContent('Apt 4');
    expect(first).toHaveTextContent('San Francisco, CA 94103');
    expect(first).toHaveTextContent('United States');
    expect(within(first as HTMLElement).queryByRole('button', { name: /^Make default/ })).toBeNull();
    expect(second).toHaveTextContent('Toronto, ON M5H 1A1');
    expect(second).toHaveTextContent('Canada');
    expect(within(second as HTMLElement).queryByText('Default')).toBeNull();
    expect(
      within(second as HTMLElement).getByRole('button', { name: 'Make default 1 King Street W' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Addresses — Velora'));
  });

  it('says so when there is no address yet', async () => {
    renderPage({ 'GET /addresses': { addresses: [] } });
    expect(await screen.findByText(/You have no saved addresses yet/)).toBeInTheDocument();
  });

  it('adds an address checked by the shared rules, and lists it', async () => {
    const book = { addresses: [] as SavedAddress[] };
    const user = userEvent.setup();
    const fetchMock = renderPage({
      'GET /addresses': bookRoute(book),
      'POST /addresses': () => {
        const saved = { ...office, isDefault: true };
        book.addresses = [saved];
        return reply(201, { message: SHIPPING_MESSAGES.addressSaved, address: saved });
      },
    });
    await screen.findByText(/You have no saved addresses yet/);
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    const dialog = screen.getByRole('dialog', { name: 'Add address' });
    // The first address is the default whatever is ticked, so nothing is asked.
    expect(within(dialog).queryByRole('checkbox')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(within(dialog).getByLabelText('Full name')).toHaveAccessibleDescription(
      SHIPPING_MESSAGES.nameRequired,
    );
    expect(await requestsTo(fetchMock, 'POST', '/addresses')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Full name'), 'Jane Doe');
    await user.type(within(dialog).getByLabelText('Address line 1'), '1 King Street W');
    await user.type(within(dialog).getByLabelText('City'), 'Toronto');
    await user.type(within(dialog).getByLabelText('State / Region'), 'ON');
    await user.type(within(dialog).getByLabelText('Postal code'), 'M5H 1A1');
    await user.selectOptions(within(dialog).getByLabelText('Country'), 'CA');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText(SHIPPING_MESSAGES.addressSaved)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await requestsTo(fetchMock, 'POST', '/addresses')).toEqual([
      {
        url: expect.any(String),
        body: {
          address: {
            name: 'Jane Doe',
            line1: '1 King Street W',
            city: 'Toronto',
            region: 'ON',
            postalCode: 'M5H 1A1',
            country: 'CA',
          },
          isDefault: false,
        },
      },
    ]);
    const [card] = await cards();
    expect(card).toHaveTextContent('1 King Street W');
    expect(within(card as HTMLElement).getByText('Default')).toBeInTheDocument();
  });

  it("shows the server's refusal under the field it names", async () => {
    const user = userEvent.setup();
    renderPage({
      'GET /addresses': { addresses: [home] },
      [`PATCH /addresses/${home.id}`]: reply(400, {
        message: "Invalid field 'address.postalCode': Please enter a valid postal code.",
        field: 'address.postalCode',
      }),
    });
    const [card] = await cards();
    await user.click(within(card as HTMLElement).getByRole('button', { name: 'Edit 12 Market Street' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit address' });
    expect(within(dialog).getByLabelText('Postal code')).toHaveValue('94103');
    expect(within(dialog).getByLabelText('Address line 2 (optional)')).toHaveValue('Apt 4');
    // Already the default: there is nothing to choose.
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(
      await within(dialog).findByText(
        "Invalid field 'address.postalCode': Please enter a valid postal code.",
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Postal code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits an address and can make it the default from the form', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage({
      'GET /addresses': { addresses: [home, office] },
      [`PATCH /addresses/${office.id}`]: {
        message: SHIPPING_MESSAGES.addressSaved,
        address: { ...office, isDefault: true },
      },
    });
    const [, second] = await cards();
    await user.click(within(second as HTMLElement).getByRole('button', { name: 'Edit 1 King Street W' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit address' });
    await user.clear(within(dialog).getByLabelText('City'));
    await user.type(within(dialog).getByLabelText('City'), 'Ottawa');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Make this my default address' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText(SHIPPING_MESSAGES.addressSaved)).toBeInTheDocument();
    const [request] = await requestsTo(fetchMock, 'PATCH', `/addresses/${office.id}`);
    expect(request?.body).toEqual({
      address: {
        name: 'Jane Doe',
        line1: '1 King Street W',
        city: 'Ottawa',
        region: 'ON',
        postalCode: 'M5H 1A1',
        country: 'CA',
      },
      isDefault: true,
    });
  });

  it('makes an address the default with one button', async () => {
    const book = { addresses: [home, office] };
    const user = userEvent.setup();
    const fetchMock = renderPage({
      'GET /addresses': bookRoute(book),
      [`PATCH /addresses/${office.id}`]: () => {
        book.addresses = [
          { ...office, isDefault: true },
          { ...home, isDefault: false },
        ];
        return { message: SHIPPING_MESSAGES.addressSaved, address: { ...office, isDefault: true } };
      },
    });
    const [, second] = await cards();
    await user.click(
      within(second as HTMLElement).getByRole('button', { name: 'Make default 1 King Street W' }),
    );
    await waitFor(async () => expect((await cards())[0]).toHaveTextContent('1 King Street W'));
    const [first] = await cards();
    expect(within(first as HTMLElement).getByText('Default')).toBeInTheDocument();
    const [request] = await requestsTo(fetchMock, 'PATCH', `/addresses/${office.id}`);
    expect(request?.body).toMatchObject({
      address: { line1: '1 King Street W', country: 'CA' },
      isDefault: true,
    });
  });

  it('deletes an address only after the shopper confirms', async () => {
    const book = { addresses: [home, office] };
    const user = userEvent.setup();
    const fetchMock = renderPage({
      'GET /addresses': bookRoute(book),
      [`DELETE /addresses/${office.id}`]: () => {
        book.addresses = [home];
        return { message: SHIPPING_MESSAGES.addressDeleted };
      },
    });
    const [, second] = await cards();
    await user.click(within(second as HTMLElement).getByRole('button', { name: 'Delete 1 King Street W' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await requestsTo(fetchMock, 'DELETE', `/addresses/${office.id}`)).toEqual([]);

    await user.click(within(second as HTMLElement).getByRole('button', { name: 'Delete 1 King Street W' }));
    dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    expect(dialog).toHaveTextContent('Jane Doe, 1 King Street W, Toronto');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(SHIPPING_MESSAGES.addressDeleted)).toBeInTheDocument();
    await waitFor(async () => expect(await cards()).toHaveLength(1));
    expect(await requestsTo(fetchMock, 'DELETE', `/addresses/${office.id}`)).toHaveLength(1);
  });

  it('says when the book could not be loaded', async () => {
    renderPage({ 'GET /addresses': reply(500, { message: 'Internal Server Error' }) });
    expect(await screen.findByText(/Your addresses could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
