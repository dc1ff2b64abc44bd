import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../seed';
import { type LoggedIn, newAccount, registerAndLogin } from '../../test/auth-fixtures';
import { checkoutOne } from '../../test/order-fixtures';
import { productFixture } from '../../test/product-fixtures';
import { createTestDatabase, startAppOn } from '../../test/test-app';
import { createMailer, type Mailer } from '../mail';
import { outbox } from '../mail/mail.schema';
import { stockAlerts } from './stock-alerts.schema';

// The alert round (docs/product/rules.md, Back-in-stock alerts): stock back by any path mails the
// confirmed requests waiting on that size once each, in the order they asked; on PGlite and
// (server-postgres) on PostgreSQL.

const SHOP = 'https://shop.test';
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const instances: Awaited<ReturnType<typeof startAppOn>>[] = [];
/** The addresses alerts were queued for, in the order they were queued, by every instance. */
const queued: { to: string; subject: string }[] = [];
let app: FastifyInstance;
let admin: LoggedIn;

/** One instance of the shop on the test's database; every mail it queues is noted in `queued`. */
async function startInstance(): Promise<FastifyInstance> {
  const outboxMailer = createMailer({
    db: database.db,
    from: 'Velora <no-reply@velora.shop>',
    queueKey: randomBytes(32),
  });
  const mailer: Mailer = {
    kind: outboxMailer.kind,
    send: (message) => outboxMailer.send(message),
    async enqueue(tx, message) {
      queued.push({ to: message.to, subject: message.subject });
      await outboxMailer.enqueue(tx, message);
    },
    close: () => outboxMailer.close(),
  };
  const instance = await startAppOn(database, {
    mailer,
    shopUrl: SHOP,
    shopSecret: 'stock-alert-round-test-secret-0123456789',
  });
  instances.push(instance);
  return instance.app;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startInstance();
  admin = await registerAndLogin(app, database.db, { role: 'admin' });
});
afterAll(async () => {
  for (const instance of instances) await instance.close();
  await database.dispose();
});

/** A red product in S (5 left) and M (sold out, or `m` units). */
async function product(m = 0) {
  const fixture = productFixture({
    sizes: ['S', 'M'],
    color: 'red',
    title: `Linen Dress ${randomBytes(3).toString('hex')}`,
  });
  const [small, medium] = fixture.variants;
  if (!small || !medium) throw new Error('the fixture has two sizes');
  medium.stock = m;
  await insertProducts(database.db, [fixture]);
  return { fixture, small: small.id, medium: medium.id };
}

const ask = (variantId: string, who?: LoggedIn, email?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/stock-alerts',
    headers: who?.bearer ?? {},
    payload: { variantId, ...(email === undefined ? {} : { email }) },
  });

