import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../seed';
import { type LoggedIn, registerAndLogin } from '../../test/auth-fixtures';
import { checkoutBody, checkoutOne, confirmPayment, payOnTestCheckout } from '../../test/order-fixtures';
import { productFixture } from '../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// How products fit, for the owner (docs/product/api.md, Products — admin and Statistics): the
// reviews' fit answers and the units returned as too small or too large, against paid units sold,
// on Manage Products' list and in the dashboard's 'Size returns'.

let t: TestApp;
let admin: LoggedIn;
let ann: LoggedIn;
let bea: LoggedIn;
let cy: LoggedIn;
const stock = 1_000;
const redDress = productFixture({ title: 'Wrap Dress', category: 'dress', color: 'red', stock });
// In red and in blue: its answers and returns are every colour's.
const dress = {
  ...redDress,
  variants: [
    ...redDress.variants,
    ...redDress.variants.map((variant) => ({
      ...variant,
      id: randomUUID(),
      color: 'blue' as const,
      position: variant.position + redDress.variants.length,
    })),
  ],
};
const blueDress = dress.variants.find((variant) => variant.color === 'blue')?.id as string;
const skirt = productFixture({ title: 'Pleated Skirt', category: 'clothing', stock });
const coat = productFixture({ title: 'Wool Coat', category: 'clothing', stock });
const top = productFixture({ title: 'Linen Top', category: 'clothing', stock });
const ring = productFixture({ title: 'Gold Ring', category: 'jewellery', stock });
const first = (product: { variants: { id: string }[] }) => product.variants[0]?.id as string;

interface OrderJson {
  _id: string;
  items: { id: string; variantId: string }[];
}

/** A paid, shipped order of these units (of a product's first size, or of a size by id) for `who`: its JSON. */
async function shippedOrder(who: LoggedIn, units: [{ variants: { id: string }[] } | string, number][]) {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/orders/create-checkout-session',
    headers: who.bearer,
    payload: await checkoutBody(
      t.app,
      who.user.email,
      units.map(([product, quantity]) => ({
        id: typeof product === 'string' ? product : first(product),
        quantity,
      })),
    ),
  });
  expect(started.statusCode).toBe(200);
  const sessionId = started.json().id as string;
  await payOnTestCheckout(t.app, who, sessionId);
  const order = (await confirmPayment(t.app, who, sessionId)).json() as OrderJson;
  const shipped = await t.app.inject({
    method: 'PATCH',
    url: `/api/orders/update-order-status/${order._id}`,
    headers: admin.bearer,
    payload: { status: 'shipped' },
  });
  expect(shipped.statusCode).toBe(200);
  return order;
}

/** The shopper asks to return `quantity` of the order's line of `product` (or of a size by id): the return's id. */
async function sendBack(
  who: LoggedIn,
  order: OrderJson,
  product: { variants: { id: string }[] } | string,
  quantity: number,
  reason: string,
) {
  const variantId = typeof product === 'string' ? product : first(product);
  const line = order.items.find((item) => item.variantId === variantId);
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${order._id}/returns`,
    headers: who.bearer,
    payload: { lines: [{ lineId: line?.id, quantity }], reason },
  });
  expect(answer.statusCode).toBe(201);
  return answer.json().id as string;
}

const step = async (returnId: string, action: 'approve' | 'reject', note = 'Checked') => {
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/orders/returns/${returnId}/${action}`,
    headers: admin.bearer,
    payload: { note },
  });
  expect(answer.statusCode).toBe(200);
};

const review = async (who: LoggedIn, productId: string, fit?: string) => {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/reviews/post-review',
    headers: who.bearer,
    payload: { productId, rating: 4, comment: 'Nice', ...(fit ? { fit } : {}) },
  });
  expect(answer.statusCode).toBe(201);
};

interface ListedProduct {
  name: string;
  fit: { small: number; true: number; large: number; answers: number };
  sizeReturns: { units: number; soldUnits: number };
}
const listed = async () => {
  const answer = await t.app.inject({ method: 'GET', url: '/api/products?limit=20', headers: admin.bearer });
  expect(answer.statusCode).toBe(200);
  const products = answer.json().products as ListedProduct[];
  return new Map(products.map((product) => [product.name, product]));
};
const dashboard = async () => {
  const answer = await t.app.inject({ method: 'GET', url: '/api/stats/admin-stats', headers: admin.bearer });
  expect(answer.statusCode).toBe(200);
  return answer.json().sizeReturns as { title: string }[];
};

