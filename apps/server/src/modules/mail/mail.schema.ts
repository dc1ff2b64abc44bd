import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
 * again later by whichever instance takes the background lock (docs/decisions/023). A row goes
 * when its mail is sent; one that keeps failing stays with no next attempt, for the log's error
 * to be looked into.
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
