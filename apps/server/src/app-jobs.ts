import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client';
import { maskEmail, maskEmails } from './lib/logs/mask-email';
import { productPicturesAmong } from './modules/catalog';
import { type LowStockDeps, sendLowStockMail } from './modules/low-stock';
import type { Mailer } from './modules/mail';
import {
  type CheckoutReminderDeps,
  type OrdersDeps,
  orderLinePicturesAmong,
  reconcileCheckouts,
  sendCheckoutReminders,
} from './modules/orders';
import { type SaleClock, startSaleClock } from './modules/promotions';
import { type StockAlertsDeps, sendStockAlerts } from './modules/stock-alerts';
import {
  collectUnusedUploads,
  DEFAULT_UPLOAD_GRACE_SECONDS,
  type ImageStore,
  UNUSED_UPLOADS_EVERY_MS,
} from './modules/uploads';
import { profilePicturesAmong } from './modules/users';

declare module 'fastify' {
  interface FastifyInstance {
    /** Applies the sales schedule now (tests that moved the clock; the app's own timer otherwise). */
    saleClock: SaleClock;
    /**
     * Deletes the uploads nothing uses, older than the grace period by the app's clock; how many
     * went, or null while another instance does it (tests; the app's own timer otherwise).
     */
    collectUnusedUploads: () => Promise<number | null>;
    /**
     * Queues the reminders of checkouts left behind that fell due by the app's clock; how many,
     * or null while another instance does it (tests; the app's own timer otherwise).
     */
    sendCheckoutReminders: () => Promise<number | null>;
    /**
     * Queues the alerts of sizes back in stock; how many, or null while another instance does it
     * (tests; the app's own timer otherwise).
     */
    sendStockAlerts: () => Promise<number | null>;
    /**
     * Queues the day's mail of sizes running low once its hour has come; how many sizes it told
     * of, or null while another instance does it (tests; the app's own timer otherwise).
     */
    sendLowStockMail: () => Promise<number | null>;
  }
}

/** Sales take effect on time on every instance; kept answers and pages go with them. */
export function registerSaleClock(
  app: FastifyInstance,
  deps: { db: Db; now: () => Date; onPricesChanged: () => Promise<void> },
): SaleClock {
  const saleClock = startSaleClock({
    ...deps,
    onError: (error) => app.log.error({ err: error }, 'applying the sales schedule failed'),
  });
  app.decorate('saleClock', saleClock);
  app.addHook('onReady', async () => {
    await saleClock.tick();
  });
  app.addHook('onClose', async () => saleClock.stop());
  return saleClock;
}

export interface BackgroundJobSettings {
  orders: OrdersDeps;
  mailer: Mailer;
  imageStore: ImageStore;
  now: () => Date;
  /** How often expired checkouts are settled and queued mail retried; 0 runs no timer (tests). */
  everySeconds: number;
  /** How long an unused upload is kept; null keeps them all. */
  uploadGraceSeconds: number | null | undefined;
  /** The reminders of checkouts left behind, sent on the reconciliation's timer. */
  checkoutReminders: CheckoutReminderDeps;
  /** Back-in-stock alerts, sent on the reconciliation's timer. */
  stockAlerts: StockAlertsDeps;
  /** The morning mail of what runs low, looked at on the reconciliation's timer. */
  lowStock: LowStockDeps;
}

/**
 * The app's timers: expired checkouts settled with the payment provider, queued mail sent again,
 * and uploads nothing shows any more deleted after a grace period (docs/decisions/036).
 */
export function registerBackgroundJobs(app: FastifyInstance, settings: BackgroundJobSettings): void {
  const { orders, mailer } = settings;
  const every = (ms: number, run: () => void) => {
    const timer = setInterval(run, ms);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  };
  const runMs = settings.everySeconds * 1000;
  const sendReminders = () => sendCheckoutReminders(settings.checkoutReminders);
  app.decorate('sendCheckoutReminders', sendReminders);
  const sendAlerts = () => sendStockAlerts(settings.stockAlerts);
  app.decorate('sendStockAlerts', sendAlerts);
  const sendLowStock = () => sendLowStockMail(settings.lowStock);
  app.decorate('sendLowStockMail', sendLowStock);
  if (runMs > 0)
    every(runMs, () => {
      reconcileCheckouts(orders).catch((error: unknown) =>
        app.log.error({ err: error }, 'checkout reconciliation failed'),
      );
      sendReminders().catch((error: unknown) =>
        app.log.error({ err: error }, 'sending checkout reminders failed'),
      );
      sendAlerts().catch((error: unknown) =>
        app.log.error({ err: error }, 'sending back-in-stock alerts failed'),
      );
      sendLowStock().catch((error: unknown) =>
        app.log.error({ err: error }, 'sending the morning low-stock mail failed'),
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
    });

  const graceSeconds =
    settings.uploadGraceSeconds === undefined ? DEFAULT_UPLOAD_GRACE_SECONDS : settings.uploadGraceSeconds;
  const collectUploads = async () =>
    graceSeconds === null
      ? 0
      : collectUnusedUploads(
          {
            db: orders.db,
            store: settings.imageStore,
            graceSeconds,
            // Product pictures are read before order lines: checkout copies a product's picture
            // into its lines, so a picture removed from its product meanwhile is still seen in one
            // of the two (unless that checkout's own transaction, milliseconds long, spans both
            // reads). Reviews and carts show the product's current picture and keep none of their own.
            whereUsed: [profilePicturesAmong, productPicturesAmong, orderLinePicturesAmong],
          },
          settings.now(),
        );
  app.decorate('collectUnusedUploads', collectUploads);
  if (runMs > 0 && graceSeconds !== null)
    every(UNUSED_UPLOADS_EVERY_MS, () => {
      collectUploads()
        .then((deleted) => {
          if (deleted) app.log.info({ deleted }, 'unused uploads deleted');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'deleting unused uploads failed'));
    });
}
