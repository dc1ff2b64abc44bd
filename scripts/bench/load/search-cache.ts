// Searches under load (docs/decisions/038): 'dress' asked by 50 connections of a shop of 10 000
// products with its answer cache on and off, on embedded PGlite (on its own thread, as `npm start`
// runs it) and on PostgreSQL; then a flood of 100 000 searches nobody asks twice, mixed with the
// popular ones, through the shop's own answer cache, counting how often each kind was a hit.
//
// `before` names another checkout of the shop (its apps/server and scripts/bench): its server then
// runs beside this one's on the same database, taking turns, with this tree's search indexes
// (migration 0022) dropped while it runs, so both are measured side by side in one run.
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../../../apps/server/src/db/client';
import { generateCatalog } from '../../../apps/server/src/modules/demo-catalog';
import { seedDemoCatalogOnce } from '../../../apps/server/src/seed';
import { freePort, openTarget, POSTGRES_ADMIN_URL } from '../bench-database';
import { type FloodRow, flood } from './search-flood';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const API = '/api/shopify-products';
const DRESS = `${API}/products?q=dress&page=1&limit=20`;
/** The listing a search is measured against: the first page of the shop, the same size. */
const LISTING = `${API}/products?page=1&limit=20`;

/** The indexes of migration 0022, which the `before` server runs without. */
function searchWalkIndexes(): string[] {
  return readFileSync(path.join(root, 'apps/server/drizzle/0022_search_walk.sql'), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => statement.startsWith('CREATE INDEX'));
}

async function withDatabase<T>(dataDir: string, url: string, work: (database: Database) => Promise<T>) {
  const database = url
    ? await openDatabase({ kind: 'postgres', url })
    : await openDatabase({ kind: 'pglite', dataDir });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

async function setSearchWalk(dataDir: string, url: string, present: boolean) {
  await withDatabase(dataDir, url, async ({ db }) => {
    await db.execute(sql`drop index if exists products_search_walk_idx`);
    await db.execute(sql`drop index if exists products_search_walk_long_idx`);
    if (present) for (const statement of searchWalkIndexes()) await db.execute(sql.raw(statement));
    await db.execute(sql`analyze products`);
  });
}

/** bench-server.ts of a checkout on the prepared database: the shop with its cache, and without. */
async function startServer(checkout: string, dataDir: string, url: string) {
  const port = freePort();
  const uncachedPort = freePort();
  const server = fork(
    path.join(checkout, 'scripts/bench/bench-server.ts'),
    [dataDir, String(port), String(uncachedPort), DRESS],
    {
      cwd: checkout,
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: { ...process.env, DATABASE_URL: url },
    },
  );
  await new Promise<void>((resolve, reject) => {
    server.once('message', () => resolve());
    server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  };
  return {
    server: server as ChildProcess,
    stop,
    cached: `http://127.0.0.1:${port}`,
    uncached: `http://127.0.0.1:${uncachedPort}`,
  };
}

export interface SearchRow {
  title: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(title: string, url: string, connections: number, duration: number): Promise<SearchRow> {
  const options = { url, connections, timeout: 10 };
  await autocannon({ ...options, duration: 2 }); // plans, compiled code, the remembered tsquery and total
  const result = await autocannon({ ...options, duration });
  return {
    title,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

/**
 * Seeds `products` into a fresh embedded database or a throwaway PostgreSQL database, then runs
 * 'dress' at `connections` with the cache off and on (and the `before` checkout's server beside
 * this one's, taking turns for `rounds` rounds), then the flood of `oneOffs` distinct searches.
 */
export async function benchSearchCache(
  target: 'pglite' | 'postgres',
  {
    products = 10_000,
    connections = 50,
    duration = 10,
    rounds = 2,
    oneOffs = 100_000,
    popularEvery = 10,
    before,
    adminUrl = POSTGRES_ADMIN_URL,
  }: {
    products?: number;
    connections?: number;
    duration?: number;
    rounds?: number;
    oneOffs?: number;
    popularEvery?: number;
    before?: string;
    adminUrl?: string;
  } = {},
): Promise<{ dress: SearchRow[]; flood: FloodRow[] }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-search-'));
  const dbDir = path.join(dataDir, 'db');
  const { database, url, drop } = await openTarget(target, adminUrl, { dataDir: dbDir });
  try {
    await database.migrate();
    await seedDemoCatalogOnce(database.db, () => generateCatalog({ count: products }));
    await database.db.execute(sql`vacuum analyze`);
    await database.close();
    const dress: SearchRow[] = [];
    const checkouts: [string, string][] = before
      ? [
          ['before', before],
          ['after', root],
        ]
      : [['', root]];
    for (let round = 0; round < rounds; round += 1) {
      for (const [label, checkout] of checkouts) {
        await setSearchWalk(dbDir, url, label !== 'before');
        const server = await startServer(checkout, dbDir, url);
        try {
          const prefix = label ? `${label}, ` : '';
          const row = (title: string, url: string) => load(`${prefix}${title}`, url, connections, duration);
          dress.push(await row(`'dress', cache off`, `${server.uncached}${DRESS}`));
          dress.push(await row(`'dress', cache on`, `${server.cached}${DRESS}`));
          // What the uncached search is held to: a listing page of as many products.
          dress.push(await row('listing, cache off', `${server.uncached}${LISTING}`));
        } finally {
          await server.stop();
        }
      }
    }
    await setSearchWalk(dbDir, url, true);
    const floodRows = oneOffs > 0 ? await flood(dbDir, url, { oneOffs, popularEvery, connections }) : [];
    return { dress, flood: floodRows };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await drop();
  }
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

/** The rows as `npm run bench` prints them. */
export function printSearchCache(
  target: string,
  { dress, flood }: Awaited<ReturnType<typeof benchSearchCache>>,
) {
  console.log(`  ${target}`);
  for (const row of dress) {
    console.log(
      `    ${row.title.padEnd(28)} ${row.reqPerSec.toFixed(0).padStart(6)} req/s   p50 ${ms(row.p50).padStart(9)}   p99 ${ms(row.p99).padStart(9)}   errors ${row.errors}`,
    );
  }
  for (const row of flood) {
    console.log(
      `    ${row.title.padEnd(28)} ${String(row.requests).padStart(6)} asked   hits ${(row.hitRate * 100).toFixed(1)}%, pushed out ${row.pushedOut}   p50 ${ms(row.p50).padStart(9)}   p99 ${ms(row.p99).padStart(9)}`,
    );
  }
}

// `npx tsx scripts/bench/load/search-cache.ts [pglite|postgres] [before-checkout]`: this section alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const targets = process.argv[2]
    ? [process.argv[2] as 'pglite' | 'postgres']
    : (['pglite', 'postgres'] as const);
  const before = process.argv[3] ? path.resolve(process.argv[3]) : undefined;
  const duration = Number(process.env.BENCH_SECONDS ?? 10);
  const oneOffs = Number(process.env.BENCH_ONE_OFFS ?? 100_000);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
  for (const target of targets) {
    printSearchCache(target, await benchSearchCache(target, { duration, oneOffs, rounds, before }));
  }
}
