import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * Whether a checkout left behind gets one reminder, and how long after it was left
 * (docs/product/rules.md, Checkout reminders). One row, written by the owner.
 */
export const checkoutReminderSettings = pgTable(
  'checkout_reminder_settings',
  {
    id: integer('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull().default(true),
    /** Minutes after the checkout expired unpaid; 3 hours unless the owner says otherwise. */
    delayMinutes: integer('delay_minutes').notNull().default(180),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('checkout_reminder_settings_one_row', sql`${t.id} = 1`),
    check('checkout_reminder_settings_delay', sql`${t.delayMinutes} >= 15 and ${t.delayMinutes} <= 10080`),
  ],
);
