import path from 'node:path';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { seedDemoCatalogOnce } from './db/seed';
import { MemoryRateLimiter, RedisRateLimiter } from './lib/rate-limiter';
import { generateCatalog } from './modules/catalog/demo/catalog-generator';
import { createMailer } from './modules/mail/mail.service';
import { createLocalImageStore } from './modules/uploads/local-image-store';
import { createS3ImageStore } from './modules/uploads/s3-image-store';
import { ensureFirstAdmin } from './modules/users/users.service';

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

  const firstAdmin = await database.withStartupLock(() =>
    ensureFirstAdmin(database.db, { email: config.adminEmail, password: config.adminPassword }),
  );

  const uploadsDir = path.join(config.dataDir, 'uploads');
  const app = await buildApp({
    database,
    catalogCacheSeconds: config.catalogCacheSeconds,
    publicUrl: config.publicUrl,
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    production: config.env === 'production',
    trustProxy: config.trustProxy,
    sessionTtlSeconds: config.sessionTtlSeconds,
    rateLimits: config.rateLimits,
    rateLimiter: config.redisUrl
      ? new RedisRateLimiter(new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }))
      : new MemoryRateLimiter(),
    mailer: createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom }),
    mailFrom: config.mailFrom,
    shopEmail: config.shopEmail,
    imageStore: config.s3 ? createS3ImageStore(config.s3) : createLocalImageStore(uploadsDir),
    uploadsDir: config.s3 ? null : uploadsDir,
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
      ...(firstAdmin
        ? [
            firstAdmin.password
              ? `  Admin login created: ${firstAdmin.email} / ${firstAdmin.password}  (shown once; "Forgot password" changes it)`
              : `  Admin login created: ${firstAdmin.email} with ADMIN_PASSWORD`,
          ]
        : []),
      ...(config.env === 'production' && !config.smtpUrl
        ? ['  WARNING: SMTP_URL is not set, so no mail leaves the shop (password resets, contact form).']
        : []),
      ...(config.env !== 'production' && !config.smtpUrl
        ? [`  Mail goes to the dev mailbox (readable from this machine): ${url}/dev/mailbox`]
        : []),
      `  Ready in ${Math.round(performance.now() - started)} ms`,
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error('The shop could not start:', error);
  process.exit(1);
});
