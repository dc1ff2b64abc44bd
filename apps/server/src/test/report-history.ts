import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  type AdminApi,
  createAdminApi,
  createDiscount,
  createSale,
  movableClock,
} from './admin-api-fixtures';
import { checkoutBody, confirmPayment, payOnTestCheckout } from './order-fixtures';
import { productFixture } from './product-fixtures';

// A small shop's known history for the owner's reports (docs/product/rules.md, Reports), placed on
// known days with the shop's own clock. Prices are round and the shop's default 5 % tax is added on
// top; Standard delivery is $5.99. Every order is a real payment but the one test order.
//
//   2026-03-20  scarf ($20)                          2 699  (the period before April)
//   2026-04-02  2 dresses in M ($80)                 8 999
//   2026-04-02  scarf with TEN (10 % off: $2)        2 489  returned as too small on 04-20
//   2026-04-08  dress in S, a TEST order             4 799
//   2026-04-15  dress in L at the Spring sale ($30)  3 749  $5 refunded (an amount) on 04-16
//   2026-04-22  a return of a dress in M, rejected
//   2026-05-03  one dress in M of 04-02 refunded     4 200 back (its $40 and $2 tax)
//   today       2026-05-10: a checkout holds 2 dresses in XS; a shopper waits for the coat in M

export const HISTORY_TODAY = new Date('2026-05-10T12:00:00Z');

export const dress = productFixture({
  title: 'Linen Dress',
  category: 'dress',
  color: 'red',
  priceCents: 4_000,
  stock: 10,
});
export const scarf = productFixture({
  title: 'Silk Scarf',
  category: 'accessories',
  color: 'blue',
  priceCents: 2_000,
  stock: 10,
});
/** Sold out in every size, its title written to run as a formula in a spreadsheet. */
export const coat = productFixture({
  title: '=HYPERLINK("x")',
  category: 'clothing',
  color: 'black',
  priceCents: 9_000,
  stock: 0,
});
/** Never on sale: no report row of stock is about it. */
export const draft = productFixture({ title: 'Draft Tee', category: 'clothing', status: 'draft', stock: 5 });

export const sizeOf = (product: typeof dress, size: string) => {
  const variant = product.variants.find((v) => v.size === size);
  if (!variant) throw new Error(`${product.title} has no size ${size}`);
  return variant.id;
};

export interface HistoryOrder {
  _id: string;
  amountCents: number;
  items: { id: string }[];
}

export interface ReportHistory {
  t: AdminApi;
  clock: ReturnType<typeof movableClock>;
  orders: Record<'march' | 'dresses' | 'coded' | 'test' | 'onSale', HistoryOrder>;
}

