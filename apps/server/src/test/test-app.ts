import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppOptions, buildApp } from '../app';
import { type Database, openDatabase } from '../db/client';
import { createLocalImageStore } from '../modules/uploads/local-image-store';
import { withDatabase } from './database-url';

/**
 * A fresh, migrated database for one test file: a copy of the PGlite template, or (in the
 * server-postgres project) a throwaway PostgreSQL database cloned from the template.
 */
export async function createTestDatabase(): Promise<Database & { dispose(): Promise<void> }> {
  const postgres = process.env.TEST_DB === 'postgres' ? inject('postgresTemplate') : null;
  if (!postgres) {
    const dump = readFileSync(inject('pgliteTemplate'));
    const database = await openDatabase({ kind: 'pglite', loadDataDir: new Blob([dump]) });
    return { ...database, dispose: () => database.close() };
  }
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgres.adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${postgres.name}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({
    kind: 'postgres',
    url: withDatabase(postgres.adminUrl, name),
    maxConnections: 4,
  });
  return {
    ...database,
    dispose: async () => {
      await database.close();
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

export async function createTestApp(
  options: Partial<Omit<AppOptions, 'database' | 'imageStore' | 'uploadsDir'>> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'shop-uploads-'));
  const app = await buildApp({
    ...options,
    database,
    webDist: options.webDist ?? false,
    imageStore: createLocalImageStore(uploadsDir),
    uploadsDir,
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.dispose();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}
