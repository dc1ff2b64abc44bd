import { randomUUID } from 'node:crypto';
import { SHIPPING_MESSAGES } from '@shop/shared/orders/shipping';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, registerAndLogin } from '../../test/auth-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: LoggedIn;
let shopper: LoggedIn;

const methods = (query: string) => t.app.inject({ method: 'GET', url: `/api/shipping/methods${query}` });
const readSettings = (who: LoggedIn | null = admin) =>
  t.app.inject({ method: 'GET', url: '/api/shipping/settings', headers: who?.bearer ?? {} });
const saveSettings = (payload: object, who: LoggedIn | null = admin) =>
  t.app.inject({ method: 'PUT', url: '/api/shipping/settings', headers: who?.bearer ?? {}, payload });

interface SettingsMethod {
  id: string;
  name: string;
  price: number;
  estimate: string;
  freeOver: number | null;
  active: boolean;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerAndLogin(t.app, t.database.db, { role: 'admin' });
  shopper = await registerAndLogin(t.app, t.database.db);
});
afterAll(() => t.close());

// These read the shop as it comes out of the box; the admin tests below change it afterwards.
describe('delivery methods out of the box', () => {
  it('offers Standard and Express to the United States, Standard free from $100 of items', async () => {
    const below = await methods('?country=US&subtotal=99.99');
    expect(below.statusCode).toBe(200);
    expect(below.headers['cache-control']).toBe('no-store');
    expect(below.json().methods).toEqual([
      { id: expect.any(String), name: 'Standard', price: 5.99, estimate: '3-5 business days' },
      { id: expect.any(String), name: 'Express', price: 14.99, estimate: '1-2 business days' },
    ]);
    const over = (await methods('?country=CA&subtotal=100')).json().methods;
    expect(over.map((m: { name: string; price: number }) => [m.name, m.price])).toEqual([
      ['Standard', 0],
      ['Express', 14.99],
    ]);
    // No subtotal: nothing in the cart yet, so nothing is free.
    expect((await methods('?country=US')).json().methods[0].price).toBe(5.99);
  });

  it('lists the countries it serves with their names', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/shipping/countries' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      countries: [
        { code: 'US', name: 'United States', regionRequired: true },
        { code: 'CA', name: 'Canada', regionRequired: true },
      ],
    });
  });

  it('says so in a sentence for a country it does not deliver to', async () => {
    const answer = await methods('?country=GB&subtotal=20');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      message: SHIPPING_MESSAGES.notShippedTo('GB'),
      field: 'country',
    });
    expect(answer.json().message).toBe(
      'Sorry, we do not deliver to United Kingdom yet. Please choose another country.',
    );
  });

  it.each([
    ['no country', '?subtotal=10', 'country'],
    ['an unknown country code', '?country=XX&subtotal=10', 'country'],
    ['a lower-case code', '?country=us', 'country'],
    ['a subtotal that is not a number', '?country=US&subtotal=lots', 'subtotal'],
    ['a negative subtotal', '?country=US&subtotal=-1', 'subtotal'],
  ])('refuses %s naming the field', async (_case, query, field) => {
    const answer = await methods(query);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().field).toBe(field);
  });
});

