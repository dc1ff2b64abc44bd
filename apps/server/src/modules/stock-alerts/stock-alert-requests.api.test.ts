import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_RATE_LIMITS } from '../../lib/limits/rate-limiter';
import { shopKey } from '../../lib/security/shop-secret';
import { insertProducts } from '../../seed';
import { type LoggedIn, newAccount, registerAndLogin } from '../../test/auth-fixtures';
import { productFixture } from '../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mailStopLink } from '../mail';
import { outbox } from '../mail/mail.schema';
import { stockAlerts } from './stock-alerts.schema';

// "Tell me when it's back" (docs/product/api.md, Back-in-stock alerts): who may ask for what, an
// answer that never tells whether an address waits, and the owner's count of who waits.

const SECRET = 'stock-alert-requests-test-secret-0123456789';
let t: TestApp;
let admin: LoggedIn;
let shopper: LoggedIn;
const fixture = productFixture({ sizes: ['S', 'M', 'L'], color: 'red' });
const [small, medium, large] = fixture.variants.map((variant) => variant.id) as [string, string, string];
const second = productFixture({ sizes: ['S', 'M'], color: 'blue' });
const [secondSmall] = second.variants.map((variant) => variant.id) as [string];

beforeAll(async () => {
  t = await createTestApp({
    shopSecret: SECRET,
    shopUrl: 'https://shop.test',
    rateLimits: { ...NO_RATE_LIMITS, stockAlert: { max: 3, windowSeconds: 3600 } },
  });
  for (const variant of [...fixture.variants.slice(1), ...second.variants]) variant.stock = 0;
  await insertProducts(t.database.db, [fixture, second]);
  admin = await registerAndLogin(t.app, t.database.db, { role: 'admin' });
  shopper = await registerAndLogin(t.app, t.database.db);
});
afterAll(() => t.close());

