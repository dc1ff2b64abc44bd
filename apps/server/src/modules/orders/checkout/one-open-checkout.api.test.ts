import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_RATE_LIMITS } from '../../../lib/limits/rate-limiter';
import { insertProducts } from '../../../seed';
import { type LoggedIn, registerAndLogin } from '../../../test/auth-fixtures';
import { checkoutBody } from '../../../test/order-fixtures';
import { productFixture } from '../../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { productVariants } from '../../catalog/catalog.schema';
import { orderLines, orders } from '../orders.schema';

// Stock cannot be hoarded: one open checkout per shopper, a cap per variant, and a limit on how
// often checkouts start. Real parallel requests, on PGlite and (server-postgres) on PostgreSQL.

let t: TestApp;
const tote = productFixture({ title: 'Canvas Tote', category: 'accessories', priceCents: 5000, stock: 17 });
const toteId = tote.variants[0]?.id as string;
const belt = productFixture({ title: 'Leather Belt', category: 'accessories', priceCents: 3000, stock: 40 });
const beltId = belt.variants[0]?.id as string;

beforeAll(async () => {
  t = await createTestApp({
    checkoutMaxPerVariant: 10,
    rateLimits: {
      ...NO_RATE_LIMITS,
      checkout: { max: 6, windowSeconds: 3600 },
    },
  });
  await insertProducts(t.database.db, [tote, belt]);
});
afterAll(() => t.close());

