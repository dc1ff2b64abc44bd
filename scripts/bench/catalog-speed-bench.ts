// The catalog's speed in `npm run bench` (run-bench.ts): requests a second on the listing with the
// answer cache on and off against a constant body, and the server-side latency of listings,
// filters and searches on a large catalog.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import { openDatabase } from '../../apps/server/src/db/client';
import { generateCatalog } from '../../apps/server/src/modules/demo-catalog';
import { createLocalImageStore } from '../../apps/server/src/modules/uploads';
import { seedDemoCatalogOnce } from '../../apps/server/src/seed';
import { freePort } from './bench-database';
import { measureLatency } from './load/query-latency';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const ms = (n: number) => `${n.toFixed(1)} ms`;

/** The listing and a filter under autocannon on `count` generated products, as requests a second. */
export async function benchListingThroughput({
  count,
  duration,
  connections,
}: {
  count: number;
  duration: number;
  connections: number;
}): Promise<void> {
  async function load(title: string, url: string) {
    const result = await autocannon({ url, connections, duration });
    const row = {
      title,
      reqPerSec: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    };
    console.log(
      `  ${title.padEnd(34)} ${row.reqPerSec.toFixed(0).padStart(7)} req/s   p50 ${ms(row.p50).padStart(9)}   p99 ${ms(row.p99).padStart(9)}${row.errors ? `   errors ${row.errors}` : ''}`,
    );
    return row;
  }

  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
  console.log(`\nGenerating ${count} products into embedded PGlite`);
  const generateStarted = performance.now();
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  await database.migrate();
  await seedDemoCatalogOnce(database.db, () => generateCatalog({ count }));
  await database.close();
  console.log(`  ${count} products in ${((performance.now() - generateStarted) / 1000).toFixed(1)} s`);

  const port = freePort();
  const uncachedPort = freePort();
  const base = `http://127.0.0.1:${port}`;
  const uncachedBase = `http://127.0.0.1:${uncachedPort}`;
  const listing = '/api/shopify-products/products?page=1&limit=20';
  const filtered = '/api/shopify-products/products?category=dress&priceRange=50-100&page=1&limit=20';
  const server = fork(
    path.join(root, 'scripts/bench/bench-server.ts'),
    [path.join(dataDir, 'db'), String(port), String(uncachedPort), listing],
    {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: { ...process.env, DATABASE_URL: '' },
    },
  );
  const ready = await new Promise<{ bytes: number }>((resolve, reject) => {
    server.once('message', (m) => resolve(m as { bytes: number }));
    server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });

  console.log(
    `\nautocannon, ${connections} connections, ${duration} s each, ${count} products (body ${ready.bytes} bytes)`,
  );
  const ceiling = await load('constant body (ceiling)', `${base}/__bench/constant`);
  const list = await load('listing page 1, limit 20', `${base}${listing}`);
  const filter = await load('category + price range, limit 20', `${base}${filtered}`);
  console.log('  with the catalog cache off (every request queries the database):');
  const listCold = await load('listing page 1, limit 20', `${uncachedBase}${listing}`);
  const filterCold = await load('category + price range, limit 20', `${uncachedBase}${filtered}`);
  const share = (row: { reqPerSec: number }) => `${((row.reqPerSec / ceiling.reqPerSec) * 100).toFixed(0)}%`;
  console.log(`\n  listing / ceiling:        ${share(list)} (cache off: ${share(listCold)})`);
  console.log(`  filtered / ceiling:       ${share(filter)} (cache off: ${share(filterCold)})`);

  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

/** Server-side latency on `largeCount` products, totals remembered and counted afresh. */
export async function benchLargeCatalogLatency(largeCount: number): Promise<void> {
  console.log(`\nServer-side latency on ${largeCount} products (embedded PGlite, cache off, 40 runs each)`);
  const largeStarted = performance.now();
  const large = await openDatabase({ kind: 'pglite' });
  await large.migrate();
  await seedDemoCatalogOnce(large.db, () => generateCatalog({ count: largeCount }));
  await large.db.execute(sql`analyze`);
  console.log(
    `  generated ${largeCount} products in ${((performance.now() - largeStarted) / 1000).toFixed(1)} s`,
  );
  // As npm start runs it (totals and corrected searches remembered, answers not cached), and with
  // nothing remembered: the first request for a set of filters also counts its matches.
  const largeApps = await Promise.all(
    [60, 0].map((catalogMemoSeconds) =>
      buildApp({
        database: large,
        webDist: false,
        catalogCacheSeconds: 0,
        catalogMemoSeconds,
        imageStore: createLocalImageStore(path.join(tmpdir(), 'velora-bench-uploads')),
        uploadsDir: null,
      }),
    ),
  );
  const api = '/api/shopify-products/products';
  const latencyCases = [
    { label: 'listing page 1', url: `${api}?page=1&limit=20` },
    { label: 'listing page 200', url: `${api}?page=200&limit=20` },
    { label: 'category + price range', url: `${api}?category=dress&priceRange=50-100&limit=20` },
    { label: 'colour + size, price high-low', url: `${api}?color=red&size=M&sort=price-desc&limit=20` },
    { label: 'shop default (random)', url: `${api}?sort=random&limit=20` },
    { label: 'top rated in category', url: `${api}?category=shoes&sort=rating&limit=20` },
    { label: 'on sale (the deals, random)', url: `${api}?onSale=true&sort=random&limit=20` },
    {
      label: 'on sale in category, price low-high',
      url: `${api}?onSale=true&category=dress&sort=price-asc&limit=20`,
    },
    { label: "search 'dress'", url: `${api}?q=dress&limit=20` },
    { label: "search 'silk slip dress'", url: `${api}?q=silk%20slip%20dress&limit=20` },
    { label: "search typo 'drss'", url: `${api}?q=drss&limit=20` },
    { label: "search typo 'jewelery'", url: `${api}?q=jewelery&limit=20` },
    { label: "search typo 'lipstik'", url: `${api}?q=lipstik&limit=20` },
    { label: "search + category 'red leather'", url: `${api}?q=red%20leather&category=shoes&limit=20` },
  ];
  const [memoApp, countingApp] = largeApps as [FastifyInstance, FastifyInstance];
  const remembered = await measureLatency(memoApp, latencyCases);
  const counted = await measureLatency(countingApp, latencyCases);
  console.log(`  ${''.padEnd(34)} ${'totals remembered'.padEnd(32)} first request (counting)`);
  for (const [i, row] of remembered.entries()) {
    const first = counted[i];
    console.log(
      `  ${row.label.padEnd(34)} p50 ${ms(row.p50).padStart(9)}   p95 ${ms(row.p95).padStart(9)}     p50 ${ms(first?.p50 ?? Number.NaN).padStart(9)}   p95 ${ms(first?.p95 ?? Number.NaN).padStart(9)}`,
    );
  }
  for (const app of largeApps) await app.close();
  await large.close();
}