/** Each request from its own client address, so only the test about limits meets them. */
let lastAddress = 0;
const ask = (payload: Record<string, unknown>, who?: LoggedIn, address = `203.0.113.${++lastAddress}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/stock-alerts',
    headers: who?.bearer ?? {},
    remoteAddress: address,
    payload,
  });

const confirmMailsTo = async (email: string) =>
  (await t.database.db.select().from(outbox).where(eq(outbox.to, email))).filter((mail) =>
    mail.subject.startsWith('Confirm your alert'),
  );

describe('POST /api/stock-alerts', () => {
  it("takes a shopper's tap with no email: their account's address, confirmed at once", async () => {
    const answer = await ask({ variantId: medium }, shopper);
    expect(answer.statusCode, answer.body).toBe(202);
    expect(answer.json()).toEqual({ message: "We'll email you when M is back.", confirmByMail: false });
    const rows = await t.database.db
      .select()
      .from(stockAlerts)
      .where(and(eq(stockAlerts.variantId, medium), eq(stockAlerts.userId, shopper.user.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: shopper.user.email.toLowerCase(), status: 'waiting' });
    expect(rows[0]?.confirmedAt).not.toBeNull();
    expect(await confirmMailsTo(shopper.user.email)).toHaveLength(0);
  });

  it('needs a valid email from a guest, naming it', async () => {
    for (const payload of [{ variantId: medium }, { variantId: medium, email: 'not-an-email' }]) {
      const refused = await ask(payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ field: 'email' });
    }
  });

  it('refuses an unknown size, one in stock, or a malformed id, naming variantId', async () => {
    const unknown = await ask({ variantId: '00000000-0000-4000-8000-000000000000', email: 'a@example.com' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'This size is not sold here.', field: 'variantId' });
    const inStock = await ask({ variantId: small }, shopper);
    expect(inStock.statusCode).toBe(400);
    expect(inStock.json()).toEqual({ message: 'This size is in stock.', field: 'variantId' });
    const malformed = await ask({ variantId: 'abc', email: 'a@example.com' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ field: 'variantId' });
  });

  it('answers a guest the same for a new address, one already waiting and one that stopped alerts', async () => {
    const fresh = newAccount().email;
    const waiting = newAccount().email;
    const stopped = newAccount().email;
    expect((await ask({ variantId: large, email: waiting })).statusCode).toBe(202);
    const link = mailStopLink('https://shop.test', shopKey(SECRET, 'mail-link'), stopped, 'stock_alerts');
    const stop = await t.app.inject({
      method: 'POST',
      url: '/api/mail/stop',
      payload: { token: new URL(link).searchParams.get('t') },
    });
    expect(stop.statusCode).toBe(200);

    const answers = await Promise.all(
      [fresh, waiting, stopped].map((email) => ask({ variantId: large, email })),
    );
    const seen = answers.map((answer) => ({
      status: answer.statusCode,
      body: answer.body,
      type: answer.headers['content-type'],
      length: answer.headers['content-length'],
    }));
    expect(seen[0]).toEqual({
      status: 202,
      body: JSON.stringify({ message: "We'll email you when L is back.", confirmByMail: true }),
      type: expect.stringContaining('application/json'),
      length: expect.anything(),
    });
    expect(seen[1]).toEqual(seen[0]);
    expect(seen[2]).toEqual(seen[0]);
    // One confirm mail for the new address, none more for the waiting one, none for the stopped one.
    expect(await confirmMailsTo(fresh)).toHaveLength(1);
    expect(await confirmMailsTo(waiting)).toHaveLength(1);
    expect(await confirmMailsTo(stopped)).toHaveLength(0);
  });

  it('keeps one request and sends one confirm mail when the same guest asks three times at once', async () => {
    const { email } = newAccount();
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => ask({ variantId: secondSmall, email })),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(202);
    const rows = await t.database.db
      .select({ id: stockAlerts.id })
      .from(stockAlerts)
      .where(and(eq(stockAlerts.variantId, secondSmall), eq(stockAlerts.email, email)));
    expect(rows).toHaveLength(1);
    expect(await confirmMailsTo(email)).toHaveLength(1);
  });

  it('limits requests per client address and per guest email (RATE_LIMIT_STOCK_ALERT)', async () => {
    const address = '198.51.100.7';
    for (let i = 0; i < 3; i += 1)
      expect(
        (await ask({ variantId: large, email: newAccount().email }, undefined, address)).statusCode,
      ).toBe(202);
    const refused = await ask({ variantId: large, email: newAccount().email }, undefined, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many back-in-stock requests\./);

    const email = newAccount().email;
    for (let i = 0; i < 3; i += 1) expect((await ask({ variantId: large, email })).statusCode).toBe(202);
    expect((await ask({ variantId: large, email })).statusCode).toBe(429);
  });
});

describe('GET /api/stock-alerts/waiting', () => {
  const waiting = (query: string, who: LoggedIn | null = admin) =>
    t.app.inject({ method: 'GET', url: `/api/stock-alerts/waiting${query}`, headers: who?.bearer ?? {} });

  it("counts each size's confirmed requests, for an admin only", async () => {
    const guest = newAccount().email;
    // A guest's request waits unconfirmed: it does not count.
    expect((await ask({ variantId: secondSmall, email: guest })).statusCode).toBe(202);
    for (let i = 0; i < 2; i += 1)
      expect(
        (await ask({ variantId: secondSmall }, await registerAndLogin(t.app, t.database.db))).statusCode,
      ).toBe(202);

    const answer = await waiting(`?productIds=${fixture.id},${second.id}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().waiting).toEqual(
      expect.arrayContaining([
        { productId: fixture.id, variantId: medium, size: 'M', color: 'red', count: 1 },
        { productId: second.id, variantId: secondSmall, size: 'S', color: 'blue', count: 2 },
      ]),
    );
    expect(answer.json().waiting.some((row: { variantId: string }) => row.variantId === small)).toBe(false);

    expect((await waiting(`?productIds=${second.id}`, null)).statusCode).toBe(401);
    expect((await waiting(`?productIds=${second.id}`, shopper)).statusCode).toBe(403);
  });

  it('refuses a missing, malformed or too long list, naming productIds', async () => {
    const ids = Array.from(
      { length: 101 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    for (const query of ['', '?productIds=', '?productIds=abc', `?productIds=${ids.join(',')}`]) {
      const refused = await waiting(query);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().field, query).toBe('productIds');
    }
  });
});

describe('the OpenAPI document', () => {
  it('lists the back-in-stock routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const { paths } = response.json() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(paths['/api/stock-alerts'] ?? {})).toEqual(['post']);
    expect(Object.keys(paths['/api/stock-alerts/confirm'] ?? {})).toEqual(['post']);
    expect(Object.keys(paths['/api/stock-alerts/waiting'] ?? {})).toEqual(['get']);
  });
});
