// The owner's reports on a real shop's history: a year of 100 000 paid orders (about 250 000
// lines) over 10 000 generated products, with refunds and returns, on PGlite or PostgreSQL. Each
// report is asked for the whole year through Fastify's inject, as an admin; then checkouts are
// timed on the same database, so a report's indexes can be seen not to slow them.

import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../../apps/server/src/app';
import { generateCatalog } from '../../../apps/server/src/modules/demo-catalog';
import { createLocalImageStore } from '../../../apps/server/src/modules/uploads';
import { seedDemoCatalogOnce } from '../../../apps/server/src/seed';
import { accountsWithSessions } from '../../../apps/server/src/test/accounts-with-sessions';
import { openTarget } from '../bench-database';

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
}

const DAY_MS = 86_400_000;

/** The year the reports cover: the 365 days ending yesterday (UTC). */
function lastYear(now = new Date()) {
  const to = new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);
  const from = new Date(now.getTime() - 365 * DAY_MS).toISOString().slice(0, 10);
  return { from, to };
}

export async function benchReports(
  target: 'pglite' | 'postgres',
  { orderCount = 100_000, productCount = 10_000, runs = 10 } = {},
): Promise<ReportsBench> {
  const { database, drop } = await openTarget(target);
  await database.migrate();
  const app = await buildApp({
    database,
    webDist: false,
    imageStore: createLocalImageStore(path.join(tmpdir(), 'velora-bench-uploads')),
    uploadsDir: null,
  });
  try {
    const seeded = performance.now();
    await seedDemoCatalogOnce(database.db, () => generateCatalog({ count: productCount }));
    // Orders spread over the year, a few a day at random hours; one in 25 used a code, one in
    // 200 was a test order. Each gets one to four lines of variants picked across the catalog.
    await database.db.execute(sql`
      create temporary table bench_variants as
        select row_number() over (order by v.id) as n, v.id, v.product_id, v.size, v.color,
          p.title, p.handle, p.price_cents
        from product_variants v join products p on p.id = v.product_id`);
    await database.db.execute(sql`
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
      (await database.db.execute(sql`select count(*)::int as c from bench_variants`)) as unknown as {
        rows: { c: number }[];
      }
    ).rows[0]?.c;
    await database.db.execute(sql`
      insert into order_lines (order_id, position, variant_id, product_id, handle, title, size, color,
        unit_price_cents, quantity, discount_cents, tax_rate_milli_percent, tax_cents)
      select o.id, k, v.id, v.product_id, v.handle, v.title, v.size, v.color, v.price_cents,
        1 + (k + o.n) % 2, 0, 5000, 0
      from (select id, substring(order_number from 4)::int as n from orders where order_number like 'VR-%') o
      cross join lateral generate_series(0, o.n % 4) as k
      join bench_variants v on v.n = 1 + ((o.n * 7919 + k * 104729) % ${variantCount ?? 1})`);
    // The orders' money follows their lines: 5 % tax, amount = items − discount + delivery + tax.
    await database.db.execute(sql`
      update orders o set subtotal_cents = l.subtotal,
        tax_cents = round((l.subtotal - o.discount_cents) * 0.05)::int,
        amount_cents = l.subtotal - o.discount_cents + o.shipping_cents + round((l.subtotal - o.discount_cents) * 0.05)::int
      from (select order_id, sum(unit_price_cents * quantity)::int as subtotal from order_lines group by order_id) l
      where l.order_id = o.id`);
    // One order in 20 had a line refunded a week later; one in 33 had a line returned.
    await database.db.execute(sql`
      insert into refunds (order_id, amount_cents, tax_cents, lines, reason, status, created_at, updated_at)
      select o.id, l.unit_price_cents, 0, jsonb_build_array(jsonb_build_object('lineId', l.id, 'quantity', 1, 'amountCents', l.unit_price_cents)),
        'Too small', 'succeeded', o.paid_at + interval '7 days', o.paid_at + interval '7 days'
      from orders o join order_lines l on l.order_id = o.id and l.position = 0
      where o.order_number like 'VR-%' and substring(o.order_number from 4)::int % 20 = 0`);
    await database.db.execute(sql`
      update orders set refunded_cents = r.amount_cents, payment_status = 'partially_refunded'
      from refunds r where r.order_id = orders.id and orders.order_number like 'VR-%'`);
    await database.db.execute(sql`
      insert into order_returns (order_id, lines, reason, status, created_at, updated_at)
      select o.id, jsonb_build_array(jsonb_build_object('lineId', l.id, 'quantity', 1)),
        case when substring(o.order_number from 4)::int % 2 = 0 then 'too_small' else 'too_large' end,
        'received', o.paid_at + interval '10 days', o.paid_at + interval '10 days'
      from orders o join order_lines l on l.order_id = o.id and l.position = 0
      where o.order_number like 'VR-%' and substring(o.order_number from 4)::int % 33 = 0`);
    await database.db.execute(sql`analyze`);
    const seedMs = performance.now() - seeded;
    const counts = (
      (await database.db.execute(
        sql`select (select count(*) from orders)::int as orders, (select count(*) from order_lines)::int as lines`,
      )) as unknown as { rows: { orders: number; lines: number }[] }
    ).rows[0];

    const [admin] = await accountsWithSessions(database.db, 'Orchid#Ledger2026', [
      { email: 'bench-admin@example.com', username: 'bench_admin', role: 'admin' },
    ]);
    const headers = admin?.headers ?? {};
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
    for (const [report, url] of reports) {
      const first = await app.inject({ method: 'GET', url, headers });
      if (first.statusCode !== 200)
        throw new Error(`${report} answered ${first.statusCode}: ${first.body.slice(0, 200)}`);
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        await app.inject({ method: 'GET', url, headers });
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const at = (p: number) =>
        times[Math.min(times.length - 1, Math.floor((times.length * p) / 100))] ?? Number.NaN;
      timings.push({ report, p50: at(50), p95: at(95), bytes: first.body.length });
    }
    return { target, orders: counts?.orders ?? 0, lines: counts?.lines ?? 0, seedMs, timings };
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
}
