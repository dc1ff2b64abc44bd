import type { SavedAddress } from '@shop/shared/orders/shipping-schemas';
import { DISCOUNT_MESSAGES } from '@shop/shared/promotions/promotions';
import type { DiscountPreviewBody } from '@shop/shared/promotions/promotions-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '@/app/store';
import { Toaster } from '@/components/ui/toaster';
import { type CartLine, cartLoaded } from '@/stores/cart';
import { discountApplied } from '@/stores/discount-code';
import { bodyOf, previewFor } from '@/test/discount-fixtures';
import { LocationProbe, mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { publicUser } from '@/test/user-fixtures';
import { CheckoutPage } from './checkout-page';

const scarf: CartLine = {
  id: 'v-scarf',
  productId: 'p1',
  handle: 'silk-scarf',
  title: 'Silk Scarf',
  image: null,
  priceCents: 4900,
  quantity: 2,
  size: 'One Size',
  color: 'red',
};

const STANDARD = '0b6c5f8e-3f1a-4d6e-9a1b-1c2d3e4f5a60';
const EXPRESS = '0b6c5f8e-3f1a-4d6e-9a1b-1c2d3e4f5a61';
const COUNTRIES = {
  countries: [
    { code: 'US', name: 'United States', regionRequired: true },
    { code: 'CA', name: 'Canada', regionRequired: true },
  ],
};
const NOT_SERVED = 'Sorry, we do not deliver to United Kingdom yet. Please choose another country.';

/** The server's methods: Canada's Standard costs more; the United Kingdom is not served. */
function methodsAnswer(request: Request) {
  const country = new URL(request.url).searchParams.get('country');
  if (country === 'GB') return reply(400, { message: NOT_SERVED, field: 'country' });
  return {
    methods: [
      {
        id: STANDARD,
        name: 'Standard',
        price: country === 'CA' ? 8.99 : 5.99,
        estimate: '3-5 business days',
      },
      { id: EXPRESS, name: 'Express', price: 14.99, estimate: '1-2 business days' },
    ],
  };
}

const saved = (overrides: Partial<SavedAddress>): SavedAddress => ({
  id: 'a-home',
  name: 'Jane Doe',
  line1: '1 Main Street',
  city: 'Springfield',
  region: 'IL',
  postalCode: '62701',
  country: 'US',
  isDefault: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

function fakeServer(
  addresses: SavedAddress[] = [],
  checkout: unknown = { id: 'cs_local_1', url: 'http://localhost/checkout/cs_local_1' },
) {
  return mockApi({
    'GET /shipping/countries': COUNTRIES,
    'GET /shipping/methods': methodsAnswer,
    'GET /addresses': { addresses },
    'POST /cart/update': {
      items: [],
      totalPrice: 0,
      tax: 0,
      taxRate: 0.05,
      taxLabel: 'Tax (5%)',
      taxIncluded: false,
      taxEstimate: true,
      grandTotal: 0,
      totalPriceCents: 0,
      taxCents: 0,
      grandTotalCents: 0,
    },
    'POST /orders/create-checkout-session': checkout,
  });
}

function renderCheckout(
  options: { user?: ReturnType<typeof publicUser> | null; discountCode?: string } = {},
) {
  const store = createStore(undefined);
  store.dispatch(cartLoaded({ owner: 'u1', lines: [scarf] }));
  // A code applied on the cart page comes along in the store.
  if (options.discountCode) store.dispatch(discountApplied(options.discountCode));
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/checkout" element={<CheckoutPage />} />
        <Route path="/login" element={<h1>Login</h1>} />
      </Routes>
      <LocationProbe />
      <Toaster />
    </>,
    { route: '/checkout', store, user: options.user === undefined ? publicUser() : options.user },
  );
}

async function fillNewAddress(user: ReturnType<typeof userEvent.setup>) {
  const name = await screen.findByLabelText('Full name');
  await user.clear(name);
  await user.type(name, 'Jane Doe');
  await user.type(screen.getByLabelText('Address line 1'), '12 Oak Avenue');
  await user.type(screen.getByLabelText('City'), 'Portland');
  await user.type(screen.getByLabelText(/State \/ Region/), 'OR');
  await user.type(screen.getByLabelText('Postal code'), '97201');
}

let assign: ReturnType<typeof vi.fn>;
function stubLocation() {
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin });
}

afterEach(() => vi.unstubAllGlobals());

