import { REPORT_MESSAGES, salesReportSchema } from '@shop/shared/reports/reports-schemas';
import { adminStatsSchema } from '@shop/shared/stats-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused } from '../../test/admin-api-fixtures';
import { csvRecords } from '../../test/csv-records';
import { createReportHistory, type ReportHistory } from '../../test/report-history';

// The sales report (docs/product/rules.md, Reports) over the history of test/report-history.ts:
// orders by the day they were paid, refunds by the day they were made, the period before for
// comparison, test orders only when asked for, and the same net as the dashboard's months.

let h: ReportHistory;
const APRIL = 'from=2026-04-01&to=2026-04-30';

const sales = async (query: string) => {
  const answer = await h.t.send('GET', `/api/reports/sales?${query}`, h.t.admin);
  expect(answer.statusCode, answer.body).toBe(200);
  return salesReportSchema.parse(answer.json());
};

const EMPTY = {
  orders: 0,
  units: 0,
  grossCents: 0,
  discountsCents: 0,
  deliveryCents: 0,
  taxCents: 0,
  paidCents: 0,
  refundsCents: 0,
  netCents: 0,
  averageOrderCents: 0,
};

beforeAll(async () => {
  h = await createReportHistory();
}, 120_000);
afterAll(() => h.t.close());

