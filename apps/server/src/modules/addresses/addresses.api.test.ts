import { randomUUID } from 'node:crypto';
import { MAX_ADDRESSES, SHIPPING_MESSAGES } from '@shop/shared/orders/shipping';
import {
  addressListResponseSchema,
  addressResponseSchema,
  type SavedAddress,
  type ShippingAddress,
  shippingAddressSchema,
} from '@shop/shared/orders/shipping-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, registerAndLogin } from '../../test/auth-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rememberAddress } from './addresses.service';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const home = {
  name: 'Ann Lee',
  line1: '12 Market Street',
  line2: 'Apt 4',
  city: 'San Francisco',
  region: 'CA',
  postalCode: '94103',
  country: 'US',
  phone: '+1 415 555 0100',
};
const office = {
  name: 'Ann Lee',
  line1: '1 King Street W',
  city: 'Toronto',
  region: 'ON',
  postalCode: 'M5H 1A1',
  country: 'CA',
};
const london = {
  name: 'Ann Lee',
  line1: '10 Downing Street',
  city: 'London',
  postalCode: 'SW1A 2AA',
  country: 'GB',
};

const shopper = () => registerAndLogin(t.app, t.database.db);

const list = async (who: LoggedIn) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/addresses', headers: who.bearer });
  expect(response.statusCode).toBe(200);
  return addressListResponseSchema.parse(response.json()).addresses;
};
const add = (who: LoggedIn, address: Record<string, unknown>, isDefault?: boolean) =>
  t.app.inject({
    method: 'POST',
    url: '/api/addresses',
    headers: who.bearer,
    payload: { address, ...(isDefault === undefined ? {} : { isDefault }) },
  });
const added = async (who: LoggedIn, address: Record<string, unknown>, isDefault?: boolean) => {
  const response = await add(who, address, isDefault);
  expect(response.statusCode, response.body).toBe(201);
  return addressResponseSchema.parse(response.json()).address;
};
const edit = (who: LoggedIn, id: string, address: Record<string, unknown>, isDefault?: boolean) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/addresses/${id}`,
    headers: who.bearer,
    payload: { address, ...(isDefault === undefined ? {} : { isDefault }) },
  });
const remove = (who: LoggedIn, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/addresses/${id}`, headers: who.bearer });
const defaults = (addresses: SavedAddress[]) => addresses.filter((address) => address.isDefault);

describe('the address book', () => {
  it('saves, lists, edits and deletes a shopper’s addresses; the first one is the default', async () => {
    const ann = await shopper();
    expect(await list(ann)).toEqual([]);

    const response = await add(ann, home);
    expect(response.statusCode).toBe(201);
    const first = addressResponseSchema.parse(response.json());
    expect(first.message).toBe(SHIPPING_MESSAGES.addressSaved);
    expect(first.address).toMatchObject({ ...home, isDefault: true });

    const second = await added(ann, office);
    expect(second).toMatchObject({ ...office, isDefault: false });
    expect(second).not.toHaveProperty('line2');
    expect((await list(ann)).map((a) => a.id)).toEqual([first.address.id, second.id]);

    const changed = await edit(ann, second.id, {
      ...office,
      line1: '2 King Street W',
      phone: '416 555 0199',
    });
    expect(changed.statusCode).toBe(200);
    expect(addressResponseSchema.parse(changed.json()).address).toMatchObject({
      line1: '2 King Street W',
      phone: '416 555 0199',
      isDefault: false,
    });

    const deleted = await remove(ann, second.id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: SHIPPING_MESSAGES.addressDeleted });
    expect((await list(ann)).map((a) => a.id)).toEqual([first.address.id]);
  });

  it('lists the default first, then the newest', async () => {
    const ann = await shopper();
    const a = await added(ann, home);
    const b = await added(ann, office);
    const c = await added(ann, london);
    expect((await list(ann)).map((x) => x.id)).toEqual([a.id, c.id, b.id]);
    await edit(ann, b.id, office, true);
    expect((await list(ann)).map((x) => x.id)).toEqual([b.id, c.id, a.id]);
  });

  it('moves the default: on a new address, on an edit, and to the newest left when the default goes', async () => {
    const ann = await shopper();
    const a = await added(ann, home);
    const b = await added(ann, office, true);
    expect(defaults(await list(ann)).map((x) => x.id)).toEqual([b.id]);

    const c = await added(ann, london);
    expect((await edit(ann, a.id, home, true)).json().address.isDefault).toBe(true);
    expect(defaults(await list(ann)).map((x) => x.id)).toEqual([a.id]);

    // Unticking the default keeps it: a book with addresses always has one.
    expect((await edit(ann, a.id, home, false)).json().address.isDefault).toBe(true);

    await remove(ann, a.id);
    expect(defaults(await list(ann)).map((x) => x.id)).toEqual([c.id]);
    await remove(ann, c.id);
    expect(defaults(await list(ann)).map((x) => x.id)).toEqual([b.id]);
    await remove(ann, b.id);
    expect(await list(ann)).toEqual([]);
    // The first address of an emptied book is the default again.
    expect((await added(ann, london, false)).isDefault).toBe(true);
  });

  it('answers 404 for another shopper’s address or an unknown one, and leaves it alone', async () => {
    const ann = await shopper();
    const bea = await shopper();
    const annHome = await added(ann, home);
    for (const response of [
      await edit(bea, annHome.id, london, true),
      await remove(bea, annHome.id),
      await edit(bea, randomUUID(), london),
      await remove(ann, randomUUID()),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(SHIPPING_MESSAGES.addressNotFound);
    }
    expect(await list(bea)).toEqual([]);
    expect(await list(ann)).toEqual([annHome]);
  });

  it('refuses a guest with 401', async () => {
    const guest = await t.app.inject({ method: 'GET', url: '/api/addresses' });
    expect(guest.statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/addresses', payload: { address: home } })).statusCode,
    ).toBe(401);
  });
});