describe('CheckoutPage', () => {
  it('sends the address, the chosen method and Save this address, and goes to the payment page', async () => {
    stubLocation();
    const fetchMock = fakeServer();
    const user = userEvent.setup();
    renderCheckout();
    expect(await screen.findByTestId('checkout-email')).toHaveTextContent('jane@example.com');
    await fillNewAddress(user);
    expect(screen.getByRole('checkbox', { name: 'Save this address' })).toBeChecked();

    // Standard is offered first; Express changes the delivery and the total.
    const standard = await screen.findByRole('radio', { name: /Standard/ });
    expect(standard).toBeChecked();
    // The summary hears of the chosen method a render after the radio shows it.
    await waitFor(() => expect(screen.getByTestId('checkout-delivery')).toHaveTextContent('$5.99'));
    await user.click(screen.getByRole('radio', { name: /Express/ }));
    expect(screen.getByRole('radio', { name: /Express/ })).toHaveAccessibleName(
      /1-2 business days.*\$14\.99/,
    );
    expect(screen.getByTestId('checkout-subtotal')).toHaveTextContent('$98.00');
    expect(screen.getByTestId('checkout-delivery')).toHaveTextContent('$14.99');
    expect(screen.getByTestId('checkout-tax')).toHaveTextContent('$4.90');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$117.89');

    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/checkout/cs_local_1'));
    const [sent] = await requestsTo(fetchMock, 'POST', '/orders/create-checkout-session');
    expect(sent?.body).toEqual({
      products: [{ id: 'v-scarf', quantity: 2 }],
      user_email: 'jane@example.com',
      shippingAddress: {
        name: 'Jane Doe',
        line1: '12 Oak Avenue',
        city: 'Portland',
        region: 'OR',
        postalCode: '97201',
        country: 'US',
      },
      shippingMethodId: EXPRESS,
      saveAddress: true,
    });
    const [methodsAsked] = await requestsTo(fetchMock, 'GET', '/shipping/methods');
    expect(new URL(methodsAsked?.url ?? '').searchParams.get('subtotal')).toBe('98');
  });

  it('asks before mailing about the order: unticked unless the shopper ticks it, then sent', async () => {
    stubLocation();
    const fetchMock = fakeServer([saved({ isDefault: true })]);
    const user = userEvent.setup();
    renderCheckout();
    const consent = await screen.findByRole('checkbox', { name: 'Email me about my order' });
    expect(consent).not.toBeChecked();
    await user.click(consent);
    await screen.findByRole('radio', { name: /Standard/ });
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    const [sent] = await requestsTo(fetchMock, 'POST', '/orders/create-checkout-session');
    expect(sent?.body).toMatchObject({ mailConsent: true });
  });

  it('starts Full name empty for a shopper with no saved address, never with the username', async () => {
    fakeServer();
    renderCheckout();
    expect(await screen.findByLabelText('Full name')).toHaveValue('');
    await screen.findByRole('radio', { name: /Standard/ });
    expect(screen.getByLabelText('Full name')).toHaveValue('');
  });

  it('asks for the methods again when the country changes', async () => {
    const fetchMock = fakeServer();
    const user = userEvent.setup();
    renderCheckout();
    await screen.findByRole('radio', { name: /Standard.*\$5\.99/ });
    await user.selectOptions(screen.getByLabelText('Country'), 'CA');
    expect(await screen.findByRole('radio', { name: /Standard.*\$8\.99/ })).toBeChecked();
    const asked = await requestsTo(fetchMock, 'GET', '/shipping/methods');
    expect(asked.map((r) => new URL(r.url).searchParams.get('country'))).toEqual(['US', 'CA']);
    await waitFor(() => expect(screen.getByTestId('checkout-delivery')).toHaveTextContent('$8.99'));
  });

  it('preselects the default saved address and sends it as it is', async () => {
    stubLocation();
    const fetchMock = fakeServer([
      saved({ id: 'a-work', name: 'Jane at work', line1: '9 Office Park' }),
      saved({ isDefault: true }),
    ]);
    const user = userEvent.setup();
    renderCheckout();
    const home = await screen.findByRole('radio', { name: /1 Main Street/ });
    await waitFor(() => expect(home).toBeChecked());
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
    await screen.findByRole('radio', { name: /Standard/ });
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    const [sent] = await requestsTo(fetchMock, 'POST', '/orders/create-checkout-session');
    expect(sent?.body).toMatchObject({
      shippingAddress: {
        name: 'Jane Doe',
        line1: '1 Main Street',
        city: 'Springfield',
        region: 'IL',
        postalCode: '62701',
        country: 'US',
      },
      shippingMethodId: STANDARD,
      saveAddress: false,
    });
  });

  it('offers a new address beside the saved ones, to be saved by default', async () => {
    fakeServer([saved({ isDefault: true })]);
    const user = userEvent.setup();
    renderCheckout();
    await waitFor(() => expect(screen.getByRole('radio', { name: /1 Main Street/ })).toBeChecked());
    await user.click(screen.getByRole('radio', { name: 'Use a new address' }));
    // The address book's name, never the username ('jane_doe').
    expect(screen.getByLabelText('Full name')).toHaveValue('Jane Doe');
    expect(screen.getByLabelText('Address line 1')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Save this address' })).toBeChecked();
  });

  it("says the server's sentence for a country the shop does not deliver to", async () => {
    fakeServer([
      saved({ isDefault: true, country: 'GB', region: undefined, postalCode: 'SW1A 1AA', city: 'London' }),
    ]);
    renderCheckout();
    expect(await screen.findByText(NOT_SERVED)).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Standard/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
  });

  it('shows a refusal naming a field under that field, and any other above the button', async () => {
    fakeServer(
      [],
      reply(400, { message: 'Please enter a valid postal code.', field: 'shippingAddress.postalCode' }),
    );
    const user = userEvent.setup();
    renderCheckout();
    await fillNewAddress(user);
    await screen.findByRole('radio', { name: /Standard/ });
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const postal = screen.getByLabelText('Postal code');
    await waitFor(() => expect(postal).toHaveAccessibleDescription('Please enter a valid postal code.'));
    expect(postal).toHaveAttribute('aria-invalid', 'true');
  });

  it('says a refusal about the cart above the button', async () => {
    fakeServer([], reply(409, { message: 'Only 1 left of Silk Scarf (One Size, red).' }));
    const user = userEvent.setup();
    renderCheckout();
    await fillNewAddress(user);
    await screen.findByRole('radio', { name: /Standard/ });
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Only 1 left of Silk Scarf (One Size, red).')).toHaveAttribute(
      'role',
      'alert',
    );
  });

  it('names each missing field in words before sending anything', async () => {
    const fetchMock = fakeServer();
    const user = userEvent.setup();
    renderCheckout();
    await screen.findByRole('radio', { name: /Standard/ });
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Please enter the first line of your address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your city.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your state or region.')).toBeInTheDocument();
    expect(await requestsTo(fetchMock, 'POST', '/orders/create-checkout-session')).toEqual([]);
  });

  it('lets a guest check out with their email, without the address book or Save this address', async () => {
    stubLocation();
    const fetchMock = fakeServer();
    const user = userEvent.setup();
    renderCheckout({ user: null });
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await fillNewAddress(user);
    expect(screen.queryByRole('checkbox', { name: 'Save this address' })).not.toBeInTheDocument();
    await screen.findByRole('radio', { name: /Standard/ });

    // The email is checked as the server would, and named under its field.
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Please enter a valid email.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.type(email, 'guest@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/checkout/cs_local_1'));
    const [sent] = await requestsTo(fetchMock, 'POST', '/orders/create-checkout-session');
    expect(sent?.body).toMatchObject({
      user_email: 'guest@example.com',
      shippingAddress: { name: 'Jane Doe', city: 'Portland' },
      saveAddress: false,
    });
    // A guest has no stored cart or address book to ask.
    expect(await requestsTo(fetchMock, 'POST', '/cart/update')).toHaveLength(0);
    expect(await requestsTo(fetchMock, 'GET', '/addresses')).toHaveLength(0);
  });

  it('shows the server’s refusal of a guest’s email under the Email field', async () => {
    fakeServer([], reply(400, { message: 'Please enter a valid email.', field: 'user_email' }));
    const user = userEvent.setup();
    renderCheckout({ user: null });
    await user.type(await screen.findByLabelText('Email'), 'guest@example.com');
    await fillNewAddress(user);
    await screen.findByRole('radio', { name: /Standard/ });
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true'));
  });

  it('lists the lines with size, colour and quantity', async () => {
    fakeServer();
    renderCheckout();
    const items = await screen.findByRole('list', { name: 'Items in your order' });
    expect(within(items).getByText('Silk Scarf')).toBeInTheDocument();
    // The colour with a capital, as the product page, the cart, the orders and the mails write it.
    expect(within(items).getByText('Size: One Size · Color: Red · Qty: 2')).toBeInTheDocument();
  });
});

