import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from './mail.schema';

export type OutboxMessage = typeof outbox.$inferSelect;
export type NewOutboxMessage = typeof outbox.$inferInsert;
export type OutboxSummary = Pick<OutboxMessage, 'id' | 'to' | 'subject' | 'createdAt'>;

export async function insertOutbox(db: Db, message: NewOutboxMessage): Promise<void> {
  await db.insert(outbox).values(message);
}

/** Newest first; the dev mailbox only ever needs the latest few. */
export function listOutbox(db: Db, limit: number): Promise<OutboxSummary[]> {
  return db
    .select({ id: outbox.id, to: outbox.to, subject: outbox.subject, createdAt: outbox.createdAt })
    .from(outbox)
    .orderBy(desc(outbox.createdAt))
    .limit(limit);
}

/** `id` must already be a well-formed uuid: Postgres rejects anything else with an error. */
export async function getOutboxMessage(db: Db, id: string): Promise<OutboxMessage | undefined> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id)).limit(1);
  return row;
}
