import path from 'node:path';
import { envSchema } from './config-env-schema';
import type { RateLimits } from './lib/limits/rate-limiter';
import { isStripeTestKey } from './modules/payments';
import type { S3Config } from './modules/uploads';

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  logLevel: string;
  demoCatalogSize: number;
  /** DEMO_DAILY_SALE: the demo catalog comes with a daily sale (12:00-14:00 Chicago, 20% off). */
  demoDailySale: boolean;
  catalogCacheSeconds: number;
  /** Memory the catalog cache may hold, in bytes. */
  catalogCacheMaxBytes: number;
  sessionTtlSeconds: number;
  /** How long a session lives at most from its login, however much it is used (at least the TTL). */
  sessionMaxAgeSeconds: number;
  /** SESSION_SECRET; main.ts keeps one in DATA_DIR when it is unset (lib/security/shop-secret.ts). */
  sessionSecret: string | undefined;
  orderLinkDays: number;
  maxHeldUnitsPerAddress: number;
  /** Requests that may wait for their turn at the database, and for how long (docs/decisions/022). */
  maxWaitingRequests: number;
  maxWaitSeconds: number;
  /** How long a checkout holds its stock before an unpaid order lets it go. */
  checkoutHoldSeconds: number;
  /** How often the background rounds run (expired checkouts, queued mail, alerts, reminders). */
  backgroundRoundSeconds: number;
  /** The most units of one variant a single checkout may hold (CHECKOUT_MAX_PER_VARIANT). */
  checkoutMaxPerVariant: number;
  /**
   * Payments go through the shop's own test checkout page, where a test card pays and no money
   * moves: no Stripe keys, and outside production or allowed there by ALLOW_TEST_CHECKOUT.
   */
  testCheckout: boolean;
  /**
   * Host names besides this machine's own that may send state-changing requests while
   * PUBLIC_URL is unset (ALLOWED_HOSTS), e.g. the address a phone on the same network uses.
   */
  allowedHosts: string[];
  /** Connections to PostgreSQL per instance, and how long one statement may run (0: no limit). */
  databasePoolSize: number;
  databaseStatementTimeoutSeconds: number;
  /** How long a client has to send its whole request (headers within 30 s of it at most). */
  requestTimeoutSeconds: number;
  /** How long a stopping instance lets the requests it is answering finish. */
  shutdownTimeoutSeconds: number;
  /** How long it answers 503 on /readyz, still serving, before it stops accepting connections. */
  shutdownDrainSeconds: number;
  /** Who may read /metrics from elsewhere than this machine (Authorization: Bearer …). */
  metricsToken: string | undefined;
  /** Whose X-Forwarded-For to believe: Fastify's trustProxy setting. */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where the shop's own mail goes (new orders, contact messages); unset, the first admin's address. */
  shopEmail: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  s3: S3Config | undefined;
  /**
   * How long an upload nothing uses is kept before the background work deletes it
   * (docs/decisions/036); null when UPLOAD_CLEANUP_GRACE_MINUTES is off.
   */
  uploadCleanupGraceSeconds: number | null;
  /**
   * Stripe Checkout; without it payments go through the shop's own test checkout page. `tax`
   * (STRIPE_TAX): Stripe Tax computes each checkout's tax instead of the shop's rates.
   */
  stripe: { secretKey: string; webhookSecret: string; tax?: boolean } | undefined;
  rateLimits: RateLimits;
};

export class ConfigError extends Error {}

