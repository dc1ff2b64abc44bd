import { SHIPPING_MESSAGES } from '@shop/shared/orders/shipping';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_RATE_LIMITS } from '../../../lib/limits/rate-limiter';
import { insertProducts } from '../../../seed';
import { type LoggedIn, registerAndLogin } from '../../../test/auth-fixtures';
import {
  checkoutBody,
  confirmPayment,
  deliveryMethodId,
  payOnTestCheckout,
  TEST_ADDRESS,
} from '../../../test/order-fixtures';
import { productFixture } from '../../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { productVariants } from '../../catalog/catalog.schema';
import { outbox } from '../../mail/mail.schema';
import { shippingMethods } from '../../shipping/shipping.schema';
import { orders } from '../orders.schema';

// The checkout carries where the order goes and how (docs/decisions/030): the address and method are
// checked, the delivery priced by the shop alone, and the order keeps them.

let t: TestApp;
let standard: string;
let express: string;

const scarf = productFixture({ title: 'Silk Scarf', category: 'accessories', priceCents: 4900, stock: 80 });
const scarfId = scarf.variants[0]?.id as string;
const dress = productFixture({ title: 'Wrap Dress', category: 'dress', priceCents: 12_950, stock: 20 });
const dressM = dress.variants.find((v) => v.size === 'M')?.id as string;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://shop.example', rateLimits: NO_RATE_LIMITS });
  await insertProducts(t.database.db, [scarf, dress]);
  standard = await deliveryMethodId(t.app, 'Standard');
  express = await deliveryMethodId(t.app, 'Express');
});
afterAll(() => t.close());

const post = (who: LoggedIn, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/create-checkout-session',
    headers: who.bearer,
    payload,
  });

const checkout = async (who: LoggedIn, products: unknown[], extra: Record<string, unknown> = {}) =>
  post(who, await checkoutBody(t.app, who.user.email, products, extra));

async function reservedOf(variantId: string) {
  const [row] = await t.database.db.select().from(productVariants).where(eq(productVariants.id, variantId));
  return row?.reserved;
}

const orderOf = async (who: LoggedIn, sessionId: string) =>
  (await confirmPayment(t.app, who, sessionId)).json();

