import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_RATE_LIMITS } from '../../../lib/limits/rate-limiter';
import { sealText, shopKey } from '../../../lib/security/shop-secret';
import { insertProducts } from '../../../seed';
import { registerAndLogin } from '../../../test/auth-fixtures';
import { checkoutBody, testOrdersDeps } from '../../../test/order-fixtures';
import { productFixture } from '../../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { productVariants } from '../../catalog/catalog.schema';
import { mailStopLink } from '../../mail';
import { outbox } from '../../mail/mail.schema';
import { reconcileCheckouts } from '../index';
import { orders } from '../orders.schema';

// POST /api/orders/restore-cart (docs/product/api.md, Checkout reminders): the reminder's 'Back
// to my cart' link answers the checkout's lines at today's prices and stock, and says what changed.

const SECRET = 'cart-restore-test-secret-0123456789abcdef';
const SHOP = 'https://shop.example';
const HOUR = 3_600_000;

const dress = productFixture({ title: 'Linen Dress', category: 'dress', priceCents: 12_000, stock: 10 });
const dressM = dress.variants.find((variant) => variant.size === 'M')?.id as string;
const top = productFixture({ title: 'Silk Top', category: 'dress', priceCents: 6_500, stock: 10 });
const topS = top.variants.find((variant) => variant.size === 'S')?.id as string;
const tote = productFixture({ title: 'Tote', category: 'accessories', priceCents: 3_000, stock: 10 });
const toteId = tote.variants[0]?.id as string;

const clock = { now: new Date() };
let t: TestApp;
let token: string;
let orderId: string;

const restore = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/orders/restore-cart', payload });

beforeAll(async () => {
  t = await createTestApp({ publicUrl: SHOP, shopSecret: SECRET, clock: () => clock.now });
  const { db } = t.database;
  await insertProducts(db, [dress, top, tote]);
  const shopper = await registerAndLogin(t.app, db);
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/orders/create-checkout-session',
    headers: shopper.bearer,
    payload: await checkoutBody(
      t.app,
      shopper.user.email,
      [
        { id: dressM, quantity: 1 },
        { id: topS, quantity: 2 },
        { id: toteId, quantity: 1 },
      ],
      { mailConsent: true },
    ),
  });
  expect(started.statusCode, started.body).toBe(200);
  await reconcileCheckouts(testOrdersDeps(db, { shopUrl: SHOP }), new Date(Date.now() + 31 * 60_000));
  const [order] = await db.select().from(orders).where(eq(orders.paymentSessionId, started.json().id));
  orderId = order?.id ?? '';
  clock.now = new Date((order?.holdExpiresAt.getTime() ?? 0) + 3 * HOUR + 1000);
  expect(await t.app.sendCheckoutReminders()).toBe(1);
  const [mail] = await db.select().from(outbox).where(eq(outbox.to, shopper.user.email));
  const back = /https:\/\/shop\.example\/cart\/restore\?t=(\S+)/.exec(mail?.text ?? '');
  token = decodeURIComponent(back?.[1] ?? '');
  expect(token).not.toBe('');
});
afterAll(() => t.close());

describe('a restore link', () => {
  it("answers the checkout's lines at today's prices and stock, and what changed", async () => {
    const { db } = t.database;
    await db.update(productVariants).set({ priceCents: 8_900 }).where(eq(productVariants.id, dressM));
    await db.update(productVariants).set({ stock: 1 }).where(eq(productVariants.id, topS));
    await db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, toteId));

    const answer = await restore({ token });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body.lines).toEqual([
      expect.objectContaining({
        variantId: dressM,
        productId: dress.id,
        handle: dress.handle,
        title: 'Linen Dress',
        size: 'M',
        color: 'red',
        image: '/media/demo/dress/0/red/0.svg',
        quantity: 1,
        price: 89,
        priceCents: 8_900,
        pricePaid: 120,
        pricePaidCents: 12_000,
        available: 10,
      }),
      expect.objectContaining({ variantId: topS, quantity: 2, price: 65, pricePaid: 65, available: 1 }),
      expect.objectContaining({ variantId: toteId, quantity: 1, available: 0 }),
    ]);
    expect(body.changes).toEqual([
      'Linen Dress in M now costs $89.00 (was $120.00).',
      'Only 1 of Silk Top in S is left.',
      'Tote in One Size is sold out.',
    ]);
  });

  it('made with another key, for another purpose, or altered, is refused naming the token', async () => {
    const foreign = sealText(
      shopKey('another-secret', 'mail-link'),
      JSON.stringify({ purpose: 'restore-cart', orderId }),
    );
    const stopToken = new URL(
      mailStopLink(SHOP, shopKey(SECRET, 'mail-link'), 'ann@example.com', 'checkout_reminders'),
    ).searchParams.get('t');
    for (const bad of [foreign, stopToken, `${token.slice(0, -2)}xx`, 'v1.abc.def.ghi', '']) {
      const answer = await restore({ token: bad });
      expect(answer.statusCode, String(bad)).toBe(400);
      expect(answer.json().field).toBe('token');
      expect(answer.json().message).toContain('This link is not valid.');
    }
    expect((await restore({})).json().field).toBe('token');
  });
});

describe('restore links tried by the many', () => {
  it('are refused past the link checks one client address may make', async () => {
    const limited = await createTestApp({
      rateLimits: { ...NO_RATE_LIMITS, resetLinkCheck: { max: 2, windowSeconds: 900 } },
    });
    try {
      const tries = [];
      for (let i = 0; i < 3; i++)
        tries.push(
          await limited.app.inject({
            method: 'POST',
            url: '/api/orders/restore-cart',
            payload: { token: `v1.${i}` },
          }),
        );
      expect(tries.map((answer) => answer.statusCode)).toEqual([400, 400, 429]);
      expect(tries[2]?.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
