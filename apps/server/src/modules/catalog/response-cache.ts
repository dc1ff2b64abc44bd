import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface CachedResponse {
  json: string;
  etag: string;
  /** Compressed copies, made the first time a client asks for one and kept with the entry. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

export type Encoding = 'br' | 'gzip';

/** Below this, compressing costs more than it saves. */
const MIN_COMPRESS_BYTES = 1024;

/** The encoding to send for an Accept-Encoding header, or null for the plain body. */
export function pickEncoding(acceptEncoding: string | undefined, bytes: number): Encoding | null {
  if (!acceptEncoding || bytes < MIN_COMPRESS_BYTES) return null;
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => q?.trim() !== 'q=0')
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** The body in that encoding, compressed once per cache entry. */
export function encodedBody(cached: CachedResponse, encoding: Encoding): Buffer {
  let body = cached.encoded[encoding];
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(cached.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(cached.json, { level: 6 });
    cached.encoded[encoding] = body;
  }
  return body;
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
  return { json, etag, encoded: {} };
}