describe('the address and method a checkout must carry', () => {
  it('refuses a missing or malformed address, naming the field, and holds nothing', async () => {
    const shopper = await registerAndLogin(t.app, t.database.db);
    const before = await reservedOf(scarfId);
    const lines = [{ id: scarfId, quantity: 1 }];
    const { postalCode: _postalCode, ...noPostalCode } = TEST_ADDRESS;
    const { region: _region, ...noRegion } = TEST_ADDRESS;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ shippingAddress: undefined }, 'shippingAddress', ''],
      [{ shippingAddress: noPostalCode }, 'shippingAddress.postalCode', SHIPPING_MESSAGES.postalCodeRequired],
      [
        { shippingAddress: { ...TEST_ADDRESS, postalCode: '#97201' } },
        'shippingAddress.postalCode',
        SHIPPING_MESSAGES.postalCodeInvalid,
      ],
      [
        { shippingAddress: { ...TEST_ADDRESS, name: '   ' } },
        'shippingAddress.name',
        SHIPPING_MESSAGES.nameRequired,
      ],
      [
        { shippingAddress: { ...TEST_ADDRESS, line1: '' } },
        'shippingAddress.line1',
        SHIPPING_MESSAGES.line1Required,
      ],
      [
        { shippingAddress: { ...TEST_ADDRESS, city: 42 } },
        'shippingAddress.city',
        SHIPPING_MESSAGES.cityRequired,
      ],
      // The United States' post needs a state.
      [{ shippingAddress: noRegion }, 'shippingAddress.region', SHIPPING_MESSAGES.regionRequired],
      [
        { shippingAddress: { ...TEST_ADDRESS, phone: 'call me' } },
        'shippingAddress.phone',
        SHIPPING_MESSAGES.phoneInvalid,
      ],
      [
        { shippingAddress: { ...TEST_ADDRESS, country: 'Atlantis' } },
        'shippingAddress.country',
        SHIPPING_MESSAGES.countryRequired,
      ],
      [{ shippingMethodId: undefined }, 'shippingMethodId', SHIPPING_MESSAGES.methodRequired],
      [{ shippingMethodId: 'standard' }, 'shippingMethodId', SHIPPING_MESSAGES.methodRequired],
      [{ saveAddress: 'yes' }, 'saveAddress', 'saveAddress must be true or false'],
    ];
    for (const [extra, field, message] of cases) {
      const answer = await checkout(shopper, lines, extra);
      expect(answer.statusCode, field).toBe(400);
      expect(answer.json().field, JSON.stringify(extra)).toBe(field);
      expect(answer.json().message).toContain(`'${field}'`);
      expect(answer.json().message).toContain(message);
    }
    expect(await reservedOf(scarfId)).toBe(before);
  });

  it('keeps a region where the country needs none, and leaves out empty optional lines', async () => {
    await t.database.db.execute(
      // The shop delivers to the United Kingdom too, by the same methods, for this test.
      "insert into shipping_zone_areas (zone_id, country) select id, 'GB' from shipping_zones order by position limit 1",
    );
    try {
      const shopper = await registerAndLogin(t.app, t.database.db);
      const address = {
        name: '  Ada Lovelace ',
        line1: '10 Downing Street',
        line2: '  ',
        city: 'London',
        postalCode: 'SW1A 2AA',
        country: 'GB',
        phone: '',
      };
      const started = await checkout(shopper, [{ id: scarfId }], { shippingAddress: address });
      expect(started.statusCode).toBe(200);
      const order = await orderOf(shopper, started.json().id);
      expect(order.shippingAddress).toEqual({
        name: 'Ada Lovelace',
        line1: '10 Downing Street',
        city: 'London',
        postalCode: 'SW1A 2AA',
        country: 'GB',
      });
    } finally {
      await t.database.db.execute("delete from shipping_zone_areas where country = 'GB'");
    }
  });

  it('refuses a method the shop does not offer and a country it does not deliver to', async () => {
    const shopper = await registerAndLogin(t.app, t.database.db);
    const before = await reservedOf(scarfId);
    const lines = [{ id: scarfId, quantity: 1 }];

    const unknown = await checkout(shopper, lines, {
      shippingMethodId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      message: SHIPPING_MESSAGES.methodUnavailable,
      field: 'shippingMethodId',
    });

    // A method the owner switched off is no longer offered.
    await t.database.db.update(shippingMethods).set({ active: false }).where(eq(shippingMethods.id, express));
    try {
      const off = await checkout(shopper, lines, { shippingMethodId: express });
      expect(off.statusCode).toBe(400);
      expect(off.json().field).toBe('shippingMethodId');
    } finally {
      await t.database.db
        .update(shippingMethods)
        .set({ active: true })
        .where(eq(shippingMethods.id, express));
    }

    const abroad = await checkout(shopper, lines, {
      shippingAddress: { ...TEST_ADDRESS, country: 'FR', region: undefined, postalCode: '75001' },
    });
    expect(abroad.statusCode).toBe(400);
    expect(abroad.json()).toEqual({
      message: SHIPPING_MESSAGES.notShippedTo('FR'),
      field: 'shippingAddress.country',
    });
    expect(await reservedOf(scarfId)).toBe(before);
  });
});

