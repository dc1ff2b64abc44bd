import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminApi, createAdminApi } from '../../test/admin-api-fixtures';
import type { LoggedIn } from '../../test/auth-fixtures';
import { checkoutBody, payOnTestCheckout, TEST_ADDRESS } from '../../test/order-fixtures';
import { productFixture } from '../../test/product-fixtures';

// Taxes by destination (docs/product/rules.md, Taxes): the owner's default and places' rates,
// prices with tax in them or not, delivery taxed or not, and orders that keep what they were
// taxed whatever changes after.

const dress = productFixture({ title: 'Wrap Dress', category: 'clothing', priceCents: 12_000, stock: 100 });
const vatDress = productFixture({
  title: 'Linen Dress',
  category: 'clothing',
  priceCents: 10_000,
  stock: 100,
});
const dressId = dress.variants[0]?.id as string;
const vatDressId = vatDress.variants[0]?.id as string;

let t: AdminApi;
beforeAll(async () => {
  t = await createAdminApi({ products: [dress, vatDress] });
});
afterAll(async () => {
  await t.close();
});

const settings = (over: Record<string, unknown> = {}) => ({
  defaultRate: { name: 'Tax', rate: 5, deliveryTaxed: false },
  pricesIncludeTax: false,
  rates: [
    { country: 'US', region: 'CA', name: 'CA sales tax', rate: 7.25, deliveryTaxed: false },
    { country: 'CA', region: 'ON', name: 'HST', rate: 13, deliveryTaxed: true },
  ],
  seller: { legalName: 'Velora Ltd', taxNumber: 'US-123', address: null },
  ...over,
});

async function saveSettings(body: Record<string, unknown>) {
  const saved = await t.send('PUT', '/api/taxes', t.admin, body);
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json();
}

/** Checks out one unit to this address and pays; answers the order as its shopper reads it. */
async function paidOrder(
  who: LoggedIn,
  variantId: string,
  address: Record<string, unknown>,
  method = 'Standard',
) {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/orders/create-checkout-session',
    headers: who.bearer,
    payload: await checkoutBody(t.app, who.user.email, [{ id: variantId, quantity: 1 }], {
      shippingAddress: { ...TEST_ADDRESS, ...address },
      shippingMethodId: await methodFor(String(address.country ?? 'US'), method),
    }),
  });
  expect(started.statusCode, started.body).toBe(200);
  const sessionId = started.json().id as string;
  await payOnTestCheckout(t.app, who, sessionId);
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/orders/confirm-payment',
    headers: who.bearer,
    payload: { session_id: sessionId },
  });
  return confirmed.json();
}

