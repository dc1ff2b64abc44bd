import { afterAll, beforeAll, expect, it } from 'vitest';
import { NO_RATE_LIMITS } from '../../../lib/limits/rate-limiter';
import { insertProducts } from '../../../seed';
import { productFixture } from '../../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Trying codes is limited per client address (RATE_LIMIT_DISCOUNT_CODE): a shop's codes cannot
// be found by trying thousands of words.

let t: TestApp;
const scarf = productFixture({ title: 'Guess Scarf', category: 'accessories', priceCents: 2000 });

beforeAll(async () => {
  t = await createTestApp({
    rateLimits: { ...NO_RATE_LIMITS, discountCode: { max: 3, windowSeconds: 900 } },
  });
  await insertProducts(t.database.db, [scarf]);
});
afterAll(() => t.close());

it('answers 429 with Retry-After once an address has tried too many codes', async () => {
  const tryCode = (code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/discounts/preview',
      payload: { code, products: [{ id: scarf.variants[0]?.id, quantity: 1 }] },
    });
  for (const code of ['SPRING', 'SUMMER', 'AUTUMN']) expect((await tryCode(code)).statusCode).toBe(400);
  const refused = await tryCode('WINTER');
  expect(refused.statusCode).toBe(429);
  expect(refused.json().message).toMatch(/^Too many discount codes tried\. Please try again in /);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
});
