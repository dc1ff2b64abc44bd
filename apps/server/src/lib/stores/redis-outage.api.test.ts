import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../seed';
import { newAccount, registerAndLogin } from '../../test/auth-fixtures';
import { productFixture } from '../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { NO_RATE_LIMITS } from '../limits/rate-limiter';

// A shop configured with a Redis that is not there (nothing listens on port 1): it must keep
// working, with limits per instance and a warning in its log, instead of failing every request.
let t: TestApp;
const logged: { level: number; msg: string }[] = [];

beforeAll(async () => {
  t = await createTestApp({
    redisUrl: 'redis://127.0.0.1:1',
    catalogCacheSeconds: 60,
    rateLimits: { ...NO_RATE_LIMITS, loginPerAccount: { max: 2, windowSeconds: 900 } },
    logger: {
      level: 'warn',
      stream: { write: (line: string) => logged.push(JSON.parse(line)) },
    },
  });
  await insertProducts(t.database.db, [
    productFixture({ title: 'Outage Proof Scarf', handle: 'outage-scarf' }),
  ]);
});
afterAll(() => t.close());

describe('with its Redis gone', () => {
  it('still limits failed logins, counting in this instance, and says so in the log', async () => {
    const account = newAccount();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: account })).statusCode,
    ).toBe(201);
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: 'Wrong#Pass1' },
      });
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(429);
    const warnings = logged.filter((line) => line.level === 40).map((line) => line.msg);
    expect(warnings).toContain('rate limits count per instance: Redis did not answer');
  });

  it('serves the catalog and takes product edits', async () => {
    const admin = await registerAndLogin(t.app, t.database.db, { role: 'admin' });
    const product = await t.app.inject('/api/shopify-products/products/outage-scarf');
    expect(product.statusCode).toBe(200);
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/update-product/${product.json().id}`,
      headers: admin.bearer,
      payload: { name: 'Renamed Scarf' },
    });
    expect(edited.statusCode).toBe(200);
    // This instance's own change shows at once even though no other instance could be told.
    expect((await t.app.inject('/api/shopify-products/products/outage-scarf')).json().title).toBe(
      'Renamed Scarf',
    );
  });
});
