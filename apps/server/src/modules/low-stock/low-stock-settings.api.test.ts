import { LOW_STOCK_MAIL_MESSAGES } from '@shop/shared/catalog/low-stock-schemas';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminApi,
  createAdminApi,
  expectRefused,
  MISSING_ID,
  movableClock,
} from '../../test/admin-api-fixtures';
import { productFixture } from '../../test/product-fixtures';
import { outbox } from '../mail/mail.schema';

// The morning stock mail's settings and the products' own thresholds (docs/product/api.md, Low
// stock mail); on PGlite and (server-postgres) on PostgreSQL.

const clock = movableClock(new Date('2026-07-01T05:00:00Z'));
let t: AdminApi;
// Two left of each size: low at the shop's threshold of 3.
const scarf = productFixture({ title: 'Silk Scarf', category: 'accessories', stock: 2 });
// Five of each: low only at a threshold of 5 or more.
const tote = productFixture({ title: 'Canvas Tote', category: 'accessories', stock: 5 });

beforeAll(async () => {
  t = await createAdminApi({ clock: clock.read, shopEmail: 'owner@velora.test', products: [scarf, tote] });
}, 60_000);
afterAll(() => t.close());

const mails = () => t.database.db.select().from(outbox).where(like(outbox.subject, 'Running low at Velora%'));

describe('the morning stock mail’s settings', () => {
  it('answers the defaults, saves the settings and answers them as saved', async () => {
    const first = await t.send('GET', '/api/low-stock/settings', t.admin);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ enabled: true, hour: 8, threshold: 3 });

    const saved = await t.send('PUT', '/api/low-stock/settings', t.admin, {
      enabled: false,
      hour: 6,
      threshold: 5,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ enabled: false, hour: 6, threshold: 5 });
    expect((await t.send('GET', '/api/low-stock/settings', t.admin)).json()).toEqual(saved.json());
  });

  it('refuses a bad field naming it, and anyone but an admin', async () => {
    const good = { enabled: true, hour: 8, threshold: 3 };
    const refusals: [object, string, string][] = [
      [{ ...good, hour: 24 }, 'hour', LOW_STOCK_MAIL_MESSAGES.hour],
      [{ ...good, hour: 7.5 }, 'hour', LOW_STOCK_MAIL_MESSAGES.hour],
      [{ ...good, threshold: -1 }, 'threshold', LOW_STOCK_MAIL_MESSAGES.threshold],
      [{ ...good, threshold: 1001 }, 'threshold', LOW_STOCK_MAIL_MESSAGES.threshold],
      [{ enabled: true, hour: 8 }, 'threshold', LOW_STOCK_MAIL_MESSAGES.threshold],
      [{ ...good, enabled: 'yes' }, 'enabled', LOW_STOCK_MAIL_MESSAGES.enabled],
    ];
    for (const [body, field, message] of refusals)
      expectRefused(
        await t.send('PUT', '/api/low-stock/settings', t.admin, body),
        field,
        message,
        JSON.stringify(body),
      );

    const product = `/api/low-stock/products/${scarf.id}`;
    expectRefused(
      await t.send('PUT', product, t.admin, { threshold: 2.5 }),
      'threshold',
      LOW_STOCK_MAIL_MESSAGES.productThreshold,
      'a fraction',
    );
    expectRefused(
      await t.send('PUT', product, t.admin, {}),
      'threshold',
      LOW_STOCK_MAIL_MESSAGES.productThreshold,
      'none',
    );
    expectRefused(
      await t.send('PUT', '/api/low-stock/products/not-an-id', t.admin, { threshold: 1 }),
      'productId',
      'productId must be a product id',
      'a bad id',
    );
    for (const method of ['GET', 'PUT'] as const) {
      const missing = await t.send(method, `/api/low-stock/products/${MISSING_ID}`, t.admin, {
        threshold: 1,
      });
      expect(missing.statusCode, method).toBe(404);
      expect(missing.json()).toEqual({
        message: LOW_STOCK_MAIL_MESSAGES.productNotFound,
        field: 'productId',
      });
    }

    for (const [method, url, body] of [
      ['GET', '/api/low-stock/settings', undefined],
      ['PUT', '/api/low-stock/settings', good],
      ['PUT', product, { threshold: 1 }],
      ['GET', product, undefined],
    ] as const) {
      expect((await t.send(method, url, null, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await t.send(method, url, t.shopper, body)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('sends nothing while switched off, and reads a product’s own threshold before the shop’s', async () => {
    // Switched off (the test before), past the hour: nothing goes, and the day stays open.
    clock.now = new Date('2026-07-01T07:00:00Z');
    expect(await t.app.sendLowStockMail()).toBe(0);
    expect(await mails()).toHaveLength(0);

    await t.send('PUT', '/api/low-stock/settings', t.admin, { enabled: true, hour: 6, threshold: 3 });
    const own = await t.send('PUT', `/api/low-stock/products/${scarf.id}`, t.admin, { threshold: 1 });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual({ productId: scarf.id, threshold: 1 });
    expect((await t.send('GET', `/api/low-stock/products/${scarf.id}`, t.admin)).json()).toEqual({
      productId: scarf.id,
      threshold: 1,
    });
    expect((await t.send('GET', `/api/low-stock/products/${tote.id}`, t.admin)).json()).toEqual({
      productId: tote.id,
      threshold: null,
    });
    expect(
      (await t.send('PUT', `/api/low-stock/products/${tote.id}`, t.admin, { threshold: 5 })).statusCode,
    ).toBe(200);
    const sizes = tote.variants.length;
    expect(await t.app.sendLowStockMail()).toBe(sizes);
    const [mail] = await mails();
    expect(mail?.subject).toBe(`Running low at Velora: ${sizes} size${sizes === 1 ? '' : 's'}`);
    expect(mail?.text).toContain('Canvas Tote — ');
    expect(mail?.text).not.toContain('Silk Scarf');

    // Back to the shop's threshold: the scarf's sizes are low the next morning.
    const cleared = await t.send('PUT', `/api/low-stock/products/${scarf.id}`, t.admin, { threshold: null });
    expect(cleared.json()).toEqual({ productId: scarf.id, threshold: null });
    expect((await t.send('GET', `/api/low-stock/products/${scarf.id}`, t.admin)).json().threshold).toBeNull();
    clock.now = new Date('2026-07-02T06:00:00Z');
    expect(await t.app.sendLowStockMail()).toBe(scarf.variants.length);
    expect((await mails())[1]?.text).toContain('Silk Scarf — ');
  });
});