/** The app with the history above written, its clock on HISTORY_TODAY. */
export async function createReportHistory(): Promise<ReportHistory> {
  const clock = movableClock(new Date('2026-03-01T09:00:00Z'));
  const t = await createAdminApi({ clock: clock.read, products: [dress, scarf, coat, draft] });
  const at = async (instant: string) => {
    clock.now = new Date(instant);
    await t.app.saleClock.tick();
  };
  const ok = (answer: { statusCode: number; body: string }, status = 200) =>
    expect(answer.statusCode, answer.body).toBe(status);
  // Payments, refunds and returns are stamped with the real time: each is moved to its day.
  const paidOn = (order: HistoryOrder, instant: string) =>
    t.database.db.execute(
      sql`update orders set paid_at = ${instant}::timestamptz where id = ${order._id}::uuid`,
    );
  const refundOn = (id: string, instant: string) =>
    t.database.db.execute(
      sql`update refunds set created_at = ${instant}::timestamptz where id = ${id}::uuid`,
    );
  const returnOn = (id: string, instant: string) =>
    t.database.db.execute(
      sql`update order_returns set created_at = ${instant}::timestamptz where id = ${id}::uuid`,
    );

  const paid = async (lines: { id: string; quantity: number }[], extra: Record<string, unknown> = {}) => {
    const started = await t.send(
      'POST',
      '/api/orders/create-checkout-session',
      t.shopper,
      await checkoutBody(t.app, t.shopper.user.email, lines, extra),
    );
    ok(started);
    const sessionId = started.json().id as string;
    const payment = await payOnTestCheckout(t.app, t.shopper, sessionId);
    expect(String(payment.headers.location)).toMatch(/^\/success/);
    const order = (await confirmPayment(t.app, t.shopper, sessionId)).json() as HistoryOrder;
    await paidOn(order, clock.now.toISOString());
    return order;
  };
  /** An admin's refund (201), moved to the clock's day. */
  const refund = async (order: HistoryOrder, body: Record<string, unknown>) => {
    const answer = await t.send('POST', `/api/orders/${order._id}/refunds`, t.admin, body);
    ok(answer, 201);
    await refundOn(answer.json().id, clock.now.toISOString());
  };
  /** The shopper's return of one unit of the order's first line (201), moved to the clock's day: its id. */
  const requestReturn = async (order: HistoryOrder, reason: string) => {
    const answer = await t.send('POST', `/api/orders/${order._id}/returns`, t.shopper, {
      lines: [{ lineId: order.items[0]?.id, quantity: 1 }],
      reason,
    });
    ok(answer, 201);
    await returnOn(answer.json().id, clock.now.toISOString());
    return answer.json().id as string;
  };
  const ship = async (order: HistoryOrder) =>
    ok(await t.send('PATCH', `/api/orders/update-order-status/${order._id}`, t.admin, { status: 'shipped' }));

  await createDiscount(t, { code: 'TEN', type: 'percent', value: 10 });
  await createSale(t, {
    name: 'Spring',
    percentOff: 25,
    categories: ['dress'],
    startsAt: '2026-04-15T00:00:00Z',
    endsAt: '2026-04-15T23:00:00Z',
  });

  await at('2026-03-20T10:00:00Z');
  const march = await paid([{ id: sizeOf(scarf, 'One Size'), quantity: 1 }]);
  await at('2026-04-02T09:00:00Z');
  const dresses = await paid([{ id: sizeOf(dress, 'M'), quantity: 2 }]);
  await at('2026-04-02T18:00:00Z');
  const coded = await paid([{ id: sizeOf(scarf, 'One Size'), quantity: 1 }], { discountCode: 'TEN' });
  await at('2026-04-03T08:00:00Z');
  await ship(dresses);
  await ship(coded);
  await at('2026-04-08T12:00:00Z');
  const test = await paid([{ id: sizeOf(dress, 'S'), quantity: 1 }]);
  await at('2026-04-15T12:00:00Z');
  const onSale = await paid([{ id: sizeOf(dress, 'L'), quantity: 1 }]);
  await at('2026-04-16T12:00:00Z');
  await refund(onSale, { amount: 5, restock: false, reason: 'Late parcel' });
  await at('2026-04-20T12:00:00Z');
  await requestReturn(coded, 'too_small');
  await at('2026-04-22T12:00:00Z');
  const rejected = await requestReturn(dresses, 'too_large');
  ok(await t.send('POST', `/api/orders/returns/${rejected}/reject`, t.admin, { note: 'Worn already.' }));
  await at('2026-05-03T12:00:00Z');
  await refund(dresses, {
    lines: [{ lineId: dresses.items[0]?.id, quantity: 1 }],
    restock: false,
    reason: 'Too large',
  });

  await at(HISTORY_TODAY.toISOString());
  // Held, not sold: a checkout waiting for its payment.
  ok(
    await t.send(
      'POST',
      '/api/orders/create-checkout-session',
      t.admin,
      await checkoutBody(t.app, t.admin.user.email, [{ id: sizeOf(dress, 'XS'), quantity: 2 }]),
    ),
  );
  ok(await t.send('POST', '/api/stock-alerts', t.shopper, { variantId: sizeOf(coat, 'M') }), 202);

  // The shop's test checkout marks every order a test; all but one were real payments here.
  await t.database.db.execute(sql`update orders set test_mode = (id = ${test._id}::uuid)`);
  return { t, clock, orders: { march, dresses, coded, test, onSale } };
}
