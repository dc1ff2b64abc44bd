// `npm run catalog -- --count 100000 --data-dir /tmp/big-shop [--seed 1]`
// Fills a shop's database with a generated catalog: the embedded one in DATA_DIR, or the
// PostgreSQL server named by DATABASE_URL. The shop then starts on it without seeding again.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../apps/server/src/db/client';
import { generateCatalog } from '../apps/server/src/modules/demo-catalog';
import { seedDemoCatalogOnce } from '../apps/server/src/seed';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '300' },
    seed: { type: 'string', default: '1' },
    'data-dir': { type: 'string', default: process.env.DATA_DIR ?? './data' },
  },
});
const count = Number(values.count);
const seed = Number(values.seed);
if (!Number.isInteger(count) || count < 0) throw new Error('--count must be a whole number');
if (!Number.isInteger(seed)) throw new Error('--seed must be a whole number');

const started = performance.now();
const database = await openDatabase(
  process.env.DATABASE_URL
    ? { kind: 'postgres', url: process.env.DATABASE_URL }
    : { kind: 'pglite', dataDir: path.join(path.resolve(values['data-dir']), 'db') },
);
await database.migrate();
const result = await database.withStartupLock(() =>
  seedDemoCatalogOnce(database.db, () => generateCatalog({ count, seed })),
);
await database.close();
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  result.seeded
    ? `Generated ${result.count} products in ${seconds} s`
    : 'This database already has its catalog; nothing was generated.',
);
