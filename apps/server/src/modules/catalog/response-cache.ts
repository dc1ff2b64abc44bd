import { createHash } from 'node:crypto';

export interface CachedResponse {
  json: string;
  etag: string;
}

/**
 * Catalog reads outnumber catalog writes by orders of magnitude, and one listing costs a few
 * queries while sending a ready string costs almost nothing. Entries live for a few seconds, so
 * several instances never disagree for long; writes in this instance clear it at once.
 * Concurrent misses for one key share one computation.
 */
export class ResponseCache {
  private readonly entries = new Map<string, { value: CachedResponse; expires: number }>();
  private readonly pending = new Map<string, Promise<CachedResponse>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string, produce: () => Promise<unknown>): Promise<CachedResponse> {
    if (this.ttlMs <= 0) return toResponse(await produce());
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) {
      // Re-inserting keeps the Map in least-recently-used order for eviction.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const running = this.pending.get(key);
    if (running) return running;
    const promise = produce()
      .then((data) => {
        const value = toResponse(data);
        this.entries.delete(key);
        this.entries.set(key, { value, expires: this.now() + this.ttlMs });
        while (this.entries.size > this.maxEntries) {
          const oldest = this.entries.keys().next().value;
          if (oldest === undefined) break;
          this.entries.delete(oldest);
        }
        return value;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    return promise;
  }

  /** After a catalog write: the next read of every key goes to the database. */
  clear(): void {
    this.entries.clear();
  }
}

function toResponse(data: unknown): CachedResponse {
  const json = JSON.stringify(data);
  const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
  return { json, etag };
}
