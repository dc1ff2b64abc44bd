import type { Db } from '../../db/client';
import { contactMessages } from './contact.schema';

export type ContactMessage = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;

export async function insertContactMessage(db: Db, message: NewContactMessage): Promise<ContactMessage> {
  const [row] = await db.insert(contactMessages).values(message).returning();
  if (!row) throw new Error('Contact message was not stored');
  return row;
}
