import {
  CHECKOUT_REMINDER_LIMITS,
  type CheckoutReminderSettings,
  type CheckoutReminderSettingsBody,
} from '@shop/shared/orders/checkout-reminders-schemas';
import { BACKGROUND_LOCKS, runAlone } from '../../../db/background-lock';
import type { Db } from '../../../db/client';
import type { Mailer } from '../../mail';
import { shopColours } from '../mail/item-lines';
import { cartOfCheckout } from './cart-restore';
import {
  dueCheckouts,
  markReminded,
  markSkipped,
  readReminderSetting,
  reasonToSkip,
  reminderFigures,
  writeReminderSetting,
} from './checkout-reminders.queries';
import { checkoutReminderMail } from './reminder-mail';

// One reminder for a checkout left behind (docs/product/rules.md, Checkout reminders).

/** What the round and the routes need: the orders' deps and the key the mail's links are sealed with. */
export interface CheckoutReminderDeps {
  db: Db;
  mailer: Mailer;
  /** The shop's address for links in mail (PUBLIC_URL). */
  shopUrl: string;
  /** The shop's clock (AppOptions.clock); the machine's when left out. */
  now?: () => Date;
  /** The 'mail-link' key: the restore and stop links are sealed with it. */
  mailLinkKey: Buffer;
}

/** Checkouts looked at in one round; the rest wait for the next. */
const ROUND_SIZE = 100;
/** A reminder that fell due longer ago than this (the owner had them off) is never sent. */
const LATE_DAYS = 7;
/** The same lines reminded this recently count as the same cart. */
const SAME_CART_DAYS = 7;
/** The owner's figures: reminders of the last 90 days, and a paid order within 7 days of one. */
const FIGURE_DAYS = 90;
const LED_TO_ORDER_DAYS = 7;

/**
 * Queues the reminder of every checkout that fell due, once across instances and in one
 * transaction, so a mail and its checkout's mark commit together: a round cut short sends nothing,
 * and the next one nothing twice. Returns how many were queued, or null while another instance
 * runs the round.
 */
export async function sendCheckoutReminders(deps: CheckoutReminderDeps): Promise<number | null> {
  const now = deps.now?.() ?? new Date();
  let queued = 0;
  const ran = await runAlone(deps.db, BACKGROUND_LOCKS.sendCheckoutReminders, async (tx) => {
    const setting = await readReminderSetting(tx);
    if (!setting.enabled) return;
    const due = await dueCheckouts(tx, {
      now,
      delayMinutes: setting.delayMinutes,
      lateDays: LATE_DAYS,
      limit: ROUND_SIZE,
    });
    if (due.length === 0) return;
    const colourOf = await shopColours(tx);
    for (const order of due) {
      if (await reasonToSkip(tx, order.id, { now, sameCartDays: SAME_CART_DAYS })) {
        await markSkipped(tx, order.id);
        continue;
      }
      const cart = await cartOfCheckout(tx, order.id);
      // Nothing of it can be bought now: no reminder to make the shopper come for nothing.
      if (!cart.lines.some((line) => line.available > 0)) {
        await markSkipped(tx, order.id);
        continue;
      }
      if (!(await markReminded(tx, order.id, now))) continue;
      await deps.mailer.enqueue(
        tx,
        checkoutReminderMail({
          to: order.email,
          orderId: order.id,
          cart,
          shopUrl: deps.shopUrl,
          mailLinkKey: deps.mailLinkKey,
          colourOf,
        }),
      );
      queued++;
    }
  });
  return ran ? queued : null;
}

const hoursOf = (minutes: number) =>
  Math.min(
    CHECKOUT_REMINDER_LIMITS.maxDelayHours,
    Math.max(CHECKOUT_REMINDER_LIMITS.minDelayHours, Math.round(minutes / 60)),
  );

/** GET /api/orders/checkout-reminders: the owner's setting and what the reminders did. */
export async function checkoutReminderSettings(
  deps: Pick<CheckoutReminderDeps, 'db' | 'now'>,
): Promise<CheckoutReminderSettings> {
  const setting = await readReminderSetting(deps.db);
  const figures = await reminderFigures(deps.db, {
    now: deps.now?.() ?? new Date(),
    days: FIGURE_DAYS,
    withinDays: LED_TO_ORDER_DAYS,
  });
  return { enabled: setting.enabled, delayHours: hoursOf(setting.delayMinutes), ...figures };
}

/** PUT /api/orders/checkout-reminders: saved, and answered as GET answers. */
export async function saveCheckoutReminderSettings(
  deps: Pick<CheckoutReminderDeps, 'db' | 'now'>,
  body: CheckoutReminderSettingsBody,
): Promise<CheckoutReminderSettings> {
  await writeReminderSetting(deps.db, { enabled: body.enabled, delayMinutes: body.delayHours * 60 });
  return checkoutReminderSettings(deps);
}