describe('a malformed address', () => {
  const refusal = async (address: Record<string, unknown>) => {
    const ann = await shopper();
    const response = await add(ann, address);
    expect(response.statusCode).toBe(400);
    expect(await list(ann)).toEqual([]);
    return response.json() as { message: string; field: string };
  };

  it('answers 400 naming the field and saying what is wrong', async () => {
    expect(await refusal({ ...home, postalCode: '' })).toMatchObject({
      field: 'address.postalCode',
      message: expect.stringContaining(SHIPPING_MESSAGES.postalCodeRequired),
    });
    expect(await refusal({ ...home, postalCode: '#12' })).toMatchObject({
      field: 'address.postalCode',
      message: expect.stringContaining(SHIPPING_MESSAGES.postalCodeInvalid),
    });
    const { name: _name, ...nameless } = home;
    expect((await refusal(nameless)).field).toBe('address.name');
    expect((await refusal({ ...home, country: 'XX' })).field).toBe('address.country');
    expect((await refusal({ ...home, phone: 'call me' })).field).toBe('address.phone');
    expect((await refusal({ ...home, city: 'x'.repeat(101) })).field).toBe('address.city');
  });

  it('needs a region where the post does (the United States), and not where it does not', async () => {
    const { region: _region, ...regionless } = home;
    expect(await refusal(regionless)).toMatchObject({
      field: 'address.region',
      message: expect.stringContaining(SHIPPING_MESSAGES.regionRequired),
    });
    const ann = await shopper();
    expect((await add(ann, london)).statusCode).toBe(201);
  });

  it('answers 400 for an id that is not one', async () => {
    const ann = await shopper();
    const response = await remove(ann, 'not-an-id');
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('id');
  });
});

describe('the limit', () => {
  const fill = async (who: LoggedIn, n: number) => {
    for (let i = 0; i < n; i += 1) await added(who, { ...london, line1: `${i + 1} Baker Street` });
  };

  it(`keeps at most ${MAX_ADDRESSES} addresses and says so`, async () => {
    const ann = await shopper();
    await fill(ann, MAX_ADDRESSES);
    const refused = await add(ann, home);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SHIPPING_MESSAGES.tooManyAddresses);
    expect(await list(ann)).toHaveLength(MAX_ADDRESSES);
  });

  it('is never passed by requests sent at once', async () => {
    const ann = await shopper();
    await fill(ann, MAX_ADDRESSES - 3);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        add(ann, { ...home, line1: `${i + 1} Mission Street` }, i % 2 === 0),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([...Array(3).fill(201), ...Array(7).fill(409)]);
    const addresses = await list(ann);
    expect(addresses).toHaveLength(MAX_ADDRESSES);
    expect(defaults(addresses)).toHaveLength(1);
  });
});

describe('one default, whatever races', () => {
  it('ends with exactly one default after 10 new defaults posted at once', async () => {
    const ann = await shopper();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => add(ann, { ...home, line1: `${i + 1} Valencia Street` }, true)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    const addresses = await list(ann);
    expect(addresses).toHaveLength(10);
    expect(defaults(addresses)).toHaveLength(1);
    expect(addresses[0]?.isDefault).toBe(true);
  });

  it('ends with exactly one default after every address is made the default at once', async () => {
    const ann = await shopper();
    const saved: SavedAddress[] = [];
    for (let i = 0; i < 6; i += 1) saved.push(await added(ann, { ...office, line1: `${i + 1} Bay Street` }));
    const responses = await Promise.all(
      saved.map((a) => edit(ann, a.id, { ...office, line1: a.line1 }, true)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(defaults(await list(ann))).toHaveLength(1);
  });
});

describe('rememberAddress (an address from a checkout)', () => {
  const parsed = (address: Record<string, unknown>): ShippingAddress => shippingAddressSchema.parse(address);

  it('saves a new address, the first one as the default, and answers an identical one as it is', async () => {
    const ann = await shopper();
    const kept = await rememberAddress(t.database.db, ann.user.id, parsed(home));
    expect(kept).toMatchObject({ ...home, isDefault: true });
    const again = await rememberAddress(t.database.db, ann.user.id, parsed({ ...home, line2: ' Apt 4 ' }));
    expect(again?.id).toBe(kept?.id);
    const other = await rememberAddress(t.database.db, ann.user.id, parsed({ ...home, line2: '' }));
    expect(other).toMatchObject({ isDefault: false });
    expect(other?.id).not.toBe(kept?.id);
    expect(await list(ann)).toHaveLength(2);
  });

  it('keeps nothing and throws nothing when the book is full', async () => {
    const ann = await shopper();
    for (let i = 0; i < MAX_ADDRESSES; i += 1)
      await rememberAddress(
        t.database.db,
        ann.user.id,
        parsed({ ...london, line1: `${i + 1} Oxford Street` }),
      );
    expect(await list(ann)).toHaveLength(MAX_ADDRESSES);
    expect(await rememberAddress(t.database.db, ann.user.id, parsed(home))).toBeNull();
    // An address already kept is still found in a full book.
    expect(
      await rememberAddress(t.database.db, ann.user.id, parsed({ ...london, line1: '1 Oxford Street' })),
    ).toMatchObject({ line1: '1 Oxford Street' });
    expect(await list(ann)).toHaveLength(MAX_ADDRESSES);
  });
});
