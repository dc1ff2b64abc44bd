import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products, productVariants } from '../catalog/catalog.schema';

/**
 * The owner's morning mail of what runs low (one row, id 1; a shop that never saved it mails at
 * 8:00 UTC with a threshold of 3). `lastRunOn` is the day the round last ran: taken by one
 * conditional update, so however many instances wake, one mail goes a day.
 */
export const lowStockSettings = pgTable(
  'low_stock_settings',
  {
    id: integer('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull().default(true),
    /** The hour of the day (UTC) from which the day's mail goes. */
    hour: integer('hour').notNull().default(8),
    /** Free units at or under which a size counts as low, unless its product says otherwise. */
    threshold: integer('threshold').notNull().default(3),
    lastRunOn: date('last_run_on'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('low_stock_settings_one_row', sql`${t.id} = 1`),
    check('low_stock_settings_hour_range', sql`${t.hour} >= 0 and ${t.hour} <= 23`),
    check('low_stock_settings_threshold_range', sql`${t.threshold} >= 0 and ${t.threshold} <= 1000`),
  ],
);

/** A product's own threshold, where the owner gave one. */
export const lowStockThresholds = pgTable(
  'low_stock_thresholds',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    threshold: integer('threshold').notNull(),
  },
  (t) => [check('low_stock_thresholds_range', sql`${t.threshold} >= 0 and ${t.threshold} <= 1000`)],
);

/**
 * The sizes a morning mail told of, with the free units it said: a size is told again only when
 * it fell further (or sold out); one back above its threshold is forgotten, so it is told anew
 * when it runs low again.
 */
export const lowStockNotices = pgTable('low_stock_notices', {
  variantId: uuid('variant_id')
    .primaryKey()
    .references(() => productVariants.id, { onDelete: 'cascade' }),
  free: integer('free').notNull(),
  noticedAt: timestamp('noticed_at', { withTimezone: true }).notNull(),
});
