import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_RATE_LIMITS } from '../../lib/limits/rate-limiter';
import { newAccount, registerAndLogin } from '../../test/auth-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      ...NO_RATE_LIMITS,
      loginPerAccount: { max: 2, windowSeconds: 900 },
      loginPerClient: { max: 4, windowSeconds: 900 },
      register: { max: 3, windowSeconds: 3600 },
      forgetPassword: { max: 2, windowSeconds: 3600 },
      resetLinkCheck: { max: 2, windowSeconds: 900 },
      upload: { max: 2, windowSeconds: 3600 },
    },
  });
});
afterAll(() => t.close());

const loginFrom = (ip: string, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { email, password } });

async function registered(ip: string) {
  const account = newAccount();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: ip,
    payload: account,
  });
  expect(response.statusCode).toBe(201);
  return account;
}

describe('rate limits', () => {
  it('lock an account after repeated failed logins, even for the right password', async () => {
    const account = await registered('10.0.0.1');
    expect((await loginFrom('10.0.1.1', account.email, 'Wrong#Pass1')).statusCode).toBe(401);
    expect((await loginFrom('10.0.1.2', account.email, 'Wrong#Pass1')).statusCode).toBe(401);
    const locked = await loginFrom('10.0.1.3', account.email.toUpperCase(), account.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(
      /^Too many failed login attempts\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('do not count successful logins', async () => {
    const account = await registered('10.0.0.2');
    for (let i = 0; i < 5; i++)
      expect((await loginFrom('10.0.2.1', account.email, account.password)).statusCode).toBe(200);
  });

  it('stop one address trying many accounts', async () => {
    const ip = '10.0.3.1';
    for (let i = 0; i < 4; i++)
      expect((await loginFrom(ip, `guess${i}@example.com`, 'Wrong#Pass1')).statusCode).toBe(401);
    const account = await registered('10.0.0.3');
    expect((await loginFrom(ip, account.email, account.password)).statusCode).toBe(429);
    expect((await loginFrom('10.0.3.2', account.email, account.password)).statusCode).toBe(200);
  });

  it('limit sign-ups per address', async () => {
    const ip = '10.0.4.1';
    for (let i = 0; i < 3; i++) await registered(ip);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: ip,
      payload: newAccount(),
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many sign-ups from your address/);
  });

  it('count an IPv6 client by its /64, so a new address for each request does not escape', async () => {
    for (let i = 1; i <= 3; i++) await registered(`2001:db8:7::${i}`);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: '2001:db8:7:0:ffff::4',
      payload: newAccount(),
    });
    expect(refused.statusCode).toBe(429);
    // The next /64 is somebody else.
    await registered('2001:db8:8::1');
    for (let i = 0; i < 4; i++)
      expect(
        (await loginFrom(`2001:db8:9::${i + 1}`, `guess${i}@example.com`, 'Wrong#Pass1')).statusCode,
      ).toBe(401);
    expect((await loginFrom('2001:db8:9::99', 'guess9@example.com', 'Wrong#Pass1')).statusCode).toBe(429);
  });

  it('limit reset requests per address and per email, answering 429 either way', async () => {
    const send = (ip: string, email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/password/forget-password',
        remoteAddress: ip,
        payload: { email },
      });
    expect((await send('10.0.5.1', 'a@example.com')).statusCode).toBe(200);
    expect((await send('10.0.5.2', 'a@example.com')).statusCode).toBe(200);
    expect((await send('10.0.5.3', 'a@example.com')).statusCode).toBe(429);
    expect((await send('10.0.5.3', 'b@example.com')).statusCode).toBe(200);
  });

  it('limit reset-link checks per address', async () => {
    const check = (ip: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/reset-password?token=${'A'.repeat(43)}&id=00000000-0000-4000-8000-000000000000`,
        remoteAddress: ip,
      });
    expect((await check('10.0.6.1')).statusCode).toBe(400);
    expect((await check('10.0.6.1')).statusCode).toBe(400);
    const refused = await check('10.0.6.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many link checks/);
    expect((await check('10.0.6.2')).statusCode).toBe(400);
  });

  it('limit uploads per user', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const payload = { image: `data:image/png;base64,${png.toString('base64')}` };
    const alice = await registerAndLogin(t.app, t.database.db, { account: newAccount() });
    const bob = await registerAndLogin(t.app, t.database.db, { account: newAccount() });
    const upload = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/uploadImage', headers, payload });
    expect((await upload(alice.bearer)).statusCode).toBe(200);
    expect((await upload(alice.bearer)).statusCode).toBe(200);
    const refused = await upload(alice.bearer);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many uploads/);
    expect((await upload(bob.bearer)).statusCode).toBe(200);
  });
});
