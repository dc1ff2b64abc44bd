import type { Db } from '../../../db/client';
import { type LiveSale, lockPricesExclusive, repriceProducts } from '../../catalog';
import { liveSales, nextSaleChange } from './sales.queries';

// Sales take effect: the catalog's prices follow the sales live at each moment, repriced when a
// sale starts or ends (the sale clock, on every instance) and when the owner changes a sale.

/** These products (all when null) priced by the sales live at `at`, in the caller's transaction. */
export async function repriceAt(tx: Db, at: Date, ids: readonly string[] | null): Promise<string[]> {
  const sales: LiveSale[] = await liveSales(tx, at);
  return repriceProducts(tx, sales, ids);
}

/**
 * The whole catalog priced by the sales live at `at`, alone (no catalog write in between);
 * returns the products whose prices changed. Running it twice, or on two instances at once,
 * changes nothing the second time.
 */
export async function applySaleSchedule(db: Db, at: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    await lockPricesExclusive(tx);
    return repriceAt(tx, at, null);
  });
}

/** Longest the clock sleeps: a sale another instance scheduled is seen within this. */
const MAX_SLEEP_MS = 60_000;

export interface SaleClock {
  /** Applies the schedule now and sets the timer for the next change: returns the products repriced. */
  tick(): Promise<number>;
  stop(): void;
}

/**
 * Wakes at the next start or end of a sale (at most a minute apart) and applies the schedule,
 * telling `onPricesChanged` when prices changed so kept answers and pages are forgotten on
 * every instance. Each instance runs one; they agree because the schedule is in the database.
 */
export function startSaleClock(deps: {
  db: Db;
  now: () => Date;
  onPricesChanged: () => Promise<void>;
  onError: (error: unknown) => void;
}): SaleClock {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const schedule = async () => {
    if (stopped) return;
    const now = deps.now();
    const next = await nextSaleChange(deps.db, now);
    const wait = next === null ? MAX_SLEEP_MS : Math.min(MAX_SLEEP_MS, next.getTime() - now.getTime());
    clearTimeout(timer);
    if (stopped) return;
    // A few ms late rather than early: a start at t applies at the first moment >= t.
    timer = setTimeout(() => void tick().catch(deps.onError), Math.max(0, wait) + 5);
    timer.unref();
  };
  const tick = async () => {
    const changed = await applySaleSchedule(deps.db, deps.now());
    if (changed.length > 0) await deps.onPricesChanged();
    await schedule();
    return changed.length;
  };
  return {
    tick,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
