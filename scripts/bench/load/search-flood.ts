// The flood of the search bench (search-cache.ts): searches nobody asks twice, mixed with the
// popular ones, sent straight into the shop through its own answer cache, counting per search how
// often an answer was computed again while it should still have been fresh.
import path from 'node:path';
import { buildApp } from '../../../apps/server/src/app';
import { openDatabase } from '../../../apps/server/src/db/client';
import { ResponseCache } from '../../../apps/server/src/lib/stores/response-cache';
import { createLocalImageStore } from '../../../apps/server/src/modules/uploads';

const API = '/api/shopify-products';

/** The searches shoppers repeat (as in catalog-addresses.ts): words, pairs and the usual typos. */
const POPULAR = [
  'dress',
  'silk dress',
  'red dress',
  'linen',
  'lace',
  'leather bag',
  'gold ring',
  'earrings',
  'lipstick',
  'heels',
  'sandals',
  'swimsuit',
  'scarf',
  'blazer',
  'velvet',
  'midi dress',
  'boots',
  'necklace',
  'cardigan',
  'drss',
  'jewelery',
  'lipstik',
];
/** Words the one-off searches are made of, each with a number no one searched before. */
const ONE_OFF_WORDS = ['dress', 'silk', 'boots', 'ring', 'linen', 'bag', 'satin', 'coat', 'scarf', 'heels'];

export interface FloodRow {
  title: string;
  requests: number;
  hitRate: number;
  /** Misses of an answer computed less than a lifetime before: the flood pushed it out. */
  pushedOut: number;
  p50: number;
  p99: number;
}

/** A cache that counts, per key, how often an answer was computed rather than taken from it. */
class CountingCache extends ResponseCache {
  /** Computed again while an earlier answer should still have been fresh: pushed out, not expired. */
  readonly asked = new Map<string, { asks: number; computed: number; pushedOut: number; at: number }>();

  constructor(readonly ttl: number) {
    super(ttl);
  }

  override async get(...[key, produce, options]: Parameters<ResponseCache['get']>) {
    let computed = false;
    const answer = await super.get(
      key,
      () => {
        computed = true;
        return produce();
      },
      options,
    );
    const counts = this.asked.get(key) ?? {
      asks: 0,
      computed: 0,
      pushedOut: 0,
      at: Number.NEGATIVE_INFINITY,
    };
    counts.asks += 1;
    if (computed) {
      const now = performance.now();
      if (now - counts.at < this.ttl) counts.pushedOut += 1;
      counts.computed += 1;
      counts.at = now;
    }
    this.asked.set(key, counts);
    return answer;
  }
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;

/**
 * `oneOffs` searches asked once each, with a popular one every `popularEvery` requests, sent by
 * `connections` at a time straight into the shop (inject: the work of the shop alone), its cache
 * as `npm start` makes it (10 s, 32 MB, 2 000 entries). A popular search still computed more than
 * once per expiry would mean the flood pushed it out.
 */
export async function flood(
  dataDir: string,
  url: string,
  { oneOffs, popularEvery, connections }: { oneOffs: number; popularEvery: number; connections: number },
): Promise<FloodRow[]> {
  const database = url
    ? await openDatabase({ kind: 'postgres', url })
    : await openDatabase({ kind: 'pglite', dataDir, thread: true });
  const cache = new CountingCache(10_000);
  const app = await buildApp({
    database,
    webDist: false,
    catalogMemoSeconds: 60,
    catalogCache: cache,
    requestQueue: { maxActive: database.parallelism, maxQueued: 256, maxWaitMs: 5000 },
    imageStore: createLocalImageStore(path.join(dataDir, 'uploads')),
    uploadsDir: null,
  });
  try {
    const addresses: { url: string; popular: boolean }[] = [];
    for (let i = 0, p = 0; i < oneOffs; i += 1) {
      if (i % (popularEvery - 1) === 0) {
        addresses.push({
          url: `${API}/products?q=${encodeURIComponent(POPULAR[p++ % POPULAR.length] as string)}&limit=20`,
          popular: true,
        });
      }
      const word = ONE_OFF_WORDS[i % ONE_OFF_WORDS.length] as string;
      addresses.push({ url: `${API}/products?q=${word}%20${100_000 + i}&limit=20`, popular: false });
    }
    // Warm: each popular search once, as a shop that has been running has them.
    for (const q of POPULAR) await app.inject(`${API}/products?q=${encodeURIComponent(q)}&limit=20`);
    const times = { popular: [] as number[], oneOff: [] as number[] };
    let next = 0;
    let failed = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (next < addresses.length) {
          const address = addresses[next++] as (typeof addresses)[number];
          const t = performance.now();
          const response = await app.inject(address.url);
          if (response.statusCode !== 200) failed += 1;
          (address.popular ? times.popular : times.oneOff).push(performance.now() - t);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const sum = (oneOff: boolean) => {
      const total = { asks: 0, computed: 0, pushedOut: 0 };
      for (const [key, counts] of cache.asked) {
        if (/\d{6}/.test(key) !== oneOff) continue;
        total.asks += counts.asks;
        total.computed += counts.computed;
        total.pushedOut += counts.pushedOut;
      }
      return total;
    };
    const row = (title: string, list: number[], oneOff: boolean): FloodRow => {
      const sorted = [...list].sort((a, b) => a - b);
      const { asks, computed, pushedOut } = sum(oneOff);
      return {
        title,
        requests: list.length,
        hitRate: 1 - computed / asks,
        pushedOut,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
      };
    };
    console.log(
      `    flood: ${addresses.length} requests in ${seconds.toFixed(0)} s (${(addresses.length / seconds).toFixed(0)} req/s), ${failed} not 200, cache ${cache.stats().entries} entries, ${(cache.stats().bytes / 2 ** 20).toFixed(1)} MB`,
    );
    return [
      row(`popular searches (1 in ${popularEvery})`, times.popular, false),
      row('one-off searches', times.oneOff, true),
    ];
  } finally {
    await app.close();
    await database.close();
  }
}
