import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../seed';
import { type LoggedIn, registerAndLogin } from '../../test/auth-fixtures';
import { productFixture } from '../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let shopper: LoggedIn;
let other: LoggedIn;
const scarf = productFixture({ title: 'Silk Scarf', category: 'accessories', priceCents: 4900, stock: 3 });
const dress = productFixture({ title: 'Wrap Dress', category: 'dress', priceCents: 12_950, stock: 2 });
const scarfVariant = scarf.variants[0]?.id as string;
const dressM = dress.variants.find((v) => v.size === 'M')?.id as string;
const dressS = dress.variants.find((v) => v.size === 'S')?.id as string;

beforeAll(async () => {
  t = await createTestApp();
  await insertProducts(t.database.db, [scarf, dress]);
  shopper = await registerAndLogin(t.app, t.database.db);
  other = await registerAndLogin(t.app, t.database.db);
});
afterAll(() => t.close());

const post = (path: string, payload: unknown, who: LoggedIn = shopper) =>
  t.app.inject({ method: 'POST', url: `/api/cart/${path}`, headers: who.bearer, payload: payload as object });
const cartOf = (who: LoggedIn = shopper) =>
  t.app.inject({ method: 'GET', url: `/api/cart/${who.user.id}`, headers: who.bearer });

describe('the cart API', () => {
  it('needs a login, before reading anything', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/cart/${shopper.user.id}` })).statusCode).toBe(401);
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      payload: { item: { id: scarfVariant } },
    });
    expect(add.statusCode).toBe(401);
    expect(add.json().message).toBe('You must be logged in!');
  });

  it('prices a guest’s lines without a login or storing them', async () => {
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: {
        cartItems: [
          { id: dressM, quantity: 1, price: 1 },
          { id: dressM, quantity: 2 },
          { id: '00000000-0000-4000-8000-000000000000' },
        ],
      },
    });
    expect(quote.statusCode).toBe(200);
    expect(quote.json().items).toMatchObject([
      {
        id: dressM,
        priceCents: 12_950,
        quantity: 3,
        quantityAvailable: 2,
        availableForSale: false,
        // What one checkout takes of a variant (CHECKOUT_MAX_PER_VARIANT), for the cart page.
        maxPerOrder: 10,
      },
    ]);
    expect(quote.json().totalPriceCents).toBe(38_850);
  });

  it('prices lines from the catalog whatever the body says, with tax at 5 %', async () => {
    await post('clear', {});
    const added = await post('add', {
      item: {
        id: dressM,
        price: 0.01,
        title: 'Free dress',
        image: 'https://evil.example/x.png',
        quantity: 2,
      },
    });
    expect(added.statusCode).toBe(200);
    const [line] = added.json().items;
    expect(line).toMatchObject({
      id: dressM,
      title: 'Wrap Dress',
      price: 129.5,
      priceCents: 12_950,
      quantity: 2,
    });
    expect(line.image).toMatch(/^\/media\/demo\//);
    expect(added.json()).toMatchObject({
      totalPrice: 259,
      tax: 12.95,
      grandTotal: 271.95,
      taxRate: 0.05,
      totalPriceCents: 25_900,
      taxCents: 1295,
      grandTotalCents: 27_195,
    });
    const again = await cartOf();
    expect(again.json().items).toHaveLength(1);
  });

  it('raises the quantity of a variant already in the cart and refuses more than the stock', async () => {
    await post('clear', {});
    await post('add', { item: { variantId: scarfVariant } });
    const second = await post('add', { item: { variantId: scarfVariant } });
    expect(second.json().items[0].quantity).toBe(2);
    const tooMany = await post('add', { item: { variantId: scarfVariant, quantity: 2 } });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('Only 3 left of Silk Scarf (One Size, Red).');
    expect((await cartOf()).json().items[0].quantity).toBe(2);
    // The same variant id in capitals is the same variant (UUIDs ignore case).
    const shouted = await post('add', { item: { variantId: scarfVariant.toUpperCase() } });
    expect(shouted.statusCode).toBe(200);
    expect(shouted.json().items).toMatchObject([{ quantity: 3 }]);
  });

  it.each([
    ['-1', -1],
    ['0', 0],
    ['1.5', 1.5],
    ["'abc'", 'abc'],
    ['null', null],
    ['10^9', 1_000_000_000],
  ])('refuses the quantity %s with a 400 naming the field', async (_label, quantity) => {
    const response = await post('update', { variantId: scarfVariant, quantity });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/quantity/);
  });

  it('sets a quantity, refuses one above the stock, removes and clears', async () => {
    await post('clear', {});
    await post('add', { item: { id: dressS } });
    const set = await post('update', { variantId: dressS, quantity: 2 });
    expect(set.json().items[0].quantity).toBe(2);
    const over = await post('update', { variantId: dressS, quantity: 3 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ message: 'Only 2 left of Wrap Dress (S, Red).', field: 'quantity' });
    const notInCart = await post('update', { variantId: dressM, quantity: 1 });
    expect(notInCart.statusCode).toBe(404);
    const removed = await post('remove', { variantId: dressS, productId: dress.id });
    expect(removed.json().items).toEqual([]);
    await post('add', { item: { id: dressS } });
    const cleared = await post('clear', { userId: shopper.user.id });
    expect(cleared.json()).toMatchObject({ items: [], totalPrice: 0, tax: 0, grandTotal: 0 });
  });

  it('answers 404 for a variant that does not exist', async () => {
    const response = await post('add', { item: { id: '00000000-0000-4000-8000-000000000000' } });
    expect(response.statusCode).toBe(404);
  });

  it("never shows or touches another shopper's cart", async () => {
    await post('clear', {}, other);
    await post('add', { item: { id: scarfVariant } }, other);
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/cart/${other.user.id}`,
      headers: shopper.bearer,
    });
    expect(peek.statusCode).toBe(403);
    for (const [path, body] of [
      ['clear', { userId: other.user.id }],
      ['remove', { userId: other.user.id, variantId: scarfVariant }],
      ['update', { userId: other.user.id, variantId: scarfVariant, quantity: 3 }],
      ['add', { userId: other.user.id, item: { id: dressM } }],
    ] as const) {
      expect((await post(path, body)).statusCode).toBe(403);
    }
    expect((await cartOf(other)).json().items).toMatchObject([{ id: scarfVariant, quantity: 1 }]);
  });

  it('replaces the cart with the browser’s lines, adding repeats together and capping at stock', async () => {
    const replaced = await post('update', {
      cartItems: [
        { id: scarfVariant, quantity: 2 },
        { id: scarfVariant, quantity: 2 },
        { id: dressM, quantity: 1 },
        { id: '00000000-0000-4000-8000-000000000000', quantity: 1 },
      ],
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().items).toMatchObject([
      { id: scarfVariant, quantity: 3 },
      { id: dressM, quantity: 1 },
    ]);
  });

  it('merges a guest cart into the stored one after a login, quantities added and capped', async () => {
    await post('update', { cartItems: [{ id: scarfVariant, quantity: 2 }] });
    const merged = await post('merge', {
      cartItems: [
        { id: scarfVariant, quantity: 2 },
        { id: dressS, quantity: 1 },
      ],
    });
    expect(merged.statusCode).toBe(200);
    const byId = Object.fromEntries(
      merged.json().items.map((i: { id: string; quantity: number }) => [i.id, i.quantity]),
    );
    expect(byId).toEqual({ [scarfVariant]: 3, [dressS]: 1 });
  });

  it('takes the same cart sent from several tabs at once: every answer a cart, no line lost or doubled', async () => {
    await post('clear', {});
    const lines = [
      { id: scarfVariant, quantity: 1 },
      { id: dressM, quantity: 1 },
    ];
    const replaced = await Promise.all(Array.from({ length: 8 }, () => post('update', { cartItems: lines })));
    expect(replaced.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const quantities = async () =>
      Object.fromEntries(
        (await cartOf()).json().items.map((i: { id: string; quantity: number }) => [i.id, i.quantity]),
      );
    expect(await quantities()).toEqual({ [scarfVariant]: 1, [dressM]: 1 });
    // Two tabs logging in at once each add their guest line: both count, within the stock of 3.
    const merged = await Promise.all(
      Array.from({ length: 2 }, () => post('merge', { cartItems: [{ id: scarfVariant, quantity: 1 }] })),
    );
    expect(merged.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await quantities()).toEqual({ [scarfVariant]: 3, [dressM]: 1 });
  });
});
