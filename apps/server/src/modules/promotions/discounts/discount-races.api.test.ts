import { DISCOUNT_MESSAGES } from '@shop/shared/promotions/promotions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminApi, createAdminApi, createDiscount } from '../../../test/admin-api-fixtures';
import { registerAndLogin } from '../../../test/auth-fixtures';
import { checkoutBody, guestBrowser } from '../../../test/order-fixtures';
import { productFixture } from '../../../test/product-fixtures';
import { orders } from '../../orders/orders.schema';
import { discounts, discountUses } from '../promotions.schema';

// Real parallel requests on a code's limits, as on stock (docs/decisions/033): on PGlite and, in
// the server-postgres project, on PostgreSQL with a pool of connections racing for the same row.

let t: AdminApi;
const scarf = productFixture({ title: 'Race Scarf', category: 'accessories', priceCents: 2000, stock: 1000 });
const scarfId = scarf.variants[0]?.id as string;

const countsOf = async (id: string) => {
  const [row] = await t.database.db.select().from(discounts).where(eq(discounts.id, id));
  return { used: row?.usedCount, held: row?.heldCount };
};

beforeAll(async () => {
  t = await createAdminApi({ products: [scarf] });
}, 60_000);
afterAll(() => t.close());

describe('a code’s limits under load', () => {
  it('of 200 shoppers trying a 100-use code at once, exactly 100 get it, and paying counts 100 uses', async () => {
    const code = await createDiscount(t, { code: 'HUNDRED', type: 'percent', value: 10, usageLimit: 100 });
    const browsers = Array.from({ length: 200 }, () => guestBrowser(t.app));
    const answers = await Promise.all(
      browsers.map((browser, i) =>
        browser.checkout(`racer${i}@example.com`, [{ id: scarfId, quantity: 1 }], {
          discountCode: 'hundred',
        }),
      ),
    );
    const won = answers.flatMap((answer, i) =>
      answer.statusCode === 200 ? [{ answer, browser: browsers[i] }] : [],
    );
    expect(won).toHaveLength(100);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ message: DISCOUNT_MESSAGES.usedUp, field: 'discountCode' });
    }
    expect(await countsOf(code.id)).toEqual({ used: 0, held: 100 });
    // Nothing the losers started is left holding stock or a use.
    const open = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.paymentStatus, 'awaiting_payment'));
    expect(open).toHaveLength(100);

    for (const { answer, browser } of won) await browser?.pay(answer.json().id);
    expect(await countsOf(code.id)).toEqual({ used: 100, held: 0 });
    const uses = await t.database.db.select().from(discountUses).where(eq(discountUses.discountId, code.id));
    expect(uses.filter((use) => use.state === 'used')).toHaveLength(100);
  }, 120_000);

  it('a once-per-customer code tried twice at once by one guest email (two browsers) is held once', async () => {
    const code = await createDiscount(t, {
      code: 'ONCEEACH',
      type: 'fixed',
      value: 5,
      oncePerCustomer: true,
    });
    const answers = await Promise.all(
      [guestBrowser(t.app), guestBrowser(t.app)].map((browser) =>
        browser.checkout('twice@example.com', [{ id: scarfId, quantity: 1 }], { discountCode: 'ONCEEACH' }),
      ),
    );
    // One guest email has one open checkout: the later ends the earlier (409 if it was still
    // opening its payment session) and takes over the use; neither is told the code was used.
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    expect(answers.some((a) => a.statusCode === 200)).toBe(true);
    expect(await countsOf(code.id)).toEqual({ used: 0, held: 1 });
  }, 60_000);

  it('a once-per-customer code tried twice at once by one shopper ends with one use held', async () => {
    const code = await createDiscount(t, {
      code: 'ONCEMINE',
      type: 'fixed',
      value: 5,
      oncePerCustomer: true,
    });
    const shopper = await registerAndLogin(t.app, t.database.db);
    const answers = await Promise.all(
      [1, 2].map(async (quantity) =>
        t.app.inject({
          method: 'POST',
          url: '/api/orders/create-checkout-session',
          headers: shopper.bearer,
          payload: await checkoutBody(t.app, shopper.user.email, [{ id: scarfId, quantity }], {
            discountCode: 'ONCEMINE',
          }),
        }),
      ),
    );
    // A shopper has one open checkout: the later replaces the earlier and takes over its use.
    for (const answer of answers) expect([200, 400, 409]).toContain(answer.statusCode);
    expect(await countsOf(code.id)).toEqual({ used: 0, held: 1 });
    const held = await t.database.db.select().from(discountUses).where(eq(discountUses.discountId, code.id));
    expect(held.filter((use) => use.state === 'held')).toHaveLength(1);
  }, 60_000);
});
