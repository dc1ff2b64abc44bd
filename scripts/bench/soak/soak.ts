// The soak (docs/decisions/038): the built shop, as `npm start` runs it in production, under a steady
// stream of shoppers for minutes on end, on embedded PGlite and on PostgreSQL. Not its top speed
// (the mixed-load bench measures that) but whether it stays well: no 5xx, no request over 10 s,
// and resident memory (the process's, PGlite's worker thread included) that stops growing once the
// first minute has warmed it up. The shop is a separate process, so what is sampled is its memory
// alone, from /proc every 30 s.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createPostgresDatabase, freePort, POSTGRES_ADMIN_URL, redisAnswers } from '../bench-database';
import { seededRandom } from '../load/mixed-load';
import { benchServerEnv, START_NODE_OPTIONS } from '../start-options';
import { type KindCounts, SOAK_KINDS, SoakClient, type SoakFailure, type SoakKind } from './soak-client';
import { adminEdit, browse, buy, type SoakWorld, search } from './soak-shoppers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const ADMIN = { email: 'owner@soak.example', password: 'Owner#Soak2026' };

/** Visits started per second, whatever the shop's speed: a steady rate, not a flood. */
export interface SoakRates {
  /** Page views (a product page's also fetch the product and its reviews, as the browser does). */
  browse: number;
  searches: number;
  /** Buyers: log in or register, cart, checkout, payment, review (about 14 requests each). */
  buyers: number;
  /** The owner's edits (3 to 6 requests each). */
  adminEdits: number;
}

/** About 20 requests a second in all. */
export const DEFAULT_SOAK_RATES: SoakRates = { browse: 5, searches: 4, buyers: 0.4, adminEdits: 0.2 };

export interface SoakOptions {
  target: 'pglite' | 'postgres';
  minutes: number;
  rates?: Partial<SoakRates>;
  /** The demo catalog the shop seeds on its first start (DEMO_CATALOG_SIZE). */
  products?: number;
  sampleSeconds?: number;
  /** A request without its whole answer after this long is a timeout. */
  timeoutMs?: number;
  adminUrl?: string;
  /** Use Redis on 127.0.0.1:6379 (rate limits, catalog version) if it answers; PostgreSQL only by default. */
  redis?: boolean;
  /** Node options for the shop's process besides npm start's own (an investigation's --inspect). */
  nodeArgs?: string[];
  /** Told each memory sample as it is taken, for a progress line or a closer look at the process. */
  onSample?: (sample: SoakSample, shop: { pid: number; base: string }) => void;
}

export interface SoakSample {
  atSeconds: number;
  rssMb: number;
  /** The main thread's JavaScript heap in use, from the shop's /metrics (PGlite's worker is not in it). */
  heapUsedMb: number | null;
  /** Since the sample before: requests answered, how many failed (5xx, timeout, no answer), the slowest. */
  requests: number;
  failures: number;
  slowestMs: number;
  /** The shop's CPU time since the sample before, in percent of one core, and the machine's load average. */
  cpuPercent: number;
  loadAverage: number;
}

export interface SoakResult {
  target: 'pglite' | 'postgres';
  minutes: number;
  redis: boolean;
  startupSeconds: number;
  samples: SoakSample[];
  requests: number;
  requestsPerSecond: number;
  byKind: Record<SoakKind, KindCounts>;
  errors5xx: number;
  timeouts: number;
  networkErrors: number;
  /** RSS at the end against RSS at one minute, in percent. */
  growthPercentAfterFirstMinute: number;
  paidOrders: number;
  reviews: number;
  /** Visits that stopped at an answer they did not expect (listed in `surprises`). */
  stoppedVisits: number;
  /** Visits not started because too many of their kind were still waiting for the shop. */
  visitsBehind: number;
  /** Visits that threw (a bug in the soak itself, or an answer of an unexpected shape). */
  visitCrashes: string[];
  failures: SoakFailure[];
  surprises: { what: string; count: number; message: string }[];
  /** The shop's own error lines (level error or fatal), the first 30. */
  serverErrors: string[];
  serverExit: number | null;
}

/** The resident memory of a process, its threads included (PGlite's worker), in MB. */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** CPU seconds the process has used (user and system, its threads included). */
function cpuSeconds(pid: number): number {
  // Fields after the command name, which may hold spaces: utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // Clock ticks; Linux reports them at 100 a second (USER_HZ) on every architecture Node runs on.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function heapUsedMb(base: string): Promise<number | null> {
  try {
    const text = await (await fetch(`${base}/metrics`, { signal: AbortSignal.timeout(5000) })).text();
    const bytes = /^nodejs_heap_size_used_bytes\s+([\d.e+]+)/m.exec(text)?.[1];
    return bytes ? Number(bytes) / 2 ** 20 : null;
  } catch {
    return null;
  }
}

