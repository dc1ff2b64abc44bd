import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_RATE_LIMITS } from '../../lib/limits/rate-limiter';
import { newAccount, registerAndLogin } from '../../test/auth-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { updateUser } from '../users/users.queries';
import { users } from '../users/users.schema';
import { preparePasswordReset } from './password-reset.service';
import { openSession } from './session.service';

// What happens when requests overlap: bursts against the limits, a login racing a password
// reset or a deletion, two admins removing each other.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      ...NO_RATE_LIMITS,
      loginPerAccount: { max: 5, windowSeconds: 900 },
      loginPerClient: { max: 1000, windowSeconds: 900 },
      forgetPassword: { max: 2, windowSeconds: 3600 },
    },
  });
});
afterAll(() => t.close());

const login = (email: string, password: string, remoteAddress = '10.1.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, password } });

async function register(account = newAccount()) {
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: account });
  expect(response.statusCode).toBe(201);
  return { ...account, id: response.json().user.id as string };
}

describe('limits under a burst', () => {
  it('let no more guesses through than the limit when they all arrive at once', async () => {
    const account = await register();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(account.email, `Wrong#Guess${i}`, `10.1.1.${i}`)),
    );
    const checked = answers.filter((r) => r.statusCode === 401).length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(answers.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(25);
  });

  it('count every spelling of one address together', async () => {
    const account = await register(newAccount({ email: `minimi${Date.now().toString(36)}@example.com` }));
    const variant = account.email.replace('i', 'İ');
    expect(variant).not.toBe(account.email);
    for (let i = 0; i < 5; i++)
      expect((await login(i % 2 ? variant : account.email, 'Wrong#Pass1')).statusCode).toBe(401);
    expect((await login(variant, account.password)).statusCode).toBe(429);
    expect((await login(account.email, account.password)).statusCode).toBe(429);
  });

  it('a refused address does not use up the account’s reset requests', async () => {
    const account = await register();
    const send = (ip: string, email = account.email) =>
      t.app.inject({
        method: 'POST',
        url: '/api/password/forget-password',
        remoteAddress: ip,
        payload: { email },
      });
    // The address spends its own allowance on other addresses, then keeps asking for this one.
    expect((await send('10.2.0.1', 'someone@example.com')).statusCode).toBe(200);
    expect((await send('10.2.0.1', 'someone-else@example.com')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await send('10.2.0.1')).statusCode).toBe(429);
    // The owner, elsewhere, still gets a link.
    expect((await send('10.2.0.2')).statusCode).toBe(200);
  });
});

describe('sessions and changing accounts', () => {
  it('a login that checked the old password opens nothing once the password has changed', async () => {
    const account = await register();
    const [stale] = await t.database.db.select().from(users).where(eq(users.id, account.id));
    if (!stale) throw new Error('user missing');
    await updateUser(t.database.db, account.id, { passwordHash: `${stale.passwordHash}-changed` });
    expect(await openSession(t.database.db, stale, { ttlSeconds: 3600, maxAgeSeconds: 7200 })).toBeNull();
    expect(
      await openSession(
        t.database.db,
        { ...stale, passwordHash: `${stale.passwordHash}-changed` },
        { ttlSeconds: 3600, maxAgeSeconds: 7200 },
      ),
    ).not.toBeNull();
  });

  it('logins racing a password reset leave no session that knew the old password', async () => {
    const account = await register();
    const mail = await preparePasswordReset(t.database.db, account, 'http://shop.test');
    const token = new URL(mail.link).searchParams.get('token');
    const logins = Array.from({ length: 4 }, (_, i) => login(account.email, account.password, `10.3.0.${i}`));
    const reset = t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { id: account.id, token, password: 'Moonlight#2027', confirmPassword: 'Moonlight#2027' },
    });
    const [resetAnswer, ...loginAnswers] = await Promise.all([reset, ...logins]);
    expect(resetAnswer.statusCode).toBe(200);
    for (const answer of loginAnswers) {
      expect([200, 401]).toContain(answer.statusCode);
      if (answer.statusCode !== 200) continue;
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${answer.json().token}` },
      });
      expect(me.json().user).toBeNull();
    }
    expect((await login(account.email, 'Moonlight#2027')).statusCode).toBe(200);
  });

  it('a login racing the account’s deletion fails cleanly instead of a 500', async () => {
    const account = await register();
    const [row] = await t.database.db.select().from(users).where(eq(users.id, account.id));
    if (!row) throw new Error('user missing');
    await t.database.db.delete(users).where(eq(users.id, account.id));
    await expect(
      openSession(t.database.db, row, { ttlSeconds: 3600, maxAgeSeconds: 7200 }),
    ).resolves.toBeNull();
  });

  it('two admins removing each other at once leave one admin', async () => {
    const solo = await createTestApp();
    try {
      const a = await registerAndLogin(solo.app, solo.database.db, { role: 'admin' });
      const b = await registerAndLogin(solo.app, solo.database.db, { role: 'admin' });
      const [first, second] = await Promise.all([
        solo.app.inject({
          method: 'PUT',
          url: `/api/auth/users/${b.user.id}`,
          headers: a.bearer,
          payload: { role: 'user' },
        }),
        solo.app.inject({
          method: 'PUT',
          url: `/api/auth/users/${a.user.id}`,
          headers: b.bearer,
          payload: { role: 'user' },
        }),
      ]);
      expect([first.statusCode, second.statusCode].filter((s) => s === 200)).toHaveLength(1);
      const admins = await solo.database.db.select().from(users).where(eq(users.role, 'admin'));
      expect(admins).toHaveLength(1);
    } finally {
      await solo.close();
    }
  });
});

describe('characters Postgres or people cannot tell apart', () => {
  it('refuses a NUL character anywhere with a 400 naming the field', async () => {
    const loginNul = await login('a\u0000@b.co', 'Whatever#1');
    expect(loginNul.statusCode).toBe(400);
    expect(loginNul.json().field).toBe('email');
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { username: 'Ada', message: 'hi\u0000there' },
    });
    expect(contact.statusCode).toBe(400);
    expect(contact.json().field).toBe('message');
    const search = await t.app.inject({ method: 'GET', url: '/api/shopify-products/products?q=dr%00ess' });
    expect(search.statusCode).toBe(400);
    expect(search.json().field).toBe('q');
    const session = await registerAndLogin(t.app, t.database.db);
    const bio = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/edit-profile',
      headers: session.bearer,
      payload: { bio: 'x\u0000' },
    });
    expect(bio.statusCode).toBe(400);
  });

  it('refuses invisible characters in an email', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newAccount({ email: 'admin\u200b@velora.shop' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('email');
  });
});
