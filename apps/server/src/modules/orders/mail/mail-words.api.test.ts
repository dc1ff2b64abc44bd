import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../../seed';
import { type LoggedIn, registerAndLogin } from '../../../test/auth-fixtures';
import { checkoutOne, confirmPayment, payOnTestCheckout } from '../../../test/order-fixtures';
import { productFixture } from '../../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { outbox } from '../../mail/mail.schema';
import { orderLines, orders } from '../orders.schema';

// The mails write a bought size and colour as every page does (docs/product/rules.md, Colours and
// Sizes): the size in the shop's spelling, the colour as the shop spells it, with a capital.

const scarf = productFixture({ title: 'Silk Scarf', category: 'accessories', priceCents: 4_000, stock: 20 });
const scarfId = scarf.variants[0]?.id as string;

let t: TestApp;
let admin: LoggedIn;
let shopper: LoggedIn;

const mailsTo = async (to: string) =>
  (await t.database.db.select().from(outbox)).filter((mail) => mail.to === to);

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://shop.example' });
  await insertProducts(t.database.db, [scarf]);
  admin = await registerAndLogin(t.app, t.database.db, { role: 'admin' });
  shopper = await registerAndLogin(t.app, t.database.db);
});
afterAll(() => t.close());

describe('order mails', () => {
  it('write the colour as the shop spells it and the size in its one spelling', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/colors',
      headers: admin.bearer,
      payload: { name: 'Dusty Rose', family: 'pink' },
    });
    expect(added.statusCode, added.body).toBe(201);
    // A line as an order from before colours and sizes had one spelling kept it.
    const sessionId = await checkoutOne(t.app, shopper, scarfId, { pay: false, quantity: 2 });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.paymentSessionId, sessionId));
    if (!order) throw new Error('no order for the checkout');
    await t.database.db
      .update(orderLines)
      .set({ color: 'dusty rose', size: 'one size' })
      .where(eq(orderLines.orderId, order.id));
    const paid = await payOnTestCheckout(t.app, shopper, sessionId);
    expect(String(paid.headers.location)).toMatch(/^\/success/);
    expect((await confirmPayment(t.app, shopper, sessionId)).statusCode).toBe(200);

    const line = '2 x Silk Scarf (size One Size, Dusty Rose) at $40.00: $80.00';
    await expect.poll(async () => (await mailsTo(shopper.user.email)).length).toBeGreaterThan(0);
    const [confirmation] = await mailsTo(shopper.user.email);
    expect(confirmation?.text).toContain(line);
    // The shop's own notice says the same.
    await expect.poll(async () => (await mailsTo(admin.user.email)).length).toBeGreaterThan(0);
    const [notice] = await mailsTo(admin.user.email);
    expect(notice?.text).toContain(line);
  });
});
