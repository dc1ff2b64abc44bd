import { GUEST_ORDER_MESSAGES } from '@shop/shared/orders/guest-orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../../seed';
import { type LoggedIn, newAccount, registerAndLogin } from '../../../test/auth-fixtures';
import { checkoutBody, checkoutOne, payOnTestCheckout } from '../../../test/order-fixtures';
import { productFixture } from '../../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { outbox } from '../../mail/mail.schema';
import { GUEST_COOKIE, newSecret } from './guest-access';

/** On https the cookie carries the __Host- prefix: Secure, this host only. */
const COOKIE = `__Host-${GUEST_COOKIE}`;

// Guest checkout (docs/product/api.md, Guest orders): a guest pays without an account, follows
// the order from the browser that paid or from the mail's private link, and nobody else sees it;
// the orders join an account only through a link mailed to that account's address.

let t: TestApp;
const scarf = productFixture({ title: 'Silk Scarf', category: 'accessories', priceCents: 4900, stock: 30 });
const scarfId = scarf.variants[0]?.id as string;

const mailsTo = async (to: string) =>
  (await t.database.db.select().from(outbox)).filter((mail) => mail.to.toLowerCase() === to.toLowerCase());

/** A browser with no account: it keeps the cookies the shop sets, as Chromium would. */
function guestBrowser() {
  let cookie: string | undefined;
  const headers = (): Record<string, string> => (cookie ? { cookie: `${COOKIE}=${cookie}` } : {});
  return {
    headers,
    get cookie() {
      return cookie;
    },
    async checkout(
      email: string,
      products: unknown[] = [{ id: scarfId }],
      extra: Record<string, unknown> = {},
    ) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/orders/create-checkout-session',
        headers: headers(),
        payload: await checkoutBody(t.app, email, products, extra),
      });
      const set = response.cookies.find((c) => c.name === COOKIE);
      if (set) cookie = set.value;
      return response;
    },
    pay: (sessionId: string) =>
      payOnTestCheckout(t.app, { bearer: { authorization: '' } }, sessionId, { headers: headers() }),
    confirm: (sessionId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders/confirm-payment',
        headers: headers(),
        payload: { session_id: sessionId },
      }),
    order: (id: string, token?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/orders/order/${id}${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`,
        headers: headers(),
      }),
  };
}

/** The private link's token in the guest's confirmation mail. */
async function mailedToken(email: string, orderId: string): Promise<string> {
  await expect.poll(async () => (await mailsTo(email)).length).toBeGreaterThan(0);
  const texts = (await mailsTo(email)).map((mail) => mail.text).join('\n');
  const match = texts.match(new RegExp(`/orders/${orderId}\\?token=([A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`no private link in: ${texts}`);
  return match[1];
}

/** A guest who checks out and pays for one scarf: their browser, order id and email. */
async function paidGuestOrder(email = newAccount().email) {
  const browser = guestBrowser();
  const started = await browser.checkout(email);
  expect(started.statusCode).toBe(200);
  const sessionId = started.json().id as string;
  expect((await browser.pay(sessionId)).headers.location).toBe(`/success?session_id=${sessionId}`);
  const confirmed = await browser.confirm(sessionId);
  expect(confirmed.statusCode).toBe(200);
  expect(confirmed.json().paymentStatus).toBe('paid');
  return { browser, email, sessionId, orderId: confirmed.json()._id as string };
}

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://shop.example' });
  await insertProducts(t.database.db, [scarf]);
});
afterAll(() => t.close());