let address = 0;
/** Each call from its own client address unless one is given, so only the account limit counts. */
const checkout = async (who: LoggedIn, products: unknown[], remoteAddress = `10.0.0.${++address}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/create-checkout-session',
    headers: who.bearer,
    remoteAddress,
    payload: await checkoutBody(t.app, who.user.email, products),
  });

async function reservedOf(variantId: string) {
  const [variant] = await t.database.db
    .select({ reserved: productVariants.reserved })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return variant?.reserved;
}

async function openCheckouts(who: LoggedIn) {
  const rows = await t.database.db.select().from(orders).where(eq(orders.userId, who.user.id));
  return rows.filter((row) => row.paymentStatus === 'awaiting_payment');
}

describe('one open checkout per shopper', () => {
  it('ends the earlier checkouts when a new one starts: only the last one holds stock', async () => {
    const shopper = await registerAndLogin(t.app, t.database.db);
    const sessions: string[] = [];
    for (const quantity of [5, 4, 3]) {
      const answer = await checkout(shopper, [{ id: toteId, quantity }]);
      expect(answer.statusCode).toBe(200);
      sessions.push(answer.json().id);
    }
    expect(await reservedOf(toteId)).toBe(3);
    const open = await openCheckouts(shopper);
    expect(open.map((order) => order.paymentSessionId)).toEqual([sessions[2]]);

    // An ended checkout's payment page can no longer take the card.
    const page = await t.app.inject({
      method: 'POST',
      url: `/checkout/${sessions[0]}`,
      headers: { ...shopper.bearer, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Ada&number=4242424242424242&expiry=12%2F39&cvc=123',
    });
    expect(page.statusCode).toBe(410);
    expect(await reservedOf(toteId)).toBe(3);

    // Someone else's checkout is not theirs to end.
    const other = await registerAndLogin(t.app, t.database.db);
    expect((await checkout(other, [{ id: toteId, quantity: 2 }])).statusCode).toBe(200);
    expect(await reservedOf(toteId)).toBe(5);
    expect(await openCheckouts(shopper)).toHaveLength(1);
    await t.app.inject({
      method: 'POST',
      url: '/api/orders/cancel-checkout',
      headers: other.bearer,
      payload: { session_id: (await openCheckouts(other))[0]?.paymentSessionId },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/orders/cancel-checkout',
      headers: shopper.bearer,
      payload: { session_id: sessions[2] },
    });
    expect(await reservedOf(toteId)).toBe(0);
  });

  it('lets a changed cart use the units its earlier checkout held', async () => {
    const shopper = await registerAndLogin(t.app, t.database.db);
    const other = await registerAndLogin(t.app, t.database.db);
    // 17 in stock: the other shopper holds 8, this one the other 9.
    expect((await checkout(other, [{ id: toteId, quantity: 8 }])).statusCode).toBe(200);
    expect((await checkout(shopper, [{ id: toteId, quantity: 9 }])).statusCode).toBe(200);
    const changed = await checkout(shopper, [
      { id: toteId, quantity: 9 },
      { id: beltId, quantity: 1 },
    ]);
    expect(changed.statusCode).toBe(200);
    expect(await reservedOf(toteId)).toBe(17);

    // A new checkout that cannot be held leaves the open one as it was.
    const tooMany = await checkout(shopper, [
      { id: beltId, quantity: 10 },
      { id: toteId, quantity: 10 },
    ]);
    expect(tooMany.statusCode).toBe(409);
    expect((await openCheckouts(shopper)).map((order) => order.paymentSessionId)).toEqual([
      changed.json().id,
    ]);
    expect({ tote: await reservedOf(toteId), belt: await reservedOf(beltId) }).toEqual({ tote: 17, belt: 1 });

    for (const who of [shopper, other]) {
      await t.app.inject({
        method: 'POST',
        url: '/api/orders/cancel-checkout',
        headers: who.bearer,
        payload: { session_id: (await openCheckouts(who))[0]?.paymentSessionId },
      });
    }
    expect({ tote: await reservedOf(toteId), belt: await reservedOf(beltId) }).toEqual({ tote: 0, belt: 0 });
  });

  it('leaves exactly one checkout and its units held when three start at once', async () => {
    const shopper = await registerAndLogin(t.app, t.database.db);
    const answers = await Promise.all(
      [2, 3, 4].map((quantity) => checkout(shopper, [{ id: toteId, quantity }])),
    );
    // Each either opened its checkout or was replaced by a newer one while opening it.
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
    const open = await openCheckouts(shopper);
    expect(open).toHaveLength(1);
    const [kept] = open;
    const lines = await t.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, kept?.id as string));
    expect(await reservedOf(toteId)).toBe(lines[0]?.quantity);
    const session = answers.find(
      (answer) => answer.statusCode === 200 && answer.json().id === kept?.paymentSessionId,
    );
    expect(session).toBeDefined();
    await t.app.inject({
      method: 'POST',
      url: '/api/orders/cancel-checkout',
      headers: shopper.bearer,
      payload: { session_id: kept?.paymentSessionId },
    });
    expect(await reservedOf(toteId)).toBe(0);
  });
});

describe('what one checkout may hold', () => {
  it('refuses more units of one variant than the cap, naming the product, and holds nothing', async () => {
    const shopper = await registerAndLogin(t.app, t.database.db);
    const over = await checkout(shopper, [
      { id: beltId, quantity: 6 },
      { id: toteId, quantity: 1 },
      { id: beltId, quantity: 5 },
    ]);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({
      message: expect.stringMatching(/at most 10 of Leather Belt/),
      field: 'products.0.quantity',
    });
    expect(await reservedOf(beltId)).toBe(0);
    const atTheCap = await checkout(shopper, [{ id: beltId, quantity: 10 }]);
    expect(atTheCap.statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/orders/cancel-checkout',
      headers: shopper.bearer,
      payload: { session_id: atTheCap.json().id },
    });
  });
});

describe('how often checkouts start', () => {
  it('limits one account from many addresses, and many accounts from one address', async () => {
    const shopper = await registerAndLogin(t.app, t.database.db);
    const statuses: number[] = [];
    for (let i = 1; i <= 7; i++)
      statuses.push((await checkout(shopper, [{ id: beltId, quantity: i }])).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    const refused = await checkout(shopper, [{ id: beltId, quantity: 1 }]);
    expect(refused.json().message).toMatch(/^Too many checkouts started\. Please try again in /);
    expect(refused.headers['retry-after']).toEqual(expect.any(String));

    const fromOneAddress: number[] = [];
    for (let i = 0; i < 7; i++) {
      const someone = await registerAndLogin(t.app, t.database.db);
      fromOneAddress.push((await checkout(someone, [{ id: beltId, quantity: 1 }], '10.9.9.9')).statusCode);
    }
    expect(fromOneAddress.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(fromOneAddress[6]).toBe(429);
  });
});
