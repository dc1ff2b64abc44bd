import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopKey } from '../../../lib/security/shop-secret';
import { insertProducts } from '../../../seed';
import { type LoggedIn, newAccount, registerAndLogin } from '../../../test/auth-fixtures';
import {
  checkoutBody,
  guestBrowser,
  payOnTestCheckout,
  TEST_ADDRESS,
  testOrdersDeps,
} from '../../../test/order-fixtures';
import { productFixture } from '../../../test/product-fixtures';
import { createTestApp, startAppOn, type TestApp } from '../../../test/test-app';
import { mailStopLink } from '../../mail';
import { outbox } from '../../mail/mail.schema';
import { type OrdersDeps, reconcileCheckouts } from '../index';
import { orders } from '../orders.schema';

// One reminder for a checkout left behind (docs/product/rules.md, Checkout reminders): only with
// the shopper's consent, after the owner's delay, once, and never after they paid, stopped
// reminders, or the owner turned them off. The shop's clock is moved instead of waiting.

const SECRET = 'checkout-reminders-test-secret-0123456789';
const SHOP = 'https://shop.example';
const HOUR = 3_600_000;
const SUBJECT = 'You left something in your cart';

const dress = productFixture({ title: 'Linen Dress', category: 'dress', priceCents: 12_000, stock: 20 });
const dressM = dress.variants.find((variant) => variant.size === 'M')?.id as string;
const scarf = productFixture({ title: 'Silk Scarf', category: 'accessories', priceCents: 4_900, stock: 20 });
const scarfId = scarf.variants[0]?.id as string;

const clock = { now: new Date() };
let t: TestApp;
let deps: OrdersDeps;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: SHOP, shopSecret: SECRET, clock: () => clock.now });
  await insertProducts(t.database.db, [dress, scarf]);
  deps = testOrdersDeps(t.database.db, { shopUrl: SHOP });
});
afterAll(() => t.close());

type Line = { id: string; quantity: number };

/** A shopper's checkout of these lines, left unpaid; answers its session id. */
async function checkout(
  who: LoggedIn,
  lines: Line[],
  extra: Record<string, unknown> = { mailConsent: true },
) {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/orders/create-checkout-session',
    headers: who.bearer,
    payload: await checkoutBody(t.app, who.user.email, lines, extra),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().id as string;
}

/** Every checkout still open runs out, as the reconciliation finds it past its hold. */
async function expireOpenCheckouts() {
  await reconcileCheckouts(deps, new Date(Date.now() + 31 * 60_000));
}

const orderOf = async (sessionId: string) => {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.paymentSessionId, sessionId));
  if (!row) throw new Error(`no order for ${sessionId}`);
  return row;
};

/** The shop's clock this long after the checkout's hold ran out. */
async function after(sessionId: string, ms: number) {
  clock.now = new Date((await orderOf(sessionId)).holdExpiresAt.getTime() + ms);
}

const remindersTo = async (email: string) =>
  (await t.database.db.select().from(outbox)).filter(
    (mail) => mail.to.toLowerCase() === email.toLowerCase() && mail.subject === SUBJECT,
  );

const round = () => t.app.sendCheckoutReminders();

