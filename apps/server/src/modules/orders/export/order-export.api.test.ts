import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminApi,
  createAdminApi,
  createDiscount,
  movableClock,
} from '../../../test/admin-api-fixtures';
import type { LoggedIn } from '../../../test/auth-fixtures';
import { csvRecords } from '../../../test/csv-records';
import {
  checkoutBody,
  confirmPayment,
  deliveryMethodId,
  payOnTestCheckout,
} from '../../../test/order-fixtures';
import { productFixture } from '../../../test/product-fixtures';
import { ORDER_EXPORT_COLUMNS, orderCsvPieces } from './order-export.service';

// GET /api/orders/export.csv (docs/product/api.md, Orders export): Manage Orders' orders a row
// per line, whose money columns add up to the orders' totals to the cent; on PGlite and
// (server-postgres) on PostgreSQL.

const clock = movableClock(new Date('2026-05-04T09:30:00Z'));
let t: AdminApi;
const dress = productFixture({
  title: 'Wrap Dress',
  category: 'dress',
  color: 'red',
  priceCents: 4_900,
  stock: 30,
});
const dressS = dress.variants[0]?.id as string;
// A title a spreadsheet would run as a formula.
const scarf = productFixture({ title: '=1+1 Scarf', category: 'accessories', priceCents: 1_999, stock: 30 });
const scarfId = scarf.variants[0]?.id as string;

interface OrderJson {
  _id: string;
  orderId: string;
  amountCents: number;
  taxCents: number;
  shippingTaxCents: number;
  shippingPriceCents: number;
  discountCents: number;
  refundedCents: number;
  pricesIncludeTax: boolean;
  paymentStatus: string;
  items: { id: string; variantId: string; sku: string | null; quantity: number; taxCents: number }[];
}

type ExportRecord = { [K in (typeof ORDER_EXPORT_COLUMNS)[number]]: string };

/** An Express checkout of these lines for `who` (paid unless `pay` is false): the order as the admin reads it. */
async function order(
  who: LoggedIn,
  lines: { id: string; quantity: number }[],
  { pay = true, discountCode }: { pay?: boolean; discountCode?: string } = {},
): Promise<OrderJson> {
  const started = await t.send(
    'POST',
    '/api/orders/create-checkout-session',
    who,
    await checkoutBody(t.app, who.user.email, lines, {
      shippingMethodId: await deliveryMethodId(t.app, 'Express'),
      ...(discountCode ? { discountCode } : {}),
    }),
  );
  expect(started.statusCode, started.body).toBe(200);
  const sessionId = started.json().id as string;
  if (pay) await payOnTestCheckout(t.app, who, sessionId);
  return orderNow((await confirmPayment(t.app, who, sessionId)).json()._id);
}

const orderNow = async (id: string) =>
  (await t.send('GET', `/api/orders/order/${id}`, t.admin)).json() as OrderJson;

const paidAt = (o: OrderJson, at: string) =>
  t.database.db.execute(sql`update orders set paid_at = ${at}::timestamptz where id = ${o._id}::uuid`);

