import { CARRIER_MESSAGES } from '@shop/shared/orders/carriers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../../seed';
import { type LoggedIn, registerAndLogin } from '../../../test/auth-fixtures';
import { checkoutOne, confirmPayment } from '../../../test/order-fixtures';
import { productFixture } from '../../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { outbox } from '../../mail/mail.schema';
import { orders } from '../orders.schema';

// Shipping an order with its carrier and tracking number (docs/product/api.md, Orders — admin).

let t: TestApp;
let shopper: LoggedIn;
let admin: LoggedIn;

const coat = productFixture({ title: 'Wool Coat', category: 'clothing', priceCents: 20_000, stock: 20 });
const coatId = coat.variants[0]?.id as string;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://shop.example' });
  await insertProducts(t.database.db, [coat]);
  shopper = await registerAndLogin(t.app, t.database.db);
  admin = await registerAndLogin(t.app, t.database.db, { role: 'admin' });
});
afterAll(() => t.close());

/** A paid order of the shopper's, as its JSON reads. */
async function paidOrder(): Promise<{ _id: string; orderId: string }> {
  const sessionId = await checkoutOne(t.app, shopper, coatId);
  return (await confirmPayment(t.app, shopper, sessionId)).json();
}

const setStatus = (id: string, payload: Record<string, unknown>, who: Partial<LoggedIn> = admin) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/orders/update-order-status/${id}`,
    headers: who.bearer ?? {},
    payload,
  });

const shippedMails = async () =>
  (await t.database.db.select().from(outbox).where(eq(outbox.to, shopper.user.email))).filter((mail) =>
    mail.subject.endsWith('has shipped'),
  );

describe('marking an order shipped', () => {
  it('keeps the carrier and tracking number, shows them in the order JSON and mails the tracking link', async () => {
    const order = await paidOrder();
    const shipped = await setStatus(order._id, {
      status: 'shipped',
      carrier: ' ups ',
      trackingNumber: ' 1Z 999 AA1 0123456784 ',
    });
    expect(shipped.statusCode).toBe(200);
    // Trimmed, and a known carrier spelled as the shop lists it.
    expect(shipped.json()).toMatchObject({
      status: 'shipped',
      carrier: 'UPS',
      trackingNumber: '1Z 999 AA1 0123456784',
    });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ carrier: 'UPS', trackingNumber: '1Z 999 AA1 0123456784' });

    const asShopper = await t.app.inject({
      method: 'GET',
      url: `/api/orders/order/${order._id}`,
      headers: shopper.bearer,
    });
    expect(asShopper.json()).toMatchObject({ carrier: 'UPS', trackingNumber: '1Z 999 AA1 0123456784' });

    await expect.poll(shippedMails).toHaveLength(1);
    const [mail] = await shippedMails();
    expect(mail?.text).toContain('Carrier: UPS');
    expect(mail?.text).toContain('Tracking number: 1Z 999 AA1 0123456784');
    expect(mail?.text).toContain('Track your parcel: https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(mail?.text).toContain(`https://shop.example/orders/${order._id}`);
  });

  it('still takes the status alone, and names another carrier without a link', async () => {
    const plain = await paidOrder();
    const alone = await setStatus(plain._id, { status: 'shipped' });
    expect(alone.statusCode).toBe(200);
    expect(alone.json()).toMatchObject({ status: 'shipped', carrier: null, trackingNumber: null });

    // Sent again on a shipped order: the details are corrected, no new history entry.
    const corrected = await setStatus(plain._id, {
      status: 'shipped',
      carrier: 'La Poste',
      trackingNumber: 'LA123',
    });
    expect(corrected.json()).toMatchObject({ carrier: 'La Poste', trackingNumber: 'LA123' });
    expect(corrected.json().statusHistory.map((h: { status: string }) => h.status)).toEqual([
      'pending',
      'shipped',
    ]);

    const other = await paidOrder();
    await setStatus(other._id, { status: 'shipped', carrier: 'Royal Mail', trackingNumber: 'RM 42' });
    await expect
      .poll(async () => (await shippedMails()).filter((m) => m.subject.includes(other.orderId)))
      .toHaveLength(1);
    const [mail] = (await shippedMails()).filter((m) => m.subject.includes(other.orderId));
    expect(mail?.text).toContain('Carrier: Royal Mail');
    expect(mail?.text).toContain('Tracking number: RM 42');
    expect(mail?.text).not.toContain('Track your parcel');
  });

  it('answers bad values 400 naming the field, and keeps nothing', async () => {
    const order = await paidOrder();
    const cases: [Record<string, unknown>, string][] = [
      [{ carrier: 'x'.repeat(41) }, 'carrier'],
      [{ carrier: 'UPS\u0000' }, 'carrier'],
      [{ carrier: 42 }, 'carrier'],
      [{ trackingNumber: 'x'.repeat(65) }, 'trackingNumber'],
      [{ trackingNumber: '1Z\n999' }, 'trackingNumber'],
      [{ trackingNumber: '1Z–999' }, 'trackingNumber'],
      [{ trackingNumber: ['1Z'] }, 'trackingNumber'],
    ];
    for (const [fields, field] of cases) {
      const answer = await setStatus(order._id, { status: 'shipped', ...fields });
      expect(answer.statusCode, JSON.stringify(fields)).toBe(400);
      expect(answer.json().field).toBe(field);
    }
    // They belong to the move to shipped, not to another status.
    const early = await setStatus(order._id, { status: 'processing', trackingNumber: '1Z999' });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ field: 'trackingNumber' });
    expect(early.json().message).toContain(CARRIER_MESSAGES.onlyWhenShipped);

    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ status: 'pending', carrier: null, trackingNumber: null });
  });

  it('is the admin’s alone: a shopper gets 403, a guest 401', async () => {
    const order = await paidOrder();
    const body = { status: 'shipped', carrier: 'UPS', trackingNumber: '1Z999' };
    expect((await setStatus(order._id, body, shopper)).statusCode).toBe(403);
    expect((await setStatus(order._id, body, {})).statusCode).toBe(401);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/order/${order._id}`,
      headers: shopper.bearer,
      payload: body,
    });
    expect(put.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ status: 'pending', carrier: null, trackingNumber: null });
  });
});