describe('what delivery costs', () => {
  it('is the shop’s price: a body claiming its own price or amount changes nothing', async () => {
    const shopper = await registerAndLogin(t.app, t.database.db);
    const started = await checkout(shopper, [{ id: scarfId, quantity: 1 }], {
      shippingPrice: 0,
      shippingPriceCents: 0,
      shippingCents: 0,
      shippingMethod: { id: standard, name: 'Free', price: 0 },
      amount: 0.5,
      amountCents: 50,
      taxCents: 0,
    });
    expect(started.statusCode).toBe(200);
    const order = await orderOf(shopper, started.json().id);
    expect(order).toMatchObject({
      subtotalCents: 4900,
      shippingPriceCents: 599,
      taxCents: 245,
      amountCents: 5744,
    });
  });

  it('makes Standard free from $100 of items, charges Express, and never taxes delivery', async () => {
    const shopper = await registerAndLogin(t.app, t.database.db);
    const free = await orderOf(shopper, (await checkout(shopper, [{ id: dressM, quantity: 1 }])).json().id);
    expect(free).toMatchObject({
      subtotalCents: 12_950,
      shippingPrice: 0,
      shippingPriceCents: 0,
      // 5% of $129.50 is $6.475, rounded half up.
      taxCents: 648,
      amountCents: 12_950 + 648,
      amount: 135.98,
    });

    const other = await registerAndLogin(t.app, t.database.db);
    const started = await checkout(other, [{ id: scarfId, quantity: 1 }], { shippingMethodId: express });
    const fast = await orderOf(other, started.json().id);
    expect(fast).toMatchObject({
      shippingMethod: { id: express, name: 'Express' },
      shippingPrice: 14.99,
      shippingPriceCents: 1499,
      taxCents: 245,
    });
    expect(fast.amountCents).toBe(fast.subtotalCents + fast.shippingPriceCents + fast.taxCents);
    expect(fast.amount).toBe(66.44);
  });
});

