import { taxReportSchema } from '@shop/shared/stats-tax-schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminApi, createAdminApi } from '../../test/admin-api-fixtures';
import { csvRecords } from '../../test/csv-records';
import { type FakeStripe, liveStripeOn, startFakeStripe } from '../../test/fake-stripe';
import { checkoutBody, confirmPayment, payOnTestCheckout, TEST_ADDRESS } from '../../test/order-fixtures';
import { productFixture } from '../../test/product-fixtures';
import { startAppOn } from '../../test/test-app';

// The tax report and the dashboard's Tax card (docs/product/rules.md, Admin statistics): by month
// of payment and tax line what was collected, by month of the refund what refunds gave back, from
// what the orders kept; test orders count only while the shop takes payments on a test checkout.

let t: AdminApi;
const scarf = productFixture({ title: 'Silk Scarf', category: 'accessories', priceCents: 1_999, stock: 40 });
const scarfId = scarf.variants[0]?.id as string;
const ONTARIO = { ...TEST_ADDRESS, city: 'Toronto', region: 'ON', postalCode: 'M5V 2T6', country: 'CA' };

interface OrderJson {
  _id: string;
  taxCents: number;
  items: { id: string }[];
}

/** `quantity` scarves to `address`, paid on the test checkout: the order as its page shows it. */
async function paidOrder(quantity: number, address: Record<string, string>): Promise<OrderJson> {
  const started = await t.send(
    'POST',
    '/api/orders/create-checkout-session',
    t.shopper,
    await checkoutBody(t.app, t.shopper.user.email, [{ id: scarfId, quantity }], {
      shippingAddress: address,
    }),
  );
  expect(started.statusCode, started.body).toBe(200);
  const sessionId = started.json().id as string;
  const paid = await payOnTestCheckout(t.app, t.shopper, sessionId);
  expect(String(paid.headers.location)).toMatch(/^\/success/);
  return (await confirmPayment(t.app, t.shopper, sessionId)).json() as OrderJson;
}

const paidAt = (order: OrderJson, at: string) =>
  t.database.db.execute(sql`update orders set paid_at = ${at}::timestamptz where id = ${order._id}::uuid`);

const report = (query = '') => t.send('GET', `/api/stats/taxes${query}`, t.admin);

