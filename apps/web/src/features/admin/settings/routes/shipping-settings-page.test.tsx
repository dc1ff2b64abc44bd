import { SHIPPING_MESSAGES } from '@shop/shared/orders/shipping';
import type { ShippingSettings } from '@shop/shared/orders/shipping-zones-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { ShippingSettingsPage } from './shipping-settings-page';

const STANDARD = {
  id: '0b9c8f1e-4a3d-4c2b-9e1f-1a2b3c4d5e6f',
  name: 'Standard',
  price: 5.99,
  estimate: '3-5 business days',
  freeOver: 100,
  active: true,
};
const EXPRESS = {
  id: '7d6e5f4a-3b2c-4d1e-8f9a-0b1c2d3e4f5a',
  name: 'Express',
  price: 14.99,
  estimate: '1-2 business days',
  freeOver: null,
  active: true,
};
const HOME = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'United States and Canada',
  areas: [{ country: 'US' }, { country: 'CA' }],
  methods: [STANDARD, EXPRESS],
};
const DEFAULTS = { countries: ['US', 'CA'], zones: [HOME] };

/** The server's answer to a save: what was sent, each new zone and method given an id. */
async function echo(request: Request) {
  const body = (await request.json()) as ShippingSettings;
  return {
    countries: [...new Set(body.zones.flatMap((zone) => zone.areas.map((area) => area.country)))],
    zones: body.zones.map((zone, z) => ({
      ...zone,
      id: zone.id ?? `00000000-0000-4000-8000-00000000010${z}`,
      methods: zone.methods.map((method, index) => ({
        ...method,
        id: method.id ?? `00000000-0000-4000-8000-0000000000${z}${index}`,
      })),
    })),
  };
}

// Label and text queries: role queries over a hundred places are slow in jsdom.
const zone = (name: string) => screen.getByLabelText(`Zone ${name}`);
const methodRows = (zoneName: string) =>
  within(zone(zoneName))
    .getAllByLabelText('Delivery estimate')
    .map((input) => input.closest('li') as HTMLElement);

