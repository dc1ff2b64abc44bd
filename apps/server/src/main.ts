import path from 'node:path';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { isNewEmbeddedDatabase, prepareDatabase, prepareInOwnProcess } from './first-start';
import { listeningUrl } from './lib/http/base-url';
import { maskLogLine, readableLogStream, serializeRequest } from './lib/logs/log-format';
import { shutDownGracefully } from './lib/process/graceful-shutdown';
import { releaseMemoryWhenQuiet } from './lib/process/quiet-memory';
import { loadShopSecret } from './lib/security/shop-secret';
import { createLocalImageStore, createS3ImageStore } from './modules/uploads';
import { writeAdminPasswordFile } from './modules/users';

/**
 * In production Fastify's JSON lines go to a log shipper as they are; elsewhere a person reads
 * the terminal, so each line is printed readably and a request takes one line, not two.
 */
function loggingFor(config: Config) {
  if (config.logLevel === 'silent') return { logger: false, requestLog: 'json' } as const;
  const readable = config.env !== 'production';
  return {
    logger: {
      level: config.logLevel,
      serializers: { req: serializeRequest },
      // Email addresses never reach the log, wherever in a line they are (rules.md, Logs).
      hooks: { streamWrite: maskLogLine },
      ...(readable ? { stream: readableLogStream() } : {}),
    },
    requestLog: readable ? 'line' : 'json',
  } as const;
}

/** The banner's lines about the admin the first start created, if it did. */
function describeFirstAdmin(
  admin: { email: string; password: string | null } | null,
  passwordFile: string | null,
): string[] {
  if (!admin) return [];
  if (!admin.password) return [`  Admin login created: ${admin.email} with ADMIN_PASSWORD`];
  return [
    `  Admin login created: ${admin.email} / ${admin.password}  ("Forgot password" changes it)`,
    passwordFile
      ? `  The admin login is also saved, readable only by you, in ${passwordFile}`
      : '  The admin login could not be saved to DATA_DIR: note it now.',
  ];
}

/**
 * Listing totals and corrected searches, remembered until a catalog write of this instance
 * clears them; another instance's write shows in totals within this long (docs/decisions/022).
 */
const CATALOG_MEMO_SECONDS = 60;

/** Where shoppers reach the shop, for links in mail: PUBLIC_URL, else the address it listens on. */
function shopUrlOf(config: Config): string {
  return config.publicUrl ?? listeningUrl(config.host, config.port);
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function databaseFor(config: Config) {
  return config.databaseUrl
    ? ({
        kind: 'postgres',
        url: config.databaseUrl,
        maxConnections: config.databasePoolSize,
        statementTimeoutSeconds: config.databaseStatementTimeoutSeconds,
      } as const)
    : ({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db'), thread: true } as const);
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
  const target = databaseFor(config);
  const firstStart =
    target.kind === 'pglite' && isNewEmbeddedDatabase(target.dataDir) ? await prepareInOwnProcess() : null;
  const database: Database = await openDatabase(target);
  // After a first start in its own process this finds everything done; it still migrates a
  // database an upgrade brought new migrations for.
  const prepared = await prepareDatabase(database, config);
  const { seed, firstAdmin } = firstStart ?? prepared;
  const databaseMs = performance.now() - started;
  const passwordFile = firstAdmin?.password
    ? await writeAdminPasswordFile(config.dataDir, {
        email: firstAdmin.email,
        password: firstAdmin.password,
      }).catch((error: unknown) => {
        console.error('The admin login could not be written to DATA_DIR:', error);
        return null;
      })
    : null;

  const uploadsDir = path.join(config.dataDir, 'uploads');
  const app = await buildApp({
    database,
    catalogCacheSeconds: config.catalogCacheSeconds,
    catalogMemoSeconds: CATALOG_MEMO_SECONDS,
    catalogCacheMaxBytes: config.catalogCacheMaxBytes,
    publicUrl: config.publicUrl,
    ...loggingFor(config),
    production: config.env === 'production',
    trustProxy: config.trustProxy,
    sessionTtlSeconds: config.sessionTtlSeconds,
    sessionMaxAgeSeconds: config.sessionMaxAgeSeconds,
    requestQueue: {
      maxActive: database.parallelism,
      maxQueued: config.maxWaitingRequests,
      maxWaitMs: config.maxWaitSeconds * 1000,
    },
    checkoutHoldSeconds: config.checkoutHoldSeconds,
    checkoutMaxPerVariant: config.checkoutMaxPerVariant,
    stripe: config.stripe,
    shopUrl: shopUrlOf(config),
    shopSecret: await loadShopSecret(config.dataDir, config.sessionSecret),
    orderLinkDays: config.orderLinkDays,
    maxHeldUnitsPerAddress: config.maxHeldUnitsPerAddress,
    allowedHosts: config.allowedHosts,
    // Expired holds go back to stock within a round (a minute by default); one instance at a time does it.
    reconcileEverySeconds: config.backgroundRoundSeconds,
    requestTimeoutMs: config.requestTimeoutSeconds * 1000,
    metricsToken: config.metricsToken,
    rateLimits: config.rateLimits,
    redisUrl: config.redisUrl,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    shopEmail: config.shopEmail,
    imageStore: config.s3 ? createS3ImageStore(config.s3) : createLocalImageStore(uploadsDir),
    uploadsDir: config.s3 ? null : uploadsDir,
    uploadsPublicUrl: config.s3?.publicUrl,
    uploadCleanupGraceSeconds: config.uploadCleanupGraceSeconds,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing the requests under way');
    try {
      const { cutShort } = await shutDownGracefully(app, {
        // Ctrl-C in a terminal has no load balancer to tell.
        drainMs: signal === 'SIGTERM' ? config.shutdownDrainSeconds * 1000 : 0,
        timeoutMs: config.shutdownTimeoutSeconds * 1000,
        afterRequests: () => database.close(),
      });
      app.log.info({ cutShort }, 'stopped');
    } catch (error) {
      // Stopping is what was asked: a pool that fails to close does not change that.
      app.log.error({ err: error }, 'error while stopping');
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // A shop idle between visitors holds what it needs, not what its last busy minute grew to.
  releaseMemoryWhenQuiet();
  const url = shopUrlOf(config);
  const storage = database.kind === 'postgres' ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
  console.log(
    [
      '',
      `  Velora shop is running at ${url}`,
      `  Database: ${storage}${seed.seeded ? ` (seeded ${seed.count} demo products)` : ''}`,
      `  API docs: ${url}/api/docs`,
      ...describeFirstAdmin(firstAdmin, passwordFile),
      ...(config.testCheckout
        ? [
            config.stripe
              ? '  Test checkout is on: Stripe has a test-mode key, its test cards pay and no money moves (a live sk_live_ key takes real payments)'
              : "  Test checkout is on: the shop's own page takes test cards and no money moves (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for real payments)",
          ]
        : []),
      ...(config.env === 'production' && !config.smtpUrl
        ? ['  WARNING: SMTP_URL is not set, so no mail leaves the shop (password resets, contact form).']
        : []),
      ...(config.env !== 'production' && !config.smtpUrl
        ? [`  Mail goes to the dev mailbox (readable from this machine): ${url}/dev/mailbox`]
        : []),
      // Counted from Node's own start, so it includes loading the code (and building it, under
      // npm start, when the build was stale); only npm's own launch comes before.
      `  Ready in ${seconds(process.uptime() * 1000)} since Node started (database, migrations and seeding ${seconds(databaseMs)})`,
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error('The shop could not start:', error);
  process.exit(1);
});