describe("the order's delivery", () => {
  it('is kept on the order and shown in its JSON; an order from before delivery shows none', async () => {
    const shopper = await registerAndLogin(t.app, t.database.db);
    const started = await checkout(shopper, [{ id: scarfId, quantity: 2 }]);
    const order = await orderOf(shopper, started.json().id);
    expect(order).toMatchObject({
      shippingAddress: TEST_ADDRESS,
      shippingMethod: { id: standard, name: 'Standard' },
      shippingPrice: 5.99,
      shippingPriceCents: 599,
      trackingNumber: null,
      carrier: null,
      amountCents: 9800 + 599 + 490,
    });
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/orders/mine', headers: shopper.bearer })
    ).json();
    expect(mine[0]).toEqual(order);

    // An order placed before checkout asked for an address.
    await t.database.db
      .update(orders)
      .set({ shippingAddress: null, shippingMethodId: null, shippingMethodName: null, shippingCents: 0 })
      .where(eq(orders.id, order.id));
    const old = (
      await t.app.inject({ method: 'GET', url: `/api/orders/order/${order.id}`, headers: shopper.bearer })
    ).json();
    expect(old).toMatchObject({
      shippingAddress: null,
      shippingMethod: null,
      shippingPrice: 0,
      shippingPriceCents: 0,
    });
  });

  it('is part of the open checkout: the same address and method answer the same session, another replaces it', async () => {
    const shopper = await registerAndLogin(t.app, t.database.db);
    const before = await reservedOf(scarfId);
    const lines = [{ id: scarfId, quantity: 1 }];
    const first = (await checkout(shopper, lines)).json().id;
    // The same again, its fields in another order and with spaces the schema trims.
    const again = await checkout(shopper, lines, {
      shippingAddress: { ...TEST_ADDRESS, name: ` ${TEST_ADDRESS.name} `, country: TEST_ADDRESS.country },
    });
    expect(again.json().id).toBe(first);

    const moved = (
      await checkout(shopper, lines, { shippingAddress: { ...TEST_ADDRESS, line2: 'Apt 4' } })
    ).json().id;
    expect(moved).not.toBe(first);
    const faster = (
      await checkout(shopper, lines, {
        shippingAddress: { ...TEST_ADDRESS, line2: 'Apt 4' },
        shippingMethodId: express,
      })
    ).json().id;
    expect(faster).not.toBe(moved);

    const open = (await t.database.db.select().from(orders).where(eq(orders.userId, shopper.user.id))).filter(
      (row) => row.paymentStatus === 'awaiting_payment',
    );
    expect(open.map((row) => row.paymentSessionId)).toEqual([faster]);
    expect(open[0]?.shippingMethodName).toBe('Express');
    // The replaced checkouts gave their unit back: only the last one holds.
    expect(await reservedOf(scarfId)).toBe((before ?? 0) + 1);
  });

  it('is kept in the address book when asked, and only then', async () => {
    const shopper = await registerAndLogin(t.app, t.database.db);
    const book = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/addresses', headers: shopper.bearer })).json()
        .addresses;
    expect((await checkout(shopper, [{ id: scarfId }])).statusCode).toBe(200);
    expect(await book()).toEqual([]);
    expect((await checkout(shopper, [{ id: dressM }], { saveAddress: true })).statusCode).toBe(200);
    expect(await book()).toEqual([expect.objectContaining(TEST_ADDRESS)]);
  });

  it('is on the test checkout page: the delivery above the tax, and where it goes', async () => {
    const shopper = await registerAndLogin(t.app, t.database.db);
    const { id } = (await checkout(shopper, [{ id: scarfId, quantity: 1 }])).json();
    const page = await t.app.inject({ method: 'GET', url: `/checkout/${id}`, headers: shopper.bearer });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      '<dt>Total price</dt><dd>$49.00</dd>\n<dt>Delivery (Standard)</dt><dd>$5.99</dd>\n<dt>Tax (5%)</dt><dd>$2.45</dd>',
    );
    expect(page.body).toContain('<dd class="grand">$57.44</dd>');
    expect(page.body).toContain(
      '<h2 class="ship-to">Ship to</h2><address>Ada Shopper<br>12 Harbour Street<br>Apt 3<br>Portland, OR 97201<br>United States<br>+1 503 555 0100</address>',
    );

    const other = await registerAndLogin(t.app, t.database.db);
    const free = (await checkout(other, [{ id: dressM, quantity: 1 }])).json().id;
    const freePage = await t.app.inject({ method: 'GET', url: `/checkout/${free}`, headers: other.bearer });
    expect(freePage.body).toContain('<dt>Delivery (Standard)</dt><dd>Free</dd>');
  });

  it('is in the shopper’s confirmation and the shop’s new-order mail', async () => {
    const admin = await registerAndLogin(t.app, t.database.db, { role: 'admin' });
    const shopper = await registerAndLogin(t.app, t.database.db);
    const { id } = (
      await checkout(shopper, [{ id: scarfId, quantity: 1 }], { shippingMethodId: express })
    ).json();
    expect((await payOnTestCheckout(t.app, shopper, id)).headers.location).toBe(`/success?session_id=${id}`);
    const order = await orderOf(shopper, id);
    const mailTo = async (to: string) =>
      (await t.database.db.select().from(outbox)).find(
        (mail) => mail.to === to && mail.subject.includes(order.orderId),
      );
    await expect.poll(() => mailTo(shopper.user.email)).toBeDefined();
    await expect.poll(() => mailTo(admin.user.email)).toBeDefined();
    const where =
      'Shipping address:\nAda Shopper\n12 Harbour Street\nApt 3\nPortland, OR 97201\nUnited States\n+1 503 555 0100\n\nDelivery method: Express';
    const breakdown = 'Total price: $49.00\nDelivery (Express): $14.99\nTax (5%): $2.45\nGrand Total: $66.44';
    for (const mail of [await mailTo(shopper.user.email), await mailTo(admin.user.email)]) {
      expect(mail?.text).toContain(where);
      expect(mail?.text).toContain(breakdown);
    }
  });
});
