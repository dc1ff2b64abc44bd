import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { migrationsDir } from '../lib/process/server-root';
import { pgliteSettingParams } from './pglite-settings';
import { PGliteThread } from './pglite-thread';
import { type Schema, schema } from './schema';

/** Both drivers share Postgres' dialect, so services are written once against this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * How many requests can use it at once before more only wait inside it: the request queue's
   * width (docs/decisions/022).
   */
  parallelism: number;
  /** Applies committed migrations; safe when several instances start at once. */
  migrate(): Promise<void>;
  /** Runs work while holding a cluster-wide lock (first-run seeding, migrations). */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /** PostgreSQL's pool, for the metrics: connections open, idle, and requests waiting for one. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  close(): Promise<void>;
}

/** Any number fits; it only has to be the same for every instance of this shop. */
const STARTUP_LOCK_KEY = 7_245_001;

export type DatabaseTarget =
  | {
      kind: 'postgres';
      url: string;
      /** Connections this instance keeps (DATABASE_POOL_SIZE); 10 when left out. */
      maxConnections?: number;
      /**
       * How long one statement may run before PostgreSQL cancels it
       * (DATABASE_STATEMENT_TIMEOUT_SECONDS); 15 s when left out, 0 for none. Migrations have none.
       */
      statementTimeoutSeconds?: number;
    }
  | {
      kind: 'pglite';
      dataDir?: string;
      loadDataDir?: Blob;
      /**
       * On its own worker thread (docs/decisions/022), as `npm start` runs it; in this thread
       * (tests, scripts) its statements stop the event loop while they run.
       */
      thread?: boolean;
      /** Postgres settings over ours (pglite-settings.ts); the bench compares Postgres' defaults. */
      settings?: Readonly<Record<string, string>>;
    };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    return openPostgres(
      target.url,
      target.maxConnections ?? 10,
      (target.statementTimeoutSeconds ?? 15) * 1000,
    );
  }
  return openPglite(target);
}

/** How long a request waits for a connection to a database that does not answer. */
const CONNECT_TIMEOUT_MS = 5000;

async function openPostgres(url: string, max: number, statementTimeoutMs: number): Promise<Database> {
  // Each driver loads only when its database is the one used: the other is memory a small
  // server does not have to spare (docs/decisions/038).
  const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // A database that has gone answers with an error within seconds, never a hang: connecting
    // gives up after 5 s, a statement is cancelled by the server after its timeout, and the
    // client stops waiting a little later in case the server itself is unreachable.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...(statementTimeoutMs > 0
      ? { statement_timeout: statementTimeoutMs, query_timeout: statementTimeoutMs + CONNECT_TIMEOUT_MS }
      : {}),
    keepAlive: true,
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  // The lock lives on one connection; the work gets that same connection, so a pool of one
  // cannot deadlock waiting for a second.
  const withLockedClient = async <T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      // Migrations and first-run seeding may rightly take longer than a request's statement.
      await client.query('set statement_timeout = 0');
      await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
      return await work(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
      await client.query('reset statement_timeout').catch(() => {});
      client.release();
    }
  };
  return {
    db,
    kind: 'postgres',
    // As many as there are connections, and as many again preparing or sending their answers.
    parallelism: 2 * max,
    migrate: () =>
      withLockedClient((client) =>
        migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: migrationsDir }),
      ),
    // Work given here uses the pool, so it needs a pool of at least two connections.
    withStartupLock: (work) => withLockedClient(() => work()),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

async function openPglite(target: Extract<DatabaseTarget, { kind: 'pglite' }>): Promise<Database> {
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const settingParams = pgliteSettingParams(target.dataDir, target.settings);
  if (target.dataDir) mkdirSync(path.dirname(target.dataDir), { recursive: true });
  // drizzle only calls query(), exec() and transaction(), which the thread offers as PGlite does.
  const client = target.thread
    ? ((await PGliteThread.start({
        dataDir: target.dataDir,
        loadDataDir: target.loadDataDir ? await target.loadDataDir.arrayBuffer() : undefined,
        settingParams,
      })) as unknown as PGlite)
    : await openPgliteHere(target, settingParams);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // One statement at a time; a few requests keep it busy while others handle their answers.
    parallelism: 8,
    // One process owns an embedded database, so there is nobody to race with.
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: migrationsDir }),
    withStartupLock: (work) => work(),
    ping: async () => {
      await client.query('select 1');
    },
    poolStats: () => null,
    close: () => client.close(),
  };
}

/** PGlite in this thread (tests, scripts): its statements stop the event loop while they run. */
async function openPgliteHere(
  target: Extract<DatabaseTarget, { kind: 'pglite' }>,
  settingParams: string[],
): Promise<PGlite> {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  return PGlite.create({
    dataDir: target.dataDir,
    loadDataDir: target.loadDataDir,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...settingParams],
  });
}