async function methodFor(country: string, name: string): Promise<string> {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/shipping/methods?country=${country}&subtotal=1`,
  });
  const methods = answer.json().methods as { id: string; name: string }[];
  return methods.find((method) => method.name === name)?.id as string;
}

const ontario = { country: 'CA', region: 'ON', city: 'Toronto', postalCode: 'M5V 2T6' };

describe('tax settings', () => {
  it('start at 5 %, added, for every place, and only an admin reads or changes them', async () => {
    const fresh = await t.send('GET', '/api/taxes', t.admin);
    expect(fresh.json()).toMatchObject({
      defaultRate: { name: 'Tax', rate: 5, deliveryTaxed: false },
      pricesIncludeTax: false,
      rates: [],
    });
    expect((await t.send('GET', '/api/taxes', t.shopper)).statusCode).toBe(403);
    expect((await t.send('PUT', '/api/taxes', t.shopper, settings())).statusCode).toBe(403);
    expect((await t.send('GET', '/api/taxes', null)).statusCode).toBe(401);
    const estimate = await t.app.inject({ method: 'GET', url: '/api/taxes/rate' });
    expect(estimate.json()).toEqual({
      name: 'Tax',
      rate: 5,
      deliveryTaxed: false,
      pricesIncludeTax: false,
      label: 'Tax (5%)',
      estimate: true,
    });
  });

  it('refuse a bad rate, an unknown place or a place named twice, naming the field', async () => {
    const tooHigh = await t.send(
      'PUT',
      '/api/taxes',
      t.admin,
      settings({ defaultRate: { name: 'Tax', rate: 51, deliveryTaxed: false } }),
    );
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().message).toMatch(/rate must be a percentage from 0 to 50/);
    const fourDecimals = await t.send(
      'PUT',
      '/api/taxes',
      t.admin,
      settings({ rates: [{ country: 'US', region: 'NY', name: 'NY', rate: 8.8751, deliveryTaxed: false }] }),
    );
    expect(fourDecimals.statusCode).toBe(400);
    const nowhere = await t.send(
      'PUT',
      '/api/taxes',
      t.admin,
      settings({ rates: [{ country: 'US', region: 'ZZ', name: 'ZZ', rate: 5, deliveryTaxed: false }] }),
    );
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json()).toMatchObject({
      message: "Invalid field 'rates.0.region': ZZ is not a region of United States.",
      field: 'rates.0.region',
    });
    const twice = await t.send(
      'PUT',
      '/api/taxes',
      t.admin,
      settings({
        rates: [
          { country: 'US', region: 'CA', name: 'A', rate: 7, deliveryTaxed: false },
          { country: 'US', region: 'CA', name: 'B', rate: 8, deliveryTaxed: false },
        ],
      }),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({
      message: 'California (United States) has two rates. Give each place one rate.',
    });
    const unnamed = await t.send(
      'PUT',
      '/api/taxes',
      t.admin,
      settings({ defaultRate: { name: ' ', rate: 5, deliveryTaxed: false } }),
    );
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toMatchObject({
      message: `Invalid field 'defaultRate.name': Please name the tax, such as "Sales tax", "HST" or "VAT".`,
      field: 'defaultRate.name',
    });
  });

  it('tax the same cart by where it goes: California at 7.25 %, New York at the default 5 %', async () => {
    const saved = await saveSettings(settings());
    expect(saved.message).toBe('Tax settings saved');
    expect(saved.rates).toEqual([
      { country: 'US', region: 'CA', name: 'CA sales tax', rate: 7.25, deliveryTaxed: false },
      { country: 'CA', region: 'ON', name: 'HST', rate: 13, deliveryTaxed: true },
    ]);
    const california = await paidOrder(t.shopper, dressId, {
      region: 'California',
      city: 'Los Angeles',
      postalCode: '90001',
    });
    expect(california).toMatchObject({
      subtotalCents: 12_000,
      taxCents: 870,
      pricesIncludeTax: false,
      taxLines: [
        {
          name: 'CA sales tax',
          rate: 7.25,
          label: 'CA sales tax (7.25%)',
          taxableCents: 12_000,
          taxCents: 870,
        },
      ],
    });
    expect(california.items[0]).toMatchObject({ taxRate: 7.25, taxCents: 870 });
    expect(california.amountCents).toBe(12_000 + california.shippingPriceCents + 870);

    const newYork = await paidOrder(t.shopper, dressId, {
      region: 'NY',
      city: 'New York',
      postalCode: '10001',
    });
    expect(newYork).toMatchObject({ taxCents: 600, taxLines: [{ name: 'Tax', rate: 5, label: 'Tax (5%)' }] });
    const rate = await t.app.inject({ method: 'GET', url: '/api/taxes/rate?country=us&region=california' });
    expect(rate.json()).toMatchObject({ name: 'CA sales tax', rate: 7.25, estimate: false });
  });

  it('tax the delivery where the rate says so: Ontario’s HST on the items and the delivery', async () => {
    // Express is never free, so there is a delivery to tax.
    const order = await paidOrder(t.shopper, dressId, ontario, 'Express');
    const delivery = order.shippingPriceCents as number;
    const tax = Math.floor(((12_000 + delivery) * 13 * 2 + 100) / 200);
    expect(order).toMatchObject({
      taxCents: tax,
      taxLines: [{ name: 'HST', label: 'HST (13%)', taxableCents: 12_000 + delivery }],
    });
    expect(order.shippingTaxCents + order.items[0].taxCents).toBe(tax);
    expect(order.shippingTaxCents).toBeGreaterThan(0);
    expect(order.amountCents).toBe(12_000 + delivery + tax);
  });

  it('find the tax in prices that include it: a $100 dress at 20 % VAT holds $16.67 and costs $100', async () => {
    await saveSettings(
      settings({ pricesIncludeTax: true, defaultRate: { name: 'VAT', rate: 20, deliveryTaxed: false } }),
    );
    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: { cartItems: [{ id: vatDressId, quantity: 1 }] },
    });
    expect(cart.json()).toMatchObject({
      taxCents: 1_667,
      grandTotalCents: 10_000,
      taxLabel: 'Includes VAT (20%)',
      taxIncluded: true,
      taxEstimate: true,
    });
    const order = await paidOrder(t.shopper, vatDressId, {
      region: 'NY',
      city: 'New York',
      postalCode: '10001',
    });
    expect(order).toMatchObject({
      pricesIncludeTax: true,
      taxCents: 1_667,
      taxLines: [{ label: 'Includes VAT (20%)' }],
    });
    expect(order.amountCents).toBe(10_000 + order.shippingPriceCents);
  });

  it('leave an order as it was taxed when the rates change after, and refund a line’s tax as kept', async () => {
    await saveSettings(settings());
    const before = await paidOrder(t.shopper, dressId, {
      region: 'CA',
      city: 'Los Angeles',
      postalCode: '90001',
    });
    await saveSettings(
      settings({
        rates: [{ country: 'US', region: 'CA', name: 'CA sales tax', rate: 9, deliveryTaxed: true }],
      }),
    );
    const after = await t.send('GET', `/api/orders/order/${before._id}`, t.shopper);
    expect(after.json()).toMatchObject({
      taxCents: 870,
      amountCents: before.amountCents,
      taxLines: [{ rate: 7.25, taxCents: 870 }],
    });

    const refund = await t.send('POST', `/api/orders/${before._id}/refunds`, t.admin, {
      lines: [{ lineId: before.items[0].id, quantity: 1 }],
      restock: false,
      reason: 'Too small',
    });
    expect(refund.statusCode, refund.body).toBe(201);
    expect(refund.json()).toMatchObject({ amountCents: 12_870, taxCents: 870 });
    expect(refund.json().creditNoteNumber).toMatch(/^CN-\d{4}-\d{6}$/);
  });

  it('refund the included tax’s part without adding it again when prices include tax', async () => {
    await saveSettings(
      settings({ pricesIncludeTax: true, defaultRate: { name: 'VAT', rate: 20, deliveryTaxed: false } }),
    );
    const order = await paidOrder(t.shopper, vatDressId, {
      region: 'NY',
      city: 'New York',
      postalCode: '10001',
    });
    const refund = await t.send('POST', `/api/orders/${order._id}/refunds`, t.admin, {
      lines: [{ lineId: order.items[0].id, quantity: 1 }],
      restock: false,
      reason: 'Changed my mind',
    });
    expect(refund.json()).toMatchObject({ amountCents: 10_000, taxCents: 1_667 });
    await saveSettings(settings());
  });
});
