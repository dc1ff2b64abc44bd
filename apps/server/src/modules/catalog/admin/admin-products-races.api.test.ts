import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, registerAndLogin } from '../../../test/auth-fixtures';
import { checkoutBody, payOnTestCheckout } from '../../../test/order-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { productVariants } from '../catalog.schema';

// Real parallel requests: an owner's edits racing shoppers' checkouts on PGlite and, in the
// server-postgres project, on PostgreSQL with a pool of connections.

let t: TestApp;
let admin: LoggedIn;
let shoppers: LoggedIn[];

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/products${url}`,
    headers: admin.bearer,
    ...(payload ? { payload } : {}),
  });

async function newDress(name: string, stock: { S: number; M: number }) {
  const created = await call('POST', '/created-product', {
    name,
    category: 'dress',
    color: 'red',
    price: 50,
    description: 'A dress.',
    images: ['/uploads/race.webp'],
    sizes: [
      { size: 'S', stock: stock.S },
      { size: 'M', stock: stock.M },
    ],
  });
  expect(created.statusCode).toBe(201);
  const product = created.json();
  const variant = (size: string) => product.sizes.find((s: { size: string }) => s.size === size).variantId;
  return { id: product._id as string, S: variant('S') as string, M: variant('M') as string };
}

const checkout = async (who: LoggedIn, lines: { id: string; quantity: number }[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/create-checkout-session',
    headers: who.bearer,
    payload: await checkoutBody(t.app, who.user.email, lines),
  });

async function variantRow(id: string) {
  const [row] = await t.database.db.select().from(productVariants).where(eq(productVariants.id, id));
  return row && { stock: row.stock, reserved: row.reserved };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerAndLogin(t.app, t.database.db, { role: 'admin' });
  shoppers = [];
  for (let i = 0; i < 8; i++) shoppers.push(await registerAndLogin(t.app, t.database.db));
}, 120_000);
afterAll(() => t.close());

describe('an owner editing while shoppers buy', () => {
  it('a price change never puts back stock that was sold meanwhile', async () => {
    const dress = await newDress('Busy Dress', { S: 2, M: 10 });
    const buyAndPay = async (who: LoggedIn) => {
      const session = await checkout(who, [{ id: dress.M, quantity: 1 }]);
      expect(session.statusCode).toBe(200);
      expect((await payOnTestCheckout(t.app, who, session.json().id)).statusCode).toBe(303);
    };
    // The owner saves again and again while six shoppers buy and pay.
    const editing = (async () => {
      const answers = [];
      for (let i = 0; i < 30; i++) {
        answers.push(await call('PATCH', `/update-product/${dress.id}`, { price: 40 + (i % 5) }));
      }
      return answers;
    })();
    const [answers] = await Promise.all([editing, Promise.all(shoppers.slice(0, 6).map(buyAndPay))]);
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    // Six sold, none put back by an edit that read the stock before a sale.
    expect(await variantRow(dress.M)).toEqual({ stock: 4, reserved: 0 });
    expect(await variantRow(dress.S)).toEqual({ stock: 2, reserved: 0 });
  });

  it('forms sending what they showed (stockWas) never put back stock sold while they were open', async () => {
    const dress = await newDress('Open Form Dress', { S: 2, M: 10 });
    const form = async () =>
      (await call('GET', `/${dress.id}`)).json().sizes as { size: string; stock: number }[];
    // The owner restocks S by one, again and again, each time from a freshly loaded form that
    // sends M as it showed it; a form loaded before any sale changes only the price, saved last.
    const stale = await form();
    const save = (shown: { size: string; stock: number }[], price: number, restock = 1) =>
      call('PATCH', `/update-product/${dress.id}`, {
        price,
        sizes: shown.map(({ size, stock }) => ({
          size,
          stock: size === 'S' ? stock + restock : stock,
          stockWas: stock,
        })),
      });
    const buyAndPay = async (who: LoggedIn) => {
      const session = await checkout(who, [{ id: dress.M, quantity: 1 }]);
      expect(session.statusCode).toBe(200);
      expect((await payOnTestCheckout(t.app, who, session.json().id)).statusCode).toBe(303);
    };
    const editing = (async () => {
      const answers = [];
      for (let i = 0; i < 20; i++) answers.push(await save(await form(), 40 + (i % 5)));
      return answers;
    })();
    const [answers] = await Promise.all([editing, Promise.all(shoppers.slice(0, 6).map(buyAndPay))]);
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    expect((await save(stale, 45, 0)).statusCode).toBe(200);
    // Ten less the six sold, whatever the order; S has the owner's 20 restocks.
    expect(await variantRow(dress.M)).toEqual({ stock: 4, reserved: 0 });
    expect(await variantRow(dress.S)).toEqual({ stock: 22, reserved: 0 });
  });

  it('dropping a size without naming it is refused, whichever comes first, and no held unit is lost', async () => {
    const dress = await newDress('Contested Dress', { S: 1, M: 3 });
    const [drop, ...holds] = await Promise.all([
      call('PATCH', `/update-product/${dress.id}`, { sizes: [{ size: 'S', stock: 1 }] }),
      ...shoppers.map((who) => checkout(who, [{ id: dress.M, quantity: 1 }])),
    ]);
    expect(drop?.statusCode).toBe(409);
    expect(drop?.json().message).toContain('Size M');
    expect(holds.filter((h) => h.statusCode === 200)).toHaveLength(3);
    expect(await variantRow(dress.M)).toEqual({ stock: 3, reserved: 3 });
  });

  it('stock edits and checkouts holding several sizes of the product all finish, none waiting forever', async () => {
    const dress = await newDress('Two Size Dress', { S: 20, M: 20 });
    const answers = await Promise.all([
      ...shoppers.map((who) =>
        checkout(who, [
          { id: dress.S, quantity: 1 },
          { id: dress.M, quantity: 1 },
        ]),
      ),
      ...Array.from({ length: 4 }, (_, i) =>
        call('PATCH', `/update-product/${dress.id}`, {
          sizes: [
            { size: 'M', stock: 30 + i },
            { size: 'S', stock: 30 + i },
          ],
        }),
      ),
    ]);
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    const s = await variantRow(dress.S);
    const m = await variantRow(dress.M);
    expect(s?.reserved).toBe(shoppers.length);
    expect(m?.reserved).toBe(shoppers.length);
  });
});
