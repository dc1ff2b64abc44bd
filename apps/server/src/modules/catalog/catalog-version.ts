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
}

export const LOCAL_CATALOG_VERSION: CatalogVersion = {
  check: async () => {},
  bump: async () => {},
};

const VERSION_KEY = 'velora:catalog:version';

/**
 * The version in Redis. While Redis is away each instance keeps only its own writes' effect and
 * other instances' changes show when their answers expire (10 s, totals 60 s); the first read
 * after Redis returns sees a version it has not seen and starts afresh.
 */
export function redisCatalogVersion(
  redis: Redis,
  forget: () => void,
  warn: (error: unknown, message: string) => void,
  key = VERSION_KEY,
): CatalogVersion {
  let seen: string | null | undefined;
  return {
    async check() {
      let current: string | null;
      try {
        current = await redis.get(key);
      } catch {
        // Redis' own connection logs the outage; reads go on from this instance's memory.
        return;
      }
      if (current !== seen) {
        forget();
        seen = current;
      }
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
  };
}
