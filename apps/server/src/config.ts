import path from 'node:path';
import { MAX_LINE_QUANTITY } from '@shop/shared/orders/orders';
import { z } from 'zod';
import {
  DEFAULT_RATE_LIMITS,
  parseRateLimit,
  type RateLimit,
  type RateLimits,
} from './lib/limits/rate-limiter';
import { DEFAULT_CACHE_MAX_BYTES } from './lib/stores/response-cache';
import { isStripeTestKey } from './modules/payments';
import type { S3Config } from './modules/uploads';

const port = z
  .string()
  .regex(/^\d+$/, 'must be a port number')
  .transform(Number)
  .refine((n) => n > 0 && n < 65536, 'must be between 1 and 65535');

const DURATION_UNITS = { s: 1, m: 60, h: 3600, d: 86_400 } as const;
/** "30d", "12h", "90m": how long something lasts, in seconds. */
const duration = z
  .string()
  .regex(/^\d{1,6}[smhd]$/, 'must be a duration such as 30d, 12h or 90m')
  .transform(
    (value) => Number(value.slice(0, -1)) * DURATION_UNITS[value.slice(-1) as keyof typeof DURATION_UNITS],
  )
  .refine((seconds) => seconds >= 300, 'must be at least 5 minutes');

const BYTE_UNITS = { k: 1024, m: 1024 * 1024 } as const;
/** "32m", "512k" or "1048576": an amount of memory in bytes (k and m are 1024 and 1024²). */
const byteSize = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,10}[km]?$/, 'must be a number of bytes, or of kibibytes or mebibytes such as 512k or 32m')
    .transform((value) => {
      const unit = value.at(-1);
      return unit === 'k' || unit === 'm' ? Number(value.slice(0, -1)) * BYTE_UNITS[unit] : Number(value);
    })
    .refine(
      (bytes) => bytes >= min && bytes <= max,
      `must be between ${min / 1024}k and ${max / 1024 ** 2}m`,
    );

const rateLimit = (fallback: RateLimit) =>
  z
    .string()
    .transform((value, ctx) => {
      const parsed = parseRateLimit(value);
      if (!parsed) {
        ctx.addIssue({ code: 'custom', message: "must look like 5/15m (count per window) or 'off'" });
        return z.NEVER;
      }
      return parsed;
    })
    .default(fallback);

/** A whole number from `min` to `max` (a count, or seconds where the name says so). */
const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be from ${min} to ${max}`);

const email = z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an email address');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CATALOG_CACHE_SECONDS: z
    .string()
    .regex(/^\d+$/, 'must be a whole number of seconds')
    .transform(Number)
    .refine((n) => n <= 3600, 'must be at most 3600')
    .default(10),
  CATALOG_CACHE_MAX_BYTES: byteSize(64 * 1024, 4096 * 1024 ** 2).default(DEFAULT_CACHE_MAX_BYTES),
  MAX_WAITING_REQUESTS: z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 100_000, 'must be from 1 to 100000')
    .default(256),
  MAX_WAIT_SECONDS: z
    .string()
    .regex(/^\d+$/, 'must be a whole number of seconds')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 300, 'must be from 1 to 300')
    .default(5),
  DATABASE_POOL_SIZE: wholeNumber(2, 1000).default(10),
  DATABASE_STATEMENT_TIMEOUT_SECONDS: wholeNumber(0, 3600).default(15),
  REQUEST_TIMEOUT_SECONDS: wholeNumber(5, 3600).default(60),
  SHUTDOWN_TIMEOUT_SECONDS: wholeNumber(1, 600).default(10),
  SHUTDOWN_DRAIN_SECONDS: wholeNumber(0, 120).default(2),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  DEMO_CATALOG_SIZE: z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .refine((n) => n <= 200_000, 'must be at most 200000')
    .default(300),
  // The demo shop's daily sale at 12:00 in Chicago, scheduled when the demo catalog is seeded.
  DEMO_DAILY_SALE: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .transform((value) => value === 'true')
    .default(true),
  SESSION_TTL: duration.default(30 * 86_400),
  // Signs guest cookies and encrypts mail waiting to be sent; a file in DATA_DIR when unset.
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').max(512).optional(),
  // How long a mailed private order link opens its order.
  ORDER_LINK_DAYS: wholeNumber(1, 3650).default(90),
  // The units checkouts from one client address may hold at once (guests and shoppers alike).
  MAX_HELD_UNITS_PER_ADDRESS: wholeNumber(1, 100_000).default(30),
  SESSION_MAX_AGE: duration.optional(),
  // A checkout never takes more of a variant than a cart line may hold.
  CHECKOUT_MAX_PER_VARIANT: wholeNumber(1, MAX_LINE_QUANTITY).default(10),
  ALLOW_TEST_CHECKOUT: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .transform((value) => value === 'true')
    .default(false),
  ALLOWED_HOSTS: z
    .string()
    .regex(
      /^\s*([\w.-]+|\[[\da-f:.]+\])(\s*,\s*([\w.-]+|\[[\da-f:.]+\]))*\s*$/i,
      "must be host names or addresses separated by commas, such as '192.168.1.20, shop.local, [fd00::5]'",
    )
    .transform((value) => value.split(',').map((host) => host.trim().toLowerCase()))
    .optional(),
  CHECKOUT_HOLD_MINUTES: z
    .string()
    .regex(/^\d+$/, 'must be a whole number of minutes')
    .transform(Number)
    .refine((n) => n >= 5 && n <= 24 * 60, 'must be from 5 to 1440')
    .default(30),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|\d{1,2}|[\w.:/, -]+)$/,
      "must be true, false, a hop count, or addresses/CIDRs such as 'loopback, 10.0.0.0/8'",
    )
    .default('loopback'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Velora <no-reply@velora.shop>'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  SHOP_EMAIL: email.optional(),
  ADMIN_EMAIL: email.optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(128).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  // At least 10 minutes: an upload is saved with its profile or product some time after it is sent.
  UPLOAD_CLEANUP_GRACE_MINUTES: z
    .string()
    .regex(/^(\d+|off)$/, "must be a whole number of minutes or 'off'")
    .transform((value) => (value === 'off' ? null : Number(value)))
    .refine((n) => n === null || (n >= 10 && n <= 10_080), "must be from 10 to 10080, or 'off'")
    .default(60),
  RATE_LIMIT_LOGIN_ACCOUNT: rateLimit(DEFAULT_RATE_LIMITS.loginPerAccount),
  RATE_LIMIT_LOGIN_CLIENT: rateLimit(DEFAULT_RATE_LIMITS.loginPerClient),
  RATE_LIMIT_REGISTER: rateLimit(DEFAULT_RATE_LIMITS.register),
  RATE_LIMIT_FORGET_PASSWORD: rateLimit(DEFAULT_RATE_LIMITS.forgetPassword),
  RATE_LIMIT_RESET_CHECK: rateLimit(DEFAULT_RATE_LIMITS.resetLinkCheck),
  RATE_LIMIT_CONTACT: rateLimit(DEFAULT_RATE_LIMITS.contact),
  RATE_LIMIT_UPLOAD: rateLimit(DEFAULT_RATE_LIMITS.upload),
  RATE_LIMIT_CHECKOUT: rateLimit(DEFAULT_RATE_LIMITS.checkout),
  RATE_LIMIT_DISCOUNT_CODE: rateLimit(DEFAULT_RATE_LIMITS.discountCode),
});

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
  /** Stripe Checkout; without it payments go through the shop's own test checkout page. */
  stripe: { secretKey: string; webhookSecret: string } | undefined;
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
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
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
    },
  };
}
