import { GUEST_ORDER_MESSAGES } from '@shop/shared/orders/guest-orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_RATE_LIMITS } from '../../../lib/limits/rate-limiter';
import { insertProducts } from '../../../seed';
import { newAccount, registerAndLogin } from '../../../test/auth-fixtures';
import { checkoutOne, guestBrowser } from '../../../test/order-fixtures';
import { productFixture } from '../../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { outbox } from '../../mail/mail.schema';
import { orders } from '../orders.schema';

// "Track your order" (POST /api/orders/lookup): the order number and the email bring the way
// back to an order to that email, and the answer is the same whether they match or not.

let t: TestApp;
const earrings = productFixture({
  title: 'Pearl Earrings',
  category: 'jewellery',
  priceCents: 8_000,
  stock: 40,
});
const earringsId = earrings.variants[0]?.id as string;

beforeAll(async () => {
  t = await createTestApp({
    rateLimits: { ...NO_RATE_LIMITS, orderLookup: { max: 3, windowSeconds: 3600 } },
  });
  await insertProducts(t.database.db, [earrings]);
});
afterAll(() => t.close());

const allMails = () => t.database.db.select().from(outbox);
const mailsTo = async (to: string) => (await allMails()).filter((mail) => mail.to === to);

/** Every private link mailed for this order, oldest first. */
async function linksFor(email: string, orderId: string): Promise<string[]> {
  const texts = (await mailsTo(email)).map((mail) => mail.text).join('\n');
  return [...texts.matchAll(new RegExp(`/orders/${orderId}\\?token=([A-Za-z0-9_-]+)`, 'g'))].map(
    (match) => match[1] as string,
  );
}

/** Each lookup from its own client address, so only the test about limits meets them. */
let lastAddress = 0;
const nextAddress = () => `203.0.113.${++lastAddress}`;

