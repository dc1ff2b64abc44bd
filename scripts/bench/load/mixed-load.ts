// A storefront's catalog traffic, not one address asked again and again (the catalog-under-load
// change of 25 November 2026): more than a thousand distinct catalog addresses in the proportions a
// shop sees, generated the same way on every run, sent by 50 connections to the shop with its answer
// cache on and off, on embedded PGlite and on PostgreSQL, beside the constant-body ceiling of the
// same process.
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { generateCatalog } from '../../../apps/server/src/modules/demo-catalog';
import { seedDemoCatalogOnce } from '../../../apps/server/src/seed';
import { freePort, openTarget, POSTGRES_ADMIN_URL } from '../bench-database';
import { benchServerEnv, START_NODE_OPTIONS } from '../start-options';
import { API, catalogAddresses, distinctAddresses } from './catalog-addresses';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const LISTING = `${API}/products?page=1&limit=20`;

/** Seconds of the same load before each timed run, not counted. */
const WARM_UP_SECONDS = 2;

export interface MixedRow {
  title: string;
  /** The slowest /readyz answer during the run. */
  healthMaxMs: number;
  /** Answers that were 503 'busy' (counted among the errors too). */
  busy: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  rssMb: number;
  /** The JavaScript heap still in use after a full collection. */
  heapMb: number;
  /** What the answer cache holds after the run. */
  cache: { entries: number; bytes: number };
}

interface Memory {
  rss: number;
  heapUsed: number;
  cache: { entries: number; bytes: number };
}

function memoryOf(server: ChildProcess): Promise<Memory> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      if (typeof message === 'object' && message && 'rss' in message) {
        server.off('message', onMessage);
        resolve(message as Memory);
      }
    };
    server.on('message', onMessage);
    server.send('rss');
  });
}

async function run(
  title: string,
  base: string,
  addresses: readonly string[],
  server: ChildProcess,
  options: { connections: number; duration?: number; amount?: number },
): Promise<MixedRow> {
  let i = 0;
  const requests = [
    {
      setupRequest: (request: autocannon.Request) => {
        const pathAndQuery = addresses[i % addresses.length] ?? '/';
        i += 1;
        return { ...request, path: pathAndQuery };
      },
    },
  ];
  if (options.duration) {
    // A shop that has been running: compiled code, each connection's plans, the totals it
    // remembers. Without this, the first of ten seconds ran at half speed and weighed on every row.
    await autocannon({ url: base, connections: options.connections, duration: WARM_UP_SECONDS, requests });
  }
  // /readyz asked every 100 ms during the run, as a load balancer would: its slowest answer.
  let healthMaxMs = 0;
  let running = true;
  const probing = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${base}/readyz`).catch(() => {});
      healthMaxMs = Math.max(healthMaxMs, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const result = await autocannon({
    url: base,
    connections: options.connections,
    ...(options.amount ? { amount: options.amount } : { duration: options.duration }),
    timeout: 10,
    requests,
  });
  running = false;
  await probing;
  return {
    title,
    healthMaxMs,
    busy: result.statusCodeStats?.['503']?.count ?? 0,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    timeouts: result.timeouts,
    ...(await memoryOf(server).then((memory) => ({
      rssMb: memory.rss / 2 ** 20,
      heapMb: memory.heapUsed / 2 ** 20,
      cache: memory.cache,
    }))),
  };
}

async function startServer(dataDir: string, databaseUrl: string) {
  const port = freePort();
  const uncachedPort = freePort();
  // Node's options as `npm start` gives them, unless BENCH_NODE_OPTIONS compares others; malloc's
  // settings are npm start's either way (benchServerEnv).
  const nodeOptions =
    process.env.BENCH_NODE_OPTIONS === undefined
      ? START_NODE_OPTIONS
      : process.env.BENCH_NODE_OPTIONS.split(/\s+/).filter(Boolean);
  const server = fork(
    path.join(root, 'scripts/bench/bench-server.ts'),
    [dataDir, String(port), String(uncachedPort), LISTING],
    {
      execArgv: ['--import', 'tsx', '--expose-gc', ...nodeOptions],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: {
        ...benchServerEnv(),
        DATABASE_URL: databaseUrl,
      },
    },
  );
  await new Promise<void>((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if (typeof message === 'object' && message && 'ready' in message) {
        server.off('message', onMessage);
        resolve();
      }
    };
    server.on('message', onMessage);
    server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { server, cached: `http://127.0.0.1:${port}`, uncached: `http://127.0.0.1:${uncachedPort}` };
}