describe('Shipping settings', () => {
  it('shows each zone with its places and its methods in order', async () => {
    const fetchMock = mockApi({
      'GET /shipping/settings': DEFAULTS,
      'GET /orders/policies': {
        cancelWindowMinutes: 60,
        returnWindowDays: 30,
        shopAddress: null,
        returnInstructions: '',
      },
    });
    renderWithProviders(<ShippingSettingsPage />, { route: '/dashboard/shipping' });

    expect(await screen.findByText('Shipping settings', { selector: 'h1' })).toBeVisible();
    // The heading shows while the settings load: wait for the form itself.
    expect(await screen.findByLabelText('Zone name')).toHaveValue('United States and Canada');
    const home = zone('United States and Canada');
    expect(within(home).getByLabelText('Remove United States from United States and Canada')).toBeVisible();
    expect(within(home).getByLabelText('Remove Canada from United States and Canada')).toBeVisible();
    const [standard, express] = methodRows('United States and Canada');
    expect(within(standard as HTMLElement).getByLabelText('Name')).toHaveValue('Standard');
    expect(within(standard as HTMLElement).getByLabelText('Price ($)')).toHaveValue(5.99);
    expect(within(standard as HTMLElement).getByLabelText('Free over ($, optional)')).toHaveValue(100);
    expect(within(express as HTMLElement).getByLabelText('Free over ($, optional)')).toHaveValue(null);
    expect(screen.getByLabelText('Move Standard up in United States and Canada')).toBeDisabled();
    expect(screen.getByLabelText('Move Express down in United States and Canada')).toBeDisabled();
    // A place one zone holds is shown as taken, not offered again.
    const picker = screen.getByLabelText('Add a place to United States and Canada');
    expect(within(picker).getByText('United States (in United States and Canada)')).toBeDisabled();
    expect(within(picker).getByText('Hawaii (United States)')).toBeEnabled();
    // The only zone cannot be removed.
    expect(screen.getByText('Remove zone United States and Canada')).toBeDisabled();
    // The settings once, and the order policies below them once.
    expect(await requestsTo(fetchMock, 'GET', '/shipping/settings')).toHaveLength(1);
    expect(await screen.findByLabelText('Cancel within (minutes after paying)')).toHaveValue(60);
  });

  it('adds a zone of its own places and methods, and a state apart, and saves them all', async () => {
    const fetchMock = mockApi({ 'GET /shipping/settings': DEFAULTS, 'PUT /shipping/settings': echo });
    const user = userEvent.setup();
    renderWithProviders(<ShippingSettingsPage />, { route: '/dashboard/shipping' });
    await screen.findByLabelText('Zone name');
    await user.click(screen.getByText('Add a zone'));
    const [, name] = screen.getAllByLabelText('Zone name');
    await user.type(name as HTMLElement, 'Europe');
    const picker = screen.getByLabelText('Add a place to Europe');
    await user.selectOptions(picker, 'GB');
    await user.selectOptions(picker, 'FR');
    // The United Kingdom is Europe's now: the first zone's picker shows it taken.
    expect(
      within(screen.getByLabelText('Add a place to United States and Canada')).getByText(
        'United Kingdom (in Europe)',
      ),
    ).toBeDisabled();
    const [royalMail] = methodRows('Europe');
    await user.type(within(royalMail as HTMLElement).getByLabelText('Name'), 'Royal Mail');
    await user.type(within(royalMail as HTMLElement).getByLabelText('Price ($)'), '9.5');
    await user.type(
      within(royalMail as HTMLElement).getByLabelText('Delivery estimate'),
      '5-8 business days',
    );
    await user.selectOptions(screen.getByLabelText('Add a place to United States and Canada'), 'US:HI');
    await user.click(
      within(methodRows('United States and Canada')[1] as HTMLElement).getByLabelText(
        'On (offered to shoppers)',
      ),
    );
    await user.click(screen.getByText('Save settings'));

    expect(await screen.findByText(SHIPPING_MESSAGES.settingsSaved)).toHaveAttribute('role', 'status');
    const [sent] = await requestsTo(fetchMock, 'PUT', '/shipping/settings');
    expect(sent?.body).toEqual({
      zones: [
        {
          ...HOME,
          areas: [{ country: 'US' }, { country: 'CA' }, { country: 'US', region: 'HI' }],
          methods: [STANDARD, { ...EXPRESS, active: false }],
        },
        {
          name: 'Europe',
          areas: [{ country: 'GB' }, { country: 'FR' }],
          methods: [
            { name: 'Royal Mail', price: 9.5, estimate: '5-8 business days', freeOver: null, active: true },
          ],
        },
      ],
    });
    // The saved zones are the form's new start: saving again keeps the new zone by its id.
    await user.click(screen.getByText('Save settings'));
    await waitFor(async () =>
      expect(await requestsTo(fetchMock, 'PUT', '/shipping/settings')).toHaveLength(2),
    );
    const [, again] = await requestsTo(fetchMock, 'PUT', '/shipping/settings');
    expect(again?.body).toMatchObject({
      zones: [{ id: HOME.id }, { id: '00000000-0000-4000-8000-000000000101', name: 'Europe' }],
    });
  });

  it('saves the methods moved and added to, in their new order', async () => {
    const fetchMock = mockApi({ 'GET /shipping/settings': DEFAULTS, 'PUT /shipping/settings': echo });
    const user = userEvent.setup();
    renderWithProviders(<ShippingSettingsPage />, { route: '/dashboard/shipping' });
    await user.click(await screen.findByLabelText('Move Express up in United States and Canada'));
    await user.click(screen.getByText('Add a method'));
    const added = methodRows('United States and Canada')[2] as HTMLElement;
    // Adding puts the cursor in the new method's name.
    expect(within(added).getByLabelText('Name')).toHaveFocus();
    await user.paste('Pick-up point');
    await user.type(within(added).getByLabelText('Price ($)'), '2.5');
    await user.click(within(added).getByLabelText('Delivery estimate'));
    await user.paste('2-4 business days');
    await user.click(screen.getByText('Save settings'));

    expect(await screen.findByText(SHIPPING_MESSAGES.settingsSaved)).toBeVisible();
    const [sent] = await requestsTo(fetchMock, 'PUT', '/shipping/settings');
    expect(sent?.body).toEqual({
      zones: [
        {
          ...HOME,
          methods: [
            EXPRESS,
            STANDARD,
            {
              name: 'Pick-up point',
              price: 2.5,
              estimate: '2-4 business days',
              freeOver: null,
              active: true,
            },
          ],
        },
      ],
    });
  });

  it('says what is wrong under the field before sending, and the server’s refusal after', async () => {
    const fetchMock = mockApi({
      'GET /shipping/settings': DEFAULTS,
      'PUT /shipping/settings': reply(404, {
        message: `Delivery method ${EXPRESS.id} not found`,
        field: 'zones.0.methods.1.id',
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ShippingSettingsPage />, { route: '/dashboard/shipping' });
    await screen.findByLabelText('Zone name');
    const [standard] = methodRows('United States and Canada');
    const price = within(standard as HTMLElement).getByLabelText('Price ($)');
    await user.clear(price);
    await user.click(screen.getByLabelText('Remove Express from United States and Canada'));
    expect(methodRows('United States and Canada')).toHaveLength(1);
    expect(screen.getByLabelText('Remove Standard from United States and Canada')).toBeDisabled();
    await user.click(screen.getByText('Save settings'));
    expect(
      await within(standard as HTMLElement).findByText(/Price must be a number of dollars/),
    ).toBeVisible();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(await requestsTo(fetchMock, 'PUT', '/shipping/settings')).toHaveLength(0);

    await user.type(price, '4');
    await user.click(screen.getByText('Save settings'));
    expect(await screen.findByText(`Delivery method ${EXPRESS.id} not found`)).toHaveAttribute(
      'role',
      'alert',
    );
    const [sent] = await requestsTo(fetchMock, 'PUT', '/shipping/settings');
    expect(sent?.body).toEqual({ zones: [{ ...HOME, methods: [{ ...STANDARD, price: 4 }] }] });
  });

  it('asks for a place, a name and one method switched on in each zone', async () => {
    const fetchMock = mockApi({ 'GET /shipping/settings': DEFAULTS });
    const user = userEvent.setup();
    renderWithProviders(<ShippingSettingsPage />, { route: '/dashboard/shipping' });
    await user.click(await screen.findByLabelText('Remove United States from United States and Canada'));
    await user.click(screen.getByLabelText('Remove Canada from United States and Canada'));
    for (const row of methodRows('United States and Canada'))
      await user.click(within(row).getByLabelText('On (offered to shoppers)'));
    await user.clear(screen.getByLabelText('Zone name'));
    await user.click(screen.getByText('Save settings'));
    expect(await screen.findByText('Choose at least one place this zone delivers to.')).toBeVisible();
    expect(screen.getByText('At least one delivery method must be on.')).toBeVisible();
    expect(screen.getByText('Please name the zone.')).toBeVisible();
    expect(await requestsTo(fetchMock, 'PUT', '/shipping/settings')).toHaveLength(0);
  });
});
