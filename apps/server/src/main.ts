import path from 'node:path';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { seedDemoCatalogOnce } from './db/seed';
import { generateCatalog } from './modules/catalog/demo/catalog-generator';

function databaseFor(config: Config) {
  return config.databaseUrl
    ? ({ kind: 'postgres', url: config.databaseUrl } as const)
    : ({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') } as const);
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const started = performance.now();
  const database: Database = await openDatabase(databaseFor(config));
  await database.migrate();
  const seed = await database.withStartupLock(() =>
    seedDemoCatalogOnce(database.db, () => generateCatalog({ count: config.demoCatalogSize })),
  );

  const app = await buildApp({
    database,
    catalogCacheSeconds: config.catalogCacheSeconds,
    publicUrl: config.publicUrl,
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop taking requests, let running ones finish, then release the database.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const url = config.publicUrl ?? `http://localhost:${config.port}`;
  const storage = database.kind === 'postgres' ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
  console.log(
    [
      '',
      `  Velora shop is running at ${url}`,
      `  Database: ${storage}${seed.seeded ? ` (seeded ${seed.count} demo products)` : ''}`,
      `  API docs: ${url}/api/docs`,
      `  Ready in ${Math.round(performance.now() - started)} ms`,
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error('The shop could not start:', error);
  process.exit(1);
});