/** "2" means: believe the last two proxies in front of us. */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/** Reads the environment once at boot; a bad value stops the server with the variable named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "unset", which is how most shells and .env files express it.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  // Reset links and sitemaps need the shop's real address; guessing it from the Host header
  // would let anyone who can send a request choose where a reset link points.
  if (e.NODE_ENV === 'production' && !e.PUBLIC_URL) {
    throw new ConfigError('Invalid configuration:\n  PUBLIC_URL: is required when NODE_ENV is production');
  }
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together (payments are confirmed by the webhook)',
    );
  }
  // Stripe Tax taxes Stripe's Checkout Sessions: without Stripe the shop's own rates would tax
  // every order, which the owner who set it did not mean.
  if (e.STRIPE_TAX && !e.STRIPE_SECRET_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_TAX: needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (Stripe Tax computes the tax of Stripe Checkout payments)',
    );
  }
  // Without Stripe the shop's own test page takes payments, where a printed test card pays: in
  // production that would hand out orders for free, unless the owner says it is a demo.
  const stripeSet = Boolean(e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET);
  if (e.NODE_ENV === 'production' && !stripeSet && !e.ALLOW_TEST_CHECKOUT) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: are required when NODE_ENV is production (without them the test checkout takes orders for free; ALLOW_TEST_CHECKOUT=true keeps it for a demo shop)',
    );
  }
  // Stripe's test keys take its test cards just the same.
  const stripeTestKey = Boolean(e.STRIPE_SECRET_KEY && isStripeTestKey(e.STRIPE_SECRET_KEY));
  if (e.NODE_ENV === 'production' && stripeSet && stripeTestKey && !e.ALLOW_TEST_CHECKOUT) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY: is a test-mode key, whose test cards pay for orders for free; use the live key (sk_live_…) when NODE_ENV is production, or ALLOW_TEST_CHECKOUT=true for a demo shop',
    );
  }
  // The absolute limit caps every renewal: below the idle lifetime it would quietly shorten that
  // too, so a mismatch is named rather than clamped.
  // Unset, 90 days, or the idle lifetime when a shop already keeps logins longer than that.
  const sessionMaxAge = e.SESSION_MAX_AGE ?? Math.max(90 * 86_400, e.SESSION_TTL);
  if (sessionMaxAge < e.SESSION_TTL) {
    throw new ConfigError(
      `Invalid configuration:\n  SESSION_MAX_AGE: must be at least SESSION_TTL (${present.SESSION_MAX_AGE ?? '90d'} is shorter than ${present.SESSION_TTL ?? '30d'}); it is how long a login lasts at most however much it is used`,
    );
  }
  // Instances that share Redis share guests and queued mail: one instance's secret in its own
  // DATA_DIR would make another's guest cookies and queued mail unreadable to it.
  if (e.NODE_ENV === 'production' && e.REDIS_URL && !e.SESSION_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  SESSION_SECRET: is required when NODE_ENV is production and REDIS_URL is set (instances sharing a database must sign guest cookies and encrypt queued mail with the same secret)',
    );
  }
  if (e.SMTP_URL && !e.PUBLIC_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  PUBLIC_URL: is required when SMTP_URL is set (mailed links must point at the shop)',
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    demoCatalogSize: e.DEMO_CATALOG_SIZE,
    demoDailySale: e.DEMO_DAILY_SALE,
    catalogCacheSeconds: e.CATALOG_CACHE_SECONDS,
    catalogCacheMaxBytes: e.CATALOG_CACHE_MAX_BYTES,
    sessionTtlSeconds: e.SESSION_TTL,
    sessionMaxAgeSeconds: sessionMaxAge,
    sessionSecret: e.SESSION_SECRET,
    orderLinkDays: e.ORDER_LINK_DAYS,
    maxHeldUnitsPerAddress: e.MAX_HELD_UNITS_PER_ADDRESS,
    maxWaitingRequests: e.MAX_WAITING_REQUESTS,
    maxWaitSeconds: e.MAX_WAIT_SECONDS,
    checkoutHoldSeconds: e.CHECKOUT_HOLD_MINUTES * 60,
    backgroundRoundSeconds: e.BACKGROUND_ROUND_SECONDS,
    checkoutMaxPerVariant: e.CHECKOUT_MAX_PER_VARIANT,
    testCheckout: !stripeSet || stripeTestKey,
    allowedHosts: e.ALLOWED_HOSTS ?? [],
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseStatementTimeoutSeconds: e.DATABASE_STATEMENT_TIMEOUT_SECONDS,
    requestTimeoutSeconds: e.REQUEST_TIMEOUT_SECONDS,
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
    shutdownDrainSeconds: e.SHUTDOWN_DRAIN_SECONDS,
    metricsToken: e.METRICS_TOKEN,
    trustProxy:
      e.TRUST_PROXY === 'true'
        ? true
        : e.TRUST_PROXY === 'false'
          ? false
          : /^\d+$/.test(e.TRUST_PROXY)
            ? trustHops(Number(e.TRUST_PROXY))
            : e.TRUST_PROXY,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    shopEmail: e.SHOP_EMAIL,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          publicUrl: (
            e.S3_PUBLIC_URL ??
            (e.S3_ENDPOINT
              ? `${e.S3_ENDPOINT.replace(/\/$/, '')}/${e.S3_BUCKET}`
              : `https://${e.S3_BUCKET}.s3.${e.S3_REGION}.amazonaws.com`)
          ).replace(/\/$/, ''),
        }
      : undefined,
    uploadCleanupGraceSeconds:
      e.UPLOAD_CLEANUP_GRACE_MINUTES === null ? null : e.UPLOAD_CLEANUP_GRACE_MINUTES * 60,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            ...(e.STRIPE_TAX ? { tax: true } : {}),
          }
        : undefined,
    rateLimits: {
      loginPerAccount: e.RATE_LIMIT_LOGIN_ACCOUNT,
      loginPerClient: e.RATE_LIMIT_LOGIN_CLIENT,
      register: e.RATE_LIMIT_REGISTER,
      forgetPassword: e.RATE_LIMIT_FORGET_PASSWORD,
      resetLinkCheck: e.RATE_LIMIT_RESET_CHECK,
      contact: e.RATE_LIMIT_CONTACT,
      upload: e.RATE_LIMIT_UPLOAD,
      checkout: e.RATE_LIMIT_CHECKOUT,
      discountCode: e.RATE_LIMIT_DISCOUNT_CODE,
      orderLookup: e.RATE_LIMIT_ORDER_LOOKUP,
      stockAlert: e.RATE_LIMIT_STOCK_ALERT,
    },
  };
}
