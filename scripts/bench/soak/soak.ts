// The soak (docs/decisions/038): the built shop, as `npm start` runs it in production, under a steady
// stream of shoppers for minutes on end, on embedded PGlite and on PostgreSQL. Not its top speed
// (the mixed-load bench measures that) but whether it stays well: no 5xx, no request over 10 s,
// and resident memory (the process's, PGlite's worker thread included) that stops growing once the
// first minute has warmed it up. The shop is a separate process, so what is sampled is its memory
// alone, from /proc every 30 s.
import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createPostgresDatabase, freePort, POSTGRES_ADMIN_URL, redisAnswers } from '../bench-database';
import { seededRandom } from '../load/catalog-addresses';
import { START_NODE_OPTIONS } from '../start-options';
import { buy } from './soak-buyers';
import { SoakClient } from './soak-client';
import { adminEdit } from './soak-owner';
import { printSample, printSoak, type SoakResult, type SoakSample } from './soak-report';
import { cpuSeconds, heapUsedMb, ready, rssMb, startShop, stopShop } from './soak-shop';
import { browse, type SoakWorld, search } from './soak-shoppers';

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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

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
      onSample: printSample,
    });
    printSoak(result);
  }
}