/**
 * Seeds `products` products into a fresh embedded database or a throwaway PostgreSQL database,
 * starts the shop on it (cache on and off), and runs the mixed workload and the ceiling.
 */
export async function benchMixed(
  target: 'pglite' | 'postgres',
  {
    products = 10_000,
    connections = 50,
    duration = 10,
    adminUrl = POSTGRES_ADMIN_URL,
    /** Distinct addresses asked once each of the cached shop afterwards; 0 leaves that run out. */
    distinct = 0,
  } = {},
): Promise<{ addresses: number; rows: MixedRow[] }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-mixed-'));
  const { database, url, drop } = await openTarget(target, adminUrl, { dataDir: path.join(dataDir, 'db') });
  try {
    await database.migrate();
    await seedDemoCatalogOnce(database.db, () => generateCatalog({ count: products }));
    await database.db.execute(sql`analyze`);
    const rows = (await database.db.execute(sql`select handle from products order by handle`)) as unknown as {
      rows: { handle: string }[];
    };
    await database.close();
    const handles = rows.rows.map((row) => row.handle);
    const addresses = catalogAddresses(handles);

    const { server, cached, uncached } = await startServer(path.join(dataDir, 'db'), url);
    try {
      const options = { connections, duration };
      const results = [
        await run('constant body (ceiling)', cached, ['/__bench/constant'], server, options),
        await run('listing page 1, cache off', uncached, [LISTING], server, options),
        await run('mixed, cache on', cached, addresses, server, options),
        await run('mixed, cache off', uncached, addresses, server, options),
      ];
      // Eight times the connections: more than the line holds, so some are told to come back.
      results.push(
        await run('overload: 400 connections, cache off', uncached, addresses, server, {
          connections: 400,
          duration: options.duration,
        }),
      );
      if (distinct > 0) {
        const many = distinctAddresses(handles, distinct);
        results.push(
          await run(`${many.length} distinct, cache on`, cached, many, server, {
            connections,
            amount: many.length,
          }),
        );
      }
      return { addresses: addresses.length, rows: results };
    } finally {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await drop();
  }
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

/** The rows as `npm run bench` prints them. */
export function printMixed(target: string, addresses: number, rows: readonly MixedRow[]): void {
  console.log(`  ${target} (${addresses} addresses)`);
  for (const row of rows) {
    console.log(
      `    ${row.title.padEnd(36)} ${row.reqPerSec.toFixed(0).padStart(6)} req/s   p50 ${ms(row.p50).padStart(9)}   p99 ${ms(row.p99).padStart(9)}   errors ${row.errors} (503: ${row.busy})   timeouts ${row.timeouts}   /readyz max ${ms(row.healthMaxMs)}   RSS ${row.rssMb.toFixed(0)} MB, heap ${row.heapMb.toFixed(0)} MB   cache ${row.cache.entries} entries, ${(row.cache.bytes / 2 ** 20).toFixed(1)} MB`,
    );
  }
}

// `npx tsx scripts/bench/load/mixed-load.ts [pglite|postgres]`: this section of the bench alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const targets = process.argv[2]
    ? [process.argv[2] as 'pglite' | 'postgres']
    : (['pglite', 'postgres'] as const);
  const duration = Number(process.env.BENCH_SECONDS ?? 10);
  const products = Number(process.env.BENCH_PRODUCTS ?? 10_000);
  const distinct = Number(process.env.BENCH_DISTINCT ?? 0);
  for (const target of targets) {
    const { addresses, rows } = await benchMixed(target, { products, duration, distinct });
    printMixed(target, addresses, rows);
  }
}
