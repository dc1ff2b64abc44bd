import {
  discountReportSchema,
  productReportSchema,
  stockReportSchema,
} from '@shop/shared/reports/reports-schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvRecords } from '../../test/csv-records';
import {
  coat,
  createReportHistory,
  dress,
  type ReportHistory,
  scarf,
  sizeOf,
} from '../../test/report-history';

// What sold, the discounts and the stock (docs/product/rules.md, Reports) over the history of
// test/report-history.ts: April 2026 against the 30 days before it.

let h: ReportHistory;
const APRIL = 'from=2026-04-01&to=2026-04-30';

async function report(path: string) {
  const answer = await h.t.send('GET', `/api/reports/${path}`, h.t.admin);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}
const products = async (query: string) => productReportSchema.parse(await report(`products?${query}`));
const discounts = async (query: string) => discountReportSchema.parse(await report(`discounts?${query}`));
const stock = async (query: string) => stockReportSchema.parse(await report(`stock?${query}`));

async function csv(path: string, fileName: string) {
  const answer = await h.t.send('GET', `/api/reports/${path}`, h.t.admin);
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
  expect(answer.headers['cache-control']).toBe('no-store');
  return csvRecords(answer.body);
}

beforeAll(async () => {
  h = await createReportHistory();
}, 120_000);
afterAll(() => h.t.close());

describe('what sold', () => {
  it('gives each product its units, net sales and returns, the most net sales first', async () => {
    const answer = await products(APRIL);
    expect(answer.by).toBe('product');
    expect(answer.rows).toEqual([
      {
        key: dress.id,
        label: 'Linen Dress',
        handle: dress.handle,
        // Two in M (one refunded in May: its $40 is no sale) and one in L at the Spring sale's $30.
        unitsSold: 3,
        netSalesCents: 4_000 + 3_000,
        // The return asked for on 04-22 was rejected.
        unitsReturned: 0,
        returnRate: 0,
        topReasons: [],
      },
      {
        key: scarf.id,
        label: 'Silk Scarf',
        handle: scarf.handle,
        unitsSold: 1,
        // $20 less its $2 of the code; no tax, no delivery.
        netSalesCents: 1_800,
        unitsReturned: 1,
        returnRate: 1,
        topReasons: [{ reason: 'too_small', units: 1 }],
      },
    ]);
    expect(answer.total).toBe(2);
    expect(answer.totals).toEqual({ unitsSold: 4, netSalesCents: 8_800, unitsReturned: 1 });
    expect(answer.previous).toEqual({ unitsSold: 1, netSalesCents: 2_000, unitsReturned: 0 });

    const first = await products(`${APRIL}&limit=1`);
    expect(first.rows.map((row) => row.label)).toEqual(['Linen Dress']);
    expect(first.total).toBe(2);
    expect(first.totals).toEqual(answer.totals);
  });

  it('groups by category, colour and size', async () => {
    const figures = (rows: { key: string; label: string; unitsSold: number; netSalesCents: number }[]) =>
      rows.map((row) => [row.key, row.label, row.unitsSold, row.netSalesCents]);
    const byCategory = await products(`${APRIL}&by=category`);
    expect(figures(byCategory.rows)).toEqual([
      ['dress', 'Dresses', 3, 7_000],
      ['accessories', 'Accessories', 1, 1_800],
    ]);
    expect(byCategory.rows.every((row) => row.handle === null)).toBe(true);
    expect(figures((await products(`${APRIL}&by=color`)).rows)).toEqual([
      ['red', 'red', 3, 7_000],
      ['blue', 'blue', 1, 1_800],
    ]);
    const bySize = await products(`${APRIL}&by=size`);
    expect(figures(bySize.rows)).toEqual([
      ['M', 'M', 2, 4_000],
      ['L', 'L', 1, 3_000],
      ['One Size', 'One Size', 1, 1_800],
    ]);
    expect(bySize.rows[2]).toMatchObject({
      unitsReturned: 1,
      topReasons: [{ reason: 'too_small', units: 1 }],
    });
    expect(bySize.totals).toEqual({ unitsSold: 4, netSalesCents: 8_800, unitsReturned: 1 });
  });

  it('counts the test order only when asked to', async () => {
    const answer = await products(`${APRIL}&by=size&testOrders=include`);
    expect(answer.rows.find((row) => row.key === 'S')).toMatchObject({ unitsSold: 1, netSalesCents: 4_000 });
    expect(answer.totals).toEqual({ unitsSold: 5, netSalesCents: 12_800, unitsReturned: 1 });
  });

  it('downloads every row as CSV, whatever the limit', async () => {
    expect(await csv(`products.csv?${APRIL}&limit=1`, 'products-2026-04-01-2026-04-30.csv')).toEqual([
      [
        'Product',
        'Handle',
        'Units sold',
        'Net sales',
        'Units returned',
        'Return rate (%)',
        'Top return reasons',
      ],
      ['Linen Dress', dress.handle, '3', '70.00', '0', '0.00', ''],
      ['Silk Scarf', scarf.handle, '1', '18.00', '1', '100.00', 'Too small: 1'],
    ]);
    expect(await csv(`products.csv?${APRIL}&by=category`, 'products-2026-04-01-2026-04-30.csv')).toEqual([
      ['Category', 'Units sold', 'Net sales', 'Units returned', 'Return rate (%)', 'Top return reasons'],
      ['Dresses', '3', '70.00', '0', '0.00', ''],
      ['Accessories', '1', '18.00', '1', '100.00', 'Too small: 1'],
    ]);
  });
});

