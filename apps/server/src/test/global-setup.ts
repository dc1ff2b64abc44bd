import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { migrationsDir } from '../lib/process/server-root';
import { withDatabase } from './database-url';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: { adminUrl: string; name: string } | null;
  }
}

/**
 * Migrates once per run and hands every test file a copy: a PGlite data-dir dump, or a
 * PostgreSQL template database (CREATE DATABASE ... TEMPLATE is a file copy, far faster than
 * replaying migrations per file).
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-test-'));
  const template = await PGlite.create({ extensions: { pg_trgm } });
  await migrate(drizzle(template), { migrationsFolder: migrationsDir });
  const dump = await template.dumpDataDir('none');
  await template.close();
  const file = path.join(dir, 'template.tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);

  let dropTemplate = async () => {};
  const adminUrl = process.env.DATABASE_URL;
  if (project.name === 'server-postgres' && adminUrl) {
    const name = `shop_test_tpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const migrated = await openDatabase({
      kind: 'postgres',
      url: withDatabase(adminUrl, name),
      maxConnections: 1,
    });
    await migrated.migrate();
    await migrated.close();
    project.provide('postgresTemplate', { adminUrl, name });
    dropTemplate = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  } else {
    project.provide('postgresTemplate', null);
  }

  return async () => {
    await dropTemplate();
    rmSync(dir, { recursive: true, force: true });
  };
}
