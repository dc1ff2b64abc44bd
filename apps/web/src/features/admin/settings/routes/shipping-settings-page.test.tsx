import { SHIPPING_MESSAGES } from '@shop/shared/orders/shipping';
import type { ShippingSettings } from '@shop/shared/orders/shipping-schemas';
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
const DEFAULTS = { countries: ['US', 'CA'], methods: [STANDARD, EXPRESS] };

/** The server's answer to a save: what was sent, each new method given an id. */
async function echo(request: Request) {
  const body = (await request.json()) as ShippingSettings;
  return {
    countries: body.countries,
    methods: body.methods.map((method, index) => ({
      ...method,
      id: method.id ?? `00000000-0000-4000-8000-00000000000${index}`,
    })),
  };
}

// Label and text queries: role queries over two dozen countries are slow in jsdom.
const rows = () => screen.getAllByRole('listitem');

describe('Shipping settings', () => {
  it('shows the countries served and the methods in order', async () => {
    const fetchMock = mockApi({
      'GET /shipping/settings': DEFAULTS,
      'GET /orders/policies': { cancelWindowMinutes: 60, returnWindowDays: 30 },
    });
    renderWithProviders(<ShippingSettingsPage />, { route: '/dashboard/shipping' });

    expect(await screen.findByText('Shipping settings', { selector: 'h1' })).toBeVisible();
    // The heading shows while the settings load: wait for the form itself.
    expect(await screen.findByLabelText('United States')).toBeChecked();
    expect(screen.getByLabelText('Canada')).toBeChecked();
    expect(screen.getByLabelText('United Kingdom')).not.toBeChecked();
    const [standard, express] = rows();
    expect(within(standard as HTMLElement).getByLabelText('Name')).toHaveValue('Standard');
    expect(within(standard as HTMLElement).getByLabelText('Price ($)')).toHaveValue(5.99);
    expect(within(standard as HTMLElement).getByLabelText('Free over ($, optional)')).toHaveValue(100);
    expect(within(express as HTMLElement).getByLabelText('Free over ($, optional)')).toHaveValue(null);
    expect(screen.getByLabelText('Move Standard up')).toBeDisabled();
    expect(screen.getByLabelText('Move Express down')).toBeDisabled();
    // The settings once, and the order policies below them once.
    expect(await requestsTo(fetchMock, 'GET', '/shipping/settings')).toHaveLength(1);
    expect(await screen.findByLabelText('Cancel within (minutes after paying)')).toHaveValue(60);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('saves the countries ticked, in the shop’s order, and a method switched off', async () => {
    const fetchMock = mockApi({ 'GET /shipping/settings': DEFAULTS, 'PUT /shipping/settings': echo });
    const user = userEvent.setup();
    renderWithProviders(<ShippingSettingsPage />, { route: '/dashboard/shipping' });
    const express = (await waitFor(() => rows()))[1] as HTMLElement;
    await user.click(screen.getByLabelText('United Kingdom'));
    await user.click(screen.getByLabelText('Canada'));
    await user.click(within(express).getByLabelText('On (offered to shoppers)'));
    await user.click(screen.getByText('Save settings'));

    expect(await screen.findByText(SHIPPING_MESSAGES.settingsSaved)).toHaveAttribute('role', 'status');
    const [sent] = await requestsTo(fetchMock, 'PUT', '/shipping/settings');
    expect(sent?.body).toEqual({
      countries: ['US', 'GB'],
      methods: [STANDARD, { ...EXPRESS, active: false }],
    });
  });

  it('saves the methods moved and added to, in their new order', async () => {
    const fetchMock = mockApi({ 'GET /shipping/settings': DEFAULTS, 'PUT /shipping/settings': echo });
    const user = userEvent.setup();
    renderWithProviders(<ShippingSettingsPage />, { route: '/dashboard/shipping' });
    await user.click(await screen.findByLabelText('Move Express up'));
    await user.click(screen.getByText('Add a method'));
    const added = rows()[2] as HTMLElement;
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
      countries: ['US', 'CA'],
      methods: [
        EXPRESS,
        STANDARD,
        { name: 'Pick-up point', price: 2.5, estimate: '2-4 business days', freeOver: null, active: true },
      ],
    });
    // The saved list is the form's new starting point: saving again keeps the new method by its id.
    await user.click(screen.getByText('Save settings'));
    await waitFor(async () =>
      expect(await requestsTo(fetchMock, 'PUT', '/shipping/settings')).toHaveLength(2),
    );
    const [, again] = await requestsTo(fetchMock, 'PUT', '/shipping/settings');
    expect(again?.body).toMatchObject({
      methods: [EXPRESS, STANDARD, { id: '00000000-0000-4000-8000-000000000002', name: 'Pick-up point' }],
    });
  });

  it('says what is wrong under the field before sending, and the server’s refusal after', async () => {
    const fetchMock = mockApi({
      'GET /shipping/settings': DEFAULTS,
      'PUT /shipping/settings': reply(404, {
        message: `Delivery method ${EXPRESS.id} not found`,
        field: 'methods.1.id',
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ShippingSettingsPage />, { route: '/dashboard/shipping' });
    const [standard] = await waitFor(() => rows());
    const price = within(standard as HTMLElement).getByLabelText('Price ($)');
    await user.clear(price);
    await user.click(screen.getByLabelText('Remove Express'));
    expect(rows()).toHaveLength(1);
    expect(screen.getByLabelText('Remove Standard')).toBeDisabled();
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
    expect(sent?.body).toEqual({ countries: ['US', 'CA'], methods: [{ ...STANDARD, price: 4 }] });
  });

  it('asks for at least one country and one method switched on', async () => {
    const fetchMock = mockApi({ 'GET /shipping/settings': DEFAULTS });
    const user = userEvent.setup();
    renderWithProviders(<ShippingSettingsPage />, { route: '/dashboard/shipping' });
    await user.click(await screen.findByLabelText('United States'));
    await user.click(screen.getByLabelText('Canada'));
    for (const row of rows()) await user.click(within(row).getByLabelText('On (offered to shoppers)'));
    await user.click(screen.getByText('Save settings'));
    expect(await screen.findByText('Choose at least one country to deliver to.')).toBeVisible();
    expect(screen.getByText('At least one delivery method must be on.')).toBeVisible();
    expect(await requestsTo(fetchMock, 'PUT', '/shipping/settings')).toHaveLength(0);
  });
});
