import { and, asc, desc, eq, isNotNull, isNull, lte, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailQueue, outbox } from './mail.schema';

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

export type QueuedMail = typeof mailQueue.$inferSelect;

export async function queueMail(db: Db, mail: typeof mailQueue.$inferInsert): Promise<void> {
  await db.insert(mailQueue).values(mail);
}

/**
 * Queued mail whose next attempt is due, oldest first, locked for this transaction: another
 * instance running the same job at the same moment skips these rows instead of sending twice.
 */
export function dueMail(tx: Db, now: Date, limit: number): Promise<QueuedMail[]> {
  return tx
    .select()
    .from(mailQueue)
    .where(lte(mailQueue.nextAttemptAt, now))
    .orderBy(asc(mailQueue.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function dropQueuedMail(tx: Db, id: string): Promise<void> {
  await tx.delete(mailQueue).where(eq(mailQueue.id, id));
}

/** The next attempt, or none (given up on); a new body replaces the kept one when given. */
export async function rescheduleMail(
  tx: Db,
  id: string,
  next: { attempts: number; nextAttemptAt: Date | null; lastError: string } & Partial<
    Pick<QueuedMail, 'text' | 'html' | 'replyTo'>
  >,
): Promise<void> {
  await tx.update(mailQueue).set(next).where(eq(mailQueue.id, id));
}

/** Empties the body of every mail given up on that still has one. */
export async function forgetGivenUpBodies(tx: Db): Promise<void> {
  await tx
    .update(mailQueue)
    .set({ text: '', html: null, replyTo: null })
    .where(
      and(
        isNull(mailQueue.nextAttemptAt),
        or(ne(mailQueue.text, ''), isNotNull(mailQueue.html), isNotNull(mailQueue.replyTo)),
      ),
    );
}
