// The small-server footprint (docs/decisions/038): the built shop's resident memory idle after a first
// start, after every storefront page once, during and after the mixed storefront load with the
// answer cache off, on the embedded database and on PostgreSQL, with where that memory sits.
// Reads /proc, so it measures on Linux only.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATEGORIES } from '@shop/shared/catalog/catalog';
import autocannon from 'autocannon';
import { createPostgresDatabase, freePort } from './bench-database';
import { catalogAddresses } from './load/catalog-addresses';
import { benchServerEnv, START_NODE_OPTIONS } from './start-options';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const API = '/api/shopify-products';
/** How long the shop is left alone before an idle reading. */
const IDLE_MS = 10_000;

/** Where a process's resident memory sits, in MB, read from /proc/PID/smaps. */
export interface MemoryBreakdown {
  rss: number;
  /** The node binary and shared libraries (sharp's libvips, argon2): file pages. */
  code: number;
  /** V8's heaps, the main thread's and the database thread's: 256 KB pages. */
  jsHeaps: number;
  /** C heaps (glibc's malloc): buffers, V8's compiler, WebAssembly's compiled module. */
  malloc: number;
  /** The embedded database's WebAssembly memory: the one mapping of 128 MB or more. */
  wasm: number;
  other: number;
}

export function memoryOf(pid: number): MemoryBreakdown {
  const kb = { code: 0, jsHeaps: 0, malloc: 0, wasm: 0, other: 0 };
  let current: { name: string; size: number; start: number } | null = null;
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      const start = Number.parseInt(head[1] as string, 16);
      const end = Number.parseInt(head[2] as string, 16);
      current = { name: head[3] ?? '', size: (end - start) / 1024, start };
      continue;
    }
    if (!current || !line.startsWith('Rss:')) continue;
    const rss = Number(line.split(/\s+/)[1]);
    const { name, size, start } = current;
    // glibc gives each thread's arena a 64 MB-aligned mapping of at most 64 MB.
    const arena = !name && start % (64 * 2 ** 20) === 0 && size <= 64 * 1024;
    if (name === '[heap]' || arena) kb.malloc += rss;
    else if (name.startsWith('/')) kb.code += rss;
    else if (!name && size === 256) kb.jsHeaps += rss;
    else if (!name && size >= 128 * 1024) kb.wasm += rss;
    else kb.other += rss;
  }
  const mb = (n: number) => n / 1024;
  const parts = {
    code: mb(kb.code),
    jsHeaps: mb(kb.jsHeaps),
    malloc: mb(kb.malloc),
    wasm: mb(kb.wasm),
    other: mb(kb.other),
  };
  return { rss: Object.values(parts).reduce((a, b) => a + b, 0), ...parts };
}

