// The owner's reports on a real shop's history: a year of 100 000 paid orders (about 250 000
// lines) over 10 000 generated products, with refunds and returns, on PGlite or PostgreSQL. Each
// report is asked for the whole year through Fastify's inject, as an admin; then checkouts are
// timed on the same database, so a report's indexes can be seen not to slow them.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../apps/server/src/app';
import type { Db } from '../../../apps/server/src/db/client';
import { generateCatalog } from '../../../apps/server/src/modules/demo-catalog';
import { createLocalImageStore } from '../../../apps/server/src/modules/uploads';
import { insertProducts, seedDemoCatalogOnce } from '../../../apps/server/src/seed';
import { accountsWithSessions } from '../../../apps/server/src/test/accounts-with-sessions';
import { productFixture } from '../../../apps/server/src/test/product-fixtures';
import { openTarget } from '../bench-database';
import { BENCH_ADDRESS } from '../races/checkout-race';

export interface ReportTiming {
  report: string;
  p50: number;
  p95: number;
  bytes: number;
}

export interface ReportsBench {
  target: 'pglite' | 'postgres';
  orders: number;
  lines: number;
  seedMs: number;
  timings: ReportTiming[];
  /** p50 of one checkout + payment + confirmation, ms, with and without the reports' writes. */
  checkout: { withReportWrites: number; withoutReportWrites: number };
  productReads: ProductReads;
}

const DAY_MS = 86_400_000;

/** The year the reports cover: the 365 days ending yesterday (UTC). */
function lastYear(now = new Date()) {
  const to = new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);
  const from = new Date(now.getTime() - 365 * DAY_MS).toISOString().slice(0, 10);
  return { from, to };
}

/**
 * A year of history: `productCount` generated products, then `orderCount` orders paid over the
 * last 365 days with their lines, refunds and returns, analysed as autovacuum would leave them.
 */
export async function seedReportHistory(
  db: Db,
  { orderCount = 100_000, productCount = 10_000 }: { orderCount?: number; productCount?: number } = {},
) {
  await seedDemoCatalogOnce(db, () => generateCatalog({ count: productCount }));
  // Orders spread over the year, a few a day at random hours; one in 25 used a code, one in
  // 200 was a test order. Each gets one to four lines of variants picked across the catalog.
  await db.execute(sql`
    create temporary table bench_variants as
      select row_number() over (order by v.id) as n, v.id, v.product_id, v.size, v.color,
        p.title, p.handle, p.price_cents
      from product_variants v join products p on p.id = v.product_id`);
  await db.execute(sql`
    insert into orders (order_number, email, status, payment_status, hold, hold_expires_at,
      subtotal_cents, discount_cents, discount_code, shipping_cents, tax_cents, amount_cents,
      payment_provider, checkout_key, paid_at, created_at, test_mode, invoice_number)
    select 'VR-' || lpad(n::text, 8, '0'), 'shopper' || (n % 20000) || '@example.com',
      'completed', 'paid', 'sold', now(),
      0, case when n % 25 = 0 then 500 else 0 end, case when n % 25 = 0 then 'WELCOME' || (n % 7) end,
      599, 0, 0, 'local', 'bench-' || n,
      now() - (n % 365 + 1) * interval '1 day' + (n % 24) * interval '1 hour',
      now() - (n % 365 + 1) * interval '1 day' + (n % 24) * interval '1 hour',
      n % 200 = 0, 'B-' || n
    from generate_series(1, ${orderCount}) as n`);
  const variantCount = (
    (await db.execute(sql`select count(*)::int as c from bench_variants`)) as unknown as {
      rows: { c: number }[];
    }
  ).rows[0]?.c;
  await db.execute(sql`
    insert into order_lines (order_id, position, variant_id, product_id, handle, title, size, color,
      unit_price_cents, quantity, discount_cents, tax_rate_milli_percent, tax_cents, paid_at)
    select o.id, k, v.id, v.product_id, v.handle, v.title, v.size, v.color, v.price_cents,
      1 + (k + o.n) % 2, 0, 5000, 0, o.paid_at
    from (select id, paid_at, substring(order_number from 4)::int as n from orders where order_number like 'VR-%') o
    cross join lateral generate_series(0, o.n % 4) as k
    join bench_variants v on v.n = 1 + ((o.n * 7919 + k * 104729) % ${variantCount ?? 1})`);
  // The orders' money follows their lines: 5 % tax, amount = items − discount + delivery + tax.
  await db.execute(sql`
    update orders o set subtotal_cents = l.subtotal, units = l.units,
      tax_cents = round((l.subtotal - o.discount_cents) * 0.05)::int,
      amount_cents = l.subtotal - o.discount_cents + o.shipping_cents + round((l.subtotal - o.discount_cents) * 0.05)::int
    from (select order_id, sum(unit_price_cents * quantity)::int as subtotal, sum(quantity)::int as units
      from order_lines group by order_id) l
    where l.order_id = o.id`);
  // One order in 20 had a line refunded a week later; one in 33 had a line returned.
  await db.execute(sql`
    insert into refunds (order_id, amount_cents, tax_cents, lines, reason, status, created_at, updated_at)
    select o.id, l.unit_price_cents, 0, jsonb_build_array(jsonb_build_object('lineId', l.id, 'quantity', 1, 'amountCents', l.unit_price_cents)),
      'Too small', 'succeeded', o.paid_at + interval '7 days', o.paid_at + interval '7 days'
    from orders o join order_lines l on l.order_id = o.id and l.position = 0
    where o.order_number like 'VR-%' and substring(o.order_number from 4)::int % 20 = 0`);
  await db.execute(sql`
    update orders set refunded_cents = r.amount_cents, payment_status = 'partially_refunded'
    from refunds r where r.order_id = orders.id and orders.order_number like 'VR-%'`);
  await db.execute(sql`
    insert into order_returns (order_id, lines, reason, status, created_at, updated_at)
    select o.id, jsonb_build_array(jsonb_build_object('lineId', l.id, 'quantity', 1)),
      case when substring(o.order_number from 4)::int % 2 = 0 then 'too_small' else 'too_large' end,
      'received', o.paid_at + interval '10 days', o.paid_at + interval '10 days'
    from orders o join order_lines l on l.order_id = o.id and l.position = 0
    where o.order_number like 'VR-%' and substring(o.order_number from 4)::int % 33 = 0`);
  await db.execute(sql`analyze`);
}

