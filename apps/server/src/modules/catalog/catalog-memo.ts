import type { CategoryBook } from './categories/category-book';
import type { ColorBook } from './colors/color-book';

/**
 * Facts about the catalog that many different requests share and only a catalog write changes:
 * how many products match a set of filters, and what a shopper's search words mean as a tsquery.
 * A shop asks for thousands of pages, sorts and searches, so whole answers rarely repeat
 * (docs/decisions/022); their counts and corrected searches do, and each costs a query.
 *
 * Cleared by every catalog write of this instance, like the answer cache; the TTL bounds how long
 * another instance may show an old total.
 */
export class CatalogMemo {
  readonly counts: MemoMap<number>;
  readonly searches: MemoMap<string | null>;
  /** The shop's categories, read by every listing that filters by category or size. */
  readonly categories: MemoMap<CategoryBook>;
  /** The shop's colours, read by every listing that filters by colour family. */
  readonly colors: MemoMap<ColorBook>;

  constructor(ttlMs: number, maxEntries = 5000) {
    this.counts = new MemoMap(ttlMs, maxEntries);
    this.searches = new MemoMap(ttlMs, maxEntries);
    this.categories = new MemoMap(ttlMs, 1);
    this.colors = new MemoMap(ttlMs, 1);
  }

  clear(): void {
    this.counts.clear();
    this.searches.clear();
    this.categories.clear();
    this.colors.clear();
  }
}

interface Slot<V> {
  value: V;
  expires: number;
}

/**
 * A small map of computed values with a lifetime and a bound on entries (anyone can choose the
 * filters they send). Concurrent computations of one key share one query; a value computed
 * before clear() is not kept after it.
 */
export class MemoMap<V> {
  private readonly slots = new Map<string, Slot<V>>();
  private readonly pending = new Map<string, Promise<V>>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.slots.size;
  }

  async get(key: string, compute: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return compute();
    const slot = this.slots.get(key);
    if (slot && slot.expires > this.now()) return slot.value;
    if (slot) this.slots.delete(key);
    const running = this.pending.get(key);
    if (running) return running;
    const generation = this.generation;
    const promise = compute()
      .then((value) => {
        if (generation === this.generation) this.keep(key, value);
        return value;
      })
      .finally(() => {
        if (this.pending.get(key) === promise) this.pending.delete(key);
      });
    this.pending.set(key, promise);
    return promise;
  }

  /** A value still fresh, without computing one. */
  peek(key: string): V | undefined {
    const slot = this.slots.get(key);
    if (!slot) return undefined;
    if (slot.expires > this.now()) return slot.value;
    this.slots.delete(key);
    return undefined;
  }

  /** Taken before reading the database; put() then keeps the value only if nothing cleared the map since. */
  stamp(): number {
    return this.generation;
  }

  put(key: string, value: V, stamp: number): void {
    if (this.ttlMs > 0 && stamp === this.generation) this.keep(key, value);
  }

  clear(): void {
    this.slots.clear();
    this.pending.clear();
    this.generation += 1;
  }

  private keep(key: string, value: V): void {
    this.slots.delete(key);
    // The oldest entry goes first: a Map iterates in insertion order.
    if (this.slots.size >= this.maxEntries) {
      const oldest = this.slots.keys().next();
      if (!oldest.done) this.slots.delete(oldest.value);
    }
    this.slots.set(key, { value, expires: this.now() + this.ttlMs });
  }
}

/** Nothing remembered: tests that write rows directly and read them back at once use this. */
export const NO_MEMO = new CatalogMemo(0);
