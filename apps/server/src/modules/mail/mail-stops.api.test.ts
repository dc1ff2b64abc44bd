import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopKey } from '../../lib/security/shop-secret';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mailStopLink, mailStopped } from './index';

// Mail a shopper can stop (docs/product/rules.md): a stop link stops one kind of mail to the
// address it was sent to, and only a link this shop made does.

const SECRET = 'mail-stops-test-secret-0123456789abcdef';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ shopSecret: SECRET });
});
afterAll(() => t.close());

const tokenOf = (link: string) => new URL(link).searchParams.get('t') ?? '';
const stop = (token: string) => t.app.inject({ method: 'POST', url: '/api/mail/stop', payload: { token } });

describe('a stop link', () => {
  it('stops that kind of mail to that address only, and again is fine', async () => {
    const link = mailStopLink(
      'https://shop.test',
      shopKey(SECRET, 'mail-link'),
      'Ann@Example.com',
      'stock_alerts',
    );
    // The link names no address anyone can read.
    expect(link).not.toMatch(/ann|example/i);
    const first = await stop(tokenOf(link));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      message: 'You will get no more back-in-stock alerts.',
      kind: 'stock_alerts',
    });
    expect((await stop(tokenOf(link))).statusCode).toBe(200);
    const db = t.database.db;
    expect(await mailStopped(db, 'ann@example.com', 'stock_alerts')).toBe(true);
    expect(await mailStopped(db, 'ann@example.com', 'checkout_reminders')).toBe(false);
    expect(await mailStopped(db, 'bob@example.com', 'stock_alerts')).toBe(false);
  });

  it('made with another key, or altered, is refused naming the token', async () => {
    const foreign = mailStopLink(
      'https://shop.test',
      shopKey('another-secret', 'mail-link'),
      'x@y.z',
      'checkout_reminders',
    );
    const refused = await stop(tokenOf(foreign));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'This link is not valid.', field: 'token' });
    expect((await stop('v1.abc.def.ghi')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/mail/stop', payload: {} })).json()).toMatchObject(
      {
        field: 'token',
      },
    );
    expect(await mailStopped(t.database.db, 'x@y.z', 'checkout_reminders')).toBe(false);
  });
});
