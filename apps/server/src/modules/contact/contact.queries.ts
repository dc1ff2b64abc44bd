import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages } from './contact.schema';

export type ContactMessage = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;

export async function insertContactMessage(db: Db, message: NewContactMessage): Promise<ContactMessage> {
  const [row] = await db.insert(contactMessages).values(message).returning();
  if (!row) throw new Error('Contact message was not stored');
  return row;
}

/** A page of messages, newest first, with how many there are and how many are unread. */
export async function contactMessagePage(db: Db, offset: number, limit: number) {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(limit)
      .offset(offset),
    db
      .select({
        total: count(),
        unread: sql<number>`count(*) filter (where ${contactMessages.readAt} is null)`.mapWith(Number),
      })
      .from(contactMessages),
  ]);
  return { rows, total: totals?.total ?? 0, unread: totals?.unread ?? 0 };
}

/** Marks a message read (now) or unread; undefined when there is none with this id. */
export async function setContactMessageRead(
  db: Db,
  id: string,
  read: boolean,
): Promise<ContactMessage | undefined> {
  const [row] = await db
    .update(contactMessages)
    .set({ readAt: read ? new Date() : null })
    .where(eq(contactMessages.id, id))
    .returning();
  return row;
}
