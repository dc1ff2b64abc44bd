import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** One key per kind of background work; any numbers will do, the same on every instance. */
export const BACKGROUND_LOCKS = { reconcileCheckouts: 7_245_002, retryMail: 7_245_003 } as const;

/**
 * Runs `work` inside one transaction only if no other instance is doing the same work now (a
 * transaction-scoped advisory lock, gone with the transaction even if the process dies);
 * returns whether it ran. Another instance skips instead of waiting, so a job that every
 * instance schedules runs once a round, never once per instance. `work` must use `tx`.
 */
export async function runAlone(
  db: Db,
  lock: (typeof BACKGROUND_LOCKS)[keyof typeof BACKGROUND_LOCKS],
  work: (tx: Db) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${lock}) as locked`);
    const locked = (result as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked === true;
    if (locked) await work(tx);
    return locked;
  });
}
