// `npm run bench`: the figures recorded in docs/benchmarks.md. Prints, never asserts: the
// machines are shared and noisy, so only ratios measured side by side mean much.
import { type ChildProcess, execFileSync, fork, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
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
import { benchFootprint, printFootprint } from './footprint';
import { benchAdminStats } from './load/admin-stats';
import { benchCatalogCsv, printCatalogCsv } from './load/catalog-csv';
import { benchMixed, printMixed } from './load/mixed-load';
import { measureLatency } from './load/query-latency';
import { benchSearchCache, printSearchCache } from './load/search-cache';
import { firstLoadScripts } from './pages/first-load-js';
import { describeScores, runLighthouse } from './pages/lighthouse-runs';
import { pageWeights, printPageWeights } from './pages/page-weight';
import { benchCheckouts } from './races/checkout-race';
import { benchDiscounts, printDiscounts } from './races/discount-race';
import { benchRefunds } from './races/refund-race';
import { benchRollingRestart, printRollingRestart } from './soak/rolling-restart';
import { soak } from './soak/soak';
import { printSoak } from './soak/soak-report';
import { benchServerEnv, START_NODE_OPTIONS } from './start-options';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const count = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const largeCount = Number(process.env.BENCH_LARGE_PRODUCTS ?? 100_000);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;
// The soak's length on each database: `npm run bench -- --soak-minutes 2` or BENCH_SOAK_MINUTES=2
// for a shorter one, 0 to leave it out.
const soakFlag = process.argv.indexOf('--soak-minutes');
const soakMinutes = Number(
  (soakFlag >= 0 ? process.argv[soakFlag + 1] : undefined) ?? process.env.BENCH_SOAK_MINUTES ?? 10,
);

/** The catalog CSV section: export, dry-run and real import of 10 000 products on both databases. */
async function catalogCsvSection() {
  console.log('\nCatalog CSV import and export: 10 000 products, about 50 000 variants');
  for (const target of ['pglite', 'postgres'] as const) {
    if (target === 'postgres' && process.env.BENCH_POSTGRES === 'off') continue;
    try {
      printCatalogCsv(await benchCatalogCsv(target));
    } catch (error) {
      console.log(`  ${target}: not measured (${(error as Error).message})`);
    }
  }
}

/** Steady shoppers on the built shop for soakMinutes on each database (scripts/bench/soak/soak.ts). */
async function soakSection() {
  if (!(soakMinutes > 0)) return;
  console.log(
    `\nSoak: ${soakMinutes} min of steady shoppers on the built shop (pages, searches, carts, paid checkouts, reviews, admin edits; about 18 requests/s), RSS every 30 s`,
  );
  for (const target of ['pglite', 'postgres'] as const) {
    if (target === 'postgres' && process.env.BENCH_POSTGRES === 'off') continue;
    try {
      printSoak(await soak({ target, minutes: soakMinutes }));
    } catch (error) {
      console.log(`  ${target}: not measured (${(error as Error).message})`);
    }
  }
}

/** The built shop's memory idle, after browsing and under load, on both databases (footprint.ts). */
async function footprintSection() {
  console.log(
    '\nMemory of the built shop (first start, 300 demo products, answer cache off), from /proc/PID/smaps',
  );
  for (const target of ['pglite', 'postgres'] as const) {
    if (target === 'postgres' && process.env.BENCH_POSTGRES === 'off') continue;
    try {
      printFootprint(await benchFootprint(target));
    } catch (error) {
      console.log(`  ${target}: not measured (${(error as Error).message})`);
    }
  }
}

// `npm run bench -- soak [--soak-minutes N]` and `npm run bench -- footprint`: that section
// alone, on the build already there.
if (process.argv[2] === 'soak') {
  await soakSection();
  process.exit(0);
}
if (process.argv[2] === 'footprint') {
  await footprintSection();
  process.exit(0);
}

// `npm run bench -- csv`: that section alone.
if (process.argv[2] === 'csv') {
  await catalogCsvSection();
  process.exit(0);
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms`);
}

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

/**
 * Runs the built shop (`npm start` minus the build check) on a data folder for the length of
 * `work`, and returns how long it took to answer /readyz.
 */
async function withShop(dataDir: string, work: (base: string) => Promise<void> = async () => {}) {
  const port = freePort();
  const child = spawn(
    process.execPath,
    [...START_NODE_OPTIONS, path.join(root, 'apps/server/dist/main.js')],
    {
      env: {
        ...benchServerEnv(),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        DATABASE_URL: '',
      },
      stdio: 'ignore',
    },
  );
  try {
    const readyMs = await waitFor(`http://127.0.0.1:${port}/readyz`, child, 120_000);
    await work(`http://127.0.0.1:${port}`);
    return readyMs;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

console.log(
  `Bench on ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);

console.log('\nBuilding web app and server');
execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
const js = firstLoadScripts(path.join(root, 'apps/web/dist'));
console.log(
  `  home route JavaScript before it is interactive: ${(js.gzip / 1024).toFixed(1)} KB gzip (${(js.raw / 1024).toFixed(1)} KB raw, ${js.files.length} files)`,
);
console.log('  largest modules of it (estimated gzip share):');
for (const { module, gzip } of js.largest)
  console.log(`    ${(gzip / 1024).toFixed(1).padStart(5)} KB  ${module}`);

console.log('\nStart-up (npm start on a built checkout, time until /readyz answers)');
const startDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-start-'));
const firstRun = await withShop(startDir);
const laterRun = await withShop(startDir);

console.log(`  first run, seeding the demo catalog: ${ms(firstRun)}`);
console.log(`  later run:                           ${ms(laterRun)}`);

console.log("\nPage weights: each storefront page's HTML as the server sends it (demo catalog)");
await withShop(startDir, async (base) => printPageWeights(await pageWeights(base)));
await footprintSection();

console.log(
  '\nLighthouse, mobile preset (simulated slow 4G, 4x CPU slowdown), demo catalog, median of 3 runs',
);
await withShop(startDir, async (base) => {
  const list = (await (await fetch(`${base}/api/shopify-products/products?limit=1`)).json()) as {
    products: { handle: string }[];
  };
  const product = `/shop/${list.products[0]?.handle}`;
  const pages = ['/', '/shop', '/categories/dress', '/search?q=silk', product];
  for (const row of await runLighthouse(base, pages, 3)) {
    console.log(`  ${row.path.padEnd(44)} ${describeScores(row)}`);
  }
});
rmSync(startDir, { recursive: true, force: true });

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

console.log(
  '\nCheckouts: 200 shoppers at once for the last 10 units, then checkout + payment + confirmation',
);
for (const target of ['pglite', 'postgres'] as const) {
  if (target === 'postgres' && process.env.BENCH_POSTGRES === 'off') continue;
  try {
    const row = await benchCheckouts(target);
    console.log(
      `  ${target.padEnd(9)} ${row.sessions} sessions, ${row.refused} refused, ${row.paid} paid, stock after ${row.stockAfter}` +
        ` (the race took ${ms(row.raceMs)}); ${row.checkoutsPerSecond.toFixed(1)} checkouts/s, 10 at a time`,
    );
  } catch (error) {
    console.log(`  ${target}: not measured (${(error as Error).message})`);
  }
}

console.log('\nRefunds: 50 admins refunding everything left of one paid order at once, 10 orders');
for (const target of ['pglite', 'postgres'] as const) {
  if (target === 'postgres' && process.env.BENCH_POSTGRES === 'off') continue;
  try {
    const row = await benchRefunds(target);
    console.log(
      `  ${target.padEnd(9)} ${row.made} refunds made, ${row.refused} refused (409), ${row.other} other answers, ` +
        `${row.overRefunded} orders over-refunded; median round ${ms(row.medianRoundMs)} ` +
        `(${row.requestsPerSecond.toFixed(0)} refund requests/s)`,
    );
  } catch (error) {
    console.log(`  ${target}: not measured (${(error as Error).message})`);
  }
}

console.log(
  '\nDiscount codes: checkouts started at once without and with a 10% code, then 200 shoppers on a 100-use code',
);
for (const target of ['pglite', 'postgres'] as const) {
  if (target === 'postgres' && process.env.BENCH_POSTGRES === 'off') continue;
  try {
    printDiscounts(await benchDiscounts(target));
  } catch (error) {
    console.log(`  ${target}: not measured (${(error as Error).message})`);
  }
}

console.log('\nAdmin dashboard figures (GET /api/stats/admin-stats) on 100 000 orders, 40 runs');
for (const target of ['pglite', 'postgres'] as const) {
  if (target === 'postgres' && process.env.BENCH_POSTGRES === 'off') continue;
  try {
    const row = await benchAdminStats(target);
    console.log(
      `  ${target.padEnd(9)} ${row.orders} paid orders counted; p50 ${ms(row.p50)}   p95 ${ms(row.p95)} (orders written in ${ms(row.seedMs)})`,
    );
  } catch (error) {
    console.log(`  ${target}: not measured (${(error as Error).message})`);
  }
}

console.log(
  `\nMixed catalog workload: 1 200 distinct addresses, 50 connections, ${duration} s each, ${count} products`,
);
for (const target of ['pglite', 'postgres'] as const) {
  if (target === 'postgres' && process.env.BENCH_POSTGRES === 'off') continue;
  try {
    // 100 000 addresses asked once each take minutes; on PostgreSQL, the quicker of the two.
    const distinct = Number(process.env.BENCH_DISTINCT ?? (target === 'postgres' ? 100_000 : 0));
    const { addresses, rows } = await benchMixed(target, { products: count, duration, distinct });
    printMixed(target, addresses, rows);
  } catch (error) {
    console.log(`  ${target}: not measured (${(error as Error).message})`);
  }
}

console.log(
  `\nSearches under load: 'dress' on ${count} products, 50 connections, cache on and off; then 100 000 one-off searches mixed with popular ones`,
);
for (const target of ['pglite', 'postgres'] as const) {
  if (target === 'postgres' && process.env.BENCH_POSTGRES === 'off') continue;
  try {
    printSearchCache(target, await benchSearchCache(target, { products: count, duration }));
  } catch (error) {
    console.log(`  ${target}: not measured (${(error as Error).message})`);
  }
}

console.log(
  '\nRolling restart under load: 3 instances on PostgreSQL behind a round-robin proxy, 20 connections',
);
if (process.env.BENCH_POSTGRES === 'off') {
  console.log('  not measured (BENCH_POSTGRES=off)');
} else {
  try {
    printRollingRestart(await benchRollingRestart());
  } catch (error) {
    console.log(`  not measured (${(error as Error).message})`);
  }
}

await catalogCsvSection();
await soakSection();
