// The admin dashboard's figures on a shop with many orders (the admin area of 24 November 2026: fast
// on 100 000 orders). Orders are written straight into the table, spread over two years; the
// dashboard's endpoint is then asked through Fastify's inject, as an admin, on PGlite or PostgreSQL.

import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../../apps/server/src/app';
import { createLocalImageStore } from '../../../apps/server/src/modules/uploads';
import { insertProducts } from '../../../apps/server/src/seed';
import { accountsWithSessions } from '../../../apps/server/src/test/accounts-with-sessions';
import { productFixture } from '../../../apps/server/src/test/product-fixtures';
import { openTarget } from '../bench-database';
import type { Latency } from './query-latency';

export async function benchAdminStats(
  target: 'pglite' | 'postgres',
  { orderCount = 100_000, runs = 40 } = {},
): Promise<Latency & { orders: number; seedMs: number }> {
  const { database, drop } = await openTarget(target);
  await database.migrate();
  const app = await buildApp({
    database,
    webDist: false,
    imageStore: createLocalImageStore(path.join(tmpdir(), 'velora-bench-uploads')),
    uploadsDir: null,
  });
  try {
    await insertProducts(
      database.db,
      Array.from({ length: 50 }, (_, i) => productFixture({ title: `Bench ${i}`, stock: i % 7 })),
    );
    const seeded = performance.now();
    // Most orders are paid and long shipped, as in a shop that has run for a while.
    await database.db.execute(sql`
      insert into orders (order_number, email, status, payment_status, hold, hold_expires_at,
        subtotal_cents, tax_cents, amount_cents, payment_provider, checkout_key, paid_at, created_at)
      select 'VB-' || lpad(n::text, 8, '0'), 'shopper' || (n % 5000) || '@example.com',
        case when n % 50 = 0 then 'pending' when n % 50 = 1 then 'processing' else 'completed' end,
        case when n % 20 = 0 then 'expired' else 'paid' end,
        case when n % 20 = 0 then 'released' else 'sold' end,
        now(), 5000, 250, 5250, 'local', 'bench-' || n,
        case when n % 20 = 0 then null else now() - (n % 730) * interval '1 day' end,
        now() - (n % 730) * interval '1 day'
      from generate_series(1, ${orderCount}) as n`);
    await database.db.execute(sql`analyze orders`);
    const seedMs = performance.now() - seeded;

    const [admin] = await accountsWithSessions(database.db, 'Orchid#Ledger2026', [
      { email: 'bench-admin@example.com', username: 'bench_admin', role: 'admin' },
    ]);
    const headers = admin?.headers ?? {};
    const ask = () => app.inject({ method: 'GET', url: '/api/stats/admin-stats', headers });
    const first = await ask();
    if (first.statusCode !== 200) throw new Error(`admin-stats answered ${first.statusCode}: ${first.body}`);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await ask();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (p: number) =>
      times[Math.min(times.length - 1, Math.floor((times.length * p) / 100))] ?? Number.NaN;
    return { label: target, p50: at(50), p95: at(95), orders: first.json().totalOrders, seedMs };
  } finally {
    await app.close();
    await database.close();
    await drop();
  }
}
