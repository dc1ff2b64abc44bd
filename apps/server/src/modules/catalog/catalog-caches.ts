import type { Redis } from 'ioredis';
import type { Db } from '../../db/client';
import { DEFAULT_CACHE_MAX_BYTES, ResponseCache } from '../../lib/stores/response-cache';
import { CatalogMemo } from './catalog-memo';
import { type CatalogVersion, LOCAL_CATALOG_VERSION, redisCatalogVersion } from './catalog-version';
import { stockCacheTags } from './stock/catalog-stock.service';

export interface CatalogCacheSettings {
  db: Db;
  /** Shared by every instance: the catalog's version lives there (without it, this instance's own). */
  redis: Redis | null;
  /** How long answers and server-rendered pages are kept (CATALOG_CACHE_SECONDS); 0 keeps none. */
  cacheSeconds?: number;
  /** How long totals and corrected searches are kept (CATALOG_MEMO_SECONDS); 0 keeps none. */
  memoSeconds?: number;
  maxBytes?: number;
  /** Tests hand in a cache of their own to look into. */
  cache?: ResponseCache;
  warn: (error: unknown, message: string) => void;
}

/** What the catalog keeps in memory, and the two ways a change makes it forget. */
export interface CatalogCaches {
  cache: ResponseCache;
  memo: CatalogMemo;
  pages: ResponseCache;
  version: CatalogVersion;
  /** A product written, a review counted, a sale begun: every kept answer and page goes. */
  catalogChanged: () => Promise<void>;
  /** A hold, a release or a sale changed what these products offer: only their answers and pages go. */
  stockChanged: (productIds: readonly string[]) => Promise<void>;
}

export function createCatalogCaches(settings: CatalogCacheSettings): CatalogCaches {
  const keepMs = (settings.cacheSeconds ?? 0) * 1000;
  const cache = settings.cache ?? new ResponseCache(keepMs, { maxBytes: settings.maxBytes });
  // Totals and corrected searches outlive the answers: they cost a query each and repeat across
  // thousands of different pages (docs/decisions/022). Off unless asked for, as the answer cache.
  const memo = new CatalogMemo((settings.memoSeconds ?? 0) * 1000);
  // Server-rendered storefront pages are made from catalog answers, and live and go with them
  // (docs/decisions/025); a quarter of the catalog's memory bound.
  const pages = new ResponseCache(keepMs, {
    maxBytes: Math.floor((settings.maxBytes ?? DEFAULT_CACHE_MAX_BYTES) / 4),
  });
  const forgetCatalog = () => {
    cache.clear();
    memo.clear();
    pages.clear();
  };
  const forgetProducts = (tags: readonly string[]) => {
    cache.forget(tags);
    pages.forget(tags);
  };
  const version = settings.redis
    ? redisCatalogVersion(settings.redis, {
        forget: forgetCatalog,
        forgetTags: forgetProducts,
        warn: settings.warn,
      })
    : LOCAL_CATALOG_VERSION;
  return {
    cache,
    memo,
    pages,
    version,
    async catalogChanged() {
      forgetCatalog();
      await version.bump();
    },
    // A hold, a release or a sale changes what one product's page offers: its kept answers and
    // pages go at once, the rest of the catalog stays (docs/decisions/028).
    async stockChanged(productIds) {
      const tags = await stockCacheTags(settings.db, productIds);
      forgetProducts(tags);
      await version.stockChanged(tags);
    },
  };
}