let rejectable: string;

beforeAll(async () => {
  t = await createTestApp();
  await insertProducts(t.database.db, [dress, skirt, coat, top, ring]);
  admin = await registerAndLogin(t.app, t.database.db, { role: 'admin' });
  ann = await registerAndLogin(t.app, t.database.db);
  bea = await registerAndLogin(t.app, t.database.db);
  cy = await registerAndLogin(t.app, t.database.db);

  const annOrder = await shippedOrder(ann, [
    [dress, 4],
    [skirt, 5],
    [coat, 5],
    [ring, 5],
  ]);
  const beaOrder = await shippedOrder(bea, [
    [blueDress, 1],
    [coat, 5],
    [top, 3],
  ]);
  const cyOrder = await shippedOrder(cy, [[dress, 1]]);
  // Never paid: not sold.
  await checkoutOne(t.app, cy, first(dress), { quantity: 2, pay: false });

  await sendBack(ann, annOrder, dress, 2, 'too_small'); // requested: it counts
  await step(await sendBack(ann, annOrder, skirt, 2, 'too_large'), 'approve');
  await sendBack(ann, annOrder, coat, 2, 'too_small');
  await sendBack(bea, beaOrder, coat, 2, 'too_large');
  await sendBack(bea, beaOrder, top, 1, 'too_small');
  rejectable = await sendBack(bea, beaOrder, blueDress, 1, 'too_large');
  // Not a size reason: not a size return.
  await sendBack(cy, cyOrder, dress, 1, 'changed_mind');

  await review(ann, dress.id, 'small');
  await review(bea, dress.id, 'small');
  await review(cy, dress.id, 'true');
  await review(ann, skirt.id); // no fit answer
  await review(bea, coat.id, 'large');
});
afterAll(() => t.close());

describe('GET /api/products: how each product fits', () => {
  it("gives each product its reviews' fit answers and its units returned for their size against those sold", async () => {
    const products = await listed();
    expect(products.get('Wrap Dress')).toMatchObject({
      fit: { small: 2, true: 1, large: 0, answers: 3 },
      // 4 + 1 + 1 paid (the unpaid checkout's 2 are not sold); 2 too small + 1 too large asked for.
      sizeReturns: { units: 3, soldUnits: 6 },
    });
    expect(products.get('Pleated Skirt')).toMatchObject({
      fit: { small: 0, true: 0, large: 0, answers: 0 },
      sizeReturns: { units: 2, soldUnits: 5 },
    });
    expect(products.get('Wool Coat')).toMatchObject({
      fit: { small: 0, true: 0, large: 1, answers: 1 },
      sizeReturns: { units: 4, soldUnits: 10 },
    });
    expect(products.get('Gold Ring')).toMatchObject({
      fit: { answers: 0 },
      sizeReturns: { units: 0, soldUnits: 5 },
    });
  });
});

describe('GET /api/stats/admin-stats: sizeReturns', () => {
  it('lists the highest share of sold units returned for their size first, the most returned first on a tie', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/stats/admin-stats',
      headers: admin.bearer,
    });
    // The dress: 3 of 6 (the return not rejected yet counts). Coat and skirt: 40 % each, the
    // coat with more units back. The top sold only 3, the ring came back for no size: neither is listed.
    expect(answer.json().sizeReturns).toEqual([
      {
        productId: dress.id,
        title: 'Wrap Dress',
        handle: dress.handle,
        returnedUnits: 3,
        soldUnits: 6,
        rate: 0.5,
      },
      {
        productId: coat.id,
        title: 'Wool Coat',
        handle: coat.handle,
        returnedUnits: 4,
        soldUnits: 10,
        rate: 0.4,
      },
      {
        productId: skirt.id,
        title: 'Pleated Skirt',
        handle: skirt.handle,
        returnedUnits: 2,
        soldUnits: 5,
        rate: 0.4,
      },
    ]);
  });
});

describe('a rejected return', () => {
  it('no longer counts, on the list or the dashboard', async () => {
    await step(rejectable, 'reject', 'The dress was worn');
    expect((await listed()).get('Wrap Dress')?.sizeReturns).toEqual({ units: 2, soldUnits: 6 });
    const titles = (await dashboard()).map((row) => row.title);
    expect(titles).toEqual(['Wool Coat', 'Pleated Skirt', 'Wrap Dress']);
    const [, , dressRow] = await dashboard();
    expect(dressRow).toMatchObject({ returnedUnits: 2, soldUnits: 6, rate: 0.3333 });
  });
});
