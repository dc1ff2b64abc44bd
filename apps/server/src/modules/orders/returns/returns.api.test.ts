import { RETURN_MESSAGES } from '@shop/shared/orders/returns';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../../seed';
import { type LoggedIn, newAccount, registerAndLogin } from '../../../test/auth-fixtures';
import { checkoutBody, confirmPayment, payOnTestCheckout } from '../../../test/order-fixtures';
import { productFixture } from '../../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { productVariants } from '../../catalog/catalog.schema';
import { outbox } from '../../mail/mail.schema';
import { GUEST_COOKIE } from '../guests/guest-access';
import { orders } from '../orders.schema';

// Returns (docs/decisions/031): a shopper (or a guest's link) asks to send lines of a shipped order
// back within the window; the shop approves or rejects, receives, then refunds once, and each
// step happens once however many clicks race.

let t: TestApp;
let shopper: LoggedIn;
let other: LoggedIn;
let admin: LoggedIn;
const dress = productFixture({ title: 'Linen Dress', category: 'dress', priceCents: 4_900, stock: 1_000 });
const dressS = dress.variants[0]?.id as string;
const scarf = productFixture({ title: 'Silk Scarf', category: 'dress', priceCents: 2_300, stock: 1_000 });
const scarfS = scarf.variants[0]?.id as string;

interface OrderJson {
  _id: string;
  status: string;
  paymentStatus: string;
  refundedCents: number;
  items: { id: string; variantId: string; quantity: number }[];
  refunds: {
    id: string;
    amountCents: number;
    restock: boolean;
    lines: { lineId: string; quantity: number }[];
  }[];
  statusHistory: { status: string; by?: string; note?: string }[];
  returns: { id: string; status: string }[];
}

const mailsTo = async (to: string) =>
  (await t.database.db.select().from(outbox)).filter((mail) => mail.to.toLowerCase() === to.toLowerCase());

async function stockOf(variantId: string) {
  const [row] = await t.database.db.select().from(productVariants).where(eq(productVariants.id, variantId));
  return row?.stock ?? 0;
}

const lineOf = (order: OrderJson, variantId: string) => {
  const line = order.items.find((item) => item.variantId === variantId);
  if (!line) throw new Error('no such line');
  return line;
};

const orderNow = async (id: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/orders/order/${id}`, headers: admin.bearer })
  ).json() as OrderJson;

const ship = async (id: string) => {
  const answer = await t.app.inject({
    method: 'PATCH',
    url: `/api/orders/update-order-status/${id}`,
    headers: admin.bearer,
    payload: { status: 'shipped' },
  });
  expect(answer.statusCode).toBe(200);
};

/** A paid order of 2 dresses and 3 scarves for `who` (shipped unless told not): its JSON. */
async function paidOrder(who: LoggedIn = shopper, shipped = true): Promise<OrderJson> {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/orders/create-checkout-session',
    headers: who.bearer,
    payload: await checkoutBody(t.app, who.user.email, [
      { id: dressS, quantity: 2 },
      { id: scarfS, quantity: 3 },
    ]),
  });
  expect(started.statusCode).toBe(200);
  const sessionId = started.json().id as string;
  await payOnTestCheckout(t.app, who, sessionId);
  const order = (await confirmPayment(t.app, who, sessionId)).json() as OrderJson;
  expect(order.paymentStatus).toBe('paid');
  if (shipped) await ship(order._id);
  return order;
}

const ask = (id: string, body: unknown, who: LoggedIn | null = shopper, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${id}/returns${query}`,
    headers: who?.bearer ?? {},
    payload: body as Record<string, unknown>,
  });

