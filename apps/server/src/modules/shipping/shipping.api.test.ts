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
interface SettingsZone {
  id: string;
  name: string;
  areas: { country: string; region?: string }[];
  methods: SettingsMethod[];
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
  it('reads the defaults: one zone of the United States and Canada, Standard and Express', async () => {
    const answer = await readSettings();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toEqual({
      countries: ['US', 'CA'],
      zones: [
        {
          id: expect.any(String),
          name: 'United States and Canada',
          areas: [{ country: 'US' }, { country: 'CA' }],
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

  it.each<[string, { zones?: object[]; zone?: object; method?: object }, string]>([
    ['no zone', { zones: [] }, 'zones'],
    ['a zone without a place', { zone: { areas: [] } }, 'zones.0.areas'],
    [
      'an unknown country',
      { zone: { areas: [{ country: 'US' }, { country: 'XX' }] } },
      'zones.0.areas.1.country',
    ],
    [
      'a region of a country zoned whole',
      { zone: { areas: [{ country: 'GB', region: 'SCT' }] } },
      'zones.0.areas.0.region',
    ],
    ['an unknown state', { zone: { areas: [{ country: 'US', region: 'ZZ' }] } }, 'zones.0.areas.0.region'],
    ['a place listed twice', { zone: { areas: [{ country: 'US' }, { country: 'US' }] } }, 'zones.0.areas.1'],
    ['an empty zone name', { zone: { name: ' ' } }, 'zones.0.name'],
    ['no method', { zone: { methods: [] } }, 'zones.0.methods'],
    ['a negative price', { method: { price: -1 } }, 'zones.0.methods.0.price'],
    ['a price in fractions of a cent', { method: { price: 5.999 } }, 'zones.0.methods.0.price'],
    ['a price given as text', { method: { price: '5.99' } }, 'zones.0.methods.0.price'],
    ['an empty name', { method: { name: '  ' } }, 'zones.0.methods.0.name'],
    ['an empty estimate', { method: { estimate: '' } }, 'zones.0.methods.0.estimate'],
    ['a negative threshold', { method: { freeOver: -5 } }, 'zones.0.methods.0.freeOver'],
    ['an id that is not one', { method: { id: 'standard' } }, 'zones.0.methods.0.id'],
  ])('refuses %s naming the field', async (_case, change, field) => {
    const current = (await readSettings()).json();
    const [zone] = current.zones as SettingsZone[];
    const [first, ...rest] = zone?.methods ?? [];
    const body = {
      zones: change.zones ?? [
        { ...zone, methods: [{ ...first, ...change.method }, ...rest], ...change.zone },
      ],
    };
    const answer = await saveSettings(body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().field).toBe(field);
    expect((await readSettings()).json()).toEqual(current);
  });

  it('refuses every method switched off, a method listed twice, and one place in two zones', async () => {
    const current = (await readSettings()).json();
    const [zone] = current.zones as SettingsZone[];
    if (!zone) throw new Error('no zone');
    const off = zone.methods.map((m) => ({ ...m, active: false }));
    const allOff = await saveSettings({ zones: [{ ...zone, methods: off }] });
    expect(allOff.statusCode).toBe(400);
    expect(allOff.json().field).toBe('zones.0.methods');
    const twice = await saveSettings({ zones: [{ ...zone, methods: [zone.methods[0], zone.methods[0]] }] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().field).toBe('zones.0.methods.1.id');
    const overlapping = await saveSettings({
      zones: [
        zone,
        { name: 'Canada', areas: [{ country: 'CA' }], methods: [{ ...zone.methods[0], id: undefined }] },
      ],
    });
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json()).toMatchObject({ field: 'zones.1.areas.0' });
    expect(overlapping.json().message).toContain('Canada is in the zone United States and Canada already.');
    expect((await readSettings()).json()).toEqual(current);
  });

  it('answers 404 naming a zone or method id that does not exist, and changes nothing', async () => {
    const current = (await readSettings()).json();
    const [zone] = current.zones as SettingsZone[];
    if (!zone) throw new Error('no zone');
    const missing = randomUUID();
    const method = await saveSettings({
      zones: [{ ...zone, methods: [zone.methods[0], { ...zone.methods[1], id: missing }] }],
    });
    expect(method.statusCode).toBe(404);
    expect(method.json()).toMatchObject({ field: 'zones.0.methods.1.id' });
    expect(method.json().message).toContain(missing);
    const zoneMissing = await saveSettings({ zones: [{ ...zone, id: missing }] });
    expect(zoneMissing.statusCode).toBe(404);
    expect(zoneMissing.json()).toMatchObject({ field: 'zones.0.id' });
    expect((await readSettings()).json()).toEqual(current);
  });
});

describe('Shipping zones', () => {
  const priced = (answer: { json(): { methods: { name: string; price: number }[] } }) =>
    answer.json().methods.map((m) => [m.name, m.price]);

  it('gives each zone its own methods and prices, a state its own zone, and the storefront follows', async () => {
    const before = (await readSettings()).json();
    const [home] = before.zones as SettingsZone[];
    if (!home) throw new Error('no zone');
    const [standard, express] = home.methods;
    const body = {
      zones: [
        { ...home, name: 'Mainland', areas: [{ country: 'US' }, { country: 'CA' }] },
        {
          name: 'Alaska and Hawaii',
          areas: [
            { country: 'US', region: 'HI' },
            { country: 'US', region: 'AK' },
          ],
          methods: [{ name: 'Air', price: 24, estimate: '4-7 business days', freeOver: null, active: true }],
        },
        {
          name: ' Europe ',
          areas: [{ country: 'GB' }, { country: 'FR' }, { country: 'IE' }],
          methods: [
            { name: 'Royal Mail', price: 9.5, estimate: '5-8 business days', freeOver: 150, active: true },
            { name: 'Courier', price: 29, estimate: '2-3 business days', freeOver: null, active: false },
          ],
        },
      ],
    };
    const saved = await saveSettings(body);
    expect(saved.statusCode).toBe(200);
    const settings = saved.json();
    expect(settings.countries).toEqual(['US', 'CA', 'GB', 'IE', 'FR']);
    expect(settings.zones.map((z: SettingsZone) => [z.name, z.areas])).toEqual([
      ['Mainland', [{ country: 'US' }, { country: 'CA' }]],
      [
        'Alaska and Hawaii',
        [
          { country: 'US', region: 'AK' },
          { country: 'US', region: 'HI' },
        ],
      ],
      ['Europe', [{ country: 'GB' }, { country: 'IE' }, { country: 'FR' }]],
    ]);
    expect(settings.zones[0].methods).toEqual([standard, express]);
    expect((await readSettings()).json()).toEqual(settings);

    // The United Kingdom gets its own rates, never the US ones; the switched-off Courier is hidden.
    expect(priced(await methods('?country=GB&subtotal=80'))).toEqual([['Royal Mail', 9.5]]);
    expect(priced(await methods('?country=FR&subtotal=150'))).toEqual([['Royal Mail', 0]]);
    expect(priced(await methods('?country=US&region=CA&subtotal=20'))).toEqual([
      ['Standard', 5.99],
      ['Express', 14.99],
    ]);
    // Hawaii, however the shopper typed it.
    for (const region of ['HI', 'Hawaii', ' hawaii ']) {
      expect(priced(await methods(`?country=US&region=${encodeURIComponent(region)}&subtotal=20`))).toEqual([
        ['Air', 24],
      ]);
    }
    const countries = (await t.app.inject({ method: 'GET', url: '/api/shipping/countries' })).json();
    expect(countries.countries.map((c: { code: string }) => c.code)).toEqual(['US', 'CA', 'GB', 'IE', 'FR']);
    expect((await methods('?country=DE')).json().message).toBe(SHIPPING_MESSAGES.notShippedTo('DE'));
  });

  it('lists every zone with its places and the methods that are on, to anyone', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/shipping/rates' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toEqual({
      zones: [
        {
          name: 'Mainland',
          areas: [{ country: 'US' }, { country: 'CA' }],
          methods: [
            { name: 'Standard', price: 5.99, estimate: '3-5 business days', freeOver: 100 },
            { name: 'Express', price: 14.99, estimate: '1-2 business days', freeOver: null },
          ],
        },
        {
          name: 'Alaska and Hawaii',
          areas: [
            { country: 'US', region: 'AK' },
            { country: 'US', region: 'HI' },
          ],
          methods: [{ name: 'Air', price: 24, estimate: '4-7 business days', freeOver: null }],
        },
        {
          name: 'Europe',
          areas: [{ country: 'GB' }, { country: 'IE' }, { country: 'FR' }],
          // The Courier is off: not listed.
          methods: [{ name: 'Royal Mail', price: 9.5, estimate: '5-8 business days', freeOver: 150 }],
        },
      ],
    });
  });

  it('answers a state no zone holds in a country served only in parts, naming the region', async () => {
    const current = (await readSettings()).json();
    const zones = (current.zones as SettingsZone[]).map((zone) =>
      zone.name === 'Mainland'
        ? { ...zone, areas: [{ country: 'US', region: 'NY' }, { country: 'CA' }] }
        : zone,
    );
    expect((await saveSettings({ zones })).statusCode).toBe(200);
    expect(priced(await methods('?country=US&region=New%20York'))).toEqual([
      ['Standard', 5.99],
      ['Express', 14.99],
    ]);
    const texas = await methods('?country=US&region=TX');
    expect(texas.statusCode).toBe(400);
    expect(texas.json()).toEqual({
      message: 'Sorry, we do not deliver to Texas yet. Please choose another address.',
      field: 'region',
    });
    const none = await methods('?country=US');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: SHIPPING_MESSAGES.regionRequired, field: 'region' });
    expect((await saveSettings(current)).statusCode).toBe(200);
  });

  it('moves a method to another zone by its id, and deletes zones and methods left out', async () => {
    const current = (await readSettings()).json();
    const [mainland, islands] = current.zones as SettingsZone[];
    if (!mainland || !islands) throw new Error('zones missing');
    const [standard] = mainland.methods;
    const saved = await saveSettings({
      zones: [{ ...islands, areas: [{ country: 'US' }], methods: [{ ...standard, price: 7 }] }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().zones).toEqual([
      { ...islands, areas: [{ country: 'US' }], methods: [{ ...standard, price: 7 }] },
    ]);
    expect(priced(await methods('?country=US&region=HI'))).toEqual([['Standard', 7]]);
    expect((await methods('?country=CA&region=ON')).statusCode).toBe(400);
  });
});

describe('two saves at once', () => {
  it('follow one another: the settings end as one of them, never a mix', async () => {
    const current = (await readSettings()).json();
    const [zone] = current.zones as SettingsZone[];
    if (!zone) throw new Error('no zone');
    const variant = (name: string, country: string, price: number) => ({
      zones: [
        { ...zone, name, areas: [{ country }] },
        {
          name: `${name} abroad`,
          areas: [{ country: country === 'US' ? 'GB' : 'IE' }],
          methods: [{ name: `${name} post`, price, estimate: '5 days', freeOver: null, active: true }],
        },
      ],
    });
    const [one, two] = await Promise.all([
      saveSettings(variant('First', 'US', 9)),
      saveSettings(variant('Second', 'CA', 11)),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    const final = (await readSettings()).json();
    const names = final.zones.map((z: SettingsZone) => z.name);
    expect([
      ['First', 'First abroad'],
      ['Second', 'Second abroad'],
    ]).toContainEqual(names);
    // The later save's own zones, with only its own methods.
    const abroad = final.zones[1] as SettingsZone;
    expect(abroad.methods.map((m) => m.name)).toEqual([`${names[0]} post`]);
    expect((await saveSettings(current)).statusCode).toBe(200);
  });
});