describe('a discount code at checkout', () => {
  const summary = () => screen.getByRole('region', { name: 'Order summary' });
  const METHOD_CENTS = { [STANDARD]: 599, [EXPRESS]: 1499 };

  /** WELCOME10 takes 10 % off the goods, FREESHIP the delivery; a checkout answers `checkout`. */
  function fakeServerWithCodes(
    checkout: unknown = { id: 'cs_local_1', url: 'http://localhost/checkout/cs_local_1' },
  ) {
    return mockApi({
      'GET /shipping/countries': COUNTRIES,
      'GET /shipping/methods': methodsAnswer,
      'GET /addresses': { addresses: [saved({ isDefault: true })] },
      'POST /cart/update': {
        items: [],
        totalPrice: 0,
        tax: 0,
        taxRate: 0.05,
        taxLabel: 'Tax (5%)',
        taxIncluded: false,
        taxEstimate: true,
        grandTotal: 0,
        totalPriceCents: 0,
        taxCents: 0,
        grandTotalCents: 0,
      },
      'POST /discounts/preview': async (request: Request) => {
        const body = await bodyOf<DiscountPreviewBody>(request);
        const prices = { 'v-scarf': 4900 };
        if (body.code === 'WELCOME10')
          return previewFor(body, { code: 'WELCOME10', type: 'percent', value: 10 }, prices, METHOD_CENTS);
        if (body.code !== 'FREESHIP')
          return reply(400, { message: DISCOUNT_MESSAGES.unknown, field: 'code' });
        if (!body.shippingMethodId)
          return reply(400, { message: DISCOUNT_MESSAGES.noDelivery, field: 'code' });
        return previewFor(
          body,
          { code: 'FREESHIP', type: 'free_shipping', value: null },
          prices,
          METHOD_CENTS,
        );
      },
      'POST /orders/create-checkout-session': checkout,
    });
  }

  it('shows the code from the cart with the server’s totals for the chosen delivery, and sends it', async () => {
    stubLocation();
    const fetchMock = fakeServerWithCodes();
    const user = userEvent.setup();
    renderCheckout({ discountCode: 'WELCOME10' });
    // $98.00 less 10 %, Standard delivery $5.99, 5 % tax on the goods left ($88.20).
    await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent('$98.60'));
    expect(within(summary()).getByText('Discount (WELCOME10)')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-discount')).toHaveTextContent('-$9.80');
    expect(screen.getByTestId('checkout-subtotal')).toHaveTextContent('$98.00');
    expect(screen.getByTestId('checkout-delivery')).toHaveTextContent('$5.99');
    expect(screen.getByTestId('checkout-tax')).toHaveTextContent('$4.41');
    const asked = await requestsTo(fetchMock, 'POST', '/discounts/preview');
    expect(asked.at(-1)?.body).toEqual({
      code: 'WELCOME10',
      products: [{ id: 'v-scarf', quantity: 2 }],
      shippingMethodId: STANDARD,
      country: 'US',
      region: 'IL',
    });

    // Express instead: asked again with it.
    await user.click(screen.getByRole('radio', { name: /Express/ }));
    await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent('$107.60'));
    expect((await requestsTo(fetchMock, 'POST', '/discounts/preview')).at(-1)?.body).toMatchObject({
      shippingMethodId: EXPRESS,
      country: 'US',
      region: 'IL',
    });

    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/checkout/cs_local_1'));
    const [sent] = await requestsTo(fetchMock, 'POST', '/orders/create-checkout-session');
    expect(sent?.body).toMatchObject({ shippingMethodId: EXPRESS, discountCode: 'WELCOME10' });
  });

  it('applies a free delivery code here, taking the delivery off', async () => {
    fakeServerWithCodes();
    const user = userEvent.setup();
    renderCheckout();
    await screen.findByRole('radio', { name: /Standard/ });
    await waitFor(() => expect(screen.getByTestId('checkout-delivery')).toHaveTextContent('$5.99'));
    await user.type(within(summary()).getByLabelText('Discount code'), 'freeship');
    await user.click(within(summary()).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Discount code FREESHIP applied')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-discount')).toHaveTextContent('-$5.99');
    expect(screen.getByTestId('checkout-tax')).toHaveTextContent('$4.90');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$102.90');
  });

  it('never sends a guest’s email with the preview (whether an address used a code stays private)', async () => {
    const fetchMock = fakeServerWithCodes();
    const user = userEvent.setup();
    renderCheckout({ user: null, discountCode: 'WELCOME10' });
    await user.type(await screen.findByLabelText('Email'), 'guest@example.com');
    await user.tab();
    await waitFor(async () =>
      expect(await requestsTo(fetchMock, 'POST', '/discounts/preview')).not.toHaveLength(0),
    );
    for (const sent of await requestsTo(fetchMock, 'POST', '/discounts/preview'))
      expect(JSON.stringify(sent.body)).not.toContain('guest@example.com');
  });

  it('drops a code the server refuses when the order is placed, saying why under its field', async () => {
    const fetchMock = fakeServerWithCodes(
      reply(400, { message: DISCOUNT_MESSAGES.usedUp, field: 'discountCode' }),
    );
    const user = userEvent.setup();
    const { store } = renderCheckout({ discountCode: 'WELCOME10' });
    await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent('$98.60'));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await within(summary()).findByRole('alert')).toHaveTextContent(DISCOUNT_MESSAGES.usedUp);
    expect(store.getState().discountCode.code).toBeNull();
    // What paying now costs, without the code.
    expect(screen.queryByTestId('checkout-discount')).not.toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$108.89');
    expect(await requestsTo(fetchMock, 'POST', '/orders/create-checkout-session')).toHaveLength(1);
  });
});
