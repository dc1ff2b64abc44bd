// Where a bench runs: embedded PGlite (in memory, or in a data folder a forked server can open
// too) or a throwaway PostgreSQL database, dropped afterwards.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client';
import { withDatabase } from '../../apps/server/src/test/database-url';

export const POSTGRES_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The database, the URL another process opens it with ('' for PGlite), and how to drop it. */
export async function openTarget(
  target: 'pglite' | 'postgres',
  adminUrl = POSTGRES_ADMIN_URL,
  { dataDir, thread = false }: { dataDir?: string; thread?: boolean } = {},
) {
  if (target === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', thread, ...(dataDir ? { dataDir } : {}) });
    return { database, url: '', drop: async () => {} };
  }
  const { url, drop } = await createPostgresDatabase(adminUrl);
  const database = await openDatabase({ kind: 'postgres', url, maxConnections: 10 });
  return { database, url, drop };
}

/** An empty throwaway PostgreSQL database for a server the bench starts, and how to drop it. */
export async function createPostgresDatabase(adminUrl = POSTGRES_ADMIN_URL) {
  const name = `velora_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: withDatabase(adminUrl, name),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** Whether the machine's Redis (127.0.0.1:6379) takes connections. */
export function redisAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(6379, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A port nothing listens on right now, for a server the bench starts. */
export function freePort(): number {
  return Number(
    execFileSync(process.execPath, [
      '-e',
      "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
    ]).toString(),
  );
}
