import { randomUUID } from 'node:crypto';
import type { Color, Size } from '@shop/shared/catalog/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../seed';
import { type LoggedIn, registerAndLogin } from '../../test/auth-fixtures';
import { checkoutBody } from '../../test/order-fixtures';
import { productFixture } from '../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// A cart line, and the order line copied from it, show the picture of the colour bought (docs/product/api.md, Products:
// colours as variants), not whichever picture of the product happens to come first.

let t: TestApp;
let shopper: LoggedIn;

const cells = (colors: readonly Color[], sizes: readonly Size[]) =>
  colors.flatMap((color) => sizes.map((size) => ({ color, size })));

/** Black first (the main colour), then green and red; red has no picture of its own. */
const wrap = productFixture({ title: 'Satin Wrap Dress', color: 'black', priceCents: 9900 });
wrap.variants = cells(['black', 'green', 'red'], ['S', 'M']).map((cell, position) => ({
  id: randomUUID(),
  ...cell,
  priceCents: 9900,
  stock: 4,
  position,
}));
const picture = (url: string, position: number, color?: Color) => ({
  id: randomUUID(),
  url,
  alt: `Satin Wrap Dress ${position}`,
  position,
  ...(color ? { color } : {}),
});
wrap.images = [
  picture('/media/wrap/black-front.jpg', 0, 'black'),
  picture('/media/wrap/label.jpg', 1),
  picture('/media/wrap/green-front.jpg', 2, 'green'),
  picture('/media/wrap/green-back.jpg', 3, 'green'),
];
const variantOf = (color: Color, size: Size = 'M') =>
  wrap.variants.find((v) => v.color === color && v.size === size)?.id as string;

/** A product from before pictures had colours: its first picture, whatever the colour. */
const tee = productFixture({ title: 'Cotton Tee', color: 'white', category: 'clothing' });
tee.images = [picture('/media/tee/front.jpg', 0), picture('/media/tee/back.jpg', 1)];

beforeAll(async () => {
  t = await createTestApp();
  await insertProducts(t.database.db, [wrap, tee]);
  shopper = await registerAndLogin(t.app, t.database.db);
});
afterAll(() => t.close());

const imageOf = (items: { id: string; image: string | null }[], variantId: string) =>
  items.find((item) => item.id === variantId)?.image;

describe('the picture of a cart line', () => {
  it("is the first picture of the line's colour", async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: shopper.bearer,
      payload: { item: { id: variantOf('green') } },
    });
    expect(added.statusCode).toBe(200);
    expect(imageOf(added.json().items, variantOf('green'))).toBe('/media/wrap/green-front.jpg');

    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: { cartItems: [{ id: variantOf('black', 'S') }, { id: variantOf('green', 'S') }] },
    });
    expect(imageOf(quote.json().items, variantOf('black', 'S'))).toBe('/media/wrap/black-front.jpg');
    expect(imageOf(quote.json().items, variantOf('green', 'S'))).toBe('/media/wrap/green-front.jpg');
  });

  it('is the picture shown for every colour when its colour has none, and the first of a product without colours', async () => {
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: { cartItems: [{ id: variantOf('red') }, { id: tee.variants[0]?.id }] },
    });
    expect(imageOf(quote.json().items, variantOf('red'))).toBe('/media/wrap/label.jpg');
    expect(imageOf(quote.json().items, tee.variants[0]?.id as string)).toBe('/media/tee/front.jpg');
  });

  it('is copied to the order line when bought', async () => {
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create-checkout-session',
      headers: shopper.bearer,
      payload: await checkoutBody(t.app, shopper.user.email, [{ id: variantOf('green'), quantity: 1 }]),
    });
    expect(checkout.statusCode).toBe(200);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders/confirm-payment',
      headers: shopper.bearer,
      payload: { session_id: checkout.json().id },
    });
    expect(order.json().items).toMatchObject([{ color: 'green', image: '/media/wrap/green-front.jpg' }]);
  });
});
