import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A mail's own columns, the same in both tables (a function: a column belongs to one table). */
const message = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  from: text('from').notNull(),
  replyTo: text('reply_to'),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
});

/**
 * Mail that would have gone out over SMTP when none is configured: the dev mailbox shows it,
 * so a newcomer can follow a reset link without a mail server.
 */
export const outbox = pgTable(
  'outbox',
  { ...message(), createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow() },
  (t) => [index('outbox_created_at_idx').on(t.createdAt)],
);

/**
 * Mail the SMTP server could not take for now (unreachable, or a temporary 4xx refusal), sent
 * again later by whichever instance takes the background lock (docs/decisions/023). Its text,
 * html and reply_to are sealed with the shop's key (`v1.…`, docs/decisions/043): they hold reset
 * and order links. A row goes when its mail is sent; one given up on stays with no next attempt
 * and an empty body, for the log's error to be looked into.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    ...message(),
    attempts: integer('attempts').notNull().default(1),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_queue_next_attempt_idx').on(t.nextAttemptAt)],
);

/**
 * Addresses that asked to hear no more of one kind of mail the shop sends unasked: back-in-stock
 * alerts, or reminders of a checkout left behind (docs/product/rules.md, Mail a shopper can stop).
 * Mail a shopper needs for an order they placed is not stopped here.
 */
export const mailStops = pgTable(
  'mail_stops',
  {
    /** Lower-cased. */
    email: text('email').notNull(),
    kind: text('kind', { enum: ['stock_alerts', 'checkout_reminders'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.email, t.kind] }),
    check('mail_stops_kind_check', sql`${t.kind} in ('stock_alerts', 'checkout_reminders')`),
  ],
);
