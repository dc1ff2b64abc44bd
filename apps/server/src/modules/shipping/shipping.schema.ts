import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * A group of places that share delivery methods and prices (Shipping settings), in `position`
 * order. Deleting one deletes its methods and places; orders keep their own copy of what they paid.
 */
export const shippingZones = pgTable('shipping_zones', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The places a zone covers: a whole country (region '') or one state or province of it (its code,
 * such as 'CA' for California). The key keeps each place in one zone at most; an address finds its
 * region's row first, then its country's.
 */
export const shippingZoneAreas = pgTable(
  'shipping_zone_areas',
  {
    zoneId: uuid('zone_id')
      .notNull()
      .references(() => shippingZones.id, { onDelete: 'cascade' }),
    country: text('country').notNull(),
    region: text('region').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.country, t.region] }), index('shipping_zone_areas_zone_idx').on(t.zoneId)],
);

/**
 * The delivery methods the owner offers (Shipping settings), in `position` order. A method that
 * is off stays for the orders that name it; orders keep their own copy of name and price anyway.
 */
export const shippingMethods = pgTable(
  'shipping_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    zoneId: uuid('zone_id')
      .notNull()
      .references(() => shippingZones.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** How long it takes, as shoppers read it: "3-5 business days". */
    estimate: text('estimate').notNull(),
    /** Free when the items come to at least this; null: never free. */
    freeOverCents: integer('free_over_cents'),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shipping_methods_price_nonnegative', sql`${t.priceCents} >= 0`),
    check(
      'shipping_methods_free_over_nonnegative',
      sql`${t.freeOverCents} is null or ${t.freeOverCents} >= 0`,
    ),
  ],
);

/**
 * The shop's one row of delivery settings. A save of Shipping settings takes it first, so two
 * saves follow one another instead of mixing their zones.
 */
export const shippingSettings = pgTable(
  'shipping_settings',
  {
    id: integer('id').primaryKey().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('shipping_settings_one_row', sql`${t.id} = 1`)],
);
