import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from '../orders/orders.schema';

/**
 * A scheduled sale: percent off what it covers (the whole shop when both lists are empty, else
 * the products of its categories and the chosen products) from startsAt until endsAt. The
 * catalog's prices follow the sales live at each moment (docs/decisions/032).
 */
export const sales = pgTable(
  'sales',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    percentOff: integer('percent_off').notNull(),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    productIds: uuid('product_ids').array().notNull().default(sql`'{}'::uuid[]`),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The live and the next sales: those not ended yet, by their end.
    index('sales_ends_idx').on(t.endsAt, t.startsAt),
    check('sales_percent_range', sql`${t.percentOff} between 1 and 90`),
    check('sales_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * A discount code. `usedCount` counts paid orders that used it, `heldCount` unpaid checkouts
 * holding a use; both change only by conditional updates in the transaction that moves the
 * order, and the check keeps their sum within the limit whatever races (docs/decisions/033).
 */
export const discounts = pgTable(
  'discounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** As the owner wrote it (upper case); unique whatever the case. */
    code: text('code').notNull(),
    type: text('type').notNull(),
    /** Percent for percent, cents for fixed, null for free_shipping. */
    value: integer('value'),
    minSubtotalCents: integer('min_subtotal_cents'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    oncePerCustomer: boolean('once_per_customer').notNull().default(false),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    usedCount: integer('used_count').notNull().default(0),
    heldCount: integer('held_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discounts_code_key').on(sql`upper(${t.code})`),
    check('discounts_type_known', sql`${t.type} in ('percent', 'fixed', 'free_shipping')`),
    check(
      'discounts_value_fits_type',
      sql`(${t.type} = 'percent' and ${t.value} between 1 and 100) or (${t.type} = 'fixed' and ${t.value} > 0) or (${t.type} = 'free_shipping' and ${t.value} is null)`,
    ),
    check('discounts_counts_nonnegative', sql`${t.usedCount} >= 0 and ${t.heldCount} >= 0`),
    check(
      'discounts_within_limit',
      sql`${t.usageLimit} is null or ${t.usedCount} + ${t.heldCount} <= ${t.usageLimit}`,
    ),
  ],
);

/**
 * One order's use of a code: 'held' while its checkout is unpaid, 'used' once paid, 'released'
 * when the checkout ended unpaid or the whole order was refunded. A once-per-customer code has at
 * most one held or used row per customer (the order's email, lower case), by a unique index.
 */
export const discountUses = pgTable(
  'discount_uses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    discountId: uuid('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customer: text('customer').notNull(),
    oncePerCustomer: boolean('once_per_customer').notNull(),
    state: text('state').notNull().default('held'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_uses_order_key').on(t.orderId),
    uniqueIndex('discount_uses_once_key')
      .on(t.discountId, t.customer)
      .where(sql`${t.oncePerCustomer} and ${t.state} = 'used'`),
    index('discount_uses_discount_idx').on(t.discountId, t.state),
    check('discount_uses_state_known', sql`${t.state} in ('held', 'used', 'released')`),
  ],
);
