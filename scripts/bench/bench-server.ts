// The shop's API on a prepared data folder, twice over one database: as `npm start` runs it
// (catalog answers cached for a few seconds) and with that cache off, so every request pays for
// its queries. The cached app also answers a constant body of the same size as the listing:
// the ceiling of what this Fastify process can serve, measured side by side with the real thing.
import { buildApp } from '../../apps/server/src/app';
import { openDatabase } from '../../apps/server/src/db/client';
import { ResponseCache } from '../../apps/server/src/lib/stores/response-cache';
import { createLocalImageStore } from '../../apps/server/src/modules/uploads';

const [dataDir, cachedPort, uncachedPort, sample] = process.argv.slice(2);
if (!dataDir || !cachedPort || !uncachedPort || !sample) {
  throw new Error('usage: bench-server DATA_DIR CACHED_PORT UNCACHED_PORT SAMPLE_URL');
}

const database = await openDatabase(
  process.env.DATABASE_URL
    ? { kind: 'postgres', url: process.env.DATABASE_URL }
    : {
        kind: 'pglite',
        dataDir,
        thread: true,
        // BENCH_PGLITE_SETTINGS='{"shared_buffers":"128MB"}' runs Postgres settings other than
        // the shop's, for a side-by-side figure (docs/decisions/038).
        settings: JSON.parse(process.env.BENCH_PGLITE_SETTINGS ?? '{}') as Record<string, string>,
      },
);
// The bench never uploads; the store only has to exist.
const uploads = { imageStore: createLocalImageStore(`${dataDir}/uploads`), uploadsDir: `${dataDir}/uploads` };
// As `npm start` runs it: totals and corrected searches remembered, answers cached or not.
const options = {
  database,
  webDist: false,
  catalogMemoSeconds: 60,
  // npm start's defaults (MAX_WAITING_REQUESTS, MAX_WAIT_SECONDS).
  requestQueue: { maxActive: database.parallelism, maxQueued: 256, maxWaitMs: 5000 },
  ...uploads,
} as const;
// Made here so the bench can ask how much it holds.
const catalogCache = new ResponseCache(10_000);
const cached = await buildApp({ ...options, catalogCache });
const uncached = await buildApp({ ...options, catalogCacheSeconds: 0 });
let constant = '';
cached.get('/__bench/constant', { schema: { hide: true } }, async (_request, reply) =>
  reply.type('application/json; charset=utf-8').send(constant),
);
constant = (await uncached.inject(sample)).body;
await cached.listen({ port: Number(cachedPort), host: '127.0.0.1' });
await uncached.listen({ port: Number(uncachedPort), host: '127.0.0.1' });
process.send?.({ ready: true, bytes: Buffer.byteLength(constant) });
// The bench asks for this process's memory after each load run.
process.on('message', (message) => {
  if (message !== 'rss') return;
  // What is still reachable after a full collection (the bench starts this process with
  // --expose-gc), beside the RSS the heap has grown to.
  (globalThis as { gc?: () => void }).gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  process.send?.({ rss, heapUsed, cache: catalogCache.stats() });
});
process.on('SIGTERM', async () => {
  await cached.close();
  await uncached.close();
  await database.close();
  process.exit(0);
});
