import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders, reply } from '@/test/render';
import { minutesInWords } from '../components/after-sale-policies';
import { PoliciesPage } from './policies-page';

const RATES = {
  zones: [
    {
      name: 'United States and Canada',
      areas: [{ country: 'US' }, { country: 'CA' }],
      methods: [
        { name: 'Standard', price: 5.99, estimate: '3-5 business days', freeOver: 100 },
        { name: 'Express', price: 14.99, estimate: '1-2 business days', freeOver: null },
      ],
    },
    {
      name: 'Islands',
      areas: [
        { country: 'US', region: 'AK' },
        { country: 'US', region: 'HI' },
      ],
      methods: [{ name: 'Air', price: 0, estimate: '4-7 business days', freeOver: null }],
    },
  ],
};
const POLICIES = {
  cancelWindowMinutes: 90,
  returnWindowDays: 30,
  shopAddress: {
    name: 'Velora Returns',
    line1: '214 Bedford Avenue',
    city: 'Brooklyn',
    region: 'NY',
    postalCode: '11249',
    country: 'US',
  },
  returnInstructions: 'Pack the items in their bag.\nWrite your order number on the parcel.',
};

describe('Shipping and returns', () => {
  it('lists each zone with its places and rates, and the owner’s cancel and return rules', async () => {
    mockApi({ 'GET /shipping/rates': RATES, 'GET /orders/policies': POLICIES });
    renderWithProviders(<PoliciesPage />, { route: '/policies' });

    expect(await screen.findByRole('heading', { name: 'Shipping and returns', level: 1 })).toBeVisible();
    const home = await screen.findByRole('region', { name: 'United States and Canada' });
    expect(within(home).getByText('United States, Canada')).toBeVisible();
    const rows = within(home).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'MethodDelivery timePrice',
      'Standard3-5 business days$5.99Free from $100.00 of items',
      'Express1-2 business days$14.99',
    ]);
    const islands = screen.getByRole('region', { name: 'Islands' });
    expect(within(islands).getByText('Alaska (United States), Hawaii (United States)')).toBeVisible();
    expect(within(islands).getByRole('row', { name: /Air/ })).toHaveTextContent('Free');

    expect(
      await screen.findByText(/cancel an order yourself from its page within 90 minutes after paying/),
    ).toBeVisible();
    expect(screen.getByText(/within 30 days after it shipped/)).toBeVisible();
    const address = screen.getByText('214 Bedford Avenue').closest('address');
    expect(address).toHaveTextContent('Velora Returns');
    expect(screen.getByRole('heading', { name: 'How to send a return' })).toBeVisible();
    expect(screen.getByText(/Write your order number on the parcel/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('says when cancelling or returning online is off, and where the address will come from', async () => {
    mockApi({
      'GET /shipping/rates': RATES,
      'GET /orders/policies': {
        cancelWindowMinutes: 0,
        returnWindowDays: 0,
        shopAddress: null,
        returnInstructions: '',
      },
    });
    renderWithProviders(<PoliciesPage />, { route: '/policies' });
    expect(await screen.findByText(/Orders cannot be cancelled online/)).toBeVisible();
    expect(screen.getByText(/Returns cannot be asked for online/)).toBeVisible();
    expect(
      screen.getByText('We send you the address with the mail that approves your return.'),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'How to send a return' })).toBeNull();
  });

  it('says so when the rates cannot be read', async () => {
    mockApi({ 'GET /shipping/rates': reply(500, { message: 'down' }), 'GET /orders/policies': POLICIES });
    renderWithProviders(<PoliciesPage />, { route: '/policies' });
    expect(
      await screen.findByText('The delivery rates could not be loaded. Please try again.'),
    ).toBeVisible();
  });

  it('writes the cancel window in the largest whole unit', () => {
    expect(minutesInWords(60)).toBe('1 hour');
    expect(minutesInWords(90)).toBe('90 minutes');
    expect(minutesInWords(1)).toBe('1 minute');
    expect(minutesInWords(2880)).toBe('2 days');
    expect(minutesInWords(1440)).toBe('1 day');
  });
});
