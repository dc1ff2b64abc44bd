import { formatPrice } from '@shop/shared/money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../../seed';
import { type LoggedIn, newAccount, registerAndLogin } from '../../../test/auth-fixtures';
import { checkoutBody, confirmPayment, payOnTestCheckout } from '../../../test/order-fixtures';
import { productFixture } from '../../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { outbox } from '../../mail/mail.schema';
import { orders } from '../orders.schema';

// Everyone hears of a change (docs/product/rules.md, Mails): the shopper of every refund the shop
// makes (one mail per event: a cancel's and a return's refund are told in their own mail), the
// shop of a cancel by the shopper or a guest, and the shopper of where and how to send a return.

let t: TestApp;
let shopper: LoggedIn;
let admin: LoggedIn;
const coat = productFixture({ title: 'Wool Coat', category: 'clothing', priceCents: 10_000, stock: 100 });
const coatM = coat.variants.find((v) => v.size === 'M')?.id as string;
const scarf = productFixture({ title: 'Silk Scarf', category: 'accessories', priceCents: 2_300, stock: 100 });
const scarfId = scarf.variants[0]?.id as string;

interface OrderJson {
  _id: string;
  orderId: string;
  amountCents: number;
  items: { id: string; variantId: string; quantity: number }[];
}

const CARD_TIMING = 'Depending on your bank it shows within 5 to 10 business days.';

const mailsTo = async (to: string) =>
  (await t.database.db.select().from(outbox)).filter((mail) => mail.to.toLowerCase() === to.toLowerCase());
/** The mails to `to` about this order (its number in the subject). */
const mailsAbout = async (to: string, order: OrderJson) =>
  (await mailsTo(to)).filter((mail) => mail.subject.includes(order.orderId));

/** A paid order of 2 coats (M) and a scarf for the shopper: its JSON. */
async function paidOrder(): Promise<OrderJson> {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/orders/create-checkout-session',
    headers: shopper.bearer,
    payload: await checkoutBody(t.app, shopper.user.email, [
      { id: coatM, quantity: 2 },
      { id: scarfId, quantity: 1 },
    ]),
  });
  expect(started.statusCode, started.body).toBe(200);
  await payOnTestCheckout(t.app, shopper, started.json().id);
  return (await confirmPayment(t.app, shopper, started.json().id)).json() as OrderJson;
}

const lineOf = (order: OrderJson, variantId: string) =>
  order.items.find((item) => item.variantId === variantId)?.id as string;

const send = (method: 'POST' | 'PATCH' | 'PUT', url: string, who: LoggedIn | null, payload: object) =>
  t.app.inject({ method, url, headers: who?.bearer ?? {}, payload });

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://shop.example' });
  await insertProducts(t.database.db, [coat, scarf]);
  shopper = await registerAndLogin(t.app, t.database.db);
  admin = await registerAndLogin(t.app, t.database.db, { role: 'admin' });
});
afterAll(() => t.close());

describe('a refund from the order’s view', () => {
  it('mails the shopper the amount, the items with size and colour, and when it shows; once per refund', async () => {
    const order = await paidOrder();
    const lines = await send('POST', `/api/orders/${order._id}/refunds`, admin, {
      lines: [{ lineId: lineOf(order, coatM), quantity: 1 }],
      restock: true,
      reason: 'Seam came apart',
    });
    expect(lines.statusCode, lines.body).toBe(201);
    const amount = await send('POST', `/api/orders/${order._id}/refunds`, admin, {
      amount: 5,
      restock: false,
      reason: 'Late delivery',
    });
    expect(amount.statusCode, amount.body).toBe(201);

    const subject = `[Test] Your refund for Velora order ${order.orderId}`;
    await expect
      .poll(async () => (await mailsAbout(shopper.user.email, order)).filter((m) => m.subject === subject))
      .toHaveLength(2);
    const [first, second] = (await mailsAbout(shopper.user.email, order))
      .filter((m) => m.subject === subject)
      .map((m) => m.text);
    const byLines = [first, second].find((text) => text?.includes('Refunded items:'));
    const byAmount = [first, second].find((text) => !text?.includes('Refunded items:'));
    expect(byLines).toContain(
      `We are refunding ${formatPrice(lines.json().amountCents)} for these items to the card you paid with.\n${CARD_TIMING}`,
    );
    expect(byLines).toContain('Refunded items:\n1 x Wool Coat (size M, Red)\n');
    expect(byLines).not.toContain('Silk Scarf');
    expect(byAmount).toContain(
      `We are refunding $5.00 on your order to the card you paid with.\n${CARD_TIMING}`,
    );
    expect(byLines).toContain(`https://shop.example/orders/${order._id}`);
  });
});