beforeAll(async () => {
  t = await createAdminApi({ products: [scarf] });
  const saved = await t.send('PUT', '/api/taxes', t.admin, {
    defaultRate: { name: 'Tax', rate: 5, deliveryTaxed: false },
    pricesIncludeTax: false,
    rates: [{ country: 'CA', region: 'ON', name: 'HST', rate: 13, deliveryTaxed: false }],
    seller: { legalName: null, taxNumber: null, address: null },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}, 60_000);
afterAll(() => t.close());

describe('the tax report', () => {
  it('gives each month’s tax by rate, a refund in the month it was made, and the totals', async () => {
    // $59.97 at 13 % is $7.7961: $7.80. $39.98 at 5 % is $1.999: $2.00.
    const ontario = await paidOrder(3, ONTARIO);
    expect(ontario.taxCents).toBe(780);
    const oregon = await paidOrder(2, TEST_ADDRESS);
    expect(oregon.taxCents).toBe(200);
    await paidAt(ontario, '2025-03-10T12:00:00Z');
    // The last instant of March in UTC, a day earlier in Oregon: it counts in March.
    await paidAt(oregon, '2025-03-31T23:59:59Z');

    // One scarf of three back: its $19.99 and a third of the line's $7.80 tax, $2.60.
    const refund = await t.send('POST', `/api/orders/${ontario._id}/refunds`, t.admin, {
      lines: [{ lineId: ontario.items[0]?.id, quantity: 1 }],
      restock: false,
      reason: 'Too short',
    });
    expect(refund.statusCode, refund.body).toBe(201);
    expect(refund.json()).toMatchObject({ amountCents: 2_259, taxCents: 260 });
    await t.database.db.execute(
      sql`update refunds set created_at = '2025-04-02T09:00:00Z' where id = ${refund.json().id}::uuid`,
    );
    // A refund the provider failed gave nothing back.
    const failed = await t.send('POST', `/api/orders/${oregon._id}/refunds`, t.admin, {
      amount: 10,
      restock: false,
      reason: 'Goodwill',
    });
    expect(failed.statusCode, failed.body).toBe(201);
    await t.database.db.execute(
      sql`update refunds set status = 'failed', created_at = '2025-04-03T09:00:00Z' where id = ${failed.json().id}::uuid`,
    );

    const answer = await report('?from=2025-03&to=2025-04');
    expect(answer.statusCode, answer.body).toBe(200);
    const body = taxReportSchema.parse(answer.json());
    expect(body).toEqual({
      from: '2025-03',
      to: '2025-04',
      testCheckout: true,
      rows: [
        {
          month: '2025-03',
          name: 'HST',
          rate: 13,
          taxable: 59.97,
          taxableCents: 5_997,
          collected: 7.8,
          collectedCents: 780,
          refunded: 0,
          refundedCents: 0,
          net: 7.8,
          netCents: 780,
        },
        {
          month: '2025-03',
          name: 'Tax',
          rate: 5,
          taxable: 39.98,
          taxableCents: 3_998,
          collected: 2,
          collectedCents: 200,
          refunded: 0,
          refundedCents: 0,
          net: 2,
          netCents: 200,
        },
        {
          month: '2025-04',
          name: 'HST',
          rate: 13,
          taxable: 0,
          taxableCents: 0,
          collected: 0,
          collectedCents: 0,
          refunded: 2.6,
          refundedCents: 260,
          net: -2.6,
          netCents: -260,
        },
      ],
      totals: {
        taxable: 99.95,
        taxableCents: 9_995,
        collected: 9.8,
        collectedCents: 980,
        refunded: 2.6,
        refundedCents: 260,
        net: 7.2,
        netCents: 720,
      },
    });

    // April alone: the refund, not the orders paid in March.
    const april = taxReportSchema.parse((await report('?from=2025-04&to=2025-04')).json());
    expect(april.rows.map((row) => [row.month, row.name, row.refundedCents, row.collectedCents])).toEqual([
      ['2025-04', 'HST', 260, 0],
    ]);
  });

  it('streams the same figures as CSV, dollars with two decimals', async () => {
    const answer = await t.send('GET', '/api/stats/taxes.csv?from=2025-03&to=2025-04', t.admin);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="taxes-2025-03-2025-04.csv"');
    expect(await csvRecords(answer.body)).toEqual([
      ['Month', 'Tax', 'Rate (%)', 'Taxable', 'Collected', 'Refunded', 'Net'],
      ['2025-03', 'HST', '13', '59.97', '7.80', '0.00', '7.80'],
      ['2025-03', 'Tax', '5', '39.98', '2.00', '0.00', '2.00'],
      ['2025-04', 'HST', '13', '0.00', '0.00', '2.60', '-2.60'],
      ['Total', '', '', '99.95', '9.80', '2.60', '7.20'],
    ]);
  });

  it('writes a tax name a spreadsheet would run as a formula behind a quote', async () => {
    const saved = await t.send('PUT', '/api/taxes', t.admin, {
      defaultRate: { name: '=HYPERLINK("x")', rate: 5, deliveryTaxed: false },
      pricesIncludeTax: false,
      rates: [],
      seller: { legalName: null, taxNumber: null, address: null },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const order = await paidOrder(1, TEST_ADDRESS);
    await paidAt(order, '2025-05-20T12:00:00Z');

    const json = taxReportSchema.parse((await report('?from=2025-05&to=2025-05')).json());
    expect(json.rows.map((row) => row.name)).toEqual(['=HYPERLINK("x")']);
    const csv = await t.send('GET', '/api/stats/taxes.csv?from=2025-05&to=2025-05', t.admin);
    expect(csv.body.split('\r\n')[1]).toBe(`2025-05,"'=HYPERLINK(""x"")",5,19.99,1.00,0.00,1.00`);
  });

  it('defaults to the last twelve months, this one included', async () => {
    const now = new Date();
    const month = (by: number) => {
      const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + by, 1));
      return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
    };
    const body = taxReportSchema.parse((await report()).json());
    expect([body.from, body.to]).toEqual([month(-11), month(0)]);
    const upTo = taxReportSchema.parse((await report('?to=2025-04')).json());
    expect([upTo.from, upTo.to]).toEqual(['2024-05', '2025-04']);
    expect(upTo.rows.map((row) => row.month)).toEqual(['2025-03', '2025-03', '2025-04']);
  });

  it('names the month it cannot read', async () => {
    for (const [query, field] of [
      ['?from=2025-13', 'from'],
      ['?from=March', 'from'],
      ['?to=2025-4', 'to'],
      ['?from=1999-12&to=2025-01', 'from'],
      ['?from=2025-05&to=2025-04', 'from'],
    ] as const) {
      for (const url of [`/api/stats/taxes${query}`, `/api/stats/taxes.csv${query}`]) {
        const answer = await t.send('GET', url, t.admin);
        expect(answer.statusCode, url).toBe(400);
        expect(answer.json().field, url).toBe(field);
        expect(answer.json().message, url).toMatch(field === 'from' ? /from/ : /to must be a month/);
      }
    }
  });

  it('is the owner’s: a shopper gets 403, a guest 401', async () => {
    for (const url of ['/api/stats/taxes', '/api/stats/taxes.csv']) {
      expect((await t.send('GET', url, t.shopper)).statusCode, url).toBe(403);
      expect((await t.send('GET', url, null)).statusCode, url).toBe(401);
    }
  });
});

describe('the dashboard’s Tax card', () => {
  it('counts every month’s tax net of refunds, test orders while the test checkout is on', async () => {
    const stats = await t.send('GET', '/api/stats/admin-stats', t.admin);
    expect(stats.statusCode).toBe(200);
    // $7.80 + $2.00 + $1.00 collected, $2.60 refunded.
    expect(stats.json().tax).toEqual({
      collected: 10.8,
      collectedCents: 1_080,
      refunded: 2.6,
      refundedCents: 260,
      net: 8.2,
      netCents: 820,
    });
  });

  it('leaves test orders out, in the report too, once the shop takes real payments', async () => {
    let fake: FakeStripe | undefined;
    let live: Awaited<ReturnType<typeof startAppOn>> | undefined;
    try {
      fake = await startFakeStripe();
      live = await startAppOn(t.database, { stripe: liveStripeOn(fake) });
      const stats = await live.app.inject({
        method: 'GET',
        url: '/api/stats/admin-stats',
        headers: t.admin.bearer,
      });
      expect(stats.json().tax).toMatchObject({ collectedCents: 0, refundedCents: 0, netCents: 0 });
      const answer = await live.app.inject({
        method: 'GET',
        url: '/api/stats/taxes?from=2025-03&to=2025-05',
        headers: t.admin.bearer,
      });
      expect(answer.json()).toMatchObject({ testCheckout: false, rows: [], totals: { netCents: 0 } });
    } finally {
      await live?.close();
      await fake?.close();
    }
  });
});