/** Times `runs` requests after a first that must answer 200: the p50 and p95, and the first's size. */
async function timeReport(
  app: FastifyInstance,
  report: string,
  url: string,
  headers: Record<string, string>,
  runs: number,
): Promise<ReportTiming> {
  const first = await app.inject({ method: 'GET', url, headers });
  if (first.statusCode !== 200)
    throw new Error(`${report} answered ${first.statusCode}: ${first.body.slice(0, 200)}`);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await app.inject({ method: 'GET', url, headers });
    times.push(performance.now() - started);
  }
  return { report, p50: percentile(times, 50), p95: percentile(times, 95), bytes: first.body.length };
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
}

/**
 * What the reports add to each checkout's writes: the triggers that copy an order's payment time
 * to its lines, and the two indexes that find a period's lines and the test orders. Switched off
 * and on again on the same database, so checkouts can be timed without them beside with them.
 */
const REPORT_WRITES = {
  off: [
    sql`alter table orders disable trigger orders_copy_paid_at`,
    sql`alter table order_lines disable trigger order_lines_copy_paid_at`,
    sql`drop index order_lines_paid_idx`,
    sql`drop index orders_test_idx`,
  ],
  on: [
    sql`alter table orders enable trigger orders_copy_paid_at`,
    sql`alter table order_lines enable trigger order_lines_copy_paid_at`,
    sql`create index order_lines_paid_idx on order_lines (paid_at) where paid_at is not null`,
    sql`create index orders_test_idx on orders (id) where test_mode`,
  ],
};

/**
 * Checkout, payment and confirmation of one tote at a time on the year's history, in four rounds
 * of `each`: with the report's writes, without them, with, without. The p50 of each side.
 */
