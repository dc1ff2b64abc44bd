import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_RATE_LIMITS } from '../../lib/limits/rate-limiter';
import { insertProducts } from '../../seed';
import { type LoggedIn, registerAndLogin } from '../../test/auth-fixtures';
import { checkoutOne, confirmPayment } from '../../test/order-fixtures';
import { productFixture } from '../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { orderReturns } from '../orders/after-sale.schema';
import { orderLines } from '../orders/orders.schema';
import { reviews } from './reviews.schema';

// Size advice (docs/product/rules.md, Size advice): from the product's fit answers and size
// returns, and the asking shopper's own sizes in its category; none when the shop knows too little.

let t: TestApp;
const wrap = productFixture({ title: 'Wrap Dress', category: 'dress', priceCents: 9_900, stock: 50 });
const slip = productFixture({ title: 'Slip Dress', category: 'dress', priceCents: 8_900, stock: 50 });
const shirt = productFixture({ title: 'Linen Shirt', category: 'dress', priceCents: 5_900, stock: 50 });
const tea = productFixture({ title: 'Tea Dress', category: 'dress', priceCents: 7_900, stock: 50 });
const midi = productFixture({ title: 'Midi Dress', category: 'dress', priceCents: 6_900, stock: 50 });
const tee = productFixture({ title: 'Cotton Tee', category: 'clothing', priceCents: 2_900, stock: 50 });
const tote = productFixture({ title: 'Canvas Tote', category: 'accessories', priceCents: 3_900, stock: 50 });
const variantOf = (product: typeof wrap, size: string) =>
  product.variants.find((variant) => variant.size === size)?.id as string;

const advice = (productId: string, who?: LoggedIn) =>
  t.app.inject({ method: 'GET', url: `/api/products/${productId}/size-advice`, headers: who?.bearer ?? {} });

/** `n` fit answers on a product, each by a shopper of its own. */
async function answer(productId: string, fit: 'small' | 'true' | 'large', n: number) {
  for (let i = 0; i < n; i += 1) {
    const author = await registerAndLogin(t.app, t.database.db);
    await t.database.db
      .insert(reviews)
      .values({ productId, userId: author.user.id, rating: 4, comment: 'Lovely.', fit });
  }
}

/** A paid order of one unit of this size for the shopper; answers its line's id. */
async function bought(who: LoggedIn, product: typeof wrap, size: string) {
  const session = await checkoutOne(t.app, who, variantOf(product, size));
  const order = (await confirmPayment(t.app, who, session)).json();
  return { orderId: order.id as string, lineId: order.items[0].id as string };
}

beforeAll(async () => {
  t = await createTestApp({ rateLimits: NO_RATE_LIMITS });
  await insertProducts(t.database.db, [wrap, slip, shirt, tea, midi, tee, tote]);
});
afterAll(() => t.close());

