// The shop in-process for the race benches: a migrated database of the target (embedded PGlite
// or a throwaway PostgreSQL database), the app on it, and accounts with sessions made straight
// through the services (one password hash, no login work), so what is timed is the requests.
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import type { Db } from '../../apps/server/src/db/client';
import { createLocalImageStore } from '../../apps/server/src/modules/uploads';
import { accountsWithSessions } from '../../apps/server/src/test/accounts-with-sessions';
import { openTarget } from './bench-database';

export async function openBenchApp(
  target: 'pglite' | 'postgres',
  adminUrl?: string,
  { thread = false }: { thread?: boolean } = {},
) {
  const { database, drop } = await openTarget(target, adminUrl, { thread });
  await database.migrate();
  const app = await buildApp({
    database,
    webDist: false,
    imageStore: createLocalImageStore(path.join(tmpdir(), 'velora-bench-uploads')),
    uploadsDir: null,
  });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/** Makes accounts that can call the API with a Bearer token: `name(i)` is each one's username. */
export async function benchAccounts(
  db: Db,
  count: number,
  { role = 'user', name }: { role?: 'user' | 'admin'; name: (i: number) => string },
) {
  const people = Array.from({ length: count }, (_, i) => ({
    email: `${name(i)}_${randomBytes(3).toString('hex')}@example.com`,
    username: name(i),
    role,
  }));
  return accountsWithSessions(db, 'Velvet#Rose2026', people);
}
