import { GUEST_ORDER_MESSAGES } from '@shop/shared/orders/guest-orders';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../../seed';
import { newAccount, registerAndLogin } from '../../../test/auth-fixtures';
import { checkoutOne, guestBrowser } from '../../../test/order-fixtures';
import { productFixture } from '../../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { outbox } from '../../mail/mail.schema';
import { orders } from '../orders.schema';

// A guest order's private link (docs/decisions/030) is a secret with a lifetime: it opens the
// order for ORDER_LINK_DAYS, stops once the order joins an account, and the order page can mail
// a fresh one to the order's own email.

const DAYS = 7;
let t: TestApp;
const ring = productFixture({ title: 'Gold Ring', category: 'jewellery', priceCents: 12_000, stock: 40 });
const ringId = ring.variants[0]?.id as string;

beforeAll(async () => {
  t = await createTestApp({ orderLinkDays: DAYS });
  await insertProducts(t.database.db, [ring]);
});
afterAll(() => t.close());

const mailsTo = async (to: string) =>
  (await t.database.db.select().from(outbox)).filter((mail) => mail.to === to);

/** Every private link mailed for this order, oldest first. */
async function linksFor(email: string, orderId: string): Promise<string[]> {
  const texts = (await mailsTo(email)).map((mail) => mail.text).join('\n');
  return [...texts.matchAll(new RegExp(`/orders/${orderId}\\?token=([A-Za-z0-9_-]+)`, 'g'))].map(
    (match) => match[1] as string,
  );
}

async function paidGuestOrder() {
  const email = newAccount().email;
  const browser = guestBrowser(t.app);
  const started = await browser.checkout(email, [{ id: ringId }]);
  expect(started.statusCode, started.body).toBe(200);
  await browser.pay(started.json().id);
  const [order] = await t.database.db.select().from(orders).where(eq(orders.email, email));
  const orderId = order?.id as string;
  await expect.poll(async () => (await linksFor(email, orderId)).length).toBe(1);
  const [token] = await linksFor(email, orderId);
  return { email, orderId, token: token as string };
}

const openWith = (orderId: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/orders/order/${orderId}?token=${token}` });
const cancelWith = (orderId: string, token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/cancel?token=${token}`,
    payload: { reason: 'Changed my mind' },
  });
const askFreshLink = (orderId: string) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/link` });

describe('a private order link', () => {
  it(`opens its order for ${DAYS} days, then answers 404`, async () => {
    const { orderId, token } = await paidGuestOrder();
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    const days = ((row?.guestTokenExpiresAt?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(DAYS - 0.01);
    expect(days).toBeLessThanOrEqual(DAYS);
    expect((await openWith(orderId, token)).statusCode).toBe(200);

    await t.database.db
      .update(orders)
      .set({ guestTokenExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(orders.id, orderId));
    expect((await openWith(orderId, token)).statusCode).toBe(404);
    expect((await cancelWith(orderId, token)).statusCode).toBe(404);
  });

  it('neither opens nor cancels its order once the order is claimed into an account', async () => {
    const { email, orderId, token } = await paidGuestOrder();
    const shopper = await registerAndLogin(t.app, t.database.db, { account: { ...newAccount(), email } });
    const ask = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: shopper.bearer, payload });
    expect((await ask('POST', '/api/orders/guest-orders/claim-link')).statusCode).toBe(200);
    await expect
      .poll(async () => (await mailsTo(email)).some((m) => m.text.includes('claim?token=')))
      .toBe(true);
    const claimToken = (await mailsTo(email))
      .map((m) => m.text.match(/claim\?token=([A-Za-z0-9_-]+)/)?.[1])
      .find(Boolean) as string;
    expect((await ask('POST', '/api/orders/guest-orders/claim', { token: claimToken })).json().claimed).toBe(
      1,
    );

    expect((await openWith(orderId, token)).statusCode).toBe(404);
    expect((await cancelWith(orderId, token)).statusCode).toBe(404);
    // The account's own order page has it.
    expect((await ask('GET', `/api/orders/order/${orderId}`)).statusCode).toBe(200);
    // And no fresh link is mailed for it any more.
    const before = (await mailsTo(email)).length;
    expect((await askFreshLink(orderId)).json()).toEqual({ message: GUEST_ORDER_MESSAGES.freshLinkSent });
    expect((await mailsTo(email)).length).toBe(before);
  });

  it('is mailed afresh to the order’s email on request, and the old one stops working', async () => {
    const { email, orderId, token } = await paidGuestOrder();
    await t.database.db
      .update(orders)
      .set({ guestTokenExpiresAt: sql`now() - interval '1 day'` })
      .where(eq(orders.id, orderId));
    const asked = await askFreshLink(orderId);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: GUEST_ORDER_MESSAGES.freshLinkSent });
    const links = await linksFor(email, orderId);
    expect(links).toHaveLength(2);
    const fresh = links[1] as string;
    expect(fresh).not.toBe(token);
    expect((await openWith(orderId, fresh)).statusCode).toBe(200);
    expect((await openWith(orderId, token)).statusCode).toBe(404);
  });

  it('answers the same sentence, and mails nobody, for an account’s order or no order', async () => {
    const shopper = await registerAndLogin(t.app, t.database.db);
    await checkoutOne(t.app, shopper, ringId);
    const [own] = await t.database.db.select().from(orders).where(eq(orders.userId, shopper.user.id));
    // Its confirmation is mailed after the payment's answer: counted once it is there.
    await expect.poll(async () => (await mailsTo(shopper.user.email)).length).toBe(1);
    const mailsBefore = (await t.database.db.select().from(outbox)).length;
    for (const id of [own?.id as string, '00000000-0000-4000-8000-000000000000']) {
      const answer = await askFreshLink(id);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ message: GUEST_ORDER_MESSAGES.freshLinkSent });
    }
    expect((await t.database.db.select().from(outbox)).length).toBe(mailsBefore);
    expect((await askFreshLink('not-an-id')).statusCode).toBe(400);
  });
});