const lookUp = (body: Record<string, unknown>, address = nextAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/orders/lookup', remoteAddress: address, payload: body });

async function orderOf(email: string) {
  const [order] = await t.database.db.select().from(orders).where(eq(orders.email, email));
  return order as typeof orders.$inferSelect;
}

/** A paid guest order whose confirmation (with its private link) has been mailed. */
async function paidGuestOrder() {
  const email = newAccount().email;
  const browser = guestBrowser(t.app);
  const started = await browser.checkout(email, [{ id: earringsId }]);
  expect(started.statusCode, started.body).toBe(200);
  await browser.pay(started.json().id);
  const order = await orderOf(email);
  await expect.poll(async () => (await linksFor(email, order.id)).length).toBe(1);
  return { email, order };
}

const openWith = (orderId: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/orders/order/${orderId}?token=${token}` });

describe('POST /api/orders/lookup', () => {
  it("mails a guest order's email a fresh private link that opens the order", async () => {
    const { email, order } = await paidGuestOrder();
    const [first] = await linksFor(email, order.id);
    // As a shopper may type it: another case, without 'VL-'.
    const answer = await lookUp({
      orderNumber: order.orderNumber.slice(3).toLowerCase(),
      email: email.toUpperCase(),
    });
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ message: GUEST_ORDER_MESSAGES.lookupSent });

    await expect.poll(async () => (await linksFor(email, order.id)).length).toBe(2);
    const mail = (await mailsTo(email)).at(-1);
    expect(mail?.subject).toBe(`[Test] Your private link to Velora order ${order.orderNumber}`);
    expect(mail?.text).toContain('as asked for on our Track your order page');
    const fresh = (await linksFor(email, order.id))[1] as string;
    expect((await openWith(order.id, fresh)).statusCode).toBe(200);
    // The fresh link replaces the confirmation's.
    expect((await openWith(order.id, first as string)).statusCode).toBe(404);
  });

  it('mails nobody when the number and email do not match, and answers exactly the same', async () => {
    const { email, order } = await paidGuestOrder();
    const other = await paidGuestOrder();
    // Each order's confirmation is there (paidGuestOrder waited for it).
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await mailsTo(other.email)).toHaveLength(1);

    const matched = await lookUp({ orderNumber: order.orderNumber, email });
    await expect.poll(async () => (await mailsTo(email)).length).toBe(2);

    const misses = [
      await lookUp({ orderNumber: order.orderNumber, email: other.email }),
      await lookUp({ orderNumber: other.order.orderNumber, email }),
      await lookUp({ orderNumber: 'VL-ZZZZZZZZ', email }),
      await lookUp({ orderNumber: order.orderNumber, email: 'nobody@example.com' }),
    ];
    for (const miss of misses) {
      expect(miss.statusCode).toBe(matched.statusCode);
      expect(miss.body).toBe(matched.body);
      expect(miss.headers['content-type']).toBe(matched.headers['content-type']);
    }
    // A lookup that matches, sent after the misses, is mailed once their work is done: then
    // the mails are counted.
    await lookUp({ orderNumber: other.order.orderNumber, email: other.email });
    await expect.poll(async () => (await mailsTo(other.email)).length).toBe(2);
    expect(await mailsTo(email)).toHaveLength(2);
    expect(await mailsTo('nobody@example.com')).toEqual([]);
  });

  it("mails an account's order a link to its page behind the login, never a private link", async () => {
    const shopper = await registerAndLogin(t.app, t.database.db);
    await checkoutOne(t.app, shopper, earringsId);
    const email = shopper.user.email;
    await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
    const order = await orderOf(email);

    expect((await lookUp({ orderNumber: order.orderNumber, email })).statusCode).toBe(202);
    await expect.poll(async () => (await mailsTo(email)).length).toBe(2);
    const mail = (await mailsTo(email)).at(-1);
    expect(mail?.subject).toBe(`[Test] Where to find your Velora order ${order.orderNumber}`);
    expect(mail?.text).toContain('log in to the account it was placed with');
    expect(mail?.text).toMatch(new RegExp(`/orders/${order.id}\\n`));
    expect(mail?.text).not.toContain('token=');
  });

  it('mails nothing for an order never paid', async () => {
    const email = newAccount().email;
    const browser = guestBrowser(t.app);
    expect((await browser.checkout(email, [{ id: earringsId }])).statusCode).toBe(200);
    const unpaid = await orderOf(email);
    await lookUp({ orderNumber: unpaid.orderNumber, email });
    // A matching lookup sent after it is the mark that its work is done.
    const paid = await paidGuestOrder();
    await lookUp({ orderNumber: paid.order.orderNumber, email: paid.email });
    await expect.poll(async () => (await mailsTo(paid.email)).length).toBe(2);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('answers 400 naming the field that is missing or malformed', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: 'ada@example.com' }, 'orderNumber', GUEST_ORDER_MESSAGES.orderNumberMissing],
      [
        { orderNumber: '  ', email: 'ada@example.com' },
        'orderNumber',
        GUEST_ORDER_MESSAGES.orderNumberMissing,
      ],
      [
        { orderNumber: 'VL-123', email: 'ada@example.com' },
        'orderNumber',
        GUEST_ORDER_MESSAGES.orderNumberInvalid,
      ],
      [{ orderNumber: 'VL-ABCD2345' }, 'email', 'Please enter a valid email.'],
      [{ orderNumber: 'VL-ABCD2345', email: 'not-an-email' }, 'email', 'Please enter a valid email.'],
    ];
    for (const [body, field, message] of cases) {
      const answer = await lookUp(body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().field).toBe(field);
      expect(answer.json().errors).toContainEqual({ field, message });
    }
  });

  it('is described in the OpenAPI document', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    const lookup = docs.json().paths['/api/orders/lookup']?.post;
    expect(lookup?.responses?.['202']).toBeDefined();
    expect(lookup?.requestBody?.content?.['application/json']?.schema?.required).toEqual([
      'orderNumber',
      'email',
    ]);
  });

  it('answers 429 past RATE_LIMIT_ORDER_LOOKUP, per client address and per email', async () => {
    const address = nextAddress();
    const emails = ['one@example.com', 'two@example.com', 'three@example.com', 'four@example.com'];
    const fromOneAddress = [];
    for (const email of emails)
      fromOneAddress.push(await lookUp({ orderNumber: 'VL-ABCD2345', email }, address));
    expect(fromOneAddress.map((answer) => answer.statusCode)).toEqual([202, 202, 202, 429]);
    const refused = fromOneAddress[3];
    expect(refused?.json().message).toMatch(/^Too many order lookups\. Please try again in /);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);

    // One email is counted whatever address asks for it.
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await lookUp({ orderNumber: 'VL-ABCD2345', email: 'Target@Example.com' })).statusCode);
    expect(statuses).toEqual([202, 202, 202, 429]);
  });
});