describe('the sales report', () => {
  it('sums the orders paid on each day and the refunds made on it, to the cent', async () => {
    const report = await sales(APRIL);
    expect(report.period).toEqual({
      from: '2026-04-01',
      to: '2026-04-30',
      days: 30,
      previousFrom: '2026-03-02',
      previousTo: '2026-03-31',
      testOrders: false,
    });
    expect(report.group).toBe('day');
    expect(report.buckets).toHaveLength(30);
    expect(report.buckets[0]?.start).toBe('2026-04-01');
    expect(report.buckets.at(-1)?.start).toBe('2026-04-30');
    const day = (start: string) => report.buckets.find((bucket) => bucket.start === start);
    // Two dresses ($80, $4 tax) and a scarf with TEN ($20 less $2, $0.90 tax), each $5.99 delivery.
    expect(day('2026-04-02')).toEqual({
      start: '2026-04-02',
      orders: 2,
      units: 3,
      grossCents: 10_000,
      discountsCents: 200,
      deliveryCents: 1_198,
      taxCents: 490,
      paidCents: 11_488,
      refundsCents: 0,
      netCents: 11_488,
      averageOrderCents: 5_744,
    });
    // The test order of 04-08 is left out; the $5 refunded on 04-16 counts on its own day.
    expect(day('2026-04-08')).toEqual({ start: '2026-04-08', ...EMPTY });
    expect(day('2026-04-16')).toEqual({ start: '2026-04-16', ...EMPTY, refundsCents: 500, netCents: -500 });
    expect(report.totals).toEqual({
      orders: 3,
      units: 4,
      grossCents: 13_000,
      discountsCents: 200,
      deliveryCents: 1_797,
      taxCents: 640,
      paidCents: 15_237,
      refundsCents: 500,
      netCents: 14_737,
      // 15 237 / 3 = 5 079.
      averageOrderCents: 5_079,
    });
    // 2 March to 31 March: the scarf of 03-20.
    expect(report.previous).toEqual({
      orders: 1,
      units: 1,
      grossCents: 2_000,
      discountsCents: 0,
      deliveryCents: 599,
      taxCents: 100,
      paidCents: 2_699,
      refundsCents: 0,
      netCents: 2_699,
      averageOrderCents: 2_699,
    });
    // The refund of May counts in May, though its order was paid in April.
    const may = await sales('from=2026-05-01&to=2026-05-31&group=month');
    expect(may.buckets).toEqual([{ start: '2026-05-01', ...EMPTY, refundsCents: 4_200, netCents: -4_200 }]);
  });

  it('counts a test order only when asked to', async () => {
    const report = await sales(`${APRIL}&group=month&testOrders=include`);
    expect(report.period.testOrders).toBe(true);
    // The test order: a dress in S, $40 + $2 tax + $5.99 delivery.
    const withTest = {
      orders: 4,
      units: 5,
      grossCents: 17_000,
      discountsCents: 200,
      deliveryCents: 2_396,
      taxCents: 840,
      paidCents: 20_036,
      refundsCents: 500,
      netCents: 19_536,
      averageOrderCents: 5_009,
    };
    expect(report.buckets).toEqual([{ start: '2026-04-01', ...withTest }]);
    expect(report.totals).toEqual(withTest);
  });

  it('names weeks by their Monday and months by their first day, the first and last holding only the period', async () => {
    const weeks = await sales(`${APRIL}&group=week`);
    expect(weeks.buckets.map((bucket) => [bucket.start, bucket.orders, bucket.netCents])).toEqual([
      ['2026-03-30', 2, 11_488],
      ['2026-04-06', 0, 0],
      ['2026-04-13', 1, 3_249],
      ['2026-04-20', 0, 0],
      ['2026-04-27', 0, 0],
    ]);
    // 15 March to 5 April: each month named by its first day, holding only the period's days.
    const across = await sales('from=2026-03-15&to=2026-04-05&group=month');
    expect(across.buckets.map((bucket) => [bucket.start, bucket.orders, bucket.paidCents])).toEqual([
      ['2026-03-01', 1, 2_699],
      ['2026-04-01', 2, 11_488],
    ]);
    expect(across.totals.netCents).toBe(2_699 + 11_488);
  });

  it("agrees with the dashboard's net earnings of each month", async () => {
    // The dashboard counts test orders while the shop takes payments on a test checkout, as here.
    const stats = adminStatsSchema.parse(
      (await h.t.send('GET', '/api/stats/admin-stats?year=2026', h.t.admin)).json(),
    );
    expect(stats.testCheckout).toBe(true);
    const months = [
      ['2026-03-01', '2026-03-31', 3],
      ['2026-04-01', '2026-04-30', 4],
      ['2026-05-01', '2026-05-31', 5],
    ] as const;
    for (const [from, to, month] of months) {
      const { totals } = await sales(`from=${from}&to=${to}&testOrders=include`);
      const dashboard = stats.monthlyEarnings[month - 1];
      expect(totals.paidCents / 100, from).toBe(dashboard?.earnings);
      expect(totals.refundsCents / 100, from).toBe(dashboard?.refunds);
      expect(totals.netCents / 100, from).toBe(dashboard?.net);
    }
    // The figures themselves, so the comparison cannot pass on zeros.
    expect(stats.monthlyEarnings.slice(2, 5)).toEqual([
      { month: 3, earnings: 26.99, refunds: 0, net: 26.99 },
      { month: 4, earnings: 200.36, refunds: 5, net: 195.36 },
      { month: 5, earnings: 0, refunds: 42, net: -42 },
    ]);
  });

  it('covers the 30 days ending today unless told otherwise', async () => {
    // The shop's clock reads 2026-05-10.
    expect((await sales('')).period).toEqual({
      from: '2026-04-11',
      to: '2026-05-10',
      days: 30,
      previousFrom: '2026-03-12',
      previousTo: '2026-04-10',
      testOrders: false,
    });
    const toOnly = await sales('to=2026-04-30');
    expect(toOnly.period).toMatchObject({ from: '2026-04-01', to: '2026-04-30', days: 30 });
    expect(toOnly.totals.netCents).toBe(14_737);
    expect((await sales('from=2026-05-04')).period).toMatchObject({ from: '2026-05-04', days: 7 });
    const oneDay = await sales('from=2026-04-02&to=2026-04-02');
    expect(oneDay.period).toMatchObject({ days: 1, previousFrom: '2026-04-01', previousTo: '2026-04-01' });
    expect(oneDay.totals.orders).toBe(2);
  });

  it('downloads as CSV: a header, then a row per bucket in dollars', async () => {
    const answer = await h.t.send('GET', `/api/reports/sales.csv?${APRIL}&group=week`, h.t.admin);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="sales-2026-04-01-2026-04-30.csv"',
    );
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(await csvRecords(answer.body)).toEqual([
      [
        'Week starting',
        'Orders',
        'Units',
        'Gross',
        'Discounts',
        'Delivery',
        'Tax',
        'Paid',
        'Refunds',
        'Net',
        'Average order',
      ],
      ['2026-03-30', '2', '3', '100.00', '2.00', '11.98', '4.90', '114.88', '0.00', '114.88', '57.44'],
      ['2026-04-06', '0', '0', '0.00', '0.00', '0.00', '0.00', '0.00', '0.00', '0.00', '0.00'],
      ['2026-04-13', '1', '1', '30.00', '0.00', '5.99', '1.50', '37.49', '5.00', '32.49', '37.49'],
      ['2026-04-20', '0', '0', '0.00', '0.00', '0.00', '0.00', '0.00', '0.00', '0.00', '0.00'],
      ['2026-04-27', '0', '0', '0.00', '0.00', '0.00', '0.00', '0.00', '0.00', '0.00', '0.00'],
    ]);
    const may = await h.t.send('GET', '/api/reports/sales.csv?from=2026-05-01&to=2026-05-01', h.t.admin);
    expect((await csvRecords(may.body))[1]).toEqual(['2026-05-01', '0', '0', ...Array(8).fill('0.00')]);
    const refundDay = await h.t.send(
      'GET',
      '/api/reports/sales.csv?from=2026-05-03&to=2026-05-03',
      h.t.admin,
    );
    expect((await csvRecords(refundDay.body))[1]?.slice(8)).toEqual(['42.00', '-42.00', '0.00']);
  });
});

