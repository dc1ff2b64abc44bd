import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../modules/mail/mail.schema';
import { insertProducts } from '../../seed';
import { newAccount, registerAndLogin } from '../../test/auth-fixtures';
import { checkoutBody, payOnTestCheckout } from '../../test/order-fixtures';
import { productFixture } from '../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { FOREIGN_HOST_MESSAGE } from './host-check';

// DNS rebinding: a hostile domain resolves to 127.0.0.1, so a page on it, open in a developer's
// browser, reaches the shop from loopback as its "own" origin. Its requests name that domain in
// Host, and that is what the shop checks.
const REBIND = 'rebind.attacker.example:3601';

let t: TestApp;
let published: TestApp;
beforeAll(async () => {
  t = await createTestApp({ shopUrl: 'http://localhost:3601', allowedHosts: ['192.168.1.20'] });
  published = await createTestApp({ publicUrl: 'https://shop.example' });
});
afterAll(async () => {
  await t.close();
  await published.close();
});

const forgetPassword = (app: TestApp, email: string, host: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/password/forget-password',
    remoteAddress: '127.0.0.1',
    headers: { host },
    payload: { email },
  });

async function register(app: TestApp) {
  const account = newAccount();
  const answer = await app.app.inject({ method: 'POST', url: '/api/auth/register', payload: account });
  expect(answer.statusCode).toBe(201);
  return account;
}

async function mailsTo(app: TestApp, email: string) {
  return app.database.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.createdAt));
}

describe('pages only this machine may read', () => {
  it('answer this machine under its own names only, not under a rebinding domain', async () => {
    for (const host of ['localhost:3601', '127.0.0.1:3601', '[::1]:3601', 'localhost']) {
      const mailbox = await t.app.inject({
        url: '/dev/mailbox',
        remoteAddress: '127.0.0.1',
        headers: { host },
      });
      expect(mailbox.statusCode, host).toBe(200);
      const metrics = await t.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1', headers: { host } });
      expect(metrics.statusCode, host).toBe(200);
    }
    for (const host of [REBIND, 'localhost.attacker.example', '127.0.0.1.nip.io:3601']) {
      const mailbox = await t.app.inject({
        url: '/dev/mailbox',
        remoteAddress: '127.0.0.1',
        headers: { host },
      });
      expect(mailbox.statusCode, host).toBe(404);
      expect(mailbox.body).not.toContain('Dev mailbox');
      const metrics = await t.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1', headers: { host } });
      expect(metrics.statusCode, host).toBe(403);
    }
  });
});

describe('a shop without PUBLIC_URL', () => {
  it('refuses changes sent under a foreign Host: no reset mail is sent for a rebinding page', async () => {
    const account = await register(t);
    const refused = await forgetPassword(t, account.email, REBIND);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: FOREIGN_HOST_MESSAGE, field: 'host' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: REBIND },
      payload: { email: account.email, password: account.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.headers['set-cookie']).toBeUndefined();
    // Loopback is a trusted proxy by default; the page may not borrow its X-Forwarded-Host.
    const borrowed = await t.app.inject({
      method: 'POST',
      url: '/api/password/forget-password',
      remoteAddress: '127.0.0.1',
      headers: { host: REBIND, 'x-forwarded-host': 'localhost', authorization: 'Bearer x' },
      payload: { email: account.email },
    });
    expect(borrowed.statusCode).toBe(403);
    expect(await mailsTo(t, account.email)).toHaveLength(0);
  });

  it('builds reset links from the address it listens on, never from the Host a request names', async () => {
    const account = await register(t);
    // 127.0.0.1 under another port is this machine, so the request is taken; the link still
    // points where the shop listens.
    expect((await forgetPassword(t, account.email, '127.0.0.1:9999')).statusCode).toBe(200);
    await expect.poll(async () => (await mailsTo(t, account.email)).length).toBe(1);
    const [mail] = await mailsTo(t, account.email);
    expect(mail?.text).toMatch(/http:\/\/localhost:3601\/reset-password\?/);
    expect(mail?.text).not.toContain(':9999');
  });

  it('links its order mails to the address it listens on too, whatever Host the checkout came under', async () => {
    const scarf = productFixture({
      title: 'Mail Scarf',
      category: 'accessories',
      priceCents: 2000,
      stock: 2,
    });
    await insertProducts(t.database.db, [scarf]);
    const shopper = await registerAndLogin(t.app, t.database.db);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create-checkout-session',
      headers: { ...shopper.bearer, host: '127.0.0.1:9999' },
      payload: await checkoutBody(t.app, shopper.user.email, [{ id: scarf.variants[0]?.id, quantity: 1 }]),
    });
    expect(started.statusCode).toBe(200);
    const paid = await payOnTestCheckout(t.app, shopper, started.json().id, {
      headers: { host: '127.0.0.1:9999' },
    });
    expect(paid.statusCode).toBe(303);
    await expect.poll(async () => (await mailsTo(t, shopper.user.email)).length).toBe(1);
    const [mail] = await mailsTo(t, shopper.user.email);
    expect(mail?.text).toMatch(/http:\/\/localhost:3601\/orders\/[0-9a-f-]{36}/);
    expect(mail?.text).not.toContain(':9999');
  });

  it('takes changes under ALLOWED_HOSTS (a phone on the same network), and reads under any Host', async () => {
    const account = newAccount();
    const fromPhone = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { host: '192.168.1.20:3000' },
      payload: account,
    });
    expect(fromPhone.statusCode).toBe(201);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { host: '192.168.1.21:3000' },
      payload: newAccount(),
    });
    expect(elsewhere.statusCode).toBe(403);
    const read = await t.app.inject({ url: '/api/shopify-products/categories', headers: { host: REBIND } });
    expect(read.statusCode).not.toBe(403);
  });
});

describe('a shop whose PUBLIC_URL names this machine (npm run dev)', () => {
  it('refuses changes under a foreign Host all the same', async () => {
    const dev = await createTestApp({ publicUrl: 'http://localhost:5173' });
    try {
      const account = await register(dev);
      expect((await forgetPassword(dev, account.email, REBIND)).statusCode).toBe(403);
      expect((await forgetPassword(dev, account.email, 'localhost:5173')).statusCode).toBe(200);
    } finally {
      await dev.close();
    }
  });
});

describe('a shop with a real PUBLIC_URL', () => {
  it('leaves Host alone (its same-site check compares Origin with PUBLIC_URL) and links to PUBLIC_URL', async () => {
    const account = await register(published);
    const answer = await forgetPassword(published, account.email, 'internal:8080');
    expect(answer.statusCode).toBe(200);
    await expect.poll(async () => (await mailsTo(published, account.email)).length).toBe(1);
    const [mail] = await mailsTo(published, account.email);
    expect(mail?.text).toContain('https://shop.example/reset-password?');
    expect(mail?.text).not.toContain('internal');
  });
});