describe('size advice', () => {
  it('advises no size with three answers and nothing known of the shopper, and says so', async () => {
    await answer(wrap.id, 'small', 3);
    const guest = await advice(wrap.id);
    expect(guest.statusCode).toBe(200);
    expect(guest.headers['cache-control']).toBe('public, max-age=60');
    expect(guest.json()).toEqual({
      size: null,
      basis: [],
      fit: { small: 3, true: 0, large: 0, answers: 3 },
      confidence: 'low',
      soldOut: false,
      reason: 'Not enough fit answers yet to advise a size.',
    });
  });

  it('takes L for a shopper who kept M here when six buyers say it runs small, and says why', async () => {
    await answer(wrap.id, 'small', 3);
    const shopper = await registerAndLogin(t.app, t.database.db);
    await bought(shopper, slip, 'M');
    const answer6 = await advice(wrap.id, shopper);
    expect(answer6.statusCode, answer6.body).toBe(200);
    expect(answer6.headers['cache-control']).toBe('private, no-store');
    expect(answer6.json()).toMatchObject({
      size: 'L',
      basis: ['history', 'fit'],
      fit: { small: 6, true: 0, large: 0, answers: 6 },
      soldOut: false,
      reason: 'The piece you kept in Dresses points to M; 6 of 6 buyers say it runs small, so take L.',
    });
    // A guest asking about the same dress gets the fit, not the shopper's size.
    expect((await advice(wrap.id)).json()).toMatchObject({ size: null, basis: ['fit'] });
  });

  it('counts a return as too large toward the size below, and another shopper’s history never moves mine', async () => {
    const returner = await registerAndLogin(t.app, t.database.db);
    const { orderId, lineId } = await bought(returner, shirt, 'L');
    await t.database.db
      .insert(orderReturns)
      .values({ orderId, lines: [{ lineId, quantity: 1 }], reason: 'too_large', status: 'received' });
    expect((await advice(slip.id, returner)).json()).toMatchObject({ size: 'M', basis: ['history'] });
    // The return is a 'large' signal on the shirt for everyone.
    expect((await advice(shirt.id)).json().fit).toEqual({ small: 0, true: 0, large: 1, answers: 1 });

    // Someone else, with no history here: the returner's sizes are not theirs.
    const other = await registerAndLogin(t.app, t.database.db);
    expect((await advice(slip.id, other)).json()).toMatchObject({ size: null, basis: [] });
    // A rejected return says nothing.
    await t.database.db
      .update(orderReturns)
      .set({ status: 'rejected' })
      .where(eq(orderReturns.orderId, orderId));
    expect((await advice(shirt.id)).json().fit.answers).toBe(0);
  });

  it('finds a shopper without history a size from their measurements against the chart', async () => {
    const chart = ['XS', 'S', 'M', 'L', 'XL'].map((size, i) => ({
      size,
      bust: 80 + 5 * i,
      waist: 62 + 5 * i,
      hips: 88 + 5 * i,
      length: null,
    }));
    await t.database.db.execute(
      sql`update categories set sizes = ${JSON.stringify(chart)}::jsonb where handle = 'dress'`,
    );
    const shopper = await registerAndLogin(t.app, t.database.db);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/measurements',
      headers: shopper.bearer,
      payload: { unit: 'cm', height: 168, bust: 94, waist: 76, hips: 102 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await advice(slip.id, shopper)).json()).toMatchObject({
      size: 'L',
      basis: ['measurements'],
      reason: 'Your measurements match L.',
    });
    // Someone else's measurements are theirs alone.
    const other = await registerAndLogin(t.app, t.database.db);
    expect((await advice(slip.id, other)).json()).toMatchObject({ size: null });
  });

  it('reads a size kept of a dress that runs small as the size a true fit would have been', async () => {
    await answer(tea.id, 'small', 5);
    const shopper = await registerAndLogin(t.app, t.database.db);
    await bought(shopper, tea, 'L');
    // L of a dress a size small: the shopper is an M in a dress that fits true.
    expect((await advice(midi.id, shopper)).json()).toMatchObject({
      size: 'M',
      basis: ['history'],
      reason: 'The piece you kept in Dresses points to M.',
    });
  });

  it('weighs only the shopper’s pieces of the product’s category, and not a line refunded whole for another reason', async () => {
    const shopper = await registerAndLogin(t.app, t.database.db);
    await bought(shopper, tee, 'XS');
    await bought(shopper, tee, 'XS');
    // Tees say nothing of a dress.
    expect((await advice(midi.id, shopper)).json()).toMatchObject({ size: null, basis: [] });
    await bought(shopper, slip, 'L');
    const refunded = await bought(shopper, wrap, 'S');
    await t.database.db
      .update(orderLines)
      .set({ refundedQuantity: 1 })
      .where(eq(orderLines.id, refunded.lineId));
    expect((await advice(midi.id, shopper)).json()).toMatchObject({
      size: 'L',
      basis: ['history'],
      reason: 'The piece you kept in Dresses points to L.',
    });
  });

  it('answers 404 for a product in one size, and for an unknown one; 400 for an id that is not one', async () => {
    expect((await advice(tote.id)).statusCode).toBe(404);
    expect((await advice('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await advice('not-an-id')).json()).toMatchObject({ field: 'id' });
  });
});
