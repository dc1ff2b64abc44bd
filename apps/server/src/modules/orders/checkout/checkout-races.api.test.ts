import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../../seed';
import { type LoggedIn, registerAndLogin } from '../../../test/auth-fixtures';
import { checkoutBody, payOnTestCheckout } from '../../../test/order-fixtures';
import { productFixture } from '../../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { productVariants } from '../../catalog/catalog.schema';
import { orders } from '../orders.schema';

// Real parallel requests against the last units: on PGlite and, in the server-postgres
// project, on PostgreSQL with a pool of connections racing for the same row.

let t: TestApp;
let shoppers: LoggedIn[];
const bag = productFixture({ title: 'Last Bag', category: 'accessories', priceCents: 8000, stock: 3 });
const bagId = bag.variants[0]?.id as string;

beforeAll(async () => {
  t = await createTestApp();
  await insertProducts(t.database.db, [bag]);
  shoppers = [];
  for (let i = 0; i < 20; i++) shoppers.push(await registerAndLogin(t.app, t.database.db));
}, 120_000);
afterAll(() => t.close());

describe('the last units', () => {
  it('go to exactly as many shoppers as there are units, and after paying the stock is 0', async () => {
    const answers = await Promise.all(
      shoppers.map(async (who) =>
        t.app.inject({
          method: 'POST',
          url: '/api/orders/create-checkout-session',
          headers: who.bearer,
          payload: await checkoutBody(t.app, who.user.email, [{ id: bagId, quantity: 1 }]),
        }),
      ),
    );
    const won = answers.flatMap((answer, i) =>
      answer.statusCode === 200 ? [{ who: shoppers[i] as LoggedIn, answer }] : [],
    );
    expect(won).toHaveLength(3);
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    expect(answers.filter((a) => a.statusCode === 409)[0]?.json().message).toMatch(/Last Bag/);

    const paid = await Promise.all(
      won.map(({ who, answer }) => payOnTestCheckout(t.app, who, answer.json().id)),
    );
    for (const answer of paid) expect(answer.statusCode).toBe(303);

    const [variant] = await t.database.db.select().from(productVariants).where(eq(productVariants.id, bagId));
    expect({ stock: variant?.stock, reserved: variant?.reserved }).toEqual({ stock: 0, reserved: 0 });
    const paidOrders = await t.database.db.select().from(orders).where(eq(orders.paymentStatus, 'paid'));
    expect(paidOrders).toHaveLength(3);
  }, 60_000);
});