async function ready(base: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/readyz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the shop was not ready after ${timeoutMs / 1000} s`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** The built shop in production mode on a fresh data folder or database, its error lines kept. */
function startShop(env: NodeJS.ProcessEnv, nodeArgs: readonly string[]) {
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'apps/server/dist/main.js')], {
    env: { ...benchServerEnv(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const errors: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (line) => {
      // pino's JSON lines: 50 is error, 60 fatal; anything not JSON on stderr is worth keeping too.
      const level = /"level":(\d+)/.exec(line)?.[1];
      const keep = level ? Number(level) >= 50 : stream === child.stderr && line.trim() !== '';
      if (keep && errors.length < 30) errors.push(line.slice(0, 2000));
    });
  }
  return { child, errors };
}

async function stopShop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}

/** Sends each kind of visit at its rate until `endsAt`, then waits for the visits still going. */
async function drive(world: SoakWorld, rates: SoakRates, endsAt: number) {
  const streams = [
    { perSecond: rates.browse, most: 60, visit: () => browse(world) },
    { perSecond: rates.searches, most: 60, visit: () => search(world) },
    { perSecond: rates.buyers, most: 20, visit: () => buy(world) },
    { perSecond: rates.adminEdits, most: 2, visit: (turn: number) => adminEdit(world, turn) },
  ];
  const going = new Set<Promise<void>>();
  const crashes: string[] = [];
  let behind = 0;
  const started = performance.now();
  await Promise.all(
    streams
      .filter((stream) => stream.perSecond > 0)
      .map(async (stream) => {
        let inFlight = 0;
        for (let turn = 0; ; turn += 1) {
          const due = started + (turn * 1000) / stream.perSecond;
          if (due >= endsAt) return;
          await sleep(due - performance.now());
          if (inFlight >= stream.most) {
            behind += 1;
            continue;
          }
          inFlight += 1;
          const visit = stream
            .visit(turn)
            .catch((error: Error) => {
              if (crashes.length < 20) crashes.push(error.stack ?? error.message);
            })
            .finally(() => {
              inFlight -= 1;
              going.delete(visit);
            });
          going.add(visit);
        }
      }),
  );
  await Promise.all([...going]);
  return { behind, crashes };
}

/**
 * Runs the built shop (apps/server/dist: `npm run build` first) for `minutes` of steady traffic
 * after it is ready, sampling its resident memory every 30 s from the start of the traffic.
 */
export async function soak(options: SoakOptions): Promise<SoakResult> {
  const { target, minutes, products = 300, sampleSeconds = 30, timeoutMs = 10_000 } = options;
  const rates = { ...DEFAULT_SOAK_RATES, ...options.rates };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-soak-'));
  const database =
    target === 'postgres' ? await createPostgresDatabase(options.adminUrl ?? POSTGRES_ADMIN_URL) : null;
  const redis = (options.redis ?? target === 'postgres') && (await redisAnswers());
  const port = freePort();
  const base = `http://127.0.0.1:${port}`;
  const { child, errors } = startShop(
    {
      NODE_ENV: 'production',
      PUBLIC_URL: base,
      ALLOW_TEST_CHECKOUT: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      REDIS_URL: redis ? 'redis://127.0.0.1:6379' : '',
      SESSION_SECRET: 'the-soak-shop-signs-with-this-secret',
      DEMO_CATALOG_SIZE: String(products),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      // Mail would only be logged; the soak is not about it.
      SMTP_URL: '',
    },
    [...START_NODE_OPTIONS, ...(options.nodeArgs ?? [])],
  );
  try {
    const bootStarted = performance.now();
    await ready(base, child);
    const startupSeconds = (performance.now() - bootStarted) / 1000;

    // What the visits need, asked before the soak and not counted in it.
    const setup = new SoakClient(base, timeoutMs);
    const adminIp = '127.0.0.2';
    const login = await setup.send('admin', 'POST', '/api/auth/login', { ip: adminIp, json: ADMIN });
    const token = (login?.json as { token?: string } | undefined)?.token;
    if (!token) throw new Error(`the admin could not log in: ${login?.status} ${login?.text.slice(0, 200)}`);
    const listing = await setup.send('browse', 'GET', '/api/shopify-products/products?limit=1000', {
      ip: adminIp,
    });
    const handles = ((listing?.json as { products?: { handle: string }[] } | undefined)?.products ?? []).map(
      (product) => product.handle,
    );
    const methods = await setup.send('checkout', 'GET', '/api/shipping/methods?country=US', { ip: adminIp });
    const shippingMethodId = (
      methods?.json as { methods?: { id: string; name: string }[] } | undefined
    )?.methods?.find((method) => method.name === 'Standard')?.id;
    if (handles.length === 0 || !shippingMethodId)
      throw new Error('the shop answered no products or no delivery');

    const client = new SoakClient(base, timeoutMs);
    // Client addresses of this run alone: a second run on the same Redis starts with no counts.
    const network = randomInt(256);
    let clients = 0;
    const world: SoakWorld = {
      client,
      handles,
      next: seededRandom(31),
      shoppers: [],
      newIp: () => {
        clients += 1;
        return `10.${network}.${(clients >> 8) & 255}.${clients & 255}`;
      },
      admin: { token, ip: adminIp },
      shippingMethodId,
      stopped: 0,
      paidOrders: 0,
      reviews: 0,
    };

    const samples: SoakSample[] = [];
    const durationMs = minutes * 60_000;
    const loadStarted = performance.now();
    const sampling = (async () => {
      let cpuBefore = cpuSeconds(child.pid as number);
      let sampledAt = performance.now();
      for (let at = 0; ; at += sampleSeconds) {
        const atMs = Math.min(at * 1000, durationMs);
        await sleep(loadStarted + atMs - performance.now());
        if (child.exitCode !== null) return;
        const cpu = cpuSeconds(child.pid as number);
        const now = performance.now();
        // None for the first sample: it has no window before it.
        const cpuPercent = at > 0 ? ((cpu - cpuBefore) / ((now - sampledAt) / 1000)) * 100 : 0;
        cpuBefore = cpu;
        sampledAt = now;
        const sample = {
          atSeconds: Math.round(atMs / 1000),
          rssMb: rssMb(child.pid as number),
          heapUsedMb: await heapUsedMb(base),
          ...client.takeWindow(),
          cpuPercent,
          loadAverage: loadavg()[0] ?? 0,
        };
        samples.push(sample);
        options.onSample?.(sample, { pid: child.pid as number, base });
        if (atMs >= durationMs) return;
      }
    })();
    const { behind, crashes } = await drive(world, rates, loadStarted + durationMs);
    await sampling;
    const loadSeconds = (performance.now() - loadStarted) / 1000;

    const afterFirstMinute = samples.find((sample) => sample.atSeconds >= 60) ?? samples[0];
    const last = samples.at(-1);
    const requests = client.requests;
    return {
      target,
      minutes,
      redis,
      startupSeconds,
      samples,
      requests,
      requestsPerSecond: requests / loadSeconds,
      byKind: client.byKind(),
      errors5xx: client.errors5xx,
      timeouts: client.timeouts,
      networkErrors: client.networkErrors,
      growthPercentAfterFirstMinute:
        afterFirstMinute && last ? ((last.rssMb - afterFirstMinute.rssMb) / afterFirstMinute.rssMb) * 100 : 0,
      paidOrders: world.paidOrders,
      reviews: world.reviews,
      stoppedVisits: world.stopped,
      visitsBehind: behind,
      visitCrashes: crashes,
      failures: client.failures,
      surprises: [...client.surprises].map(([what, { count, message }]) => ({ what, count, message })),
      serverErrors: errors,
      serverExit: child.exitCode,
    };
  } finally {
    await stopShop(child);
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

const ms = (n: number) => `${n.toFixed(0)} ms`;

/** The result as `npm run bench` prints it. */
export function printSoak(result: SoakResult): void {
  const first = result.samples.find((sample) => sample.atSeconds >= 60) ?? result.samples[0];
  const last = result.samples.at(-1);
  const memoryOk = result.growthPercentAfterFirstMinute < 10;
  const clean = result.errors5xx === 0 && result.timeouts === 0 && result.networkErrors === 0;
  console.log(
    `  ${result.target}${result.redis ? ' (with Redis)' : ''}, ${result.minutes} min after a ${result.startupSeconds.toFixed(0)} s start: ` +
      `${result.requests} requests (${result.requestsPerSecond.toFixed(1)}/s), ${result.errors5xx} 5xx, ${result.timeouts} timeouts, ` +
      `${result.networkErrors} network errors ${clean ? '(pass)' : '(FAIL)'}; RSS ${first?.rssMb.toFixed(0)} MB at ${first?.atSeconds} s → ` +
      `${last?.rssMb.toFixed(0)} MB at ${last?.atSeconds} s, ${result.growthPercentAfterFirstMinute >= 0 ? '+' : ''}${result.growthPercentAfterFirstMinute.toFixed(1)}% ${memoryOk ? '(pass, under 10%)' : '(FAIL, 10% or more)'}`,
  );
  console.log(
    `    RSS every 30 s (MB): ${result.samples.map((sample) => `${sample.atSeconds} s ${sample.rssMb.toFixed(0)}`).join(', ')}`,
  );
  console.log(
    `    heap in use (MB):    ${result.samples.map((sample) => `${sample.atSeconds} s ${sample.heapUsedMb?.toFixed(0) ?? '?'}`).join(', ')}`,
  );
  console.log(
    `    shop CPU % / load:   ${result.samples.map((sample) => `${sample.atSeconds} s ${sample.cpuPercent.toFixed(0)}/${sample.loadAverage.toFixed(1)}`).join(', ')}`,
  );
  if (result.samples.some((sample) => sample.failures > 0)) {
    console.log(
      `    failed per 30 s:     ${result.samples.map((sample) => `${sample.atSeconds} s ${sample.failures}/${sample.requests}`).join(', ')}`,
    );
  }
  console.log(
    `    ${result.paidOrders} orders paid, ${result.reviews} reviews written, ${result.stoppedVisits} visits stopped at an answer they did not expect, ${result.visitsBehind} visits not started (the shop fell behind)`,
  );
  for (const kind of SOAK_KINDS) {
    const row = result.byKind[kind];
    if (row.requests === 0) continue;
    const statuses = Object.entries(row.statuses)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ');
    console.log(
      `    ${kind.padEnd(9)} ${String(row.requests).padStart(6)} requests   p50 ${ms(row.p50Ms).padStart(7)}   p99 ${ms(row.p99Ms).padStart(7)}   max ${ms(row.maxMs).padStart(7)}   ${statuses}`,
    );
  }
  for (const surprise of result.surprises) {
    console.log(`    unexpected: ${surprise.what} ×${surprise.count} (${surprise.message})`);
  }
  for (const failure of result.failures.slice(0, 10)) {
    console.log(
      `    failed at ${failure.atSeconds} s: ${failure.method} ${failure.path} → ${failure.outcome} after ${failure.ms} ms ${failure.body}`,
    );
  }
  for (const crash of result.visitCrashes.slice(0, 5)) console.log(`    visit crashed: ${crash}`);
  for (const line of result.serverErrors.slice(0, 10)) console.log(`    shop logged: ${line.slice(0, 500)}`);
  if (result.serverExit !== null)
    console.log(`    the shop exited during the soak with ${result.serverExit}`);
}

// `npx tsx scripts/bench/soak/soak.ts [--minutes N] [--target pglite|postgres] [--rate X]`: the soak
// alone (both databases unless one is named; --rate multiplies every rate).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const argument = (name: string) => {
    const index = process.argv.indexOf(name);
    return index >= 0 ? process.argv[index + 1] : undefined;
  };
  const minutes = Number(argument('--minutes') ?? process.env.BENCH_SOAK_MINUTES ?? 10);
  const target = argument('--target');
  const rate = Number(argument('--rate') ?? 1);
  if (!(minutes > 0) || !(rate > 0) || (target && target !== 'pglite' && target !== 'postgres')) {
    throw new Error('usage: soak.ts [--minutes N] [--target pglite|postgres] [--rate X]');
  }
  const rates = Object.fromEntries(
    Object.entries(DEFAULT_SOAK_RATES).map(([name, perSecond]) => [name, perSecond * rate]),
  ) as unknown as SoakRates;
  for (const each of target ? [target] : ['pglite', 'postgres']) {
    console.log(`\nSoak: ${minutes} min of steady shoppers on ${each}`);
    const result = await soak({
      target: each as 'pglite' | 'postgres',
      minutes,
      rates,
      onSample: (sample) =>
        console.log(
          `  ${String(sample.atSeconds).padStart(4)} s  RSS ${sample.rssMb.toFixed(0)} MB  heap ${sample.heapUsedMb?.toFixed(0) ?? '?'} MB  ${sample.requests} requests, ${sample.failures} failed, slowest ${ms(sample.slowestMs)}  shop CPU ${sample.cpuPercent.toFixed(0)}%  load ${sample.loadAverage.toFixed(1)}`,
        ),
    });
    printSoak(result);
  }
}
