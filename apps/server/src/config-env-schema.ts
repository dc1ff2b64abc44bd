import { MAX_LINE_QUANTITY } from '@shop/shared/orders/orders';
import { z } from 'zod';
import { DEFAULT_RATE_LIMITS, parseRateLimit, type RateLimit } from './lib/limits/rate-limiter';
import { DEFAULT_CACHE_MAX_BYTES } from './lib/stores/response-cache';

// The environment variables the server reads, each with the form it must have and its default;
// config.ts turns what they parse to into the Config the rest of the server uses.

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

export const envSchema = z.object({
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
  BACKGROUND_ROUND_SECONDS: z
    .string()
    .regex(/^\d+$/, 'must be a whole number of seconds')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 3600, 'must be from 1 to 3600')
    .default(60),
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
  // Stripe Tax computes each checkout's tax at the order's address instead of the shop's own rates.
  STRIPE_TAX: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .transform((value) => value === 'true')
    .default(false),
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
  RATE_LIMIT_ORDER_LOOKUP: rateLimit(DEFAULT_RATE_LIMITS.orderLookup),
  RATE_LIMIT_STOCK_ALERT: rateLimit(DEFAULT_RATE_LIMITS.stockAlert),
});
