import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppOptions } from './app-options';
import { createServer } from './app-server';
import { baseUrlOf } from './lib/base-url';
import { clientNetwork } from './lib/client-network';
import { isStopping, registerConnectionDraining } from './lib/graceful-shutdown';
import { maskEmail, maskEmails } from './lib/mask-email';
import { FallbackRateLimiter, MemoryRateLimiter, NO_RATE_LIMITS, RedisRateLimiter } from './lib/rate-limiter';
import { connectRedis } from './lib/redis';
import { DEFAULT_CACHE_MAX_BYTES, ResponseCache } from './lib/response-cache';
import { webDistDir } from './lib/server-root';
import { keyedHash, shopKey } from './lib/shop-secret';
import { publishedOnThisMachine } from './lib/this-machine';
import { createThrottle } from './lib/throttle';
import { WorkQueue } from './lib/work-queue';
import { addressesAccountRoutes } from './modules/addresses/addresses.account-routes';
import { authRoutes } from './modules/auth/auth.routes';
import { passwordRoutes } from './modules/auth/password.routes';
import { registerSessions } from './modules/auth/session.plugin';
import { endAllSessions } from './modules/auth/session.service';
import { cartAccountRoutes } from './modules/cart/cart.account-routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { createCatalogWriter } from './modules/catalog/admin/catalog-write.service';
import { productsAdminRoutes } from './modules/catalog/admin/products.admin-routes';
import { CatalogMemo } from './modules/catalog/catalog-memo';
import { LOCAL_CATALOG_VERSION, redisCatalogVersion } from './modules/catalog/catalog-version';
import { productsCsvAdminRoutes } from './modules/catalog/csv/products-csv.admin-routes';
import { stockCacheTags } from './modules/catalog/stock/catalog-stock.service';
import { catalogRoutes } from './modules/catalog/storefront/catalog.routes';
import { contactAdminRoutes } from './modules/contact/contact.admin-routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { demoMediaRoutes } from './modules/demo-catalog/demo-media.routes';
import { healthRoutes } from './modules/health/health.routes';
import { devMailboxRoutes } from './modules/mail/mail.routes';
import { createMailer } from './modules/mail/mail.service';
import { shopInbox } from './modules/mail/shop-inbox';
import { cancelRoutes } from './modules/orders/cancel/cancel.routes';
import { registerGuestCookie } from './modules/orders/guests/guest-cookie';
import { ordersAccountRoutes } from './modules/orders/orders.account-routes';
import { ordersAdminRoutes } from './modules/orders/orders.admin-routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import type { OrdersDeps } from './modules/orders/orders.service';
import { localCheckoutRoutes } from './modules/orders/payments/local-checkout.routes';
import { paymentWebhookRoutes } from './modules/orders/payments/payment-webhook.routes';
import { reconcileCheckouts } from './modules/orders/payments/reconcile.service';
import { orderPoliciesAdminRoutes } from './modules/orders/policies/order-policies.admin-routes';
import { refundsAdminRoutes } from './modules/orders/refunds/refunds.admin-routes';
import { returnsAdminRoutes } from './modules/orders/returns/returns.admin-routes';
import { returnsRoutes } from './modules/orders/returns/returns.routes';
import { createLocalPaymentProvider } from './modules/payments/local-payment.provider';
import {
  createStripeClient,
  createStripePaymentProvider,
  isStripeTestKey,
} from './modules/payments/stripe-payment.provider';
import { stripeEventReader } from './modules/payments/stripe-webhook';
import { discountsAdminRoutes } from './modules/promotions/discounts.admin-routes';
import { discountsRoutes } from './modules/promotions/discounts.routes';
import { repriceAt, type SaleClock, startSaleClock } from './modules/promotions/sale-prices.service';
import { salesAdminRoutes } from './modules/promotions/sales.admin-routes';
import { salesRoutes } from './modules/promotions/sales.routes';
import { reviewsAccountRoutes } from './modules/reviews/reviews.account-routes';
import { reviewsAdminRoutes } from './modules/reviews/reviews.admin-routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { dropReviewsOf } from './modules/reviews/reviews.service';
import { seoRoutes } from './modules/seo/seo.routes';
import { describePage } from './modules/seo/seo.service';
import { shippingAdminRoutes } from './modules/shipping/shipping.admin-routes';
import { shippingRoutes } from './modules/shipping/shipping.routes';
import { statsAccountRoutes } from './modules/stats/stats.account-routes';
import { statsAdminRoutes } from './modules/stats/stats.admin-routes';
import {
  collectUnusedUploads,
  DEFAULT_UPLOAD_GRACE_SECONDS,
  UNUSED_UPLOADS_EVERY_MS,
} from './modules/uploads/unused-uploads.service';
import { uploadAccountRoutes } from './modules/uploads/uploads.account-routes';
import { uploadRoutes } from './modules/uploads/uploads.routes';
import { usersAccountRoutes } from './modules/users/users.account-routes';
import { usersAdminRoutes } from './modules/users/users.admin-routes';
import { registerHostCheck } from './plugins/host-check';
import { createShopMetrics, registerMetrics } from './plugins/metrics';
import { registerRateLimits } from './plugins/rate-limit';
import { registerRequestIds } from './plugins/request-id';
import { registerRequestQueue } from './plugins/request-queue';
import { registerAccountScope, registerAdminScope } from './plugins/route-scopes';
import { registerWebApp } from './plugins/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    /** Applies the sales schedule now (tests that moved the clock; the app's own timer otherwise). */
    saleClock: SaleClock;
    /**
     * Deletes the uploads nothing uses, older than the grace period by the app's clock; how many
     * went, or null while another instance does it (tests; the app's own timer otherwise).
     */
    collectUnusedUploads: () => Promise<number | null>;
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = await createServer(options);

  const { db } = options.database;
  const redis = options.redisUrl ? connectRedis(options.redisUrl, app.log) : null;
  const limiter =
    options.rateLimiter ??
    (redis
      ? new FallbackRateLimiter(new RedisRateLimiter(redis), new MemoryRateLimiter(), (error) =>
          app.log.warn({ err: error }, 'rate limits count per instance: Redis did not answer'),
        )
      : new MemoryRateLimiter());
  const limits = options.rateLimits ?? NO_RATE_LIMITS;
  const shopSecret = options.shopSecret ?? randomBytes(32).toString('base64url');
  const clientAddressKey = shopKey(shopSecret, 'client-address');
  const mailer =
    options.mailer ??
    createMailer({
      db,
      smtpUrl: options.smtpUrl,
      from: options.mailFrom ?? 'Velora <no-reply@velora.shop>',
      queueKey: shopKey(shopSecret, 'mail-queue'),
      onQueued: (error, message) =>
        app.log.warn(
          { err: error, subject: message.subject },
          'the mail server did not take a mail: it is queued to send again',
        ),
    });
  const sessionTtlSeconds = options.sessionTtlSeconds ?? 30 * 86_400;
  const shopUrl = options.publicUrl ?? options.shopUrl ?? 'http://localhost:3000';
  app.addHook('onClose', async () => {
    await limiter.close();
    await mailer.close();
    redis?.disconnect();
  });

  const throttle = createThrottle(limiter, limits);
  registerRateLimits(app, throttle);
  registerRequestIds(app);
  if (publishedOnThisMachine(options.publicUrl)) registerHostCheck(app, options.allowedHosts ?? []);
  registerConnectionDraining(app);
  const queue = options.requestQueue ? new WorkQueue(options.requestQueue) : undefined;
  if (queue) registerRequestQueue(app, queue);
  const metrics = createShopMetrics({ database: options.database, queueStats: () => queue?.stats() });
  registerMetrics(app, metrics, options.metricsToken);
  await registerSessions(app, {
    db,
    ttlSeconds: sessionTtlSeconds,
    maxAgeSeconds: options.sessionMaxAgeSeconds ?? 90 * 86_400,
    publicUrl: options.publicUrl,
  });
  registerGuestCookie(app, { secret: shopSecret });
  await app.register(healthRoutes({ ping: () => options.database.ping(), stopping: () => isStopping(app) }));
  await app.register(authRoutes({ db, throttle }), { prefix: '/api/auth' });
  await app.register(passwordRoutes({ db, mailer, throttle, shopUrl }), {
    prefix: '/api',
  });
  const inbox = shopInbox({ db, configured: options.shopEmail });
  await app.register(contactRoutes({ db, mailer, shopInbox: inbox }), {
    prefix: '/api',
  });
  await app.register(shippingRoutes({ db }), { prefix: '/api/shipping' });
  await app.register(uploadRoutes({ uploadsDir: options.uploadsDir }));
  const stripe = options.stripe ? createStripeClient(options.stripe) : null;
  const payments =
    stripe && options.stripe
      ? createStripePaymentProvider({ stripe, testMode: isStripeTestKey(options.stripe.secretKey) })
      : createLocalPaymentProvider();
  const clock = options.clock ?? (() => new Date());
  const orders: OrdersDeps = {
    db,
    now: clock,
    payments,
    mailer,
    holdSeconds: options.checkoutHoldSeconds ?? 30 * 60,
    maxPerVariant: options.checkoutMaxPerVariant ?? 10,
    maxHeldUnitsPerAddress: options.maxHeldUnitsPerAddress,
    clientKey: (ip: string) => keyedHash(clientAddressKey, clientNetwork(ip)),
    orderLinkDays: options.orderLinkDays ?? 90,
    shopUrl,
    shopInbox: inbox,
    onMailError: (error, order) =>
      app.log.error(
        { err: error, orderId: order.id },
        'an order mail (to the shopper or the shop) could not be sent',
      ),
    onSessionCloseError: (error, order) =>
      app.log.warn(
        { err: error, orderId: order.id },
        'the payment session of a replaced checkout could not be closed: until it expires, a payment made there becomes an order, its units taken as far as they are free',
      ),
    onRefundError: (error, refund) =>
      app.log.warn(
        { err: error, refundId: refund.id, orderId: refund.orderId },
        'a refund could not be asked of the payment provider; it stays pending and is asked again',
      ),
    onAddressSaveError: (error, order) =>
      app.log.warn(
        { err: error, orderId: order.id },
        "a checkout's address could not be saved to the shopper's address book; the checkout went on",
      ),
    onReconcileError: (error, order) =>
      app.log.warn(
        { err: error, orderId: order.id },
        'an expired checkout could not be settled with the payment provider; it is tried again next round',
      ),
    events: metrics.events,
    // Called only after the app is built, when the caches below exist.
    onStockChanged: (productIds) => stockChanged(productIds),
  };
  await app.register(cartRoutes({ db, maxPerOrder: orders.maxPerVariant }), { prefix: '/api/cart' });
  await app.register(ordersRoutes({ ...orders, publicUrl: options.publicUrl }), { prefix: '/api/orders' });
  await app.register(cancelRoutes(orders), { prefix: '/api/orders' });
  await app.register(returnsRoutes(orders), { prefix: '/api/orders' });
  if (stripe && options.stripe) {
    const readEvent = stripeEventReader({ stripe, webhookSecret: options.stripe.webhookSecret });
    await app.register(paymentWebhookRoutes({ ...orders, readEvent }), { prefix: '/api/orders' });
  } else {
    await app.register(localCheckoutRoutes(orders));
  }
  const catalogCache =
    options.catalogCache ??
    new ResponseCache((options.catalogCacheSeconds ?? 0) * 1000, { maxBytes: options.catalogCacheMaxBytes });
  // Totals and corrected searches outlive the answers: they cost a query each and repeat across
  // thousands of different pages (docs/decisions/022). Off unless asked for, as the answer cache.
  const catalogMemo = new CatalogMemo((options.catalogMemoSeconds ?? 0) * 1000);
  // Server-rendered storefront pages are made from catalog answers, and live and go with them
  // (docs/decisions/025); a quarter of the catalog's memory bound.
  const pageCache = new ResponseCache((options.catalogCacheSeconds ?? 0) * 1000, {
    maxBytes: Math.floor((options.catalogCacheMaxBytes ?? DEFAULT_CACHE_MAX_BYTES) / 4),
  });
  const forgetCatalog = () => {
    catalogCache.clear();
    catalogMemo.clear();
    pageCache.clear();
  };
  const forgetProducts = (tags: readonly string[]) => {
    catalogCache.forget(tags);
    pageCache.forget(tags);
  };
  const catalogVersion = redis
    ? redisCatalogVersion(redis, {
        forget: forgetCatalog,
        forgetTags: forgetProducts,
        warn: (error, message) => app.log.warn({ err: error }, message),
      })
    : LOCAL_CATALOG_VERSION;
  const catalogChanged = async () => {
    forgetCatalog();
    await catalogVersion.bump();
  };
  // A hold, a release or a sale changes what one product's page offers: its kept answers and
  // pages go at once, the rest of the catalog stays (docs/decisions/028).
  const stockChanged = async (productIds: readonly string[]) => {
    const tags = await stockCacheTags(db, productIds);
    forgetProducts(tags);
    await catalogVersion.stockChanged(tags);
  };
  const catalogWriter = createCatalogWriter({
    db,
    onCatalogChanged: catalogChanged,
    reprice: (tx, ids) => repriceAt(tx, clock(), ids),
  });
  // promotions: sales take effect on time on every instance; kept answers and pages go with them.
  const saleClock = startSaleClock({
    db,
    now: clock,
    onPricesChanged: catalogChanged,
    onError: (error) => app.log.error({ err: error }, 'applying the sales schedule failed'),
  });
  app.decorate('saleClock', saleClock);
  app.addHook('onReady', async () => {
    await saleClock.tick();
  });
  app.addHook('onClose', async () => saleClock.stop());
  const salesChanged = async () => {
    await saleClock.tick();
  };
  // Every plugin of a logged-in shopper's own goes in here: one guard in front of all of them.
  await registerAccountScope(app, async (account) => {
    await account.register(usersAccountRoutes({ db, imageStore: options.imageStore }), {
      prefix: '/api/auth',
    });
    await account.register(uploadAccountRoutes({ store: options.imageStore }));
    await account.register(cartAccountRoutes({ db, maxPerOrder: orders.maxPerVariant }), {
      prefix: '/api/cart',
    });
    await account.register(ordersAccountRoutes(orders), { prefix: '/api/orders' });
    await account.register(reviewsAccountRoutes({ db, onCatalogChanged: catalogChanged }), {
      prefix: '/api/reviews',
    });
    await account.register(statsAccountRoutes({ db }), { prefix: '/api/stats' });
    await account.register(addressesAccountRoutes({ db }), { prefix: '/api/addresses' });
  });
  // Every admin plugin goes in here: one guard in front of all of them (README, Layout).
  await registerAdminScope(app, async (admin) => {
    await admin.register(
      usersAdminRoutes({
        db,
        endSessions: endAllSessions,
        dropReviews: dropReviewsOf,
        onCatalogChanged: catalogChanged,
      }),
      { prefix: '/api/auth' },
    );
    await admin.register(ordersAdminRoutes(orders), { prefix: '/api/orders' });
    await admin.register(orderPoliciesAdminRoutes({ db }), { prefix: '/api/orders' });
    await admin.register(returnsAdminRoutes(orders), { prefix: '/api/orders' });
    await admin.register(refundsAdminRoutes(orders), { prefix: '/api/orders' });
    await admin.register(statsAdminRoutes({ db, testCheckout: payments.testMode }), { prefix: '/api/stats' });
    await admin.register(productsAdminRoutes({ db, writer: catalogWriter }), { prefix: '/api/products' });
    await admin.register(
      productsCsvAdminRoutes({
        db,
        writer: catalogWriter,
        imageStore: options.imageStore,
        publicUrl: options.publicUrl,
        fetchesPrivateHosts: options.importFetchesPrivateHosts ?? false,
        stagesImports: options.database.kind === 'pglite',
      }),
      { prefix: '/api/products' },
    );
    await admin.register(contactAdminRoutes({ db }), { prefix: '/api' });
    await admin.register(reviewsAdminRoutes({ db }), { prefix: '/api/reviews' });
    await admin.register(shippingAdminRoutes({ db }), { prefix: '/api/shipping' });
    await admin.register(salesAdminRoutes({ db, now: clock, onSalesChanged: salesChanged }), {
      prefix: '/api/sales',
    });
    await admin.register(discountsAdminRoutes({ db, now: clock }), { prefix: '/api/discounts' });
  });
  await app.register(salesRoutes({ db, now: clock }), { prefix: '/api/sales' });
  await app.register(discountsRoutes({ ...orders }), { prefix: '/api/discounts' });
  const reconcileMs = (options.reconcileEverySeconds ?? 0) * 1000;
  if (reconcileMs > 0) {
    const timer = setInterval(() => {
      reconcileCheckouts(orders).catch((error: unknown) =>
        app.log.error({ err: error }, 'checkout reconciliation failed'),
      );
      mailer
        .retryQueued?.()
        .then((round) => {
          // The recipient is a shopper's address: masked, as in every log line (rules.md, Logs).
          for (const mail of round.gaveUp)
            app.log.error(
              { ...mail, to: maskEmail(mail.to), error: maskEmails(mail.error) },
              'a mail could not be sent after every attempt',
            );
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'retrying queued mail failed'));
    }, reconcileMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  // uploads: pictures nothing shows any more are deleted after a grace period (docs/decisions/036).
  const uploadGraceSeconds =
    options.uploadCleanupGraceSeconds === undefined
      ? DEFAULT_UPLOAD_GRACE_SECONDS
      : options.uploadCleanupGraceSeconds;
  const collectUploads = async () =>
    uploadGraceSeconds === null
      ? 0
      : collectUnusedUploads({ db, store: options.imageStore, graceSeconds: uploadGraceSeconds }, clock());
  app.decorate('collectUnusedUploads', collectUploads);
  if (reconcileMs > 0 && uploadGraceSeconds !== null) {
    const timer = setInterval(() => {
      collectUploads()
        .then((deleted) => {
          if (deleted) app.log.info({ deleted }, 'unused uploads deleted');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'deleting unused uploads failed'));
    }, UNUSED_UPLOADS_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  // Reset links sit in the outbox, so only this machine may read it, and never in production or
  // in a shop published under a real address.
  if (!options.production && mailer.kind === 'outbox' && publishedOnThisMachine(options.publicUrl))
    await app.register(devMailboxRoutes({ db }));
  await app.register(catalogRoutes({ db, cache: catalogCache, memo: catalogMemo, version: catalogVersion }), {
    prefix: '/api/shopify-products',
  });
  await app.register(reviewsRoutes({ db }), { prefix: '/api/reviews' });
  await app.register(demoMediaRoutes);

  const webDist = options.webDist === undefined ? webDistDir : options.webDist;
  await app.register(seoRoutes({ db, publicUrl: options.publicUrl }));
  await registerWebApp(app, webDist || null, {
    describePage: (pathname, request) => describePage(db, pathname, baseUrlOf(request, options.publicUrl)),
    pageCache,
    checkCatalogVersion: () => catalogVersion.check(),
    publicUrl: options.publicUrl,
  });

  return app;
}
