import type { Redis } from 'ioredis';

/**
 * Which catalog this instance's remembered answers, totals and corrected searches belong to. One
 * instance alone needs nothing: its own writes clear its memory. Several instances share a
 * version number in Redis (docs/decisions/023): a write bumps it after it commits, and every
 * catalog read first compares it with the one its memory was filled under, so the first read
 * after another instance's write, on any instance, is answered from the database.
 */
export interface CatalogVersion {
  /** Before a catalog read: forgets what this instance remembers if another instance wrote since. */
  check(): Promise<void>;
  /** After this instance's catalog write committed (its own memory is already cleared). */
  bump(): Promise<void>;
  /**
   * After this instance's hold, release or sale committed (its own memory already forgot these
   * products' tags): the other instances forget them at their next read (docs/decisions/028).
   */
  stockChanged(tags: readonly string[]): Promise<void>;
}

export const LOCAL_CATALOG_VERSION: CatalogVersion = {
  check: async () => {},
  bump: async () => {},
  stockChanged: async () => {},
};

const VERSION_KEY = 'velora:catalog:version';

/** Stock changes remembered for instances that have not read since: older ones make them start afresh. */
const STOCK_CHANGES_KEPT = 1000;

// Numbers the change and keeps it, scored by its number, with the last STOCK_CHANGES_KEPT.
const STOCK_CHANGE_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
redis.call('ZADD', KEYS[2], n, n .. ' ' .. ARGV[1])
redis.call('ZREMRANGEBYRANK', KEYS[2], 0, -tonumber(ARGV[2]) - 1)
return n`;

export interface RedisCatalogVersionOptions {
  /** Forgets everything this instance remembers of the catalog. */
  forget: () => void;
  /** Forgets what carries these tags (a product's answers and pages). */
  forgetTags: (tags: readonly string[]) => void;
  warn: (error: unknown, message: string) => void;
  /** Where the version lives; the stock changes' keys are named after it. */
  key?: string;
}

/**
 * The version in Redis. While Redis is away each instance keeps only its own writes' effect and
 * other instances' changes show when their answers expire (10 s, totals 60 s); the first read
 * after Redis returns sees a version it has not seen and starts afresh.
 */
export function redisCatalogVersion(
  redis: Redis,
  { forget, forgetTags, warn, key = VERSION_KEY }: RedisCatalogVersionOptions,
): CatalogVersion {
  const stockKey = `${key}:stock`;
  const stockChangesKey = `${key}:stock-changes`;
  let seen: string | null | undefined;
  let seenStock: string | null | undefined;
  return {
    async check() {
      let current: string | null;
      let stock: string | null;
      try {
        [current = null, stock = null] = await redis.mget(key, stockKey);
      } catch {
        // Redis' own connection logs the outage; reads go on from this instance's memory.
        return;
      }
      if (current !== seen) {
        forget();
        seen = current;
        seenStock = stock;
        return;
      }
      if (stock === seenStock) return;
      // Another instance sold or held something: only those products' answers and pages go.
      const from = Number(seenStock ?? 0);
      const to = Number(stock ?? 0);
      let changes: string[];
      try {
        changes = await redis.zrangebyscore(stockChangesKey, `(${from}`, to);
      } catch {
        return;
      }
      if (changes.length < to - from) forget();
      else
        forgetTags(
          changes.flatMap((change) => JSON.parse(change.slice(change.indexOf(' ') + 1)) as string[]),
        );
      seenStock = stock;
    },
    async bump() {
      try {
        const next = await redis.incr(key);
        // Only when no other instance wrote in between; else the next check starts afresh.
        if (next === Number(seen ?? 0) + 1) seen = String(next);
      } catch (error) {
        warn(error, 'the catalog changed, but other instances could not be told: Redis did not answer');
      }
    },
    async stockChanged(tags) {
      if (tags.length === 0) return;
      try {
        const next = (await redis.eval(
          STOCK_CHANGE_SCRIPT,
          2,
          stockKey,
          stockChangesKey,
          JSON.stringify(tags),
          STOCK_CHANGES_KEPT,
        )) as number;
        // This instance already forgot them; when others changed stock in between, the next check reads theirs.
        if (next === Number(seenStock ?? 0) + 1) seenStock = String(next);
      } catch (error) {
        warn(error, 'stock changed, but other instances could not be told: Redis did not answer');
      }
    },
  };
}
