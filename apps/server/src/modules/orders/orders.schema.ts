import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema';

/** Where an order goes, copied from the checkout: later address book edits never move it. */
export interface OrderShippingAddress {
  name: string;
  line1: string;
  line2?: string;
  city: string;
  region?: string;
  postalCode: string;
  country: string;
  phone?: string;
}

export interface StatusHistoryEntry {
  status: string;
  at: string;
}

/**
 * An order from the moment a checkout starts. Until it is paid it holds its lines' stock
 * (`hold`: held, then sold or released) until `holdExpiresAt`; payment, cancel and expiry move
 * it on with conditional updates, so each step happens once however many requests race.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What shoppers and the shop call the order: 'VL-' and eight letters or digits. */
    orderNumber: text('order_number').notNull(),
    /** Null once the account is deleted; the order stays for the shop's books. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    status: text('status').notNull().default('pending'),
    paymentStatus: text('payment_status').notNull().default('awaiting_payment'),
    hold: text('hold').notNull().default('held'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    /** Items + delivery + tax. */
    amountCents: integer('amount_cents').notNull(),
    /** The delivery as chosen and priced at checkout (null only on orders from before delivery). */
    shippingAddress: jsonb('shipping_address').$type<OrderShippingAddress>(),
    shippingMethodId: uuid('shipping_method_id'),
    shippingMethodName: text('shipping_method_name'),
    shippingCents: integer('shipping_cents').notNull().default(0),
    /** What the owner entered when marking it shipped. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    currency: text('currency').notNull().default('USD'),
    paymentProvider: text('payment_provider').notNull(),
    /** Taken by a test checkout (the shop's own page, or Stripe with test keys): no money moves. */
    testMode: boolean('test_mode').notNull().default(false),
    paymentSessionId: text('payment_session_id'),
    paymentUrl: text('payment_url'),
    /** The cart this checkout was made from, so a repeated request finds the same order. */
    checkoutKey: text('checkout_key').notNull(),
    statusHistory: jsonb('status_history').$type<StatusHistoryEntry[]>().notNull().default([]),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_order_number_key').on(t.orderNumber),
    uniqueIndex('orders_payment_session_key').on(t.paymentSessionId),
    // One open checkout per shopper and cart: a double click or a retried request finds it.
    uniqueIndex('orders_open_checkout_key')
      .on(t.userId, t.checkoutKey)
      .where(sql`${t.paymentStatus} = 'awaiting_payment'`),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('orders_email_created_idx').on(t.email, t.createdAt.desc()),
    index('orders_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('orders_held_expiry_idx').on(t.holdExpiresAt).where(sql`${t.hold} = 'held'`),
    // The admin statistics: earnings by month of payment, and the paid orders still to ship.
    index('orders_paid_at_idx').on(t.paidAt, t.amountCents).where(sql`${t.paymentStatus} = 'paid'`),
    index('orders_to_ship_idx')
      .on(t.paidAt)
      .where(sql`${t.paymentStatus} = 'paid' and ${t.status} in ('pending', 'processing')`),
    check('orders_status_known', sql`${t.status} in ('pending', 'processing', 'shipped', 'completed')`),
    check(
      'orders_payment_status_known',
      sql`${t.paymentStatus} in ('awaiting_payment', 'paid', 'cancelled', 'expired')`,
    ),
    check('orders_hold_known', sql`${t.hold} in ('held', 'sold', 'released')`),
    check(
      'orders_amounts_nonnegative',
      sql`${t.subtotalCents} >= 0 and ${t.taxCents} >= 0 and ${t.amountCents} >= 0`,
    ),
    check('orders_shipping_nonnegative', sql`${t.shippingCents} >= 0`),
  ],
);

/**
 * What was bought, as it was when bought: title, size, colour and price are copied, so later
 * catalog changes never rewrite an order. The variant and product ids stay for the hold and
 * links, and become null if the product is deleted.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    variantId: uuid('variant_id'),
    productId: uuid('product_id'),
    handle: text('handle').notNull(),
    title: text('title').notNull(),
    image: text('image'),
    size: text('size').notNull(),
    color: text('color').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId, t.position),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('order_lines_price_nonnegative', sql`${t.unitPriceCents} >= 0`),
  ],
);
