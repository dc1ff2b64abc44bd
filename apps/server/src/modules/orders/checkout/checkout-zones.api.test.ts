import { SHIPPING_MESSAGES } from '@shop/shared/orders/shipping';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_RATE_LIMITS } from '../../../lib/limits/rate-limiter';
import { insertProducts } from '../../../seed';
import { type LoggedIn, registerAndLogin } from '../../../test/auth-fixtures';
import { checkoutBody, confirmPayment, payOnTestCheckout, TEST_ADDRESS } from '../../../test/order-fixtures';
import { productFixture } from '../../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Each zone its own delivery rates (docs/product/rules.md, Delivery): a checkout is priced by the
// methods of the zone its address is in, and an order keeps what it was charged whatever the
// owner changes afterwards.

let t: TestApp;
let admin: LoggedIn;

const scarf = productFixture({ title: 'Silk Scarf', category: 'accessories', priceCents: 4900, stock: 80 });
const scarfId = scarf.variants[0]?.id as string;

const LONDON = {
  name: 'Ada Lovelace',
  line1: '10 Downing Street',
  city: 'London',
  postalCode: 'SW1A 2AA',
  country: 'GB',
};
const HONOLULU = { ...TEST_ADDRESS, city: 'Honolulu', region: 'Hawaii', postalCode: '96813' };

interface Method {
  id: string;
  name: string;
  price: number;
}

const settings = () => t.app.inject({ method: 'GET', url: '/api/shipping/settings', headers: admin.bearer });
const save = (payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/shipping/settings', headers: admin.bearer, payload });
const methodsTo = async (query: string): Promise<Method[]> =>
  (await t.app.inject({ method: 'GET', url: `/api/shipping/methods?${query}` })).json().methods;

const checkout = async (who: LoggedIn, address: object, methodId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/create-checkout-session',
    headers: who.bearer,
    payload: await checkoutBody(t.app, who.user.email, [{ id: scarfId, quantity: 2 }], {
      shippingAddress: address,
      shippingMethodId: methodId,
    }),
  });

beforeAll(async () => {
  t = await createTestApp({ rateLimits: NO_RATE_LIMITS });
  await insertProducts(t.database.db, [scarf]);
  admin = await registerAndLogin(t.app, t.database.db, { role: 'admin' });
  const [home] = (await settings()).json().zones;
  const saved = await save({
    zones: [
      home,
      {
        name: 'Hawaii',
        areas: [{ country: 'US', region: 'HI' }],
        methods: [{ name: 'Air', price: 24, estimate: '4-7 business days', freeOver: null, active: true }],
      },
      {
        name: 'United Kingdom',
        areas: [{ country: 'GB' }],
        methods: [
          { name: 'Royal Mail', price: 9.5, estimate: '5-8 business days', freeOver: 150, active: true },
        ],
      },
    ],
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(() => t.close());

describe('a checkout priced by its zone', () => {
  it('charges a United Kingdom address the United Kingdom rate, and keeps it after the zone changes', async () => {
    const shopper = await registerAndLogin(t.app, t.database.db);
    const [royalMail] = await methodsTo('country=GB&subtotal=98');
    expect(royalMail).toMatchObject({ name: 'Royal Mail', price: 9.5 });

    const started = await checkout(shopper, LONDON, royalMail?.id as string);
    expect(started.statusCode).toBe(200);
    await payOnTestCheckout(t.app, shopper, started.json().id);
    const order = (await confirmPayment(t.app, shopper, started.json().id)).json();
    expect(order).toMatchObject({
      paymentStatus: 'paid',
      shippingMethod: { name: 'Royal Mail' },
      shippingPriceCents: 950,
      subtotalCents: 9800,
      // Items, delivery, and 5 % tax on the items only.
      amountCents: 9800 + 950 + 490,
    });

    // The owner raises the rate, then drops the zone: the order keeps what it was charged.
    const current = (await settings()).json();
    const raised = current.zones.map((zone: { name: string; methods: object[] }) =>
      zone.name === 'United Kingdom' ? { ...zone, methods: [{ ...zone.methods[0], price: 20 }] } : zone,
    );
    expect((await save({ zones: raised })).statusCode).toBe(200);
    expect((await methodsTo('country=GB&subtotal=98'))[0]?.price).toBe(20);
    const dropped = current.zones.filter((zone: { name: string }) => zone.name !== 'United Kingdom');
    expect((await save({ zones: dropped })).statusCode).toBe(200);

    const kept = await t.app.inject({
      method: 'GET',
      url: `/api/orders/order/${order.id}`,
      headers: shopper.bearer,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({
      shippingMethod: { name: 'Royal Mail' },
      shippingPrice: 9.5,
      shippingPriceCents: 950,
      amountCents: 9800 + 950 + 490,
    });
    // Back as it was, the dropped zone added again as a new one.
    const again = current.zones.map((zone: { id: string; name: string; methods: { id: string }[] }) =>
      zone.name === 'United Kingdom'
        ? { ...zone, id: undefined, methods: zone.methods.map((method) => ({ ...method, id: undefined })) }
        : zone,
    );
    expect((await save({ zones: again })).statusCode).toBe(200);
  });

  it('refuses a method of another zone for the address, before anything is held', async () => {
    const shopper = await registerAndLogin(t.app, t.database.db);
    const [standard] = await methodsTo('country=US&region=OR');
    expect(standard?.name).toBe('Standard');
    const answer = await checkout(shopper, LONDON, standard?.id as string);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      message: SHIPPING_MESSAGES.methodUnavailable,
      field: 'shippingMethodId',
    });

    const [air] = await methodsTo('country=US&region=HI');
    const oregon = await checkout(shopper, TEST_ADDRESS, air?.id as string);
    expect(oregon.statusCode).toBe(400);
    expect(oregon.json().field).toBe('shippingMethodId');
  });

  it('charges a state of its own its own rate, however the region is typed', async () => {
    const shopper = await registerAndLogin(t.app, t.database.db);
    const [air] = await methodsTo('country=US&region=hawaii&subtotal=98');
    expect(air).toMatchObject({ name: 'Air', price: 24 });
    const started = await checkout(shopper, HONOLULU, air?.id as string);
    expect(started.statusCode).toBe(200);
    const order = (await confirmPayment(t.app, shopper, started.json().id)).json();
    expect(order).toMatchObject({ shippingMethod: { name: 'Air' }, shippingPriceCents: 2400 });
  });

  it('refuses a country no zone holds, naming the address country', async () => {
    const shopper = await registerAndLogin(t.app, t.database.db);
    const [royalMail] = await methodsTo('country=GB');
    const answer = await checkout(shopper, { ...LONDON, country: 'FR' }, royalMail?.id as string);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ field: 'shippingAddress.country' });
  });
});
