import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
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

/**
 * One step of an order's history: a status reached, or an after-sale event (a cancel, a refund,
 * a return step) with who did it ('admin', 'shopper', 'guest', 'system') and a note.
 */
export interface StatusHistoryEntry {
  status: string;
  at: string;
  by?: string;
  note?: string;
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
    /**
     * Null for a guest's order until it is claimed, and once the account is deleted; the order
     * stays for the shop's books.
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    /**
     * A guest's order: the sha256 of the browser's guest cookie that checked out (only that
     * browser follows it without the mailed link). Null for an account's checkout.
     */
    guestBrowserHash: text('guest_browser_hash'),
    /** The sha256 of the private link's token in the guest's confirmation mail. */
    guestTokenHash: text('guest_token_hash'),
    /** When that link stops opening the order (ORDER_LINK_DAYS after it was mailed). */
    guestTokenExpiresAt: timestamp('guest_token_expires_at', { withTimezone: true }),
    /**
     * A keyed hash of the client address that started the checkout (never the address itself):
     * what open checkouts from one address hold together is capped (MAX_HELD_UNITS_PER_ADDRESS).
     */
    checkoutClient: text('checkout_client'),
    /** When a guest's order joined the account that proved it reads the order's mailbox. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    status: text('status').notNull().default('pending'),
    paymentStatus: text('payment_status').notNull().default('awaiting_payment'),
    hold: text('hold').notNull().default('held'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    /** The units its lines hold, written with them: the sales report counts them without the lines. */
    units: integer('units').notNull().default(0),
    /** The order's tax, kept as charged: `order_tax_lines` names it by rate, its lines hold their parts. */
    taxCents: integer('tax_cents').notNull(),
    /** The delivery's part of `taxCents` (0 where the rate leaves delivery untaxed). */
    shippingTaxCents: integer('shipping_tax_cents').notNull().default(0),
    /**
     * The prices had the tax in them (VAT style): `taxCents` is the part of them that was tax, and
     * the amount is items − discount + delivery. Otherwise the tax was added on top.
     */
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
    /** Who computed the tax: the shop's own rates ('shop'), or Stripe Tax at payment ('stripe'). */
    taxSource: text('tax_source').notNull().default('shop'),
    /** Items − discount + delivery, + tax unless the prices included it. */
    amountCents: integer('amount_cents').notNull(),
    /** The delivery as chosen and priced at checkout (null only on orders from before delivery). */
    shippingAddress: jsonb('shipping_address').$type<OrderShippingAddress>(),
    shippingMethodId: uuid('shipping_method_id'),
    shippingMethodName: text('shipping_method_name'),
    shippingCents: integer('shipping_cents').notNull().default(0),
    /**
     * The discount code used, as the owner wrote it, and what it took off the goods or the
     * delivery (docs/product/rules.md, Promotions): amount = subtotal - discount + shipping + tax.
     * The code's row may be deleted later; the order keeps its words and amount.
     */
    discountCode: text('discount_code'),
    discountCents: integer('discount_cents').notNull().default(0),
    /** When it first shipped: the return window counts from here. */
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /** A cancelled order's moment and reason (status 'cancelled'). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /**
     * What refunds took back of `amountCents`, pending ones included (a failed one gives its part
     * back): never more than was paid, by the check below and the refund's row lock.
     */
    refundedCents: integer('refunded_cents').notNull().default(0),
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
    /**
     * The receipt's number, '2026-000123': given when the order is paid, from the year's sequence
     * without gaps (`invoice_counters`), never changed or reused; null while unpaid.
     */
    invoiceNumber: text('invoice_number'),
    /**
     * The shopper ticked 'Email me about my order' at checkout (unticked unless they do): the one
     * reminder of a checkout left behind may go to them (docs/product/rules.md, Checkout reminders).
     */
    mailConsent: boolean('mail_consent').notNull().default(false),
    /** When the reminder of this checkout left behind was queued; it is never sent twice. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The reminder round's walk: checkouts that expired unpaid, with consent, not yet reminded.
    index('orders_reminder_due_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.mailConsent} and ${t.remindedAt} is null and ${t.paymentStatus} = 'expired'`),
    uniqueIndex('orders_order_number_key').on(t.orderNumber),
    uniqueIndex('orders_invoice_number_key').on(t.invoiceNumber),
    uniqueIndex('orders_payment_session_key').on(t.paymentSessionId),
    // One open checkout per shopper and cart: a double click or a retried request finds it.
    uniqueIndex('orders_open_checkout_key')
      .on(t.userId, t.checkoutKey)
      .where(sql`${t.paymentStatus} = 'awaiting_payment'`),
    // A guest's browser has one open checkout per cart, as an account has.
    uniqueIndex('orders_open_guest_checkout_key')
      .on(t.guestBrowserHash, t.checkoutKey)
      .where(sql`${t.paymentStatus} = 'awaiting_payment' and ${t.userId} is null`),
    // A guest's open checkouts are also found by email: a new one ends the one before.
    index('orders_open_guest_email_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.paymentStatus} = 'awaiting_payment' and ${t.userId} is null`),
    // The units held by the open checkouts of one client address.
    index('orders_open_client_idx').on(t.checkoutClient).where(sql`${t.paymentStatus} = 'awaiting_payment'`),
    // The guest orders an account may claim: found by email, never claimed yet.
    index('orders_guest_email_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.guestBrowserHash} is not null and ${t.claimedAt} is null`),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('orders_email_created_idx').on(t.email, t.createdAt.desc()),
    index('orders_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('orders_held_expiry_idx').on(t.holdExpiresAt).where(sql`${t.hold} = 'held'`),
    // The admin statistics: earnings by month of payment, and the paid orders still to ship.
    // Refunded orders were paid too (WAS_PAID_STATUSES): they stay in the earnings' index.
    index('orders_paid_at_idx')
      .on(t.paidAt, t.amountCents)
      .where(sql`${t.paymentStatus} in ('paid', 'partially_refunded', 'refunded')`),
    // The few test orders, left out of the reports' sold lines by their ids.
    index('orders_test_idx').on(t.id).where(sql`${t.testMode}`),
    index('orders_to_ship_idx')
      .on(t.paidAt)
      .where(
        sql`${t.paymentStatus} in ('paid', 'partially_refunded') and ${t.status} in ('pending', 'processing')`,
      ),
    check(
      'orders_status_known',
      sql`${t.status} in ('pending', 'processing', 'shipped', 'completed', 'cancelled')`,
    ),
    check(
      'orders_payment_status_known',
      sql`${t.paymentStatus} in ('awaiting_payment', 'paid', 'partially_refunded', 'refunded', 'cancelled', 'expired')`,
    ),
    check(
      'orders_refunds_within_paid',
      sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.amountCents}`,
    ),
    check('orders_hold_known', sql`${t.hold} in ('held', 'sold', 'released')`),
    check(
      'orders_amounts_nonnegative',
      sql`${t.subtotalCents} >= 0 and ${t.taxCents} >= 0 and ${t.amountCents} >= 0`,
    ),
    check('orders_shipping_nonnegative', sql`${t.shippingCents} >= 0`),
    check('orders_discount_nonnegative', sql`${t.discountCents} >= 0`),
    check(
      'orders_shipping_tax_within_tax',
      sql`${t.shippingTaxCents} >= 0 and ${t.shippingTaxCents} <= ${t.taxCents}`,
    ),
    check('orders_tax_source_known', sql`${t.taxSource} in ('shop', 'stripe')`),
  ],
);

/**
 * What was bought, as it was when bought: title, size, colour and price are copied, so later
 * catalog changes never rewrite an order. The variant and product ids stay for the hold, links
 * and reports, and go on naming a product deleted since (nothing is found by them then).
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
    /** The variant's SKU when bought (for the packing slip); null for lines older than SKUs. */
    sku: text('sku'),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    /** Units refunded so far, and of those, put back in stock: each at most `quantity`. */
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
    restockedQuantity: integer('restocked_quantity').notNull().default(0),
    /** This line's part of the order's goods discount: a refund of its units gives back what was paid. */
    discountCents: integer('discount_cents').notNull().default(0),
    /** The rate the line was taxed at (thousandths of a percent) and its part of the order's tax, as kept. */
    taxRateMilliPercent: integer('tax_rate_milli_percent').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    /** The scheduled sale whose price it was bought at, for that sale's takings; null otherwise. */
    saleId: uuid('sale_id'),
    /**
     * The size's own price when it was bought at a sale's price (what the sale took off is the
     * difference); null at its own price, and on lines bought before it was kept.
     */
    listPriceCents: integer('list_price_cents'),
    /**
     * Its order's `paid_at`, copied by the database whenever that changes (the trigger of migration
     * 0034): the reports read a period's sold lines without joining every order (docs/decisions/050).
     */
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId, t.position),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'order_lines_refunds_within_quantity',
      sql`${t.refundedQuantity} >= 0 and ${t.refundedQuantity} <= ${t.quantity} and ${t.restockedQuantity} >= 0 and ${t.restockedQuantity} <= ${t.quantity}`,
    ),
    check('order_lines_price_nonnegative', sql`${t.unitPriceCents} >= 0`),
    check(
      'order_lines_discount_within_price',
      sql`${t.discountCents} >= 0 and ${t.discountCents} <= ${t.unitPriceCents} * ${t.quantity}`,
    ),
    check('order_lines_tax_nonnegative', sql`${t.taxCents} >= 0 and ${t.taxRateMilliPercent} >= 0`),
    index('order_lines_sale_idx').on(t.saleId).where(sql`${t.saleId} is not null`),
    index('order_lines_paid_idx').on(t.paidAt).where(sql`${t.paidAt} is not null`),
    // A product's lines: its size returns and sold units on Manage Products, the size advice on
    // its page, a review's verified purchase; without it each reads every line the shop sold.
    index('order_lines_product_idx').on(t.productId),
  ],
);

