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
import { type OrderShippingAddress, orders } from './orders.schema';

// After a sale (docs/product/rules.md, Orders and payments: Refunds, Returns): the money given
// back, the lines sent back, the credit notes numbered for them, and the owner's rules for both.

/** A refund's or a return's lines: which order line, how many units (and for a refund, how much). */
export interface AfterSaleLine {
  lineId: string;
  quantity: number;
  amountCents?: number;
}

/**
 * Money given back on a paid order, by lines (their paid price, tax included) or by an amount.
 * Written 'pending' in the transaction that reserves its amount on the order, then settled by
 * the payment provider's answer: 'succeeded', or 'failed' with the provider's reason (its amount
 * is then free again). Never deleted.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    lines: jsonb('lines').$type<AfterSaleLine[]>().notNull().default([]),
    restock: boolean('restock').notNull().default(false),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('pending'),
    failureReason: text('failure_reason'),
    /** The part of the amount that was tax given back, as the order kept it (the tax report nets it). */
    taxCents: integer('tax_cents').notNull().default(0),
    /**
     * The credit note's number, 'CN-2026-000007': given when the refund succeeds, from the year's
     * sequence without gaps (`credit_note_counters`); null while pending or once failed.
     */
    creditNoteNumber: text('credit_note_number'),
    /** The provider's own id for it (Stripe's re_…), once it answered. */
    providerRefundId: text('provider_refund_id'),
    /** Who asked: an admin, or the shopper cancelling their own order; null once deleted. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId, t.createdAt),
    // The reports count refunds in the days they were made.
    index('refunds_created_idx').on(t.createdAt),
    uniqueIndex('refunds_provider_refund_key').on(t.providerRefundId),
    uniqueIndex('refunds_credit_note_key').on(t.creditNoteNumber),
    check('refunds_tax_within_amount', sql`${t.taxCents} >= 0 and ${t.taxCents} <= ${t.amountCents}`),
    index('refunds_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    check('refunds_amount_positive', sql`${t.amountCents} > 0`),
    check('refunds_status_known', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
);

/**
 * A shopper's request to send lines back, and the owner's steps on it: requested, then approved
 * or rejected (with a note), received, refunded (with `refundId`). Never deleted.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    lines: jsonb('lines').$type<AfterSaleLine[]>().notNull(),
    reason: text('reason').notNull(),
    comment: text('comment'),
    status: text('status').notNull().default('requested'),
    /** The owner's note to the shopper on approving or rejecting. */
    note: text('note'),
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_returns_order_idx').on(t.orderId, t.createdAt),
    // The reports count returns in the days they were asked for.
    index('order_returns_created_idx').on(t.createdAt),
    index('order_returns_status_idx').on(t.status, t.createdAt),
    check(
      'order_returns_reason_known',
      sql`${t.reason} in ('too_small', 'too_large', 'not_as_pictured', 'damaged', 'changed_mind', 'other')`,
    ),
    check(
      'order_returns_status_known',
      sql`${t.status} in ('requested', 'approved', 'rejected', 'received', 'refunded')`,
    ),
  ],
);

/** The owner's after-sale rules: one row (id 1). */
export const orderPolicies = pgTable(
  'order_policies',
  {
    id: integer('id').primaryKey().default(1),
    /** How long after paying a shopper may cancel an order that has not shipped. */
    cancelWindowMinutes: integer('cancel_window_minutes').notNull().default(60),
    /** How long after shipping a shopper may ask to return lines. */
    returnWindowDays: integer('return_window_days').notNull().default(30),
    /** Where returned parcels go (the return-approved mail, the packing slip, the policies page); null until set. */
    shopAddress: jsonb('shop_address').$type<OrderShippingAddress>(),
    /** How to pack and send a return, in the owner's words; '' until written. */
    returnInstructions: text('return_instructions').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('order_policies_one_row', sql`${t.id} = 1`),
    check(
      'order_policies_windows',
      sql`${t.cancelWindowMinutes} >= 0 and ${t.cancelWindowMinutes} <= 43200 and ${t.returnWindowDays} >= 0 and ${t.returnWindowDays} <= 365`,
    ),
  ],
);

/** The last credit note number given in each year, as `invoice_counters` for invoices. */
export const creditNoteCounters = pgTable(
  'credit_note_counters',
  {
    year: integer('year').primaryKey(),
    last: integer('last').notNull(),
  },
  (t) => [check('credit_note_counters_last_positive', sql`${t.last} > 0`)],
);