describe('discount codes and sales', () => {
  it('gives each code and sale its uses, what it took off and what it brought in', async () => {
    const answer = await discounts(APRIL);
    expect(answer.rows).toEqual([
      // A dress at $30 instead of its own $40; the line's goods, no tax or delivery.
      { kind: 'sale', name: 'Spring', uses: 1, discountCents: 1_000, netSalesCents: 3_000 },
      // The scarf order: $24.89 paid (delivery and tax included), nothing refunded.
      { kind: 'code', name: 'TEN', uses: 1, discountCents: 200, netSalesCents: 2_489 },
    ]);
    expect(answer.totals).toEqual({ uses: 2, discountCents: 1_200, netSalesCents: 5_489 });
    expect(answer.previous).toEqual({ uses: 0, discountCents: 0, netSalesCents: 0 });
    // March is the period before April's; TEN's use is in it.
    const may = await discounts('from=2026-05-01&to=2026-05-30');
    expect(may.rows).toEqual([]);
    expect(may.previous).toEqual({ uses: 2, discountCents: 1_200, netSalesCents: 5_489 });
  });

  it('downloads as CSV', async () => {
    expect(await csv(`discounts.csv?${APRIL}`, 'discounts-2026-04-01-2026-04-30.csv')).toEqual([
      ['Kind', 'Name', 'Uses', 'Discount', 'Net sales'],
      ['Sale', 'Spring', '1', '10.00', '30.00'],
      ['Code', 'TEN', '1', '2.00', '24.89'],
    ]);
  });

  it('counts what a sale took off at the price the size had when it was bought', async () => {
    // The owner raises the dress's own price to $50 after April: April's line was $40 before the sale.
    const own = sql`update product_variants set list_price_cents = ${5_000} where id = ${sizeOf(dress, 'L')}::uuid`;
    await h.t.database.db.execute(own);
    try {
      const [spring] = (await discounts(APRIL)).rows;
      expect(spring).toMatchObject({ name: 'Spring', discountCents: 1_000 });
    } finally {
      await h.t.database.db.execute(
        sql`update product_variants set list_price_cents = ${4_000} where id = ${sizeOf(dress, 'L')}::uuid`,
      );
    }
  });
});

