import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every message from the contact form is kept, so none is lost when mail delivery fails. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email'),
    message: text('message').notNull(),
    clientIp: text('client_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When an admin marked it read; null while unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt.desc(), t.id.desc())],
);