describe('the consent at checkout', () => {
  it('is stored when ticked, false when left out, and refused when not true or false', async () => {
    const ticked = await registerAndLogin(t.app, t.database.db);
    expect((await orderOf(await checkout(ticked, [{ id: scarfId, quantity: 1 }]))).mailConsent).toBe(true);
    const silent = await registerAndLogin(t.app, t.database.db);
    expect((await orderOf(await checkout(silent, [{ id: scarfId, quantity: 1 }], {}))).mailConsent).toBe(
      false,
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create-checkout-session',
      headers: silent.bearer,
      payload: await checkoutBody(t.app, silent.user.email, [{ id: scarfId, quantity: 2 }], {
        mailConsent: 'yes',
      }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field).toBe('mailConsent');
    await expireOpenCheckouts();
  });
});

describe('the reminder round', () => {
  it('sends one reminder after the delay, not before, and never twice', async () => {
    const shopper = await registerAndLogin(t.app, t.database.db);
    const session = await checkout(shopper, [
      { id: dressM, quantity: 2 },
      { id: scarfId, quantity: 1 },
    ]);
    await expireOpenCheckouts();

    await after(session, 3 * HOUR - 60_000);
    await round();
    expect(await remindersTo(shopper.user.email)).toHaveLength(0);

    await after(session, 3 * HOUR + 1000);
    expect(await round()).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = await remindersTo(shopper.user.email);
    expect(more).toHaveLength(0);
    expect((await orderOf(session)).remindedAt?.getTime()).toBe(clock.now.getTime());

    // The lines by name, size and colour as the shop spells them, at today's prices, with pictures.
    expect(mail?.text).toContain('2 x Linen Dress (size M, Red): $120.00 each');
    expect(mail?.text).toContain('1 x Silk Scarf (size One Size, Red): $49.00 each');
    expect(mail?.html).toContain(`<img src="${SHOP}/media/demo/dress/0/red/0.svg"`);
    expect(mail?.html).toContain('Back to my cart');
    // The way back names the order sealed, never the address; the stop link stops these reminders.
    const back = /https:\/\/shop\.example\/cart\/restore\?t=\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(back).not.toBe('');
    expect(decodeURIComponent(back).toLowerCase()).not.toContain(shopper.user.email.toLowerCase());
    const stop = /https:\/\/shop\.example\/mail\/stop\?t=(\S+)/.exec(mail?.text ?? '');
    expect(stop).not.toBeNull();
    const stopped = await t.app.inject({
      method: 'POST',
      url: '/api/mail/stop',
      payload: { token: decodeURIComponent(stop?.[1] ?? '') },
    });
    expect(stopped.json().kind).toBe('checkout_reminders');

    // The round again, and later: nothing more.
    expect(await round()).toBe(0);
    clock.now = new Date(clock.now.getTime() + 24 * HOUR);
    await round();
    expect(await remindersTo(shopper.user.email)).toHaveLength(1);
  });

  it('reminds a guest who ticked the box, at the email they gave', async () => {
    const guest = guestBrowser(t.app);
    const email = newAccount().email;
    const started = await guest.checkout(email, [{ id: scarfId, quantity: 1 }], { mailConsent: true });
    expect(started.statusCode, started.body).toBe(200);
    await expireOpenCheckouts();
    await after(started.json().id, 3 * HOUR + 1000);
    await round();
    expect(await remindersTo(email)).toHaveLength(1);
  });

  it('sends none without consent', async () => {
    const shopper = await registerAndLogin(t.app, t.database.db);
    const session = await checkout(shopper, [{ id: scarfId, quantity: 1 }], {});
    await expireOpenCheckouts();
    await after(session, 4 * HOUR);
    await round();
    expect(await remindersTo(shopper.user.email)).toHaveLength(0);
    expect((await orderOf(session)).remindedAt).toBeNull();
  });

  it('sends none once the shopper paid for it another way', async () => {
    const shopper = await registerAndLogin(t.app, t.database.db);
    const left = await checkout(shopper, [{ id: dressM, quantity: 1 }]);
    await expireOpenCheckouts();
    // Back before the reminder, the shopper pays a new checkout of the same cart.
    const paid = await checkout(shopper, [{ id: dressM, quantity: 1 }], {});
    const answer = await payOnTestCheckout(t.app, shopper, paid);
    expect(String(answer.headers.location)).toMatch(/^\/success/);
    await after(left, 3 * HOUR + 1000);
    await round();
    expect(await remindersTo(shopper.user.email)).toHaveLength(0);
    // Looked at once and put aside, so no later round looks again.
    expect((await orderOf(left)).remindedAt).not.toBeNull();
  });

  it('sends none to an address that stopped checkout reminders', async () => {
    const shopper = await registerAndLogin(t.app, t.database.db);
    const link = mailStopLink(SHOP, shopKey(SECRET, 'mail-link'), shopper.user.email, 'checkout_reminders');
    const token = new URL(link).searchParams.get('t') ?? '';
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/mail/stop', payload: { token } })).statusCode,
    ).toBe(200);
    const session = await checkout(shopper, [{ id: scarfId, quantity: 1 }]);
    await expireOpenCheckouts();
    await after(session, 3 * HOUR + 1000);
    await round();
    expect(await remindersTo(shopper.user.email)).toHaveLength(0);
  });

  it('sends none for a cart already reminded, under a newer checkout', async () => {
    const shopper = await registerAndLogin(t.app, t.database.db);
    const first = await checkout(shopper, [{ id: scarfId, quantity: 2 }]);
    await expireOpenCheckouts();
    await after(first, 3 * HOUR + 1000);
    await round();
    expect(await remindersTo(shopper.user.email)).toHaveLength(1);
    // The shopper comes back with the same lines, to another address, and leaves again.
    const again = await checkout(shopper, [{ id: scarfId, quantity: 2 }], {
      mailConsent: true,
      shippingAddress: { ...TEST_ADDRESS, line2: 'Apt 9' },
    });
    await expireOpenCheckouts();
    await after(again, 3 * HOUR + 1000);
    await round();
    expect(await remindersTo(shopper.user.email)).toHaveLength(1);
  });

  it('sends none while the owner has them off', async () => {
    const admin = await registerAndLogin(t.app, t.database.db, { role: 'admin' });
    const put = (enabled: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/orders/checkout-reminders',
        headers: admin.bearer,
        payload: { enabled, delayHours: 3 },
      });
    const shopper = await registerAndLogin(t.app, t.database.db);
    const session = await checkout(shopper, [{ id: scarfId, quantity: 1 }]);
    await expireOpenCheckouts();
    expect((await put(false)).statusCode).toBe(200);
    await after(session, 3 * HOUR + 1000);
    expect(await round()).toBe(0);
    expect(await remindersTo(shopper.user.email)).toHaveLength(0);
    expect((await orderOf(session)).remindedAt).toBeNull();
    expect((await put(true)).statusCode).toBe(200);
  });
});

describe('two instances on one database', () => {
  let instance: Awaited<ReturnType<typeof startAppOn>>;
  let second: FastifyInstance;
  beforeAll(async () => {
    instance = await startAppOn(t.database, { publicUrl: SHOP, shopSecret: SECRET, clock: () => clock.now });
    second = instance.app;
  });
  afterAll(async () => {
    await instance?.close();
  });

  it('running the round at once send the reminder once', async () => {
    const shopper = await registerAndLogin(t.app, t.database.db);
    const session = await checkout(shopper, [{ id: dressM, quantity: 1 }]);
    await expireOpenCheckouts();
    await after(session, 3 * HOUR + 1000);
    const rounds = await Promise.all([round(), second.sendCheckoutReminders(), round()]);
    expect(rounds.reduce<number>((sum, queued) => sum + (queued ?? 0), 0)).toBeGreaterThanOrEqual(1);
    expect(await remindersTo(shopper.user.email)).toHaveLength(1);
  });
});
