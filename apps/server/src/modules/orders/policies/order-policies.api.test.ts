import { ORDER_POLICY_MESSAGES } from '@shop/shared/orders/order-policies';
import { SHIPPING_MESSAGES } from '@shop/shared/orders/shipping';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminApi, createAdminApi } from '../../../test/admin-api-fixtures';

// GET and PUT /api/orders/policies (docs/product/api.md, Order policies): beside the windows, the
// owner's returns address (checked like a shipping address, field by field) and return
// instructions, public to read so the order pages and the mails can say where a return goes.

let t: AdminApi;

const RETURNS_ADDRESS = {
  name: 'Velora Returns',
  line1: '214 Bedford Avenue',
  line2: 'Unit 2',
  city: 'Brooklyn',
  region: 'NY',
  postalCode: '11249',
  country: 'US',
};
const WINDOWS = { cancelWindowMinutes: 60, returnWindowDays: 30 };

const put = (body: object, who = t.admin) => t.send('PUT', '/api/orders/policies', who, body);
const read = async () => (await t.send('GET', '/api/orders/policies', null)).json();

beforeAll(async () => {
  t = await createAdminApi();
});
afterAll(() => t.close());

describe('the returns address and instructions', () => {
  it('start empty, are saved by the admin and read by anyone', async () => {
    expect(await read()).toEqual({ ...WINDOWS, shopAddress: null, returnInstructions: '' });
    const saved = await put({
      ...WINDOWS,
      shopAddress: { ...RETURNS_ADDRESS, phone: '' },
      returnInstructions: '  Use the prepaid label in your parcel. Keep the tags on.  ',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Trimmed, and an empty optional line is left out as in an order's address.
    const expected = {
      ...WINDOWS,
      shopAddress: RETURNS_ADDRESS,
      returnInstructions: 'Use the prepaid label in your parcel. Keep the tags on.',
    };
    expect(saved.json()).toEqual(expected);
    expect(await read()).toEqual(expected);
  });

  it('stay as saved when a request sends only the windows, and go with null and an empty text', async () => {
    await put({ ...WINDOWS, shopAddress: RETURNS_ADDRESS, returnInstructions: 'Tags on, please.' });
    const windowsOnly = await put({ cancelWindowMinutes: 90, returnWindowDays: 14 });
    expect(windowsOnly.json()).toEqual({
      cancelWindowMinutes: 90,
      returnWindowDays: 14,
      shopAddress: RETURNS_ADDRESS,
      returnInstructions: 'Tags on, please.',
    });
    const cleared = await put({ ...WINDOWS, shopAddress: null, returnInstructions: '' });
    expect(cleared.json()).toEqual({ ...WINDOWS, shopAddress: null, returnInstructions: '' });
    expect(await read()).toEqual({ ...WINDOWS, shopAddress: null, returnInstructions: '' });
  });

  it('checks the address field by field and the instructions’ length, naming the field; nothing is saved', async () => {
    await put({ ...WINDOWS, shopAddress: RETURNS_ADDRESS, returnInstructions: 'Tags on.' });
    const cases: [object, string, string][] = [
      [
        { shopAddress: { ...RETURNS_ADDRESS, postalCode: '#11249' } },
        'shopAddress.postalCode',
        SHIPPING_MESSAGES.postalCodeInvalid,
      ],
      [
        { shopAddress: { ...RETURNS_ADDRESS, name: '  ' } },
        'shopAddress.name',
        SHIPPING_MESSAGES.nameRequired,
      ],
      [
        { shopAddress: { ...RETURNS_ADDRESS, region: '' } },
        'shopAddress.region',
        SHIPPING_MESSAGES.regionRequired,
      ],
      [
        { shopAddress: { ...RETURNS_ADDRESS, country: 'XX' } },
        'shopAddress.country',
        SHIPPING_MESSAGES.countryRequired,
      ],
      [{ shopAddress: 'Brooklyn' }, 'shopAddress', ''],
      [
        { returnInstructions: 'x'.repeat(2001) },
        'returnInstructions',
        ORDER_POLICY_MESSAGES.returnInstructions,
      ],
      [{ returnInstructions: 12 }, 'returnInstructions', ORDER_POLICY_MESSAGES.returnInstructions],
    ];
    for (const [change, field, message] of cases) {
      const answer = await put({ ...WINDOWS, ...change });
      expect(answer.statusCode, field).toBe(400);
      expect(answer.json().field).toBe(field);
      if (message) expect(answer.json().message).toContain(message);
    }
    // 2000 characters is the limit, not past it.
    expect((await put({ ...WINDOWS, returnInstructions: 'x'.repeat(2000) })).statusCode).toBe(200);
    expect((await read()).shopAddress).toEqual(RETURNS_ADDRESS);
  });

  it('are the admin’s to set', async () => {
    expect((await put({ ...WINDOWS, shopAddress: null }, t.shopper)).statusCode).toBe(403);
    expect((await t.send('PUT', '/api/orders/policies', null, { ...WINDOWS })).statusCode).toBe(401);
  });
});