async function setTaxes(pricesIncludeTax: boolean) {
  const saved = await t.send('PUT', '/api/taxes', t.admin, {
    defaultRate: { name: 'Tax', rate: 5, deliveryTaxed: true },
    pricesIncludeTax,
    rates: [],
    seller: { legalName: null, taxNumber: null, address: null },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** The export with this query as its records, each keyed by the header. */
async function exported(query = '') {
  const answer = await t.send('GET', `/api/orders/export.csv${query}`, t.admin);
  expect(answer.statusCode, answer.body).toBe(200);
  const [header, ...rows] = await csvRecords(answer.body);
  expect(header).toEqual([...ORDER_EXPORT_COLUMNS]);
  return {
    answer,
    rows: rows.map(
      (fields) =>
        Object.fromEntries(ORDER_EXPORT_COLUMNS.map((c, i) => [c, fields[i] ?? ''])) as ExportRecord,
    ),
  };
}

const cents = (text: string) => (text === '' ? 0 : Math.round(Number(text) * 100));
const sum = (rows: ExportRecord[], column: keyof ExportRecord) =>
  rows.reduce((total, row) => total + cents(row[column]), 0);
const numbers = (rows: ExportRecord[]) => [...new Set(rows.map((row) => row.Order))];

let kept: OrderJson;
let included: OrderJson;
let unpaid: OrderJson;

beforeAll(async () => {
  t = await createAdminApi({ clock: clock.read, products: [dress, scarf] });
  await setTaxes(false);
  await createDiscount(t, { code: 'TEN', type: 'percent', value: 10 });
  // Two dresses and a scarf with 10 % off and Express delivery, taxed; one dress refunded since.
  const first = await order(
    t.shopper,
    [
      { id: dressS, quantity: 2 },
      { id: scarfId, quantity: 1 },
    ],
    { discountCode: 'TEN' },
  );
  const dressLine = first.items.find((item) => item.variantId === dressS)?.id;
  const refund = await t.send('POST', `/api/orders/${first._id}/refunds`, t.admin, {
    lines: [{ lineId: dressLine, quantity: 1 }],
    restock: false,
    reason: 'Too small',
  });
  expect(refund.statusCode, refund.body).toBeLessThan(300);
  kept = await orderNow(first._id);
  await paidAt(kept, '2026-05-01T10:00:00Z');
  // The tax inside the prices this time.
  await setTaxes(true);
  included = await order(t.admin, [{ id: scarfId, quantity: 3 }]);
  await paidAt(included, '2026-05-03T23:59:59Z');
  unpaid = await order(t.shopper, [{ id: dressS, quantity: 1 }], { pay: false });
}, 60_000);
afterAll(() => t.close());

describe('the orders export', () => {
  it('writes a row per line whose money adds up to each order’s total to the cent', async () => {
    expect(kept.discountCents).toBeGreaterThan(0);
    expect(kept.refundedCents).toBeGreaterThan(0);
    expect(kept.shippingPriceCents).toBeGreaterThan(0);
    expect(kept.shippingTaxCents).toBeGreaterThan(0);
    expect(included.pricesIncludeTax).toBe(true);

    const { answer, rows } = await exported('?paymentStatus=was_paid');
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="orders-2026-05-04.csv"');
    expect(answer.headers['cache-control']).toContain('no-store');
    // Newest first; the unpaid checkout is not among the paid orders.
    expect(numbers(rows)).toEqual([included.orderId, kept.orderId]);

    for (const o of [kept, included]) {
      const lines = rows.filter((row) => row.Order === o.orderId);
      expect(lines).toHaveLength(o.items.length);
      // The order's own money on its first line only.
      expect(lines.slice(1).every((row) => row['Order total'] === '' && row.Delivery === '')).toBe(true);
      expect(sum(lines, 'Line paid') + sum(lines, 'Delivery') + sum(lines, 'Delivery tax')).toBe(
        o.amountCents,
      );
      expect(sum(lines, 'Order total')).toBe(o.amountCents);
      expect(sum(lines, 'Line tax') + sum(lines, 'Delivery tax')).toBe(o.taxCents);
      expect(sum(lines, 'Refunded amount')).toBe(o.refundedCents);
    }
    // Column sums over the whole file are the orders' totals.
    expect(sum(rows, 'Order total')).toBe(kept.amountCents + included.amountCents);

    const dressRow = rows.find((row) => row.Order === kept.orderId && row.Title === 'Wrap Dress');
    const dressItem = kept.items.find((item) => item.variantId === dressS);
    expect(dressRow).toMatchObject({
      'Created (UTC)': expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      'Paid (UTC)': '2026-05-01 10:00:00',
      Email: t.shopper.user.email,
      Customer: 'Ada Shopper',
      Country: 'US',
      Region: 'OR',
      Status: 'pending',
      'Payment status': 'partially_refunded',
      Size: dress.variants[0]?.size,
      Colour: 'Red',
      SKU: dressItem?.sku ?? '',
      Quantity: '2',
      'Unit price': '49.00',
      // 10 % off two dresses at $49.
      'Line discount': '9.80',
      'Line tax': (Number(dressItem?.taxCents) / 100).toFixed(2),
      'Refunded units': '1',
    });
    expect(cents(dressRow?.['Line paid'] ?? '')).toBe(9_800 - 980 + Number(dressItem?.taxCents));
  });

  it('writes a formula-looking title as text a spreadsheet will not run', async () => {
    const answer = await t.send('GET', '/api/orders/export.csv', t.admin);
    expect(answer.body).toContain(",'=1+1 Scarf,");
    expect(answer.body).not.toMatch(/(^|,)=1\+1/m);
  });

  it('applies Manage Orders’ filters and the days the orders were paid on', async () => {
    expect(numbers((await exported()).rows)).toEqual([unpaid.orderId, included.orderId, kept.orderId]);
    expect(numbers((await exported('?paymentStatus=awaiting_payment')).rows)).toEqual([unpaid.orderId]);
    expect(numbers((await exported('?paymentStatus=partially_refunded')).rows)).toEqual([kept.orderId]);
    expect(numbers((await exported(`?search=${kept.orderId.slice(3, 7)}`)).rows)).toEqual([kept.orderId]);
    expect(numbers((await exported('?status=completed')).rows)).toEqual([]);
    expect(numbers((await exported('?returns=open')).rows)).toEqual([]);
    // Days are UTC and both ends count; an order never paid has no day.
    expect(numbers((await exported('?from=2026-05-01&to=2026-05-01')).rows)).toEqual([kept.orderId]);
    expect(numbers((await exported('?from=2026-05-02')).rows)).toEqual([included.orderId]);
    expect(numbers((await exported('?to=2026-05-03')).rows)).toEqual([included.orderId, kept.orderId]);
    expect(numbers((await exported('?from=2026-05-04')).rows)).toEqual([]);
  });

  it('reads the same rows a page at a time', async () => {
    const whole = (await t.send('GET', '/api/orders/export.csv', t.admin)).body;
    let paged = '';
    for await (const piece of orderCsvPieces(t.database.db, {}, 1)) paged += piece;
    expect(paged).toBe(whole);
  });

  it('refuses a bad filter naming it, a shopper with 403 and a guest with 401', async () => {
    const refusals: [string, string, string][] = [
      ['?from=2026-02-31', 'from', 'from must be a day such as 2026-04-30'],
      ['?to=yesterday', 'to', 'to must be a day such as 2026-04-30'],
      ['?from=2026-05-03&to=2026-05-01', 'from', 'from must be the same day as to or before it'],
      ['?status=lost', 'status', 'status must be one of'],
      ['?paymentStatus=owed', 'paymentStatus', 'paymentStatus must be one of'],
    ];
    for (const [query, field, message] of refusals) {
      const answer = await t.send('GET', `/api/orders/export.csv${query}`, t.admin);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().field, query).toBe(field);
      expect(answer.json().message, query).toContain(message);
    }
    expect((await t.send('GET', '/api/orders/export.csv', t.shopper)).statusCode).toBe(403);
    expect((await t.send('GET', '/api/orders/export.csv', null)).statusCode).toBe(401);
  });
});