describe('a cancel', () => {
  it('by the shopper: one mail to the shopper with the refund and its items, and the shop is told', async () => {
    const order = await paidOrder();
    const cancelled = await send('POST', `/api/orders/${order._id}/cancel`, shopper, {
      reason: 'I ordered by mistake',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    await expect.poll(async () => (await mailsAbout(admin.user.email, order)).length).toBe(2);
    const notice = (await mailsAbout(admin.user.email, order)).find((m) => m.subject.includes('cancelled'));
    expect(notice?.subject).toBe(`[Test] Order ${order.orderId} was cancelled by the shopper`);
    expect(notice?.replyTo).toBe(shopper.user.email);
    expect(notice?.text).toContain(
      `${shopper.user.username} <${shopper.user.email}> cancelled order ${order.orderId}.\nReason: I ordered by mistake`,
    );
    expect(notice?.text).toContain(
      `Refunded: ${formatPrice(order.amountCents)} to the card it was paid with.`,
    );
    expect(notice?.text).toContain(
      `https://shop.example/dashboard/manage-orders?search=${encodeURIComponent(order.orderId)}`,
    );

    // The confirmation and the cancel: the refund is in the cancel's mail, not in one of its own.
    await expect.poll(async () => (await mailsAbout(shopper.user.email, order)).length).toBe(2);
    const mails = await mailsAbout(shopper.user.email, order);
    expect(mails.some((m) => m.subject.includes('Your refund'))).toBe(false);
    const mail = mails.find((m) => m.subject.endsWith('was cancelled'));
    expect(mail?.text).toContain(
      `We are refunding ${formatPrice(order.amountCents)} to the card you paid with.\n${CARD_TIMING}`,
    );
    expect(mail?.text).toContain(
      'Refunded items:\n2 x Wool Coat (size M, Red)\n1 x Silk Scarf (size One Size, Red)',
    );
  });

  it('by a guest: the shop is told it was the guest; by the shop itself: no notice', async () => {
    // A browser without an account: on https its guest cookie is the __Host- one.
    const email = newAccount().email;
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create-checkout-session',
      payload: await checkoutBody(t.app, email, [{ id: scarfId, quantity: 1 }]),
    });
    expect(started.statusCode, started.body).toBe(200);
    const set = started.cookies.find((c) => c.name.endsWith('velora_guest'));
    const guest = { cookie: `${set?.name}=${set?.value}` };
    const paid = await payOnTestCheckout(t.app, { bearer: { authorization: '' } }, started.json().id, {
      headers: guest,
    });
    expect(String(paid.headers.location)).toMatch(/^\/success/);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.email, email));
    const opened = await t.app.inject({ method: 'GET', url: `/api/orders/order/${row?.id}`, headers: guest });
    expect(opened.statusCode, opened.body).toBe(200);
    const guestOrder = opened.json() as OrderJson;

    // The shop cancels one first: that one tells nobody in the shop.
    const byShop = await paidOrder();
    expect(
      (await send('POST', `/api/orders/${byShop._id}/cancel`, admin, { reason: 'Out of stock' })).statusCode,
    ).toBe(200);
    const byGuest = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${guestOrder._id}/cancel`,
      headers: guest,
      payload: { reason: 'I changed my mind' },
    });
    expect(byGuest.statusCode, byGuest.body).toBe(200);

    await expect
      .poll(async () => (await mailsAbout(admin.user.email, guestOrder)).map((m) => m.subject))
      .toContain(`[Test] Order ${guestOrder.orderId} was cancelled by the guest`);
    const notice = (await mailsAbout(admin.user.email, guestOrder)).find((m) =>
      m.subject.includes('cancelled'),
    );
    expect(notice?.text).toContain(`${email} (guest) cancelled order ${guestOrder.orderId}.`);
    expect(notice?.text).toContain(`Refunded: ${formatPrice(guestOrder.amountCents)}`);
    await expect
      .poll(async () => (await mailsAbout(shopper.user.email, byShop)).map((m) => m.subject))
      .toContain(`[Test] Your Velora order ${byShop.orderId} was cancelled`);
    expect((await mailsAbout(admin.user.email, byShop)).map((m) => m.subject)).toEqual([
      expect.stringContaining('New order'),
    ]);
  });
});

describe('a return', () => {
  async function approvedReturn(): Promise<{ order: OrderJson; returnId: string; approvedText: string }> {
    const order = await paidOrder();
    expect(
      (await send('PATCH', `/api/orders/update-order-status/${order._id}`, admin, { status: 'shipped' }))
        .statusCode,
    ).toBe(200);
    const asked = await send('POST', `/api/orders/${order._id}/returns`, shopper, {
      lines: [{ lineId: lineOf(order, coatM), quantity: 2 }],
      reason: 'too_small',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const returnId = asked.json().id as string;
    expect((await send('POST', `/api/orders/returns/${returnId}/approve`, admin, {})).statusCode).toBe(200);
    await expect
      .poll(async () =>
        (await mailsAbout(shopper.user.email, order)).some((m) => m.subject.includes('is approved')),
      )
      .toBe(true);
    const approved = (await mailsAbout(shopper.user.email, order)).find((m) =>
      m.subject.includes('is approved'),
    );
    return { order, returnId, approvedText: approved?.text ?? '' };
  }

  it('approved without a returns address: the mail says to reply for it', async () => {
    const { approvedText } = await approvedReturn();
    expect(approvedText).toContain(
      'send it back to us.\nReply to this mail and we will send you the address',
    );
    expect(approvedText).not.toContain('How to send it:');
  });

  it('approved with the owner’s address and instructions: the mail says where and how; refunded: one mail with the money', async () => {
    const policies = await send('PUT', '/api/orders/policies', admin, {
      cancelWindowMinutes: 60,
      returnWindowDays: 30,
      shopAddress: {
        name: 'Velora Returns',
        line1: '214 Bedford Avenue',
        city: 'Brooklyn',
        region: 'NY',
        postalCode: '11249',
        country: 'US',
      },
      returnInstructions: 'Use the prepaid label in your parcel.',
    });
    expect(policies.statusCode, policies.body).toBe(200);
    const { order, returnId, approvedText } = await approvedReturn();
    expect(approvedText).toContain(
      'send it back to us at:\n\nVelora Returns\n214 Bedford Avenue\nBrooklyn, NY 11249\nUnited States\n',
    );
    expect(approvedText).toContain('How to send it:\nUse the prepaid label in your parcel.');
    expect(approvedText).not.toContain('Reply to this mail');

    expect((await send('POST', `/api/orders/returns/${returnId}/receive`, admin, {})).statusCode).toBe(200);
    const refunded = await send('POST', `/api/orders/returns/${returnId}/refund`, admin, {});
    expect(refunded.statusCode, refunded.body).toBe(200);
    const after = (
      await t.app.inject({ method: 'GET', url: `/api/orders/order/${order._id}`, headers: admin.bearer })
    ).json() as { refunds: { amountCents: number }[] };
    await expect
      .poll(async () =>
        (await mailsAbout(shopper.user.email, order)).some((m) => m.subject.includes('is refunded')),
      )
      .toBe(true);
    const mails = await mailsAbout(shopper.user.email, order);
    const mail = mails.find((m) => m.subject.includes('is refunded'));
    expect(mail?.text).toContain(
      `We are refunding ${formatPrice(after.refunds[0]?.amountCents ?? 0)} for your returned items to the card you paid with.\n${CARD_TIMING}`,
    );
    expect(mail?.text).toContain('2 x Wool Coat (size M, Red)');
    expect(mails.some((m) => m.subject.includes('Your refund'))).toBe(false);
  });
});
