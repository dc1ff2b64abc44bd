import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The delivery methods the owner offers (Shipping settings), in `position` order. A method that
 * is off stays for the orders that name it; orders keep their own copy of name and price anyway.
 */
export const shippingMethods = pgTable(
  'shipping_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
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

/** The shop's one row of delivery settings: the countries it delivers to (ISO codes). */
export const shippingSettings = pgTable(
  'shipping_settings',
  {
    id: integer('id').primaryKey().default(1),
    countries: text('countries').array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('shipping_settings_one_row', sql`${t.id} = 1`)],
);
