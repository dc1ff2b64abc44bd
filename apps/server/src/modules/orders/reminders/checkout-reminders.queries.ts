import { and, asc, eq, gt, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { stoppedFor } from '../../mail';
import { type OrderRow, wasPaid } from '../orders.queries';
import { orderLines, orders } from '../orders.schema';
import { checkoutReminderSettings } from './reminders.schema';

// The reminder round's statements (checkout-reminders.service.ts) and the owner's setting.
//
// A checkout the round looked at has `reminded_at` set, so it is never looked at again: the time
// its reminder was queued, or, when it was skipped, its own `hold_expires_at`. A reminder is
// queued at least 15 minutes after the hold ran out (the shortest delay the table allows), so
// `reminded_at > hold_expires_at` means a reminder went and equality means none did.

const DAY_MS = 86_400_000;

export interface ReminderSetting {
  enabled: boolean;
  delayMinutes: number;
}

const DEFAULT_SETTING: ReminderSetting = { enabled: true, delayMinutes: 180 };

/** The owner's setting; the migration writes its one row, the defaults stand in if it went missing. */
export async function readReminderSetting(db: Db): Promise<ReminderSetting> {
  const [row] = await db
    .select({
      enabled: checkoutReminderSettings.enabled,
      delayMinutes: checkoutReminderSettings.delayMinutes,
    })
    .from(checkoutReminderSettings)
    .where(eq(checkoutReminderSettings.id, 1));
  return row ?? DEFAULT_SETTING;
}

export async function writeReminderSetting(db: Db, setting: ReminderSetting): Promise<ReminderSetting> {
  const set = { ...setting, updatedAt: new Date() };
  const [row] = await db
    .insert(checkoutReminderSettings)
    .values({ id: 1, ...set })
    .onConflictDoUpdate({ target: checkoutReminderSettings.id, set })
    .returning({
      enabled: checkoutReminderSettings.enabled,
      delayMinutes: checkoutReminderSettings.delayMinutes,
    });
  if (!row) throw new Error('checkout_reminder_settings upsert returned no row');
  return row;
}

/**
 * Checkouts that ran out unpaid with the shopper's consent, not looked at yet, whose reminder fell
 * due by `now` and at most `lateDays` ago (a reminder weeks late, after the owner switched them
 * back on, would only puzzle), oldest first. The walk of orders_reminder_due_idx.
 */
export function dueCheckouts(
  db: Db,
  {
    now,
    delayMinutes,
    lateDays,
    limit,
  }: { now: Date; delayMinutes: number; lateDays: number; limit: number },
): Promise<OrderRow[]> {
  const dueBy = new Date(now.getTime() - delayMinutes * 60_000);
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.paymentStatus, 'expired'),
        eq(orders.mailConsent, true),
        isNull(orders.remindedAt),
        lte(orders.holdExpiresAt, dueBy),
        gt(orders.holdExpiresAt, new Date(dueBy.getTime() - lateDays * DAY_MS)),
      ),
    )
    .orderBy(asc(orders.holdExpiresAt))
    .limit(limit);
}

/** Another order `p` of the shopper of `o`: the same account, or the same email in any case. */
const sameShopper = sql`p.id <> o.id and (p.user_id = o.user_id or lower(p.email) = lower(o.email))`;

/** `p` sent a reminder (see above). */
const sentReminder = sql`p.reminded_at > p.hold_expires_at`;

/** The lines of `a` and `b` are the same variants in the same quantities. */
const sameLines = (a: SQL, b: SQL) => sql`not exists (
    (select variant_id, quantity from ${orderLines} where order_id = ${a})
    except (select variant_id, quantity from ${orderLines} where order_id = ${b}))
  and not exists (
    (select variant_id, quantity from ${orderLines} where order_id = ${b})
    except (select variant_id, quantity from ${orderLines} where order_id = ${a}))`;

export type SkipReason = 'stopped' | 'paid' | 'reminded' | 'newer';

/**
 * Why this checkout gets no reminder, or null when it may get one (docs/product/rules.md,
 * Checkout reminders): its address stopped reminders; the shopper paid an order started after it;
 * a reminder already went for the same cart (the same checkout key, or the same lines within
 * `sameCartDays`); or the shopper started a newer checkout, whose own reminder is the one that counts.
 */
export async function reasonToSkip(
  db: Db,
  orderId: string,
  { now, sameCartDays }: { now: Date; sameCartDays: number },
): Promise<SkipReason | null> {
  const since = new Date(now.getTime() - sameCartDays * DAY_MS).toISOString();
  const result = await db.execute(sql`
    select
      ${stoppedFor(sql`o.email`, 'checkout_reminders')} as stopped,
      exists (select 1 from ${orders} p where ${sameShopper} and p.created_at > o.created_at
        and ${wasPaid(sql`p.payment_status`)}) as paid,
      exists (select 1 from ${orders} p where ${sameShopper} and ${sentReminder}
        and (p.checkout_key = o.checkout_key
          or (p.reminded_at > ${since}::timestamptz and ${sameLines(sql`o.id`, sql`p.id`)}))) as reminded,
      exists (select 1 from ${orders} p where ${sameShopper} and p.created_at > o.created_at) as newer
    from ${orders} o where o.id = ${orderId}::uuid`);
  const row = (result as unknown as { rows: Record<SkipReason, boolean>[] }).rows[0];
  // Deleted by the owner meanwhile: there is nothing left to remind of.
  if (!row) return 'newer';
  return (['stopped', 'paid', 'reminded', 'newer'] as const).find((reason) => row[reason]) ?? null;
}

/** Looked at and skipped: never looked at again, and no reminder counted. */
export async function markSkipped(db: Db, orderId: string): Promise<void> {
  await db
    .update(orders)
    .set({ remindedAt: orders.holdExpiresAt })
    .where(and(eq(orders.id, orderId), isNull(orders.remindedAt)));
}

/** Marks the reminder queued, once: false when it was marked already (another round). */
export async function markReminded(db: Db, orderId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ remindedAt: now })
    .where(
      and(
        eq(orders.id, orderId),
        isNull(orders.remindedAt),
        gt(sql`${now.toISOString()}::timestamptz`, orders.holdExpiresAt),
      ),
    )
    .returning({ id: orders.id });
  return rows.length > 0;
}

/**
 * Reminders queued in the `days` before `now`, and how many of them the same shopper followed
 * with a paid order within `withinDays` of the reminder.
 */
export async function reminderFigures(
  db: Db,
  { now, days, withinDays }: { now: Date; days: number; withinDays: number },
): Promise<{ sent: number; ledToOrder: number }> {
  const since = new Date(now.getTime() - days * DAY_MS).toISOString();
  const result = await db.execute(sql`
    select count(*) as sent,
      count(*) filter (where exists (select 1 from ${orders} p where ${sameShopper}
        and ${wasPaid(sql`p.payment_status`)} and p.paid_at >= o.reminded_at
        and p.paid_at <= o.reminded_at + interval '1 day' * ${withinDays})) as "ledToOrder"
    from ${orders} o
    where o.reminded_at > o.hold_expires_at and o.reminded_at > ${since}::timestamptz`);
  const row = (result as unknown as { rows: { sent: string | number; ledToOrder: string | number }[] })
    .rows[0];
  return { sent: Number(row?.sent ?? 0), ledToOrder: Number(row?.ledToOrder ?? 0) };
}