async function timeCheckouts(app: FastifyInstance, db: Db, each: number) {
  const plenty = productFixture({
    title: 'Bench Tote',
    category: 'accessories',
    priceCents: 3900,
    stock: 100_000,
  });
  await insertProducts(db, [plenty]);
  const variantId = plenty.variants[0]?.id as string;
  const [shopper] = await accountsWithSessions(db, 'Orchid#Ledger2026', [
    { email: 'bench-buyer@example.com', username: 'bench_buyer' },
  ]);
  const headers = shopper?.headers ?? { authorization: '' };
  const methods = await app.inject({ method: 'GET', url: '/api/shipping/methods?country=US' });
  const shippingMethodId = (methods.json() as { methods: { id: string }[] }).methods[0]?.id;
  const buy = async () => {
    const session = await app.inject({
      method: 'POST',
      url: '/api/orders/create-checkout-session',
      headers,
      payload: {
        products: [{ id: variantId, quantity: 1 }],
        user_email: 'bench-buyer@example.com',
        shippingAddress: BENCH_ADDRESS,
        shippingMethodId,
      },
    });
    if (session.statusCode !== 200)
      throw new Error(`checkout answered ${session.statusCode}: ${session.body}`);
    const id = session.json().id as string;
    await app.inject({
      method: 'POST',
      url: `/checkout/${id}`,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Bench&number=4242424242424242&expiry=12%2F39&cvc=123',
    });
    const order = await app.inject({
      method: 'POST',
      url: '/api/orders/confirm-payment',
      headers,
      payload: { session_id: id },
    });
    if (order.json().paymentStatus !== 'paid') throw new Error(`order not paid: ${order.body}`);
  };
  await buy();
  const times = { with: [] as number[], without: [] as number[] };
  for (const side of ['with', 'without', 'with', 'without'] as const) {
    for (const statement of side === 'with' ? [] : REPORT_WRITES.off) await db.execute(statement);
    for (let i = 0; i < each; i++) {
      const started = performance.now();
      await buy();
      times[side].push(performance.now() - started);
    }
    for (const statement of side === 'with' ? [] : REPORT_WRITES.on) await db.execute(statement);
  }
  return { withReportWrites: percentile(times.with, 50), withoutReportWrites: percentile(times.without, 50) };
}

/** A product page's and Manage Products' reads of a product's lines, ms (p50). */
export interface ProductReads {
  list: { withIndex: number; withoutIndex: number };
  sizeAdvice: { withIndex: number; withoutIndex: number };
}

/**
 * Manage Products' first page (each product's size returns and units sold) and a product's size
 * advice, read over the year's history with the lines' product index and without it, alternating:
 * what `order_lines_product_idx` saves every product page and admin list.
 */
async function timeProductReads(
  app: FastifyInstance,
  db: Db,
  headers: Record<string, string>,
  runs: number,
): Promise<ProductReads> {
  const [busiest] = (
    (await db.execute(
      sql`select product_id as id from order_lines where size <> 'One Size'
        group by product_id order by count(*) desc limit 1`,
    )) as unknown as { rows: { id: string }[] }
  ).rows;
  const reads = {
    list: '/api/products?page=1&limit=20',
    sizeAdvice: `/api/products/${busiest?.id}/size-advice`,
  } as const;
  const times = {
    list: { with: [] as number[], without: [] as number[] },
    sizeAdvice: { with: [] as number[], without: [] as number[] },
  };
  for (const side of ['with', 'without', 'with', 'without'] as const) {
    if (side === 'without') await db.execute(sql`drop index order_lines_product_idx`);
    for (const read of ['list', 'sizeAdvice'] as const) {
      const first = await app.inject({ method: 'GET', url: reads[read], headers });
      if (first.statusCode !== 200) throw new Error(`${read} answered ${first.statusCode}: ${first.body}`);
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        await app.inject({ method: 'GET', url: reads[read], headers });
        times[read][side].push(performance.now() - started);
      }
    }
    if (side === 'without')
      await db.execute(sql`create index order_lines_product_idx on order_lines (product_id)`);
  }
  const sides = (read: keyof typeof times) => ({
    withIndex: percentile(times[read].with, 50),
    withoutIndex: percentile(times[read].without, 50),
  });
  return { list: sides('list'), sizeAdvice: sides('sizeAdvice') };
}