describe('stock', () => {
  it('lists every size of the active products, the fewest days of cover first', async () => {
    const answer = await stock(`${APRIL}&limit=4`);
    const row = (product: typeof dress, size: string) => ({
      variantId: sizeOf(product, size),
      productId: product.id,
      handle: product.handle,
      title: product.title,
      size,
      color: product.color,
    });
    expect(answer.rows).toEqual([
      // 8 free at 2 sold in 30 days: 120 days.
      {
        ...row(dress, 'M'),
        sku: expect.any(String),
        onHand: 8,
        held: 0,
        soldInPeriod: 2,
        daysOfCover: 120,
        waiting: 0,
      },
      {
        ...row(scarf, 'One Size'),
        sku: expect.any(String),
        onHand: 8,
        held: 0,
        soldInPeriod: 1,
        daysOfCover: 240,
        waiting: 0,
      },
      {
        ...row(dress, 'L'),
        sku: expect.any(String),
        onHand: 9,
        held: 0,
        soldInPeriod: 1,
        daysOfCover: 270,
        waiting: 0,
      },
      // Nothing sold: no pace to last at. Of those, the fewest free and the most waiting first.
      {
        ...row(coat, 'M'),
        sku: expect.any(String),
        onHand: 0,
        held: 0,
        soldInPeriod: 0,
        daysOfCover: null,
        waiting: 1,
      },
    ]);
    // The dress in five sizes, the scarf, the coat in five; the draft is not for sale.
    expect(answer.total).toBe(11);
    expect(answer.totals).toEqual({ onHand: 54, held: 2, soldInPeriod: 4, waiting: 1 });
    const xs = (await stock(`${APRIL}&limit=500`)).rows.find((r) => r.variantId === sizeOf(dress, 'XS'));
    expect(xs).toMatchObject({ onHand: 10, held: 2, soldInPeriod: 0, daysOfCover: null });
  });

  it('counts the test order only when asked to, and covers days at the pace of the period asked', async () => {
    const withTest = await stock(`${APRIL}&limit=500&testOrders=include`);
    expect(withTest.rows.find((r) => r.variantId === sizeOf(dress, 'S'))).toMatchObject({
      soldInPeriod: 1,
      daysOfCover: 270,
    });
    expect(withTest.totals.soldInPeriod).toBe(5);
    // 2 to 8 April, 7 days: 2 in M sold and 8 free last 28 days at that pace.
    const week = await stock('from=2026-04-02&to=2026-04-08&limit=1');
    expect(week.rows[0]).toMatchObject({ size: 'M', soldInPeriod: 2, daysOfCover: 28 });
  });

  it('downloads every size as CSV, a title that looks like a formula written as text', async () => {
    const records = await csv(`stock.csv?${APRIL}&limit=1`, 'stock-2026-04-01-2026-04-30.csv');
    expect(records[0]).toEqual([
      'Product',
      'Handle',
      'Size',
      'Colour',
      'SKU',
      'On hand',
      'Held',
      'Sold in period',
      'Days of cover',
      'Waiting',
    ]);
    expect(records).toHaveLength(12);
    expect(records[1]?.slice(0, 4)).toEqual(['Linen Dress', dress.handle, 'M', 'red']);
    expect(records[1]?.slice(5)).toEqual(['8', '0', '2', '120.0', '0']);
    expect(records[4]).toEqual([
      `'=HYPERLINK("x")`,
      coat.handle,
      'M',
      'black',
      expect.any(String),
      '0',
      '0',
      '0',
      '',
      '1',
    ]);
  });
});

describe('a product deleted since', () => {
  it('keeps its sales and returns under the title its lines kept, with no link', async () => {
    const deleted = await h.t.send('DELETE', `/api/products/${scarf.id}`, h.t.admin);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await products(APRIL)).rows[1]).toMatchObject({
      key: scarf.id,
      label: 'Silk Scarf',
      handle: null,
      unitsSold: 1,
      netSalesCents: 1_800,
      unitsReturned: 1,
    });
    const byCategory = await products(`${APRIL}&by=category`);
    expect(byCategory.rows[1]).toMatchObject({ key: '', label: 'Deleted products', unitsSold: 1 });
    expect(byCategory.totals).toEqual({ unitsSold: 4, netSalesCents: 8_800, unitsReturned: 1 });
    expect((await stock(APRIL)).total).toBe(10);
  });
});
