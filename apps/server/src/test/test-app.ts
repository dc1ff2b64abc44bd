import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app';
import type { AppOptions } from '../app-options';
import { type Database, openDatabase } from '../db/client';
import { createLocalImageStore } from '../modules/uploads/local-image-store';
import { withDatabase } from './database-url';

/**
 * A fresh, migrated database for one test file: a copy of the PGlite template, or (in the
 * server-postgres project) a throwaway PostgreSQL database cloned from the template.
 */
export async function createTestDatabase({
  thread = false,
  reach,
}: {
  thread?: boolean;
  /** PostgreSQL only: the address the shop is given for its database (through a proxy, say). */
  reach?: (url: string) => string;
} = {}): Promise<Database & { dispose(): Promise<void> }> {
  const postgres = process.env.TEST_DB === 'postgres' ? inject('postgresTemplate') : null;
  if (!postgres) {
    const dump = readFileSync(inject('pgliteTemplate'));
    // On its own thread as `npm start` runs it when asked (TEST_PGLITE_THREAD=1 for the whole
    // suite); in this thread by default, which starts faster.
    const database = await openDatabase({
      kind: 'pglite',
      loadDataDir: new Blob([dump]),
      thread: thread || process.env.TEST_PGLITE_THREAD === '1',
    });
    return { ...database, dispose: () => database.close() };
  }
  const { url, drop } = await createPostgresTestDatabase();
  const database = await openDatabase({ kind: 'postgres', url: reach ? reach(url) : url, maxConnections: 4 });
  return {
    ...database,
    dispose: async () => {
      await database.close();
      await drop();
    },
  };
}

/**
 * A throwaway PostgreSQL database cloned from the migrated template (server-postgres project
 * only): its URL, and how to drop it.
 */
export async function createPostgresTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const postgres = inject('postgresTemplate');
  if (!postgres) throw new Error('no PostgreSQL template: run in the server-postgres project');
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgres.adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${postgres.name}`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(postgres.adminUrl, name),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: postgres.adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

type TestAppOptions = Partial<Omit<AppOptions, 'database' | 'imageStore' | 'uploadsDir'>> & {
  /** Adds routes of the test's own (one that holds its request open, say) before the app starts. */
  beforeReady?: (app: FastifyInstance) => void;
};

/**
 * An app on a database the test already has, with uploads of its own: a second instance of the
 * shop beside the first, as several replicas share one database. `close` leaves the database.
 */
export async function startAppOn(
  database: Database,
  { beforeReady, ...options }: TestAppOptions = {},
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'shop-uploads-'));
  const app = await buildApp({
    ...options,
    database,
    webDist: options.webDist ?? false,
    imageStore: createLocalImageStore(uploadsDir),
    uploadsDir,
  });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

export async function createTestApp({
  pgliteThread,
  ...options
}: TestAppOptions & {
  /** The embedded database on its own thread, as `npm start` runs it. */
  pgliteThread?: boolean;
} = {}): Promise<TestApp> {
  const database = await createTestDatabase({ thread: pgliteThread });
  const started = await startAppOn(database, options);
  return {
    app: started.app,
    database,
    close: async () => {
      await started.close();
      await database.dispose();
    },
  };
}
