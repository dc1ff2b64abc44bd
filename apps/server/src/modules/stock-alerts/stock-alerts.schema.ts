import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { productVariants } from '../catalog/catalog.schema';
import { users } from '../users/users.schema';

/**
 * A request to hear when a sold-out variant is back (docs/product/rules.md, Back-in-stock alerts).
 * A shopper's is confirmed when made; a guest's once they open the link mailed to them, and until
 * then no alert goes to that address. It ends when its alert is queued ('sent') or when the
 * shopper stops it ('stopped'); one waiting request per variant and address.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    /** The shopper who asked; null for a guest. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Where the alert goes, lower-cased. Never in a path or a log line. */
    email: text('email').notNull(),
    status: text('status', { enum: ['waiting', 'sent', 'stopped'] })
      .notNull()
      .default('waiting'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the alert mail was queued. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_alerts_waiting_key').on(t.variantId, t.email).where(sql`${t.status} = 'waiting'`),
    // The worker's walk: the confirmed requests waiting on a variant, in the order they asked.
    index('stock_alerts_due_idx')
      .on(t.variantId, t.createdAt)
      .where(sql`${t.status} = 'waiting' and ${t.confirmedAt} is not null`),
    index('stock_alerts_user_idx').on(t.userId),
    check('stock_alerts_status_check', sql`${t.status} in ('waiting', 'sent', 'stopped')`),
  ],
);
