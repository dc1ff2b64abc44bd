import { CHECKOUT_REMINDER_MESSAGES } from '@shop/shared/orders/checkout-reminders-schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminApi, createAdminApi } from '../../../test/admin-api-fixtures';
import { type LoggedIn, registerAndLogin } from '../../../test/auth-fixtures';
import { checkoutBody, payOnTestCheckout, testOrdersDeps } from '../../../test/order-fixtures';
import { productFixture } from '../../../test/product-fixtures';
import { reconcileCheckouts } from '../index';
import { orders } from '../orders.schema';

// GET and PUT /api/orders/checkout-reminders (docs/product/api.md, Checkout reminders): the owner
// switches the reminder on or off, sets how many hours after the checkout expired it goes, and
// reads how many went in the last 90 days and how many of those the shopper followed with an order.

const MINUTE = 60_000;
const DAY = 86_400_000;
const scarf = productFixture({ title: 'Silk Scarf', category: 'accessories', priceCents: 4_900, stock: 50 });
const scarfId = scarf.variants[0]?.id as string;

const clock = { now: new Date() };
let t: AdminApi;

beforeAll(async () => {
  t = await createAdminApi({ products: [scarf], publicUrl: 'https://shop.example', clock: () => clock.now });
});
afterAll(() => t.close());

const read = (who: LoggedIn | null = t.admin) => t.send('GET', '/api/orders/checkout-reminders', who);
const put = (body: object, who: LoggedIn | null = t.admin) =>
  t.send('PUT', '/api/orders/checkout-reminders', who, body);

describe('the setting', () => {
  it('starts on, 3 hours after, with nothing sent', async () => {
    const answer = await read();
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ enabled: true, delayHours: 3, sent: 0, ledToOrder: 0 });
  });

  it('is saved by the admin and answered with the figures', async () => {
    const saved = await put({ enabled: false, delayHours: 24 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ enabled: false, delayHours: 24, sent: 0, ledToOrder: 0 });
    expect((await read()).json()).toMatchObject({ enabled: false, delayHours: 24 });
    expect((await put({ enabled: true, delayHours: 168 })).statusCode).toBe(200);
    expect((await put({ enabled: true, delayHours: 3 })).statusCode).toBe(200);
  });

  it('refuses a delay that is not a whole number of hours from 1 to 168, naming the field', async () => {
    for (const delayHours of [0, 169, 2.5, '3', null, -1]) {
      const answer = await put({ enabled: true, delayHours });
      expect(answer.statusCode, String(delayHours)).toBe(400);
      expect(answer.json().field).toBe('delayHours');
      expect(answer.json().message).toContain(CHECKOUT_REMINDER_MESSAGES.delayHours);
    }
    expect((await put({ enabled: true })).json().field).toBe('delayHours');
    expect((await put({ enabled: 'yes', delayHours: 3 })).json().field).toBe('enabled');
    expect((await read()).json()).toMatchObject({ enabled: true, delayHours: 3 });
  });

  it('is the admin’s alone', async () => {
    expect((await read(null)).statusCode).toBe(401);
    expect((await read(t.shopper)).statusCode).toBe(403);
    expect((await put({ enabled: false, delayHours: 3 }, null)).statusCode).toBe(401);
    expect((await put({ enabled: false, delayHours: 3 }, t.shopper)).statusCode).toBe(403);
    expect((await read()).json().enabled).toBe(true);
  });
});

describe('the figures', () => {
  const deps = () => testOrdersDeps(t.database.db);

  /** A checkout of this shopper with consent, left unpaid: its hold ran out `minutesAgo` before now. */
  async function leftBehind(who: LoggedIn, minutesAgo: number): Promise<string> {
    const started = await t.send(
      'POST',
      '/api/orders/create-checkout-session',
      who,
      await checkoutBody(t.app, who.user.email, [{ id: scarfId, quantity: 1 }], { mailConsent: true }),
    );
    expect(started.statusCode, started.body).toBe(200);
    await reconcileCheckouts(deps(), new Date(Date.now() + 31 * MINUTE));
    const expiredAt = new Date(clock.now.getTime() - minutesAgo * MINUTE);
    const [order] = await t.database.db
      .update(orders)
      .set({ holdExpiresAt: expiredAt, createdAt: new Date(expiredAt.getTime() - 30 * MINUTE) })
      .where(eq(orders.paymentSessionId, started.json().id))
      .returning();
    return order?.id ?? '';
  }

  it('count the reminders of the last 90 days, and those the shopper followed with a paid order', async () => {
    clock.now = new Date();
    expect((await put({ enabled: true, delayHours: 1 })).statusCode).toBe(200);
    const buyer = await registerAndLogin(t.app, t.database.db);
    const browser = await registerAndLogin(t.app, t.database.db);
    const early = await registerAndLogin(t.app, t.database.db);
    await leftBehind(buyer, 61);
    await leftBehind(browser, 90);
    // Not an hour yet: no reminder for this one.
    const notYet = await leftBehind(early, 59);
    expect(await t.app.sendCheckoutReminders()).toBe(2);
    const [waiting] = await t.database.db.select().from(orders).where(eq(orders.id, notYet));
    expect(waiting?.remindedAt).toBeNull();

    // The buyer comes back and pays.
    const started = await t.send(
      'POST',
      '/api/orders/create-checkout-session',
      buyer,
      await checkoutBody(t.app, buyer.user.email, [{ id: scarfId, quantity: 1 }]),
    );
    expect(String((await payOnTestCheckout(t.app, buyer, started.json().id)).headers.location)).toMatch(
      /^\/success/,
    );
    expect((await read()).json()).toEqual({ enabled: true, delayHours: 1, sent: 2, ledToOrder: 1 });

    // 91 days on, they are out of the figures.
    clock.now = new Date(clock.now.getTime() + 91 * DAY);
    expect((await read()).json()).toMatchObject({ sent: 0, ledToOrder: 0 });
  });
});
