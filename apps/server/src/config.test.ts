import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      demoCatalogSize: 300,
    });
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('takes Stripe only with both its keys, and checkout holds of 5 minutes to a day', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }).stripe,
    ).toEqual({
      secretKey: 'sk_test_abc',
      webhookSecret: 'whsec_abc',
    });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() =>
      loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }),
    ).toThrow(/STRIPE_SECRET_KEY: must be a Stripe secret key/);
    expect(loadConfig({}).checkoutHoldSeconds).toBe(1800);
    expect(loadConfig({ CHECKOUT_HOLD_MINUTES: '45' }).checkoutHoldSeconds).toBe(2700);
    expect(() => loadConfig({ CHECKOUT_HOLD_MINUTES: '2' })).toThrow(/CHECKOUT_HOLD_MINUTES/);
  });

  it('has Stripe Tax compute the tax only when STRIPE_TAX says so, and only with Stripe', () => {
    const keys = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };
    expect(loadConfig(keys).stripe?.tax).toBeUndefined();
    expect(loadConfig({ ...keys, STRIPE_TAX: 'false' }).stripe?.tax).toBeUndefined();
    expect(loadConfig({ ...keys, STRIPE_TAX: 'true' }).stripe).toEqual({
      secretKey: 'sk_test_abc',
      webhookSecret: 'whsec_abc',
      tax: true,
    });
    expect(() => loadConfig({ ...keys, STRIPE_TAX: 'yes' })).toThrow(/STRIPE_TAX: must be true or false/);
    expect(() => loadConfig({ STRIPE_TAX: 'true' })).toThrow(/STRIPE_TAX: needs STRIPE_SECRET_KEY/);
  });

  it('runs the background rounds each minute unless told otherwise', () => {
    expect(loadConfig({}).backgroundRoundSeconds).toBe(60);
    expect(loadConfig({ BACKGROUND_ROUND_SECONDS: '5' }).backgroundRoundSeconds).toBe(5);
    expect(() => loadConfig({ BACKGROUND_ROUND_SECONDS: '0' })).toThrow(
      /BACKGROUND_ROUND_SECONDS: must be from 1/,
    );
    expect(() => loadConfig({ BACKGROUND_ROUND_SECONDS: 'often' })).toThrow(/BACKGROUND_ROUND_SECONDS/);
  });

  it('bounds the line for the database: 256 waiting for 5 s unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ maxWaitingRequests: 256, maxWaitSeconds: 5 });
    expect(loadConfig({ MAX_WAITING_REQUESTS: '1000', MAX_WAIT_SECONDS: '2' })).toMatchObject({
      maxWaitingRequests: 1000,
      maxWaitSeconds: 2,
    });
  });

  it('sets the pool, the timeouts and the metrics token, each within bounds', () => {
    expect(loadConfig({})).toMatchObject({
      databasePoolSize: 10,
      databaseStatementTimeoutSeconds: 15,
      requestTimeoutSeconds: 60,
      shutdownTimeoutSeconds: 10,
      shutdownDrainSeconds: 2,
      metricsToken: undefined,
    });
    expect(
      loadConfig({
        DATABASE_POOL_SIZE: '25',
        DATABASE_STATEMENT_TIMEOUT_SECONDS: '0',
        SHUTDOWN_TIMEOUT_SECONDS: '30',
        METRICS_TOKEN: 'a-long-enough-token',
      }),
    ).toMatchObject({
      databasePoolSize: 25,
      databaseStatementTimeoutSeconds: 0,
      shutdownTimeoutSeconds: 30,
      metricsToken: 'a-long-enough-token',
    });
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '1' })).toThrow(
      /DATABASE_POOL_SIZE: must be from 2 to 1000/,
    );
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: 'soon' })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/shop'],
    ['PUBLIC_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['DEMO_CATALOG_SIZE', '-1'],
    ['CATALOG_CACHE_SECONDS', 'soon'],
    ['CATALOG_CACHE_MAX_BYTES', 'lots'],
    ['CATALOG_CACHE_MAX_BYTES', '32MB'],
    ['CATALOG_CACHE_MAX_BYTES', '-1'],
    ['CATALOG_CACHE_MAX_BYTES', '1k'],
    ['CATALOG_CACHE_MAX_BYTES', '5000m'],
    ['MAX_WAITING_REQUESTS', '0'],
    ['MAX_WAITING_REQUESTS', 'many'],
    ['MAX_WAIT_SECONDS', '0'],
    ['MAX_WAIT_SECONDS', '2.5'],
    ['MAX_WAIT_SECONDS', '301'],
    ['SESSION_TTL', '30 days'],
    ['SESSION_TTL', '1m'],
    ['SESSION_MAX_AGE', '90 days'],
    ['SESSION_MAX_AGE', '1m'],
    ['SESSION_MAX_AGE', '7d'],
    ['RATE_LIMIT_LOGIN_ACCOUNT', 'five'],
    ['SMTP_URL', 'mail.example.com'],
    ['ADMIN_EMAIL', 'admin'],
    ['REDIS_URL', 'localhost:6379'],
    ['SESSION_SECRET', 'too-short'],
    ['ORDER_LINK_DAYS', '0'],
    ['ORDER_LINK_DAYS', '90d'],
    ['MAX_HELD_UNITS_PER_ADDRESS', '0'],
    ['MAX_HELD_UNITS_PER_ADDRESS', 'many'],
  ])('stops with a message naming %s when it is %s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('reads the catalog cache bound in bytes, kibibytes or mebibytes', () => {
    expect(loadConfig({}).catalogCacheMaxBytes).toBe(32 * 1024 * 1024);
    expect(loadConfig({ CATALOG_CACHE_MAX_BYTES: '8m' }).catalogCacheMaxBytes).toBe(8 * 1024 * 1024);
    expect(loadConfig({ CATALOG_CACHE_MAX_BYTES: '512k' }).catalogCacheMaxBytes).toBe(512 * 1024);
    expect(loadConfig({ CATALOG_CACHE_MAX_BYTES: '1000000' }).catalogCacheMaxBytes).toBe(1_000_000);
  });

  it('drops a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.com/' }).publicUrl).toBe(
      'https://shop.example.com',
    );
  });

  it('ends a session 90 days after its login unless SESSION_MAX_AGE says otherwise, never before its TTL', () => {
    expect(loadConfig({})).toMatchObject({
      sessionTtlSeconds: 30 * 86_400,
      sessionMaxAgeSeconds: 90 * 86_400,
    });
    expect(loadConfig({ SESSION_MAX_AGE: '45d' }).sessionMaxAgeSeconds).toBe(45 * 86_400);
    expect(loadConfig({ SESSION_TTL: '12h', SESSION_MAX_AGE: '12h' })).toMatchObject({
      sessionTtlSeconds: 43_200,
      sessionMaxAgeSeconds: 43_200,
    });
    expect(() => loadConfig({ SESSION_MAX_AGE: '7d' })).toThrow(
      /SESSION_MAX_AGE: must be at least SESSION_TTL \(7d is shorter than 30d\)/,
    );
    // A shop that already kept logins longer than 90 days keeps starting: the limit is its TTL.
    expect(loadConfig({ SESSION_TTL: '120d' }).sessionMaxAgeSeconds).toBe(120 * 86_400);
    expect(loadConfig({ SESSION_TTL: '120d', SESSION_MAX_AGE: '180d' }).sessionMaxAgeSeconds).toBe(
      180 * 86_400,
    );
  });

  it('reads durations, rate limits and the proxy setting', () => {
    const config = loadConfig({
      SESSION_TTL: '12h',
      RATE_LIMIT_CONTACT: '3/10m',
      RATE_LIMIT_UPLOAD: 'off',
      TRUST_PROXY: '2',
    });
    expect(config.sessionTtlSeconds).toBe(43_200);
    expect(config.rateLimits.contact).toEqual({ max: 3, windowSeconds: 600 });
    expect(config.rateLimits.upload.max).toBe(0);
    expect(typeof config.trustProxy).toBe('function');
    expect(loadConfig({}).trustProxy).toBe('loopback');
  });

  it('needs PUBLIC_URL in production and whenever mail really goes out', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /PUBLIC_URL: is required when NODE_ENV is production/,
    );
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.com:587' })).toThrow(
      /PUBLIC_URL: is required when SMTP_URL/,
    );
    expect(
      loadConfig({
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://mail.example.com:587',
        PUBLIC_URL: 'https://shop.example',
        ALLOW_TEST_CHECKOUT: 'true',
      }).smtpUrl,
    ).toBe('smtp://mail.example.com:587');
  });

  it('refuses to start a production shop without Stripe keys, unless its owner allows the test checkout', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com' };
    expect(() => loadConfig(production)).toThrow(/STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: are required/);
    expect(() => loadConfig({ ...production, ALLOW_TEST_CHECKOUT: 'false' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(loadConfig({ ...production, ALLOW_TEST_CHECKOUT: 'true' }).testCheckout).toBe(true);
    const stripe = loadConfig({
      ...production,
      STRIPE_SECRET_KEY: 'sk_live_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
    });
    expect(stripe.testCheckout).toBe(false);
    // Stripe's test keys take its test cards: the same rule.
    const stripeTest = {
      ...production,
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
    };
    expect(() => loadConfig(stripeTest)).toThrow(/STRIPE_SECRET_KEY: is a test-mode key/);
    expect(loadConfig({ ...stripeTest, ALLOW_TEST_CHECKOUT: 'true' }).testCheckout).toBe(true);
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'rk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }).testCheckout,
    ).toBe(true);
    // Outside production the test checkout is how the shop works offline.
    expect(loadConfig({}).testCheckout).toBe(true);
    expect(() => loadConfig({ ALLOW_TEST_CHECKOUT: 'yes' })).toThrow(
      /ALLOW_TEST_CHECKOUT: must be true or false/,
    );
  });

  it('reads the private links’ days, the units one address may hold, and the shop’s secret', () => {
    expect(loadConfig({})).toMatchObject({
      orderLinkDays: 90,
      maxHeldUnitsPerAddress: 30,
      sessionSecret: undefined,
    });
    const secret = 'a-secret-of-at-least-thirty-two-characters';
    expect(
      loadConfig({ ORDER_LINK_DAYS: '30', MAX_HELD_UNITS_PER_ADDRESS: '60', SESSION_SECRET: secret }),
    ).toMatchObject({ orderLinkDays: 30, maxHeldUnitsPerAddress: 60, sessionSecret: secret });
    // Instances sharing Redis share guests and queued mail: one secret, not one per DATA_DIR.
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://shop.example.com',
      ALLOW_TEST_CHECKOUT: 'true',
      REDIS_URL: 'redis://redis:6379',
    };
    expect(() => loadConfig(production)).toThrow(
      /SESSION_SECRET: is required when NODE_ENV is production and REDIS_URL is set/,
    );
    expect(loadConfig({ ...production, SESSION_SECRET: secret }).sessionSecret).toBe(secret);
  });

  it('reads the checkout limits and the hosts allowed besides this machine', () => {
    const config = loadConfig({
      CHECKOUT_MAX_PER_VARIANT: '4',
      RATE_LIMIT_CHECKOUT: '3/1h',
      ALLOWED_HOSTS: '192.168.1.20, Shop.Local, [FD00::5]',
    });
    expect(config.checkoutMaxPerVariant).toBe(4);
    expect(config.rateLimits.checkout).toEqual({ max: 3, windowSeconds: 3600 });
    expect(config.allowedHosts).toEqual(['192.168.1.20', 'shop.local', '[fd00::5]']);
    expect(loadConfig({}).checkoutMaxPerVariant).toBe(10);
    expect(loadConfig({}).allowedHosts).toEqual([]);
    expect(() => loadConfig({ CHECKOUT_MAX_PER_VARIANT: '0' })).toThrow(/CHECKOUT_MAX_PER_VARIANT/);
    expect(() => loadConfig({ ALLOWED_HOSTS: 'http://x/' })).toThrow(/ALLOWED_HOSTS/);
  });

  it('keeps unused uploads an hour unless told otherwise, at least 10 minutes, or never deletes them', () => {
    expect(loadConfig({}).uploadCleanupGraceSeconds).toBe(3600);
    expect(loadConfig({ UPLOAD_CLEANUP_GRACE_MINUTES: '10' }).uploadCleanupGraceSeconds).toBe(600);
    expect(loadConfig({ UPLOAD_CLEANUP_GRACE_MINUTES: '1440' }).uploadCleanupGraceSeconds).toBe(86_400);
    expect(loadConfig({ UPLOAD_CLEANUP_GRACE_MINUTES: 'off' }).uploadCleanupGraceSeconds).toBeNull();
    for (const value of ['0', '9', '10081', '1h', '-5', 'never']) {
      expect(() => loadConfig({ UPLOAD_CLEANUP_GRACE_MINUTES: value }), value).toThrow(
        /UPLOAD_CLEANUP_GRACE_MINUTES: must be/,
      );
    }
  });
});