describe('asking for a report', () => {
  const ROUTES = ['sales', 'products', 'discounts', 'stock'].flatMap((name) => [
    `/api/reports/${name}`,
    `/api/reports/${name}.csv`,
  ]);

  it('is for admins: a shopper gets 403, nobody 401', async () => {
    for (const url of ROUTES) {
      expect((await h.t.send('GET', url, null)).statusCode, url).toBe(401);
      expect((await h.t.send('GET', url, h.t.shopper)).statusCode, url).toBe(403);
      expect((await h.t.send('GET', url, h.t.admin)).statusCode, url).toBe(200);
    }
  });

  it('answers 400 naming the field for a query it cannot read, on every route', async () => {
    const refusals: [string, string, string][] = [
      ['from=2026-02-31', 'from', REPORT_MESSAGES.dayInvalid('from')],
      ['from=yesterday', 'from', REPORT_MESSAGES.dayInvalid('from')],
      ['to=2026-4-30', 'to', REPORT_MESSAGES.dayInvalid('to')],
      ['to=1999-12-31', 'to', REPORT_MESSAGES.dayInvalid('to')],
      ['from=2026-05-01&to=2026-04-30', 'from', REPORT_MESSAGES.fromAfterTo],
      ['from=2026-05-11', 'from', REPORT_MESSAGES.fromAfterTo],
      // 1 January 2023 to 1 January 2026 is 1097 days.
      ['from=2023-01-01&to=2026-01-01', 'from', REPORT_MESSAGES.tooLong],
      ['testOrders=yes', 'testOrders', REPORT_MESSAGES.testOrdersInvalid],
    ];
    for (const url of ROUTES)
      for (const [query, field, message] of refusals)
        expectRefused(await h.t.send('GET', `${url}?${query}`, h.t.admin), field, message, `${url}?${query}`);
    // 1096 days is the most a report covers.
    expect(
      (await h.t.send('GET', '/api/reports/sales?from=2023-01-02&to=2026-01-01', h.t.admin)).statusCode,
    ).toBe(200);
  });

  it('answers 400 for a grouping, a dimension or a limit it does not know', async () => {
    const refusals: [string, string, string][] = [
      ['/api/reports/sales?group=year', 'group', REPORT_MESSAGES.groupInvalid],
      ['/api/reports/sales.csv?group=year', 'group', REPORT_MESSAGES.groupInvalid],
      ['/api/reports/products?by=brand', 'by', REPORT_MESSAGES.byInvalid],
      ['/api/reports/products.csv?by=brand', 'by', REPORT_MESSAGES.byInvalid],
      ['/api/reports/products?limit=0', 'limit', REPORT_MESSAGES.limitInvalid],
      ['/api/reports/products?limit=501', 'limit', REPORT_MESSAGES.limitInvalid],
      ['/api/reports/products?limit=2.5', 'limit', REPORT_MESSAGES.limitInvalid],
      ['/api/reports/stock?limit=abc', 'limit', REPORT_MESSAGES.limitInvalid],
      ['/api/reports/stock.csv?limit=-1', 'limit', REPORT_MESSAGES.limitInvalid],
    ];
    for (const [url, field, message] of refusals)
      expectRefused(await h.t.send('GET', url, h.t.admin), field, message, url);
  });
});