/** The owner adds units to every size of the product (Manage Products' bulk action). */
async function restock(productId: string, quantity: number) {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/products/bulk',
    headers: admin.bearer,
    payload: { action: 'add-stock', quantity, ids: [productId] },
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

const mailsAbout = async (subject: string) =>
  (await database.db.select().from(outbox)).filter((mail) => mail.subject === subject);
const tokenIn = (text: string, route: string) => {
  const link = text.split('\n').find((line) => line.startsWith(`${SHOP}${route}?t=`));
  return link ? (new URL(link).searchParams.get('t') ?? '') : '';
};

describe('the back-in-stock round', () => {
  it('mails every confirmed request once, in the order they asked, saying how many came back', async () => {
    const { fixture, medium } = await product();
    const shoppers = [
      await registerAndLogin(app, database.db),
      await registerAndLogin(app, database.db),
      await registerAndLogin(app, database.db),
    ];
    for (const shopper of shoppers) {
      const answer = await ask(medium, shopper);
      expect(answer.statusCode, answer.body).toBe(202);
      expect(answer.json()).toEqual({ message: "We'll email you when M is back.", confirmByMail: false });
    }
    // Still sold out: nothing to send.
    expect(await app.sendStockAlerts()).toBe(0);

    await restock(fixture.id, 2);
    const before = queued.length;
    expect(await app.sendStockAlerts()).toBe(3);
    const subject = `${fixture.title} in M is back`;
    expect(queued.slice(before).map((mail) => mail.to)).toEqual(shoppers.map((s) => s.user.email));
    const mails = await mailsAbout(subject);
    expect(mails.map((mail) => mail.to).sort()).toEqual(shoppers.map((s) => s.user.email).sort());
    for (const mail of mails) {
      expect(mail.text).toContain('2 came back and more shoppers asked: be quick.');
      expect(mail.text).toContain(`${SHOP}/shop/${fixture.handle}?color=red&size=M`);
      expect(tokenIn(mail.text, '/mail/stop')).not.toBe('');
      // The stop link names no address anyone can read.
      expect(mail.text.split('\n').find((line) => line.includes('/mail/stop'))).not.toContain('example');
    }
    const rows = await database.db.select().from(stockAlerts).where(eq(stockAlerts.variantId, medium));
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
    expect(rows.every((row) => row.sentAt !== null)).toBe(true);

    // A second round has nothing more to say.
    expect(await app.sendStockAlerts()).toBe(0);
    expect(await mailsAbout(subject)).toHaveLength(3);
  });

  it("sends nothing to a guest's address until the mailed link confirms it, then sends the alert", async () => {
    const { fixture, medium } = await product();
    const email = newAccount().email;
    const answer = await ask(medium, undefined, email.toUpperCase());
    expect(answer.statusCode, answer.body).toBe(202);
    expect(answer.json()).toEqual({ message: "We'll email you when M is back.", confirmByMail: true });
    const [confirmMail] = await mailsAbout(`Confirm your alert for ${fixture.title} in M`);
    expect(confirmMail?.to).toBe(email);
    const token = tokenIn(confirmMail?.text ?? '', '/stock-alerts/confirm');
    expect(token).not.toBe('');
    expect(token).not.toContain('example');

    await restock(fixture.id, 1);
    expect(await app.sendStockAlerts()).toBe(0);
    const subject = `${fixture.title} in M is back`;
    expect(await mailsAbout(subject)).toHaveLength(0);

    const bad = await app.inject({
      method: 'POST',
      url: '/api/stock-alerts/confirm',
      payload: { token: 'v1.a.b.c' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'This link is not valid.', field: 'token' });
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/stock-alerts/confirm',
      payload: { token },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({
      message: "You're on the list for M.",
      product: { handle: fixture.handle, title: fixture.title, size: 'M', color: 'red' },
    });

    expect(await app.sendStockAlerts()).toBe(1);
    const [alert] = await mailsAbout(subject);
    expect(alert?.to).toBe(email);
    // As many came back as shoppers were told: nothing to hurry about.
    expect(alert?.text).not.toContain('came back and');
  });

  it("stops a guest's request whose address followed the stop link", async () => {
    const { fixture, medium } = await product();
    const email = newAccount().email;
    expect((await ask(medium, undefined, email)).statusCode).toBe(202);
    const [confirmMail] = await mailsAbout(`Confirm your alert for ${fixture.title} in M`);
    const text = confirmMail?.text ?? '';
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/stock-alerts/confirm',
      payload: { token: tokenIn(text, '/stock-alerts/confirm') },
    });
    expect(confirmed.statusCode).toBe(200);
    const stopped = await app.inject({
      method: 'POST',
      url: '/api/mail/stop',
      payload: { token: tokenIn(text, '/mail/stop') },
    });
    expect(stopped.json()).toEqual({
      message: 'You will get no more back-in-stock alerts.',
      kind: 'stock_alerts',
    });

    await restock(fixture.id, 3);
    expect(await app.sendStockAlerts()).toBe(0);
    expect(await mailsAbout(`${fixture.title} in M is back`)).toHaveLength(0);
    const [row] = await database.db.select().from(stockAlerts).where(eq(stockAlerts.variantId, medium));
    expect(row?.status).toBe('stopped');
  });

  it("alerts when a cancelled checkout's held units are free again", async () => {
    const { fixture, medium } = await product(1);
    const buyer = await registerAndLogin(app, database.db);
    const sessionId = await checkoutOne(app, buyer, medium, { pay: false });
    const waiter = await registerAndLogin(app, database.db);
    expect((await ask(medium, waiter)).statusCode).toBe(202);
    expect(await app.sendStockAlerts()).toBe(0);

    const cancelled = await app.inject({
      method: 'POST',
      url: '/api/orders/cancel-checkout',
      headers: buyer.bearer,
      payload: { session_id: sessionId },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await app.sendStockAlerts()).toBe(1);
    expect((await mailsAbout(`${fixture.title} in M is back`)).map((mail) => mail.to)).toEqual([
      waiter.user.email,
    ]);
  });

  it('sends each mail once when two instances run the round at the same time', async () => {
    const other = await startInstance();
    const { fixture, medium } = await product();
    for (let i = 0; i < 4; i += 1)
      expect((await ask(medium, await registerAndLogin(app, database.db))).statusCode).toBe(202);
    await restock(fixture.id, 5);
    const rounds = await Promise.all([app.sendStockAlerts(), other.sendStockAlerts()]);
    expect(rounds.reduce<number>((sum, sent) => sum + (sent ?? 0), 0)).toBe(4);
    for (const again of await Promise.all([app.sendStockAlerts(), other.sendStockAlerts()]))
      expect([0, null]).toContain(again);
    const mails = await mailsAbout(`${fixture.title} in M is back`);
    expect(mails).toHaveLength(4);
    expect(new Set(mails.map((mail) => mail.to)).size).toBe(4);
  });
});