async function waitReady(base: string, child: ChildProcess) {
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Every kind of storefront page, as a shopper opens each once. */
async function browseEveryPage(base: string, handles: readonly string[]) {
  const pages = [
    '/',
    '/shop',
    '/shop?page=2',
    ...CATEGORIES.map((category) => `/categories/${category}`),
    '/search?q=dress',
    '/search?q=drss',
    ...handles.slice(0, 5).map((handle) => `/shop/${handle}`),
    '/cart',
    '/checkout',
    '/login',
    '/register',
    '/forget-password',
    '/contact',
  ];
  for (const page of pages) {
    const answer = await fetch(`${base}${page}`);
    await answer.arrayBuffer();
    if (answer.status >= 500) throw new Error(`${page} answered ${answer.status}`);
  }
  return pages.length;
}

export interface FootprintRow {
  target: 'pglite' | 'postgres';
  nodeOptions: string[];
  readyMs: number;
  idle: MemoryBreakdown;
  afterBrowsing: MemoryBreakdown;
  pagesBrowsed: number;
  /** The mixed load at 50 connections, cache off: the highest RSS sampled and the RSS after. */
  load?: { peakRss: number; after: MemoryBreakdown; reqPerSec: number; errors: number };
}

/**
 * Starts the built shop as `npm start` does in production (300 demo products, a first start on
 * an empty data folder or database), and measures it idle, after browsing, and under load.
 */
export async function benchFootprint(
  target: 'pglite' | 'postgres',
  {
    load = target === 'pglite',
    seconds = 10,
    connections = 50,
    /** Node's options, as `npm start` passes them (package.json); others to compare. */
    nodeOptions = START_NODE_OPTIONS,
  } = {},
): Promise<FootprintRow> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-footprint-'));
  const postgres = target === 'postgres' ? await createPostgresDatabase() : null;
  const port = freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeOptions, path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...benchServerEnv(),
      NODE_ENV: 'production',
      PUBLIC_URL: base,
      ALLOW_TEST_CHECKOUT: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DATABASE_URL: postgres?.url ?? '',
      REDIS_URL: '',
      DEMO_CATALOG_SIZE: '300',
      // Every request pays for its queries: the database's memory at work, not the cache's.
      CATALOG_CACHE_SECONDS: '0',
    },
    stdio: 'ignore',
  });
  // Idle means after each thread's quiet collection (ADR 040), 5 to 7.5 s after its last work.
  const settle = () => new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  try {
    const readyMs = await waitReady(base, child);
    await settle();
    const idle = memoryOf(child.pid as number);
    const listing = (await (await fetch(`${base}${API}/products?page=1&limit=100`)).json()) as {
      products: { handle: string }[];
    };
    const handles = listing.products.map((product) => product.handle);
    const pagesBrowsed = await browseEveryPage(base, handles);
    await settle();
    const afterBrowsing = memoryOf(child.pid as number);
    const row: FootprintRow = { target, nodeOptions, readyMs, idle, afterBrowsing, pagesBrowsed };
    if (load) {
      let peakRss = 0;
      const sampler = setInterval(() => {
        peakRss = Math.max(peakRss, memoryOf(child.pid as number).rss);
      }, 250);
      const addresses = catalogAddresses(handles);
      let i = 0;
      const result = await autocannon({
        url: base,
        connections,
        duration: seconds,
        timeout: 10,
        requests: [
          {
            setupRequest: (request: autocannon.Request) => {
              const next = addresses[i % addresses.length] ?? '/';
              i += 1;
              return { ...request, path: next };
            },
          },
        ],
      });
      clearInterval(sampler);
      await settle();
      const after = memoryOf(child.pid as number);
      row.load = {
        peakRss: Math.max(peakRss, after.rss),
        after,
        reqPerSec: result.requests.average,
        errors: result.errors + result.non2xx + result.timeouts,
      };
    }
    return row;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  }
}

const mb = (n: number) => `${n.toFixed(0)} MB`;
const parts = (m: MemoryBreakdown) =>
  `${mb(m.rss).padStart(7)}  (JS heaps ${mb(m.jsHeaps)}, malloc ${mb(m.malloc)}, WebAssembly ${mb(m.wasm)}, binaries ${mb(m.code)}, other ${mb(m.other)})`;

export function printFootprint(row: FootprintRow) {
  console.log(
    `  ${row.target}${row.nodeOptions.length ? ` (node ${row.nodeOptions.join(' ')})` : ''}: ready in ${(row.readyMs / 1000).toFixed(1)} s (first start, 300 demo products)`,
  );
  console.log(`    idle after start            ${parts(row.idle)}`);
  console.log(
    `    after ${String(row.pagesBrowsed).padStart(2)} storefront pages   ${parts(row.afterBrowsing)}`,
  );
  if (row.load) {
    console.log(
      `    mixed load, 50 connections, cache off: peak ${mb(row.load.peakRss)}, ${row.load.reqPerSec.toFixed(0)} req/s, errors ${row.load.errors}`,
    );
    console.log(`    after the load              ${parts(row.load.after)}`);
  }
}

// `npx tsx scripts/bench/footprint.ts [pglite|postgres]`: this section alone, on a built shop.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const targets = process.argv[2]
    ? [process.argv[2] as 'pglite' | 'postgres']
    : (['pglite', 'postgres'] as const);
  // FOOTPRINT_COMPARE="--max-semi-space-size=16": each target also with those options instead,
  // alternating, twice, for a side-by-side figure.
  const compare = process.env.FOOTPRINT_COMPARE?.split(/\s+/).filter(Boolean);
  for (const target of targets) {
    if (!compare) {
      printFootprint(await benchFootprint(target));
      continue;
    }
    for (let round = 0; round < 2; round++) {
      printFootprint(await benchFootprint(target, { load: true }));
      printFootprint(await benchFootprint(target, { load: true, nodeOptions: compare }));
    }
  }
}
