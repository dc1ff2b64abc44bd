// `npm run bench`: the figures recorded in docs/benchmarks.md. Prints, never asserts: the
// machines are shared and noisy, so only ratios measured side by side mean much.
import { cpus, totalmem } from 'node:os';
import { benchLighthouse, benchStartUp, buildAndWeighScripts } from './built-shop-bench';
import { benchLargeCatalogLatency, benchListingThroughput } from './catalog-speed-bench';
import { benchFootprint, printFootprint } from './footprint';
import { benchAdminStats } from './load/admin-stats';
import { benchCatalogCsv, printCatalogCsv } from './load/catalog-csv';
import { benchMixed, printMixed } from './load/mixed-load';
import { benchReports, printReports } from './load/reports-bench';
import { benchSearchCache, printSearchCache } from './load/search-cache';
import { benchCheckouts } from './races/checkout-race';
import { benchDiscounts, printDiscounts } from './races/discount-race';
import { benchRefunds } from './races/refund-race';
import { sizeAdviceSection } from './size-advice/size-advice-bench';
import { benchSizeAdviceLatency } from './size-advice/size-advice-latency';
import { benchRollingRestart, printRollingRestart } from './soak/rolling-restart';
import { soak } from './soak/soak';
import { printSoak } from './soak/soak-report';

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

/** The owner's reports over a year of 100 000 orders and 10 000 products, on both databases. */
async function reportsSection() {
  console.log('\nReports over a year: 100 000 orders, 10 000 products, 10 runs each (inject, as an admin)');
  for (const target of ['pglite', 'postgres'] as const) {
    if (target === 'postgres' && process.env.BENCH_POSTGRES === 'off') continue;
    try {
      printReports(await benchReports(target));
    } catch (error) {
      console.log(`  ${target}: not measured (${(error as Error).message})`);
    }
  }
}

// `npm run bench -- reports`: that section alone.
if (process.argv[2] === 'reports') {
  await reportsSection();
  process.exit(0);
}

// `npm run bench -- csv`: that section alone.
if (process.argv[2] === 'csv') {
  await catalogCsvSection();
  process.exit(0);
}

// `npm run bench -- size-advice`: the simulated shop's size advice, and its latency on the catalog.
if (process.argv[2] === 'size-advice') {
  sizeAdviceSection();
  await benchSizeAdviceLatency(count);
  process.exit(0);
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

console.log(
  `Bench on ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);

buildAndWeighScripts();
const startDir = await benchStartUp();
await footprintSection();
await benchLighthouse(startDir);

await benchListingThroughput({ count, duration, connections });
await benchLargeCatalogLatency(largeCount);

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

await reportsSection();

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

sizeAdviceSection();
await benchSizeAdviceLatency(count);
await catalogCsvSection();
await soakSection();
