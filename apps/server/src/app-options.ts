import type { FastifyServerOptions } from 'fastify';
import type { Database } from './db/client';
import type { RateLimiter, RateLimits } from './lib/limits/rate-limiter';
import type { WorkQueueOptions } from './lib/limits/work-queue';
import type { ResponseCache } from './lib/stores/response-cache';
import type { Mailer } from './modules/mail';
import type { StripeSettings } from './modules/payments';
import type { ImageStore } from './modules/uploads';

/**
 * What buildApp is given: main.ts fills it from the configuration (src/config.ts), tests from
 * test/test-app.ts. Each setting's environment variable is named beside it.
 */
export interface AppOptions {
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /**
   * How requests are logged: Fastify's two JSON lines each ('json', for log shippers in
   * production), or one `GET /shop 200 3 ms` line at info ('line', for a terminal).
   */
  requestLog?: 'json' | 'line';
  /** How long catalog answers are reused in memory; 0 (the default, for tests) turns it off. */
  catalogCacheSeconds?: number;
  /** Memory the catalog cache may hold (CATALOG_CACHE_MAX_BYTES); 32 MiB when left out. */
  catalogCacheMaxBytes?: number;
  /**
   * How long listing totals and corrected searches are remembered (cleared by every catalog write
   * of this instance); 0 (the default, for tests that write rows directly) turns it off.
   */
  catalogMemoSeconds?: number;
  /** A cache made by the caller, which tests use to read its stats; else one from the two above. */
  catalogCache?: ResponseCache;
  /** The address shoppers use (PUBLIC_URL), for absolute links in previews and sitemaps. */
  publicUrl?: string;
  /**
   * Whether a CSV import may fetch pictures from this machine or a private network; only tests
   * serving pictures on 127.0.0.1 set it (lib/security/public-address.ts).
   */
  importFetchesPrivateHosts?: boolean;
  /** Where the built web app lives; tests leave it out unless they test page serving. */
  webDist?: string | false;
  /** Which peers may set X-Forwarded-For (TRUST_PROXY). */
  trustProxy?: boolean | string | ((address: string, hop: number) => boolean);
  /** Production hides development helpers such as the dev mailbox. */
  production?: boolean;
  /** How long a session lives without use (SESSION_TTL); renewed while it is used. */
  sessionTtlSeconds?: number;
  /**
   * How long a session lives at most from its login, however much it is used (SESSION_MAX_AGE);
   * renewals stop there. 90 days when left out.
   */
  sessionMaxAgeSeconds?: number;
  /** Limits per client and account; none unless given (tests), the configured ones in main.ts. */
  rateLimits?: RateLimits;
  /**
   * Redis (REDIS_URL), for what several instances share: rate limits and which catalog their
   * remembered answers belong to (docs/decisions/023). Without it both stay in this process.
   */
  redisUrl?: string;
  /** Counters made by the caller (tests); else Redis' with a fallback when redisUrl is set. */
  rateLimiter?: RateLimiter;
  /** A mailer made by the caller (tests); else SMTP when smtpUrl is set, or the outbox. */
  mailer?: Mailer;
  /** SMTP_URL: mail goes out over it, and what it cannot take now is sent again later. */
  smtpUrl?: string;
  mailFrom?: string;
  /** Where new orders and contact messages are mailed (SHOP_EMAIL); the first admin when left out. */
  shopEmail?: string;
  /** Where uploads are stored, and the folder served at /uploads when they are local. */
  imageStore: ImageStore;
  uploadsDir: string | null;
  /** Where browsers read uploads the shop does not serve itself (S3), for the image policy. */
  uploadsPublicUrl?: string;
  /**
   * How long an upload nothing uses is kept before it is deleted (UPLOAD_CLEANUP_GRACE_MINUTES);
   * an hour when left out, null never deletes one. The rounds run with reconcileEverySeconds'
   * other background work; tests start one with `app.collectUnusedUploads()`.
   */
  uploadCleanupGraceSeconds?: number | null;
  /** Stripe Checkout (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET); the local test checkout when left out. */
  stripe?: StripeSettings & { webhookSecret: string };
  /** How long a checkout holds its stock (CHECKOUT_HOLD_MINUTES); 30 minutes when left out. */
  checkoutHoldSeconds?: number;
  /** The most units of one variant a checkout may hold (CHECKOUT_MAX_PER_VARIANT); 10 when left out. */
  checkoutMaxPerVariant?: number;
  /**
   * Where links in mail point while PUBLIC_URL is unset: the address the shop listens on (never
   * a request's Host, which whoever sends the request chooses). http://localhost:3000 when left out.
   */
  shopUrl?: string;
  /**
   * The secret guest cookies are signed and queued mail is encrypted with (SESSION_SECRET, or
   * DATA_DIR/shop-secret.key); a random one for this app alone when left out (tests).
   */
  shopSecret?: string;
  /** How many days a mailed private order link opens its order (ORDER_LINK_DAYS); 90 when left out. */
  orderLinkDays?: number;
  /**
   * The units open checkouts from one client address may hold together (MAX_HELD_UNITS_PER_ADDRESS);
   * 30 when left out.
   */
  maxHeldUnitsPerAddress?: number;
  /** Host names besides localhost that may send state-changing requests while PUBLIC_URL is unset. */
  allowedHosts?: readonly string[];
  /**
   * The line requests wait in for the database (docs/decisions/022): how many work at once, how
   * many may wait and how long. None when left out (tests), the configured one in main.ts.
   */
  requestQueue?: WorkQueueOptions;
  /**
   * How often expired holds are released, open payment sessions checked and queued mail sent
   * again, once a round across instances; 0 (tests) turns it off.
   */
  reconcileEverySeconds?: number;
  /**
   * How long a client has to send its whole request (REQUEST_TIMEOUT_SECONDS); 60 s when left
   * out. Its headers must come within 30 s of it at most, so a slow client cannot hold a
   * connection for nothing.
   */
  requestTimeoutMs?: number;
  /**
   * The time sales and discount codes are judged by; the machine's clock when left out. Tests move
   * it to see a sale start and end without waiting (then `app.saleClock.tick()` applies it).
   */
  clock?: () => Date;
  /** Who may read GET /metrics from elsewhere than loopback (METRICS_TOKEN, as a Bearer token). */
  metricsToken?: string;
}