describe('a guest checkout', () => {
  it('needs the guest’s email, naming user_email', async () => {
    const browser = guestBrowser();
    const body = await checkoutBody(t.app, 'x@example.com', [{ id: scarfId }]);
    delete body.user_email;
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create-checkout-session',
      payload: body,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('user_email');
    const malformed = await browser.checkout('not-an-email');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().field).toBe('user_email');
    expect(browser.cookie).toBeUndefined();
  });

  it('binds the checkout to the browser that made it, with an httpOnly cookie', async () => {
    const browser = guestBrowser();
    const started = await browser.checkout(newAccount().email);
    expect(started.statusCode).toBe(200);
    const set = started.cookies.find((c) => c.name === COOKIE);
    expect(set).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    expect(set?.domain).toBeUndefined();
    const sessionId = started.json().id as string;

    // Only that browser opens the payment page or learns about the session.
    const own = await t.app.inject({
      method: 'GET',
      url: `/checkout/${sessionId}`,
      headers: browser.headers(),
    });
    expect(own.statusCode).toBe(200);
    const stranger = guestBrowser();
    expect((await t.app.inject({ method: 'GET', url: `/checkout/${sessionId}` })).statusCode).toBe(404);
    expect((await stranger.confirm(sessionId)).statusCode).toBe(404);
    const shopper = await registerAndLogin(t.app, t.database.db);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/orders/confirm-payment',
          headers: shopper.bearer,
          payload: { session_id: sessionId },
        })
      ).statusCode,
    ).toBe(404);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/orders/cancel-checkout',
      headers: stranger.headers(),
      payload: { session_id: sessionId },
    });
    expect(cancelled.statusCode).toBe(404);
  });

  it('makes its own cookie when the browser brings an empty or planted one', async () => {
    // A well-formed secret the shop did not sign is planted all the same: a script that sets it
    // before the guest checks out would then follow the guest's orders.
    for (const planted of ['', 'chosen-by-someone-else', newSecret(), `${newSecret()}.${newSecret()}`]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/orders/create-checkout-session',
        headers: { cookie: `${COOKIE}=${planted}` },
        payload: await checkoutBody(t.app, newAccount().email, [{ id: scarfId }]),
      });
      expect(response.statusCode).toBe(200);
      const set = response.cookies.find((c) => c.name === COOKIE);
      expect(set?.value).toMatch(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/);
      expect(set?.value).not.toBe(planted);
      expect(set?.value.startsWith(`${planted}.`)).toBe(false);
    }
  });

  it('keeps one open checkout per guest browser: a changed cart ends the one before', async () => {
    const browser = guestBrowser();
    const email = newAccount().email;
    const first = (await browser.checkout(email, [{ id: scarfId, quantity: 2 }])).json().id as string;
    const again = (await browser.checkout(email, [{ id: scarfId, quantity: 2 }])).json().id as string;
    expect(again).toBe(first);
    const second = (await browser.checkout(email, [{ id: scarfId, quantity: 1 }])).json().id as string;
    expect(second).not.toBe(first);
    expect((await browser.confirm(first)).json().paymentStatus).toBe('expired');
  });

  it('answers the guest’s browser with the paid order, and mails a private link to it', async () => {
    const { browser, email, orderId } = await paidGuestOrder();
    const order = await browser.order(orderId);
    expect(order.statusCode).toBe(200);
    expect(order.json()).toMatchObject({
      email,
      paymentStatus: 'paid',
      shippingAddress: { name: 'Ada Shopper' },
    });

    const token = await mailedToken(email, orderId);
    // Whoever holds the link sees the order, from any browser; only the hash is kept.
    const elsewhere = guestBrowser();
    const byLink = await elsewhere.order(orderId, token);
    expect(byLink.statusCode).toBe(200);
    expect(byLink.headers['referrer-policy']).toBe('no-referrer');
    expect(byLink.json()._id).toBe(orderId);
    const [row] = await t.database.db.query.orders.findMany({ where: (o, { eq }) => eq(o.id, orderId) });
    expect(row?.guestTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.guestTokenHash).not.toContain(token);
    expect(row?.userId).toBeNull();

    // The shipped mail cannot show the token again (only its hash is kept): it points to the
    // confirmation's link instead of minting a new one that would break it.
    const admin = await registerAndLogin(t.app, t.database.db, { role: 'admin' });
    const shipped = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/update-order-status/${orderId}`,
      headers: admin.bearer,
      payload: { status: 'shipped' },
    });
    expect(shipped.statusCode).toBe(200);
    await expect
      .poll(async () => (await mailsTo(email)).some((m) => m.subject.includes('has shipped')))
      .toBe(true);
    const shippedMail = (await mailsTo(email)).find((m) => m.subject.includes('has shipped'));
    expect(shippedMail?.text).toContain('private link in your order confirmation email');
    expect(shippedMail?.text).not.toContain(`/orders/${orderId}`);
    expect((await elsewhere.order(orderId, token)).statusCode).toBe(200);
  });

  it('shows a guest order to nobody else: no token, a wrong token, another order’s token', async () => {
    const one = await paidGuestOrder();
    const two = await paidGuestOrder();
    const tokenOfTwo = await mailedToken(two.email, two.orderId);
    const stranger = guestBrowser();
    for (const attempt of [
      await stranger.order(one.orderId),
      await stranger.order(one.orderId, 'x'.repeat(43)),
      await stranger.order(one.orderId, tokenOfTwo),
      await one.browser.order(two.orderId),
    ]) {
      expect(attempt.statusCode).toBe(404);
      expect(attempt.json()).not.toHaveProperty('email');
    }
    const shopper = await registerAndLogin(t.app, t.database.db);
    const asShopper = await t.app.inject({
      method: 'GET',
      url: `/api/orders/order/${one.orderId}`,
      headers: shopper.bearer,
    });
    expect(asShopper.statusCode).toBe(404);
    // An account's order is never opened by a guest browser or a token.
    await checkoutOne(t.app, shopper, scarfId);
    const [own] = (
      await t.app.inject({ method: 'GET', url: '/api/orders/mine', headers: shopper.bearer })
    ).json();
    expect((await one.browser.order(own._id, tokenOfTwo)).statusCode).toBe(404);
  });

  it('prices a guest’s order like a shopper’s: items + delivery + tax', async () => {
    const { browser, orderId } = await paidGuestOrder();
    const order = (await browser.order(orderId)).json();
    expect(order.amountCents).toBe(order.subtotalCents + order.shippingPriceCents + order.taxCents);
    expect(order.shippingPriceCents).toBe(599);
  });
});

describe('claiming earlier guest orders', () => {
  it('offers them to the account with that email, and attaches them only through the mailed link', async () => {
    const account = newAccount();
    const first = await paidGuestOrder(account.email.toUpperCase());
    await paidGuestOrder(account.email);
    const shopper = await registerAndLogin(t.app, t.database.db, { account });
    const ask = (url: string, method: 'GET' | 'POST' = 'GET', payload?: object, who: LoggedIn = shopper) =>
      t.app.inject({ method, url, headers: who.bearer, payload });

    // An account's email is not proven: how many orders it has is not told before a mailed link is opened.
    expect((await ask('/api/orders/guest-orders')).json()).toEqual({ count: null });
    // Knowing the email is not enough: nothing is attached yet.
    expect((await ask('/api/orders/mine')).json()).toEqual([]);

    const sent = await ask('/api/orders/guest-orders/claim-link', 'POST');
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe(GUEST_ORDER_MESSAGES.linkSent(shopper.user.email));
    await expect
      .poll(async () =>
        (await mailsTo(shopper.user.email)).some((m) => m.text.includes('/dashboard/orders/claim?token=')),
      )
      .toBe(true);
    const mail = (await mailsTo(shopper.user.email)).find((m) =>
      m.text.includes('/dashboard/orders/claim?token='),
    );
    const token = mail?.text.match(/claim\?token=([A-Za-z0-9_-]+)/)?.[1] as string;
    expect(mail?.text).toContain('We found 2 earlier orders for this email, placed without an account.');
    expect(mail?.text).toContain('Open this link while logged in to add them to your account:');

    // Another account cannot use the link, and a made-up token does nothing.
    const other = await registerAndLogin(t.app, t.database.db);
    const wrongAccount = await ask('/api/orders/guest-orders/claim', 'POST', { token }, other);
    expect(wrongAccount.statusCode).toBe(400);
    expect(wrongAccount.json()).toMatchObject({ field: 'token', message: GUEST_ORDER_MESSAGES.claimInvalid });
    expect((await ask('/api/orders/guest-orders/claim', 'POST', { token: 'made-up' })).statusCode).toBe(400);

    // Two clicks at once use the link once.
    const clicks = await Promise.all([
      ask('/api/orders/guest-orders/claim', 'POST', { token }),
      ask('/api/orders/guest-orders/claim', 'POST', { token }),
    ]);
    expect(clicks.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const claimed = clicks.find((r) => r.statusCode === 200)?.json();
    expect(claimed).toEqual({ message: GUEST_ORDER_MESSAGES.claimed(2), claimed: 2 });

    const mine = (await ask('/api/orders/mine')).json() as { _id: string }[];
    expect(mine.map((o) => o._id)).toContain(first.orderId);
    // Claimed, the order leaves the browser that bought it (a shared computer) and its mailed
    // link: the account's order page takes over.
    expect((await first.browser.order(first.orderId)).statusCode).toBe(404);
    const link = await mailedToken(first.email, first.orderId);
    expect((await guestBrowser().order(first.orderId, link)).statusCode).toBe(404);
    expect(mine).toHaveLength(2);
    // The email is proven now: the count is told, and a link asked for with nothing to claim is refused.
    expect((await ask('/api/orders/guest-orders')).json()).toEqual({ count: 0 });
    expect((await ask('/api/orders/guest-orders/claim-link', 'POST')).statusCode).toBe(409);
    // An account that proved nothing is answered as any other: a link goes out.
    const unproven = await ask('/api/orders/guest-orders/claim-link', 'POST', undefined, other);
    expect(unproven.statusCode).toBe(200);
    expect(unproven.json().message).toBe(GUEST_ORDER_MESSAGES.linkSent(other.user.email));
  });

  it('speaks of one earlier order in the singular', async () => {
    const account = newAccount();
    await paidGuestOrder(account.email);
    const shopper = await registerAndLogin(t.app, t.database.db, { account });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/orders/guest-orders/claim-link',
      headers: shopper.bearer,
    });
    expect(sent.statusCode).toBe(200);
    const claimMail = async () =>
      (await mailsTo(shopper.user.email)).find((m) => m.text.includes('/dashboard/orders/claim?token='));
    await expect.poll(claimMail).toBeDefined();
    const mail = await claimMail();
    expect(mail?.text).toContain('We found 1 earlier order for this email, placed without an account.');
    expect(mail?.text).toContain('Open this link while logged in to add it to your account:');
  });

  it('never offers an account’s orders, even of an account deleted since', async () => {
    const account = newAccount();
    const before = await registerAndLogin(t.app, t.database.db, { account });
    await checkoutOne(t.app, before, scarfId);
    const admin = await registerAndLogin(t.app, t.database.db, { role: 'admin' });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/users/${before.user.id}`,
      headers: admin.bearer,
    });
    expect(removed.statusCode).toBeLessThan(300);
    const after = await registerAndLogin(t.app, t.database.db, { account });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/orders/guest-orders', headers: after.bearer })).json(),
    ).toEqual({
      count: null,
    });
  });

  it('needs a login', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/guest-orders' })).statusCode).toBe(401);
    const claim = await t.app.inject({
      method: 'POST',
      url: '/api/orders/guest-orders/claim',
      payload: { token: 'x' },
    });
    expect(claim.statusCode).toBe(401);
  });
});
