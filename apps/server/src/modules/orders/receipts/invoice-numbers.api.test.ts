import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_RATE_LIMITS } from '../../../lib/limits/rate-limiter';
import { insertProducts } from '../../../seed';
import { type LoggedIn, registerAndLogin } from '../../../test/auth-fixtures';
import { checkoutOne, confirmPayment, payOnTestCheckout } from '../../../test/order-fixtures';
import { productFixture } from '../../../test/product-fixtures';
import { createTestDatabase, startAppOn } from '../../../test/test-app';

// Invoice numbers (docs/product/rules.md, Receipts): each paid order gets the next number of the
// year, '2026-000001' on, with no gap and none given twice, however many pay at once and on
// however many instances.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const apps: FastifyInstance[] = [];
const instances: Awaited<ReturnType<typeof startAppOn>>[] = [];
const coat = productFixture({ title: 'Wool Coat', category: 'clothing', priceCents: 12_000, stock: 500 });
const variant = coat.variants[0]?.id as string;

async function startInstance(): Promise<FastifyInstance> {
  const instance = await startAppOn(database, {
    rateLimits: NO_RATE_LIMITS,
    shopSecret: 'invoice-numbers-test-secret-0123456789',
  });
  instances.push(instance);
  apps.push(instance.app);
  return instance.app;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await startInstance();
  await insertProducts(database.db, [coat]);
});
afterAll(async () => {
  for (const instance of instances) await instance.close();
  await database.dispose();
});

const numbersGiven = async () =>
  (
    (await database.db.execute(
      sql`select invoice_number from orders where invoice_number is not null order by invoice_number`,
    )) as unknown as { rows: { invoice_number: string }[] }
  ).rows.map((row) => row.invoice_number);

const year = new Date().getUTCFullYear();
const numbered = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${year}-${String(from + i).padStart(6, '0')}`);

describe('invoice numbers', () => {
  it('are given at payment, none while a checkout waits, and shown with the order', async () => {
    const [app] = apps as [FastifyInstance];
    const shopper = await registerAndLogin(app, database.db);
    const waiting = await checkoutOne(app, shopper, variant, { pay: false });
    expect((await confirmPayment(app, shopper, waiting)).json().invoiceNumber).toBeNull();
    await payOnTestCheckout(app, shopper, waiting);
    expect((await confirmPayment(app, shopper, waiting)).json().invoiceNumber).toBe(`${year}-000001`);
  });

  it('run on without a gap or a repeat when twenty pay at once on two instances', async () => {
    const second = await startInstance();
    const [first] = apps as [FastifyInstance];
    const shoppers: { app: FastifyInstance; who: LoggedIn; session: string }[] = [];
    for (let i = 0; i < 20; i += 1) {
      const app = i % 2 === 0 ? first : second;
      const who = await registerAndLogin(app, database.db);
      shoppers.push({ app, who, session: await checkoutOne(app, who, variant, { pay: false }) });
    }
    const paid = await Promise.all(
      shoppers.map(({ app, who, session }) => payOnTestCheckout(app, who, session)),
    );
    for (const page of paid) expect(String(page.headers.location)).toMatch(/^\/success/);
    expect(await numbersGiven()).toEqual(numbered(1, 21));
    // A payment told twice keeps its number.
    const { app, who, session } = shoppers[0] as (typeof shoppers)[number];
    await payOnTestCheckout(app, who, session);
    expect(await numbersGiven()).toEqual(numbered(1, 21));
  });

  it('give each refund made a credit note number of its own, without a gap, however many refund at once', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const admin = await registerAndLogin(first, database.db, { role: 'admin' });
    const orders: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      const who = await registerAndLogin(first, database.db);
      const session = await checkoutOne(first, who, variant);
      orders.push((await confirmPayment(first, who, session)).json()._id as string);
    }
    const refunds = await Promise.all(
      orders.map((id, i) =>
        (i % 2 === 0 ? first : second).inject({
          method: 'POST',
          url: `/api/orders/${id}/refunds`,
          headers: admin.bearer,
          payload: { amount: 10, restock: false, reason: 'Goodwill' },
        }),
      ),
    );
    for (const refund of refunds) expect(refund.statusCode, refund.body).toBe(201);
    const notes = refunds.map((refund) => refund.json().creditNoteNumber as string).sort();
    expect(notes).toEqual(numbered(1, 10).map((number) => `CN-${number}`));
  });
});