/**
 * A mailed offer to attach a shopper's earlier guest orders to their account: only the sha256
 * of the link's token is kept, and the link works once, before it expires, for the account and
 * email it was sent to.
 */
export const orderClaims = pgTable(
  'order_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address mailed; an account whose email changed since cannot use the link. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_claims_token_key').on(t.tokenHash),
    index('order_claims_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * The last invoice number given in each year (docs/product/rules.md, Receipts). A payment takes
 * the next one by updating its year's row in the payment's own transaction: the row lock makes
 * parallel payments take turns, and a payment rolled back gives its number back with it, so the
 * numbers a year gives out have no gaps.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    year: integer('year').primaryKey(),
    last: integer('last').notNull(),
  },
  (t) => [check('invoice_counters_last_positive', sql`${t.last} > 0`)],
);

/**
 * An order's tax by rate, as charged: one row per rate name (the shop's rates give one; Stripe Tax
 * may give several, such as a state's and a county's). Receipts and the tax report read these.
 */
export const orderTaxLines = pgTable(
  'order_tax_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    /** Thousandths of a percent: 7250 is 7.25 %. */
    rateMilliPercent: integer('rate_milli_percent').notNull(),
    /** What the rate was applied to, and the tax it came to. */
    taxableCents: integer('taxable_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.position] }),
    check(
      'order_tax_lines_nonnegative',
      sql`${t.taxCents} >= 0 and ${t.taxableCents} >= 0 and ${t.rateMilliPercent} >= 0`,
    ),
  ],
);
