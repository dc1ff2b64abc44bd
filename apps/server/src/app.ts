import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { registerBackgroundJobs, registerSaleClock } from './app-jobs';
import type { AppOptions } from './app-options';
import { createServer } from './app-server';
import { baseUrlOf } from './lib/http/base-url';
import { clientNetwork } from './lib/http/client-network';
import { publishedOnThisMachine } from './lib/http/this-machine';
import {
  FallbackRateLimiter,
  MemoryRateLimiter,
  NO_RATE_LIMITS,
  RedisRateLimiter,
} from './lib/limits/rate-limiter';
import { createThrottle } from './lib/limits/throttle';
import { WorkQueue } from './lib/limits/work-queue';
import { isStopping, registerConnectionDraining } from './lib/process/graceful-shutdown';
import { webDistDir } from './lib/process/server-root';
import { keyedHash, shopKey } from './lib/security/shop-secret';
import { connectRedis } from './lib/stores/redis';
import { addressesModule } from './modules/addresses';
import { authModule, endAllSessions, registerSessions } from './modules/auth';
import { cartModule } from './modules/cart';
import { catalogModule, createCatalogCaches, createCatalogWriter } from './modules/catalog';
import { contactModule } from './modules/contact';
import { demoCatalogModule } from './modules/demo-catalog';
import { healthModule } from './modules/health';
import { type LowStockDeps, lowStockModule } from './modules/low-stock';
import { createMailer, mailModule, shopInbox } from './modules/mail';
import { type OrdersDeps, ordersModule, registerGuestCookie } from './modules/orders';
import {
  createLocalPaymentProvider,
  createStripeClient,
  createStripePaymentProvider,
  isStripeTestKey,
  stripeEventReader,
} from './modules/payments';
import {
  orderDiscounts,
  promotionHoldingCategory,
  promotionsModule,
  renameCategoryInPromotions,
  repriceAt,
} from './modules/promotions';
import { reportsModule } from './modules/reports';
import { dropReviewsOf, reviewsModule } from './modules/reviews';
import { describePage, movedPage, seoModule } from './modules/seo';
import { shippingModule } from './modules/shipping';
import { fitOfProducts, statsModule } from './modules/stats';
import { type StockAlertsDeps, stockAlertsModule } from './modules/stock-alerts';
import { taxesModule } from './modules/taxes';
import { uploadsModule } from './modules/uploads';
import { usersModule } from './modules/users';
import { wishlistModule } from './modules/wishlist';
import { registerHostCheck } from './plugins/access/host-check';
import { registerModules } from './plugins/access/route-scopes';
import { createShopMetrics, registerMetrics } from './plugins/metrics';
import { registerRateLimits } from './plugins/requests/rate-limit';
import { registerRequestIds } from './plugins/requests/request-id';
import { registerRequestQueue } from './plugins/requests/request-queue';
import { registerWebApp } from './plugins/web-app/web-app';

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
  // Signs the links in mail a shopper can stop or must confirm (alerts, reminders).
  const mailLinkKey = shopKey(shopSecret, 'mail-link');
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
  const stripe = options.stripe ? createStripeClient(options.stripe) : null;
  const payments =
    stripe && options.stripe
      ? createStripePaymentProvider({
          stripe,
          testMode: isStripeTestKey(options.stripe.secretKey),
          tax: options.stripe.tax === true,
        })
      : createLocalPaymentProvider();
  const clock = options.clock ?? (() => new Date());
  const inbox = shopInbox({ db, configured: options.shopEmail });
  const catalog = createCatalogCaches({
    db,
    redis,
    cacheSeconds: options.catalogCacheSeconds,
    memoSeconds: options.catalogMemoSeconds,
    maxBytes: options.catalogCacheMaxBytes,
    cache: options.catalogCache,
    warn: (error, message) => app.log.warn({ err: error }, message),
  });
  const orders: OrdersDeps = {
    db,
    now: clock,
    payments,
    discounts: orderDiscounts,
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
    onStockChanged: catalog.stockChanged,
  };
  const catalogWriter = createCatalogWriter({
    db,
    onCatalogChanged: catalog.catalogChanged,
    reprice: (tx, ids) => repriceAt(tx, clock(), ids),
  });
  const saleClock = registerSaleClock(app, { db, now: clock, onPricesChanged: catalog.catalogChanged });
  const stockAlerts: StockAlertsDeps = { db, mailer, now: clock, shopUrl, linkKey: mailLinkKey };
  const lowStock: LowStockDeps = { db, mailer, shopInbox: inbox, shopUrl, now: clock };

  // Every module's routes: the account and admin ones behind their guards (plugins/access/route-scopes.ts).
  await registerModules(app, [
    healthModule({ ping: () => options.database.ping(), stopping: () => isStopping(app) }),
    authModule({ db, throttle, mailer, shopUrl }),
    contactModule({ db, mailer, shopInbox: inbox }),
    shippingModule({ db }),
    taxesModule({ db, now: clock }),
    uploadsModule({ uploadsDir: options.uploadsDir, imageStore: options.imageStore }),
    cartModule({ db, maxPerOrder: orders.maxPerVariant }),
    ordersModule({
      ...orders,
      mailLinkKey,
      publicUrl: options.publicUrl,
      readEvent:
        stripe && options.stripe
          ? stripeEventReader({ stripe, webhookSecret: options.stripe.webhookSecret })
          : null,
    }),
    usersModule({
      db,
      imageStore: options.imageStore,
      endSessions: endAllSessions,
      dropReviews: dropReviewsOf,
      onCatalogChanged: catalog.catalogChanged,
    }),
    reviewsModule({ db, onCatalogChanged: catalog.catalogChanged, memo: catalog.memo }),
    statsModule({ db, testCheckout: payments.testMode }),
    reportsModule({ db, now: clock }),
    addressesModule({ db }),
    wishlistModule({ db }),
    catalogModule({
      db,
      cache: catalog.cache,
      memo: catalog.memo,
      version: catalog.version,
      writer: catalogWriter,
      // Manage Products' fit column reads reviews and returns, modules above the catalog.
      fitOf: (ids) => fitOfProducts(db, ids, payments.testMode),
      imageStore: options.imageStore,
      publicUrl: options.publicUrl,
      fetchesPrivateHosts: options.importFetchesPrivateHosts ?? false,
      stagesImports: options.database.kind === 'pglite',
      hooks: {
        renamed: renameCategoryInPromotions,
        blocksDelete: (tx, handle) => promotionHoldingCategory(tx, handle, clock()),
        catalogChanged: catalog.catalogChanged,
      },
    }),
    promotionsModule({
      db,
      now: clock,
      testCheckout: payments.testMode,
      onSalesChanged: async () => {
        await saleClock.tick();
      },
    }),
    // Reset links sit in the outbox, so only this machine may read it, and never in production or
    // in a shop published under a real address.
    mailModule({
      db,
      linkKey: mailLinkKey,
      devMailbox:
        !options.production && mailer.kind === 'outbox' && publishedOnThisMachine(options.publicUrl),
    }),
    stockAlertsModule(stockAlerts),
    lowStockModule(lowStock),
    demoCatalogModule(),
    seoModule({ db, publicUrl: options.publicUrl }),
  ]);
  registerBackgroundJobs(app, {
    orders,
    mailer,
    imageStore: options.imageStore,
    now: clock,
    everySeconds: options.reconcileEverySeconds ?? 0,
    uploadGraceSeconds: options.uploadCleanupGraceSeconds,
    stockAlerts,
    lowStock,
    checkoutReminders: { ...orders, mailLinkKey },
  });

  const webDist = options.webDist === undefined ? webDistDir : options.webDist;
  await registerWebApp(app, webDist || null, {
    describePage: (pathname, request) => describePage(db, pathname, baseUrlOf(request, options.publicUrl)),
    movedPage: (pathname) => movedPage(db, pathname, catalog.memo),
    pageCache: catalog.pages,
    checkCatalogVersion: () => catalog.version.check(),
    publicUrl: options.publicUrl,
  });

  return app;
}