describe('Shipping settings (admin)', () => {
  it('reads the defaults: the United States and Canada, Standard and Express', async () => {
    const answer = await readSettings();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toEqual({
      countries: ['US', 'CA'],
      methods: [
        {
          id: expect.any(String),
          name: 'Standard',
          price: 5.99,
          estimate: '3-5 business days',
          freeOver: 100,
          active: true,
        },
        {
          id: expect.any(String),
          name: 'Express',
          price: 14.99,
          estimate: '1-2 business days',
          freeOver: null,
          active: true,
        },
      ],
    });
  });

  it('refuses a guest and a shopper', async () => {
    expect((await readSettings(null)).statusCode).toBe(401);
    expect((await readSettings(shopper)).statusCode).toBe(403);
    const current = (await readSettings()).json();
    expect((await saveSettings(current, null)).statusCode).toBe(401);
    expect((await saveSettings(current, shopper)).statusCode).toBe(403);
  });

  it.each<[string, { countries?: string[]; methods?: object[]; method?: object }, string]>([
    ['no country', { countries: [] }, 'countries'],
    ['an unknown country', { countries: ['US', 'XX'] }, 'countries.1'],
    ['no method', { methods: [] }, 'methods'],
    ['a negative price', { method: { price: -1 } }, 'methods.0.price'],
    ['a price in fractions of a cent', { method: { price: 5.999 } }, 'methods.0.price'],
    ['a price given as text', { method: { price: '5.99' } }, 'methods.0.price'],
    ['an empty name', { method: { name: '  ' } }, 'methods.0.name'],
    ['an empty estimate', { method: { estimate: '' } }, 'methods.0.estimate'],
    ['a negative threshold', { method: { freeOver: -5 } }, 'methods.0.freeOver'],
    ['an id that is not one', { method: { id: 'standard' } }, 'methods.0.id'],
  ])('refuses %s naming the field', async (_case, change, field) => {
    const current = (await readSettings()).json();
    const [first, ...rest] = current.methods as SettingsMethod[];
    const body = {
      countries: change.countries ?? current.countries,
      methods: change.methods ?? [{ ...first, ...change.method }, ...rest],
    };
    const answer = await saveSettings(body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().field).toBe(field);
  });

  it('refuses a list with every method switched off, and one method listed twice', async () => {
    const current = (await readSettings()).json();
    const off = current.methods.map((m: SettingsMethod) => ({ ...m, active: false }));
    const allOff = await saveSettings({ countries: current.countries, methods: off });
    expect(allOff.statusCode).toBe(400);
    expect(allOff.json().field).toBe('methods');
    const twice = await saveSettings({
      countries: current.countries,
      methods: [current.methods[0], current.methods[0]],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().field).toBe('methods.1.id');
    expect((await readSettings()).json()).toEqual(current);
  });

  it('answers 404 naming a method id that does not exist, and changes nothing', async () => {
    const current = (await readSettings()).json();
    const missing = randomUUID();
    const answer = await saveSettings({
      countries: ['US'],
      methods: [current.methods[0], { ...current.methods[1], id: missing }],
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ field: 'methods.1.id' });
    expect(answer.json().message).toContain(missing);
    expect((await readSettings()).json()).toEqual(current);
  });

  it('saves countries and methods in the order given, and the storefront follows', async () => {
    const before = (await readSettings()).json();
    const [standard, express] = before.methods as SettingsMethod[];
    const body = {
      countries: ['GB', 'US', 'US'],
      methods: [
        { ...express, price: 19.5, active: false },
        { name: ' Pick-up point ', price: 2, estimate: '2-4 business days', freeOver: null, active: true },
        { ...standard, name: 'Standard post', freeOver: 75 },
      ],
    };
    const saved = await saveSettings(body);
    expect(saved.statusCode).toBe(200);
    const expected = {
      // In the shop's own country order, each once.
      countries: ['US', 'GB'],
      methods: [
        { ...express, price: 19.5, active: false },
        {
          id: expect.any(String),
          name: 'Pick-up point',
          price: 2,
          estimate: '2-4 business days',
          freeOver: null,
          active: true,
        },
        { ...standard, name: 'Standard post', freeOver: 75 },
      ],
    };
    expect(saved.json()).toEqual(expected);
    expect((await readSettings()).json()).toEqual(expected);

    // The switched-off Express is no longer offered; the new threshold applies.
    const offered = (await methods('?country=GB&subtotal=80')).json().methods;
    expect(offered.map((m: { name: string; price: number }) => [m.name, m.price])).toEqual([
      ['Pick-up point', 2],
      ['Standard post', 0],
    ]);
    const canada = await methods('?country=CA&subtotal=80');
    expect(canada.statusCode).toBe(400);
    expect(canada.json().message).toBe(SHIPPING_MESSAGES.notShippedTo('CA'));
    const countries = (await t.app.inject({ method: 'GET', url: '/api/shipping/countries' })).json();
    expect(countries.countries.map((c: { code: string }) => c.code)).toEqual(['US', 'GB']);
  });

  it('deletes the methods left out of the list', async () => {
    const current = (await readSettings()).json();
    const kept = current.methods.filter((m: SettingsMethod) => m.name === 'Standard post');
    const saved = await saveSettings({ countries: current.countries, methods: kept });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().methods).toEqual(kept);
    const offered = (await methods('?country=US&subtotal=10')).json().methods;
    expect(offered.map((m: { name: string }) => m.name)).toEqual(['Standard post']);
  });
});
