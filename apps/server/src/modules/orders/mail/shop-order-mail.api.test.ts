import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../../seed';
import { type LoggedIn, registerAndLogin } from '../../../test/auth-fixtures';
import { type FakeStripe, liveStripeOn, startFakeStripe } from '../../../test/fake-stripe';
import { sendStripeWebhook, signedSessionEvent } from '../../../test/fake-stripe-events';
import { checkoutOne, confirmPayment } from '../../../test/order-fixtures';
import { productFixture } from '../../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { outbox } from '../../mail/mail.schema';

// The shop hears of every paid order and every contact message: at
// SHOP_EMAIL when set, else at the first admin's address, and once per order however many
// times the payment is confirmed.

const coat = productFixture({ title: 'Wool Coat', category: 'clothing', priceCents: 10_000, stock: 20 });
const coatM = coat.variants.find((v) => v.size === 'M')?.id as string;

const mailsTo = async (t: TestApp, to: string) =>
  (await t.database.db.select().from(outbox)).filter((mail) => mail.to === to);

describe('without SHOP_EMAIL, on the test checkout', () => {
  let t: TestApp;
  let firstAdmin: LoggedIn;
  let secondAdmin: LoggedIn;
  let shopper: LoggedIn;

  beforeAll(async () => {
    t = await createTestApp({ publicUrl: 'https://shop.example' });
    await insertProducts(t.database.db, [coat]);
    firstAdmin = await registerAndLogin(t.app, t.database.db, { role: 'admin' });
    secondAdmin = await registerAndLogin(t.app, t.database.db, { role: 'admin' });
    shopper = await registerAndLogin(t.app, t.database.db);
  });
  afterAll(() => t.close());

  it('mails a paid order to the first admin, with its lines, money, shopper and a link to manage it', async () => {
    const id = await checkoutOne(t.app, shopper, coatM, { quantity: 2 });
    const order = (await confirmPayment(t.app, shopper, id)).json();
    expect(order.paymentStatus).toBe('paid');

    await expect.poll(() => mailsTo(t, firstAdmin.user.email)).toHaveLength(1);
    const [mail] = await mailsTo(t, firstAdmin.user.email);
    // A test checkout's order is marked like the shopper's mail, so nobody takes it for a sale.
    expect(mail?.subject).toBe(`[Test] New order ${order.orderId}: $210.00`);
    expect(mail?.replyTo).toBe(shopper.user.email);
    expect(mail?.text).toContain(`Shopper: ${shopper.user.username} <${shopper.user.email}>`);
    expect(mail?.text).toContain('2 x Wool Coat (size M, Red) at $100.00: $200.00');
    expect(mail?.text).toContain(
      'Total price: $200.00\nDelivery (Standard): Free\nTax (5%): $10.00\nGrand Total: $210.00',
    );
    expect(mail?.text).toContain('Shipping address:');
    expect(mail?.text).toContain(
      `https://shop.example/dashboard/manage-orders?search=${encodeURIComponent(order.orderId)}`,
    );
    expect(await mailsTo(t, secondAdmin.user.email)).toHaveLength(0);
  });

  it('mails a contact message to the first admin too', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { username: 'Grace Hopper', email: 'grace@example.com', message: 'Do you ship to Norway?' },
    });
    expect(sent.statusCode).toBe(201);
    const mails = (await mailsTo(t, firstAdmin.user.email)).filter(
      (mail) => mail.subject === 'Contact form: Grace Hopper',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Do you ship to Norway?');
  });
});

describe('with SHOP_EMAIL, on Stripe', () => {
  let fake: FakeStripe;
  let t: TestApp;
  let admin: LoggedIn;
  let shopper: LoggedIn;

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp({
      publicUrl: 'https://shop.example',
      shopEmail: 'orders@shop.example',
      stripe: liveStripeOn(fake),
    });
    await insertProducts(t.database.db, [coat]);
    admin = await registerAndLogin(t.app, t.database.db, { role: 'admin' });
    shopper = await registerAndLogin(t.app, t.database.db);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const webhook = (sessionId: string) =>
    sendStripeWebhook(t.app, signedSessionEvent('checkout.session.completed', { id: sessionId }));

  it('mails SHOP_EMAIL exactly once when the webhook comes twice and the shopper returns too', async () => {
    const id = await checkoutOne(t.app, shopper, coatM, { pay: false });
    fake.pay(id);
    const answers = await Promise.all([webhook(id), webhook(id), confirmPayment(t.app, shopper, id)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    // The webhook again, after all of that.
    expect((await webhook(id)).statusCode).toBe(200);
    const orderId = answers[2]?.json().orderId as string;

    // Both mails leave after the answers; once the shopper's is there, the shop's has had the same time.
    await expect
      .poll(async () => (await mailsTo(t, shopper.user.email)).map((mail) => mail.subject))
      .toEqual([`Your Velora order ${orderId}`]);
    await expect
      .poll(async () => (await mailsTo(t, 'orders@shop.example')).map((mail) => mail.subject))
      .toEqual([`New order ${orderId}: $105.00`]);
    expect(await mailsTo(t, admin.user.email)).toHaveLength(0);
  });
});