/**
 * The database as the shop would have it: PostgreSQL as created; PGlite written in a data folder,
 * then opened again as `npm start` opens it, its shared buffers sized by the data
 * (apps/server/src/db/pglite-settings.ts).
 */
async function openSeeded(target: 'pglite' | 'postgres', seed: (db: Db) => Promise<void>) {
  if (target === 'postgres') {
    const { database, drop } = await openTarget(target);
    await database.migrate();
    await seed(database.db);
    return { database, drop };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'velora-reports-'));
  const writing = await openTarget(target, undefined, { dataDir });
  await writing.database.migrate();
  await seed(writing.database.db);
  await writing.database.close();
  const { database } = await openTarget(target, undefined, { dataDir });
  return { database, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

export async function benchReports(
  target: 'pglite' | 'postgres',
  { orderCount = 100_000, productCount = 10_000, runs = 10, checkouts = 30 } = {},
): Promise<ReportsBench> {
  let seedMs = 0;
  const { database, drop } = await openSeeded(target, async (db) => {
    const seeded = performance.now();
    await seedReportHistory(db, { orderCount, productCount });
    seedMs = performance.now() - seeded;
  });
  const app = await buildApp({
    database,
    webDist: false,
    imageStore: createLocalImageStore(path.join(tmpdir(), 'velora-bench-uploads')),
    uploadsDir: null,
  });
  try {
    const counts = (
      (await database.db.execute(
        sql`select (select count(*) from orders)::int as orders, (select count(*) from order_lines)::int as lines`,
      )) as unknown as { rows: { orders: number; lines: number }[] }
    ).rows[0];

    const [admin] = await accountsWithSessions(database.db, 'Orchid#Ledger2026', [
      { email: 'bench-admin@example.com', username: 'bench_admin', role: 'admin' },
    ]);
    const headers = admin?.headers ?? { authorization: '' };
    const { from, to } = lastYear();
    const reports = [
      ['sales by day', `/api/reports/sales?from=${from}&to=${to}&group=day`],
      ['sales by month', `/api/reports/sales?from=${from}&to=${to}&group=month`],
      ['by product', `/api/reports/products?from=${from}&to=${to}&by=product`],
      ['by category', `/api/reports/products?from=${from}&to=${to}&by=category`],
      ['by size', `/api/reports/products?from=${from}&to=${to}&by=size`],
      ['discount codes', `/api/reports/discounts?from=${from}&to=${to}`],
      ['stock', `/api/reports/stock?from=${from}&to=${to}`],
    ] as const;
    const timings: ReportTiming[] = [];
    for (const [report, url] of reports) timings.push(await timeReport(app, report, url, headers, runs));
    const checkout = await timeCheckouts(app, database.db, checkouts);
    const productReads = await timeProductReads(app, database.db, headers, runs);
    return {
      target,
      orders: counts?.orders ?? 0,
      lines: counts?.lines ?? 0,
      seedMs,
      timings,
      checkout,
      productReads,
    };
  } finally {
    await app.close();
    await database.close();
    await drop();
  }
}

export function printReports(row: ReportsBench) {
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  console.log(
    `  ${row.target}: ${row.orders} orders, ${row.lines} lines (written in ${(row.seedMs / 1000).toFixed(0)} s)`,
  );
  for (const timing of row.timings)
    console.log(
      `    ${timing.report.padEnd(16)} p50 ${ms(timing.p50).padStart(7)}   p95 ${ms(timing.p95).padStart(7)}   (${(timing.bytes / 1024).toFixed(0)} KB)`,
    );
  const { withReportWrites, withoutReportWrites } = row.checkout;
  console.log(
    `    checkout + payment p50 ${ms(withReportWrites)} with the reports' trigger and indexes, ${ms(withoutReportWrites)} without (${(withReportWrites / withoutReportWrites).toFixed(2)}×)`,
  );
  const { list, sizeAdvice } = row.productReads;
  console.log(
    `    Manage Products page 1 p50 ${ms(list.withIndex)} with the lines' product index, ${ms(list.withoutIndex)} without; size advice ${ms(sizeAdvice.withIndex)} with, ${ms(sizeAdvice.withoutIndex)} without`,
  );
}
