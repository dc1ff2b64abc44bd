import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from './config';
import type { Database } from './db/client';
import { generateCatalog } from './modules/demo-catalog';
import { ensureFirstAdmin } from './modules/users';
import { seedDemoCatalogOnce } from './seed';

/** What the start banner says about the work a start did before serving. */
export interface Prepared {
  seed: { seeded: boolean; count: number };
  firstAdmin: { email: string; password: string | null } | null;
}

/** Migrations, the demo catalog and the first admin: each does nothing when already done. */
export async function prepareDatabase(database: Database, config: Config): Promise<Prepared> {
  await database.migrate();
  const seed = await database.withStartupLock(() =>
    seedDemoCatalogOnce(database.db, () => generateCatalog({ count: config.demoCatalogSize }), {
      dailySale: config.demoDailySale,
    }),
  );
  const firstAdmin = await database.withStartupLock(() =>
    ensureFirstAdmin(database.db, { email: config.adminEmail, password: config.adminPassword }),
  );
  return { seed, firstAdmin };
}

/** Whether the embedded database in `dataDir` has never been created (Postgres' own marker). */
export function isNewEmbeddedDatabase(dataDir: string): boolean {
  return !existsSync(path.join(dataDir, 'PG_VERSION'));
}

/**
 * Creates a new embedded database in a short-lived process of its own (docs/decisions/038).
 * Creating it, migrating and seeding leave the process' C heap hundreds of megabytes larger than
 * a shop that only serves needs, and glibc keeps what was freed; once this process exits, the
 * shop opens the ready files and starts at the size a later start has.
 */
export function prepareInOwnProcess(): Promise<Prepared> {
  const built = !import.meta.url.endsWith('.ts');
  const script = new URL(built ? './first-start-process.js' : './first-start-process.ts', import.meta.url);
  const child = fork(fileURLToPath(script), [], {
    execArgv: built ? [] : ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let prepared: Prepared | undefined;
    child.on('message', (message) => {
      prepared = message as Prepared;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0 && prepared) resolve(prepared);
      else reject(new Error(`creating the embedded database stopped (exit code ${code})`));
    });
  });
}
