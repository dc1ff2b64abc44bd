import { ORDER_MESSAGES } from '@shop/shared/orders/orders';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminApi, createAdminApi, MISSING_ID } from '../../../test/admin-api-fixtures';
import { type LoggedIn, newAccount, registerAndLogin } from '../../../test/auth-fixtures';
import { checkoutOne, confirmPayment, guestBrowser } from '../../../test/order-fixtures';
import { productFixture } from '../../../test/product-fixtures';
import { outbox } from '../../mail/mail.schema';
import { orders } from '../orders.schema';

// Who may open a receipt (docs/product/rules.md, Receipts): whoever may see the order (its
// shopper, an admin, a guest's browser or private link), and only once it is paid. Anyone else
// is told 'Order not found', as for an id no order has, so nothing shows that it exists.

let t: AdminApi;
const ring = productFixture({ title: 'Gold Ring', category: 'jewellery', priceCents: 12_000, stock: 40 });
const ringId = ring.variants[0]?.id as string;

beforeAll(async () => {
  t = await createAdminApi({ products: [ring] });
}, 60_000);
afterAll(() => t.close());

type Asker = { who?: LoggedIn; headers?: Record<string, string>; token?: string };

/** Both forms of the receipt, asked as `asker`. */
function receipts(id: string, { who, headers = {}, token }: Asker = {}) {
  const query = token === undefined ? '' : `?token=${encodeURIComponent(token)}`;
  const ask = (path: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/orders/${id}/${path}${query}`,
      headers: { ...(who?.bearer ?? {}), ...headers },
    });
  return Promise.all([ask('receipt'), ask('receipt.pdf')]);
}

function expectOpens([json, pdf]: LightMyRequestResponse[], invoiceNumber: string, what: string) {
  expect(json?.statusCode, `${what}: ${json?.body}`).toBe(200);
  expect(json?.json().invoiceNumber, what).toBe(invoiceNumber);
  expect(pdf?.statusCode, what).toBe(200);
  expect(pdf?.headers['content-type'], what).toBe('application/pdf');
  expect(pdf?.rawPayload.subarray(0, 5).toString(), what).toBe('%PDF-');
  expect(pdf?.headers['content-disposition'], what).toBe(
    `attachment; filename="receipt-${invoiceNumber}.pdf"`,
  );
}

function expectNotFound(answers: LightMyRequestResponse[], what: string) {
  for (const answer of answers) {
    expect(answer.statusCode, `${what}: ${answer.body}`).toBe(404);
    expect(answer.json(), what).toEqual({ message: ORDER_MESSAGES.orderNotFound, field: 'id' });
    expect(answer.headers['cache-control'], what).toBe('private, no-store');
    expect(answer.headers['referrer-policy'], what).toBe('no-referrer');
  }
}

const mailsTo = async (to: string) =>
  (await t.database.db.select().from(outbox)).filter((mail) => mail.to === to);

describe('a shopper’s receipt', () => {
  it('opens for its shopper and an admin, and for nobody else', async () => {
    const session = await checkoutOne(t.app, t.shopper, ringId);
    const order = (await confirmPayment(t.app, t.shopper, session)).json();
    expect(order.invoiceNumber).toMatch(/^\d{4}-\d{6}$/);

    expectOpens(await receipts(order._id, { who: t.shopper }), order.invoiceNumber, 'its shopper');
    expectOpens(await receipts(order._id, { who: t.admin }), order.invoiceNumber, 'an admin');
    const stranger = await registerAndLogin(t.app, t.database.db);
    expectNotFound(await receipts(order._id, { who: stranger }), 'another shopper');
    expectNotFound(await receipts(order._id), 'nobody logged in');
    expectNotFound(await receipts(order._id, { token: 'not-the-link' }), 'a made-up token');
    expectNotFound(await receipts(MISSING_ID, { who: t.admin }), 'an id no order has');
  });

  it('is not there before the order is paid, not even for an admin', async () => {
    const session = await checkoutOne(t.app, t.shopper, ringId, { pay: false });
    const order = (await confirmPayment(t.app, t.shopper, session)).json();
    expect(order.paymentStatus).toBe('awaiting_payment');
    expectNotFound(await receipts(order._id, { who: t.shopper }), 'its shopper, unpaid');
    expectNotFound(await receipts(order._id, { who: t.admin }), 'an admin, unpaid');
  });

  it('is linked from the confirmation mail', async () => {
    const who = await registerAndLogin(t.app, t.database.db);
    const session = await checkoutOne(t.app, who, ringId);
    const order = (await confirmPayment(t.app, who, session)).json();
    await expect.poll(async () => (await mailsTo(who.user.email)).length).toBeGreaterThan(0);
    const [mail] = await mailsTo(who.user.email);
    expect(mail?.text).toMatch(new RegExp(`\nYour receipt:\nhttps?://[^/]+/orders/${order._id}/receipt$`));
  });
});

describe('a guest’s receipt', () => {
  it('opens with the private link from its confirmation and in the browser that paid', async () => {
    const email = newAccount().email;
    const browser = guestBrowser(t.app);
    const started = await browser.checkout(email, [{ id: ringId }]);
    expect(started.statusCode, started.body).toBe(200);
    expect(String((await browser.pay(started.json().id)).headers.location)).toMatch(/^\/success/);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.email, email));
    const id = row?.id as string;
    const invoiceNumber = row?.invoiceNumber as string;

    // The confirmation links the receipt page with the same private token as the order page.
    await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
    const [mail] = await mailsTo(email);
    const link = new RegExp(`\nYour receipt:\nhttps?://[^/]+/orders/${id}/receipt\\?token=([\\w-]+)$`);
    const token = link.exec(mail?.text ?? '')?.[1] as string;
    expect(token).toBeTruthy();
    expect(mail?.text).toContain(`/orders/${id}?token=${token}`);

    expectOpens(await receipts(id, { token }), invoiceNumber, 'the private link');
    expectOpens(await receipts(id, { headers: browser.headers() }), invoiceNumber, 'the browser that paid');
    expectNotFound(await receipts(id, { token: `${token.slice(0, -1)}x` }), 'a wrong token');
    expectNotFound(await receipts(id), 'another browser');
    expectNotFound(await receipts(id, { who: t.shopper, token: 'nope' }), 'a shopper, not its own');
    expectOpens(await receipts(id, { who: t.admin }), invoiceNumber, 'an admin');
  });
});
