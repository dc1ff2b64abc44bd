import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** One key per kind of background work; any numbers will do, the same on every instance. */
export const BACKGROUND_LOCKS = {
  reconcileCheckouts: 7_245_002,
  retryMail: 7_245_003,
  collectUnusedUploads: 7_245_004,
  sendStockAlerts: 7_245_005,
  sendCheckoutReminders: 7_245_006,
  sendLowStockMail: 7_245_007,
} as const;

/**
 * Makes the rest of the caller's transaction the only holder of `name` until it commits: other
 * transactions asking for the same name wait their turn. A transaction-scoped advisory lock on a
 * hash of the name, so what is locked (a cart, a shopper's checkouts) needs no row of its own.
 */
export async function lockForTransaction(tx: Db, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}

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