const step = (returnId: string, action: string, body?: Record<string, unknown>, who: LoggedIn = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/returns/${returnId}/${action}`,
    headers: who.bearer,
    ...(body ? { payload: body } : {}),
  });

/** A requested return of the order's dresses (one unless told): its id. */
async function requested(order: OrderJson, quantity = 1, reason = 'changed_mind'): Promise<string> {
  const answer = await ask(order._id, { lines: [{ lineId: lineOf(order, dressS).id, quantity }], reason });
  expect(answer.statusCode).toBe(201);
  return answer.json().id as string;
}

const setReturnWindow = (returnWindowDays: number) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/orders/policies',
    headers: admin.bearer,
    payload: { cancelWindowMinutes: 60, returnWindowDays },
  });

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://shop.example' });
  await insertProducts(t.database.db, [dress, scarf]);
  shopper = await registerAndLogin(t.app, t.database.db);
  other = await registerAndLogin(t.app, t.database.db);
  admin = await registerAndLogin(t.app, t.database.db, { role: 'admin' });
});
afterAll(() => t.close());

describe('asking for a return', () => {
  it('takes a request for a shipped order: 201, the record, the history, a mail to the shopper and the shop', async () => {
    const order = await paidOrder();
    const dressLine = lineOf(order, dressS);
    const answer = await ask(order._id, {
      lines: [{ lineId: dressLine.id, quantity: 2 }],
      reason: 'too_small',
      comment: '  Runs a size small  ',
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({
      orderId: order._id,
      email: shopper.user.email,
      lines: [{ lineId: dressLine.id, quantity: 2, title: 'Linen Dress' }],
      reason: 'too_small',
      comment: 'Runs a size small',
      status: 'requested',
      note: null,
      refundId: null,
    });
    const after = await orderNow(order._id);
    expect(after.returns.map((r) => r.status)).toEqual(['requested']);
    expect(after.statusHistory.at(-1)).toMatchObject({ status: 'return_requested', by: 'shopper' });
    await expect
      .poll(async () =>
        (await mailsTo(shopper.user.email)).some((mail) =>
          mail.subject.includes('We received your return request'),
        ),
      )
      .toBe(true);
    await expect
      .poll(async () =>
        (await mailsTo(admin.user.email)).some((mail) => mail.subject.includes('Return requested for order')),
      )
      .toBe(true);
  });

  it('refuses an order not shipped yet (409)', async () => {
    const order = await paidOrder(shopper, false);
    const answer = await ask(order._id, {
      lines: [{ lineId: lineOf(order, dressS).id, quantity: 1 }],
      reason: 'damaged',
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ field: 'id', message: RETURN_MESSAGES.notShipped });
  });

  it('keeps shoppers to the return window after shipping, not the shop', async () => {
    const order = await paidOrder();
    const body = { lines: [{ lineId: lineOf(order, dressS).id, quantity: 1 }], reason: 'damaged' };
    expect((await setReturnWindow(0)).statusCode).toBe(200);
    try {
      const late = await ask(order._id, body);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(RETURN_MESSAGES.windowPassed(0));
      expect((await ask(order._id, body, admin)).statusCode).toBe(201);
    } finally {
      await setReturnWindow(30);
    }
    // Shipped 31 days ago with a 30-day window: too late.
    const old = await paidOrder();
    await t.database.db
      .update(orders)
      .set({ shippedAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) })
      .where(eq(orders.id, old._id));
    const answer = await ask(old._id, {
      lines: [{ lineId: lineOf(old, dressS).id, quantity: 1 }],
      reason: 'damaged',
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(RETURN_MESSAGES.windowPassed(30));

    // No shipping time known: the window is not restarted by the order's last change.
    const unknown = await paidOrder();
    await t.database.db.update(orders).set({ shippedAt: null }).where(eq(orders.id, unknown._id));
    const unknownAnswer = await ask(unknown._id, {
      lines: [{ lineId: lineOf(unknown, dressS).id, quantity: 1 }],
      reason: 'damaged',
    });
    expect(unknownAnswer.statusCode).toBe(409);
  });

  it('takes at most the units not refunded nor in another open return, naming the line', async () => {
    const order = await paidOrder();
    const dressLine = lineOf(order, dressS);
    const scarfLine = lineOf(order, scarfS);
    const tooMany = await ask(order._id, {
      lines: [
        { lineId: scarfLine.id, quantity: 1 },
        { lineId: dressLine.id, quantity: 3 },
      ],
      reason: 'damaged',
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      field: 'lines.1.quantity',
      message: expect.stringContaining('You can return at most 2 of Linen Dress ('),
    });
    // One dress asked for: one is left; both: none is.
    await requested(order, 1);
    const second = await ask(order._id, {
      lines: [{ lineId: dressLine.id, quantity: 2 }],
      reason: 'damaged',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().field).toBe('lines.0.quantity');
    await requested(order, 1);
    const none = await ask(order._id, { lines: [{ lineId: dressLine.id, quantity: 1 }], reason: 'damaged' });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toContain('has already been returned or refunded');
    // A rejected return gives its units back.
    const firstId = (await orderNow(order._id)).returns[0]?.id as string;
    expect((await step(firstId, 'reject', { note: 'Worn' })).statusCode).toBe(200);
    expect(
      (await ask(order._id, { lines: [{ lineId: dressLine.id, quantity: 1 }], reason: 'damaged' }))
        .statusCode,
    ).toBe(201);
  });

  it('answers 400 naming a line that is not in the order', async () => {
    const order = await paidOrder();
    const elsewhere = await paidOrder();
    const answer = await ask(order._id, {
      lines: [{ lineId: lineOf(elsewhere, dressS).id, quantity: 1 }],
      reason: 'damaged',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ field: 'lines.0.lineId', message: RETURN_MESSAGES.lineNotInOrder });
  });

  it('answers 400 naming the field of a bad body', async () => {
    const order = await paidOrder();
    const lineId = lineOf(order, dressS).id;
    const cases: [unknown, string][] = [
      [{ lines: [{ lineId, quantity: 1 }] }, 'reason'],
      [{ lines: [{ lineId, quantity: 1 }], reason: 'too_big' }, 'reason'],
      [{ lines: [], reason: 'damaged' }, 'lines'],
      [{ lines: [{ lineId, quantity: 0 }], reason: 'damaged' }, 'lines.0.quantity'],
      [{ lines: [{ lineId: 'nope', quantity: 1 }], reason: 'damaged' }, 'lines.0.lineId'],
      [{ lines: [{ lineId, quantity: 1 }], reason: 'damaged', comment: 'x'.repeat(1001) }, 'comment'],
    ];
    for (const [body, field] of cases) {
      const answer = await ask(order._id, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().field).toBe(field);
    }
  });

  it('is for the order’s shopper, a guest with its link, and admins: anyone else gets 404', async () => {
    const order = await paidOrder();
    const body = { lines: [{ lineId: lineOf(order, dressS).id, quantity: 1 }], reason: 'damaged' };
    expect((await ask(order._id, body, other)).statusCode).toBe(404);
    expect((await ask(order._id, body, null)).statusCode).toBe(404);

    // A guest's order, asked for from another browser with the private link only.
    const email = newAccount().email;
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create-checkout-session',
      payload: await checkoutBody(t.app, email, [{ id: dressS, quantity: 1 }]),
    });
    expect(started.statusCode).toBe(200);
    const cookie = started.cookies.find((c) => c.name === `__Host-${GUEST_COOKIE}`)?.value as string;
    const sessionId = started.json().id as string;
    await payOnTestCheckout(t.app, { bearer: { authorization: '' } }, sessionId, {
      headers: { cookie: `__Host-${GUEST_COOKIE}=${cookie}` },
    });
    const guestOrder = (
      await t.app.inject({
        method: 'POST',
        url: '/api/orders/confirm-payment',
        headers: { cookie: `__Host-${GUEST_COOKIE}=${cookie}` },
        payload: { session_id: sessionId },
      })
    ).json() as OrderJson;
    await ship(guestOrder._id);
    await expect.poll(async () => (await mailsTo(email)).length).toBeGreaterThan(0);
    const token = (await mailsTo(email))
      .map((mail) => mail.text)
      .join('\n')
      .match(new RegExp(`/orders/${guestOrder._id}\\?token=([A-Za-z0-9_-]+)`))?.[1] as string;
    expect(token).toBeTruthy();
    const guestBody = {
      lines: [{ lineId: lineOf(guestOrder, dressS).id, quantity: 1 }],
      reason: 'too_large',
    };
    expect((await ask(guestOrder._id, guestBody, null, '?token=wrong')).statusCode).toBe(404);
    const byLink = await ask(guestOrder._id, guestBody, null, `?token=${token}`);
    expect(byLink.statusCode).toBe(201);
    expect((await orderNow(guestOrder._id)).statusHistory.at(-1)).toMatchObject({
      status: 'return_requested',
      by: 'guest',
    });
  });
});

describe('the shop’s steps', () => {
  it('approves, receives and refunds once: refund made, stock back, history and mails', async () => {
    const stockBefore = await stockOf(dressS);
    const order = await paidOrder();
    const dressLine = lineOf(order, dressS);
    expect(await stockOf(dressS)).toBe(stockBefore - 2);
    const id = await requested(order, 2);

    const approved = await step(id, 'approve', { note: 'Use the prepaid label inside the parcel' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'approved',
      note: 'Use the prepaid label inside the parcel',
    });
    const received = await step(id, 'receive');
    expect(received.statusCode).toBe(200);
    expect(received.json().status).toBe('received');
    const refunded = await step(id, 'refund', {});
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json()).toMatchObject({ status: 'refunded', refundId: expect.any(String) });

    const after = await orderNow(order._id);
    expect(after.refunds).toHaveLength(1);
    expect(after.refunds[0]).toMatchObject({
      id: refunded.json().refundId,
      restock: true,
      lines: [{ lineId: dressLine.id, quantity: 2 }],
    });
    expect(after.refunds[0]?.amountCents).toBeGreaterThan(2 * 4_900);
    expect(after.refundedCents).toBe(after.refunds[0]?.amountCents);
    expect(after.paymentStatus).toBe('partially_refunded');
    expect(await stockOf(dressS)).toBe(stockBefore);
    const steps = after.statusHistory.map((entry) => entry.status).filter((s) => s.startsWith('return_'));
    expect(steps).toEqual(['return_requested', 'return_approved', 'return_received', 'return_refunded']);
    expect(after.statusHistory.find((entry) => entry.status === 'return_approved')).toMatchObject({
      by: 'admin',
      note: 'Use the prepaid label inside the parcel',
    });

    await expect
      .poll(async () => {
        const subjects = (await mailsTo(shopper.user.email)).map((mail) => mail.subject);
        return ['is approved', 'We received your returned items', 'is refunded'].every((part) =>
          subjects.some((subject) => subject.includes(part)),
        );
      })
      .toBe(true);
    const approvedMail = (await mailsTo(shopper.user.email)).find((mail) =>
      mail.subject.includes('is approved'),
    );
    expect(approvedMail?.text).toContain('Use the prepaid label inside the parcel');
    expect(approvedMail?.text).toContain('send it back to us');

    // Done is done: no step moves it on again.
    for (const action of ['approve', 'receive', 'refund']) {
      const again = await step(id, action, {});
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(RETURN_MESSAGES.wrongStep('refunded'));
    }
  });

  it('rejects only with a note, which the shopper is mailed', async () => {
    const order = await paidOrder();
    const id = await requested(order);
    const bare = await step(id, 'reject', {});
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ field: 'note', message: RETURN_MESSAGES.noteRequired });
    expect((await step(id, 'reject')).statusCode).toBe(400);
    const rejected = await step(id, 'reject', { note: 'The dress was worn' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', note: 'The dress was worn' });
    await expect
      .poll(async () =>
        (await mailsTo(shopper.user.email)).some(
          (mail) => mail.subject.includes('was not accepted') && mail.text.includes('The dress was worn'),
        ),
      )
      .toBe(true);
  });

  it('answers 409 to a step in the wrong order, 404 to an unknown return, 403 to a shopper', async () => {
    const order = await paidOrder();
    const id = await requested(order);
    const early = await step(id, 'receive');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(RETURN_MESSAGES.wrongStep('requested'));
    expect((await step(id, 'refund', {})).statusCode).toBe(409);
    expect((await step(id, 'approve', {}, shopper)).statusCode).toBe(403);
    const unknown = await step(crypto.randomUUID(), 'approve');
    expect(unknown.statusCode).toBe(404);
    const badId = await step('nope', 'approve');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().field).toBe('returnId');
    expect((await orderNow(order._id)).returns[0]?.status).toBe('requested');
  });

  it('lets two approvals race: one wins', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await requested(await paidOrder());
      const answers = await Promise.all([
        step(id, 'approve', { note: 'a' }),
        step(id, 'approve', { note: 'b' }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    }
  });

  it('lets two refunds race: one refund is made', async () => {
    for (let round = 0; round < 3; round++) {
      const order = await paidOrder();
      const id = await requested(order, 2);
      await step(id, 'approve');
      await step(id, 'receive');
      const answers = await Promise.all([step(id, 'refund', {}), step(id, 'refund', { restock: false })]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const after = await orderNow(order._id);
      expect(after.refunds).toHaveLength(1);
      expect(after.statusHistory.filter((entry) => entry.status === 'return_refunded')).toHaveLength(1);
    }
  });
});

describe('finding returns', () => {
  it('lists returns newest first by step, for admins only; /returns is not an email', async () => {
    const order = await paidOrder();
    const id = await requested(order);
    const all = await t.app.inject({ method: 'GET', url: '/api/orders/returns', headers: admin.bearer });
    expect(all.statusCode).toBe(200);
    expect(all.json().returns[0]).toMatchObject({ id, orderId: order._id, status: 'requested' });
    expect(all.json()).toMatchObject({ page: 1, total: expect.any(Number), totalPages: expect.any(Number) });
    await step(id, 'reject', { note: 'Not ours' });
    const rejected = await t.app.inject({
      method: 'GET',
      url: '/api/orders/returns?status=rejected',
      headers: admin.bearer,
    });
    expect(rejected.json().returns.map((r: { id: string }) => r.id)).toContain(id);
    expect(rejected.json().returns.every((r: { status: string }) => r.status === 'rejected')).toBe(true);
    const requestedOnly = await t.app.inject({
      method: 'GET',
      url: '/api/orders/returns?status=requested',
      headers: admin.bearer,
    });
    expect(requestedOnly.json().returns.map((r: { id: string }) => r.id)).not.toContain(id);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/orders/returns?status=lost',
      headers: admin.bearer,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('status');
    // A shopper is refused by the admin route, not answered by GET /api/orders/:email.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/orders/returns', headers: shopper.bearer })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/returns' })).statusCode).toBe(401);
  });

  it('filters Manage Orders to orders with an open return (returns=open)', async () => {
    const open = await paidOrder();
    await requested(open);
    const closed = await paidOrder();
    await step(await requested(closed), 'reject', { note: 'No' });
    const none = await paidOrder();
    const ids: string[] = [];
    for (let page = 1; ; page++) {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/orders?returns=open&limit=100&page=${page}`,
        headers: admin.bearer,
      });
      expect(answer.statusCode).toBe(200);
      ids.push(...answer.json().orders.map((o: { _id: string }) => o._id));
      if (page >= answer.json().totalPages) break;
    }
    expect(ids).toContain(open._id);
    expect(ids).not.toContain(closed._id);
    expect(ids).not.toContain(none._id);
    const bad = await t.app.inject({ method: 'GET', url: '/api/orders?returns=all', headers: admin.bearer });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('returns');
  });

  it('counts a line returned as too small as a small fit answer, not once rejected', async () => {
    const fit = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/reviews/product/${scarf.id}` })).json().fit as {
        small: number;
        true: number;
        large: number;
      };
    const before = await fit();
    const order = await paidOrder();
    const scarfLine = lineOf(order, scarfS);
    const small = await ask(order._id, {
      lines: [{ lineId: scarfLine.id, quantity: 2 }],
      reason: 'too_small',
    });
    expect(small.statusCode).toBe(201);
    // Once per line returned, whatever the units.
    expect(await fit()).toEqual({ ...before, small: before.small + 1 });
    await step(small.json().id, 'reject', { note: 'Worn' });
    expect(await fit()).toEqual(before);
    const large = await ask(order._id, {
      lines: [{ lineId: scarfLine.id, quantity: 1 }],
      reason: 'too_large',
    });
    expect(large.statusCode).toBe(201);
    expect(await fit()).toEqual({ ...before, large: before.large + 1 });
  });
});
