import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface CachedResponse {
  json: string;
  etag: string;
  /** Compressed copies, made the first time a client asks for one and kept with the entry. */
  encoded: Partial<Record<Encoding, Buffer>>;
  /** Set by the cache holding this answer: a compressed copy made later still counts against its bound. */
  onEncoded?: (bytes: number) => void;
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
    cached.onEncoded?.(body.length);
  }
  return body;
}

/**
 * Sends a kept answer: 304 to a client that holds it (its ETag), else its body in the encoding
 * the client accepts, as `contentType`. Caching headers are the caller's.
 */
export function sendCachedResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedResponse,
  contentType: string,
) {
  reply.header('etag', cached.etag).header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === cached.etag) return reply.status(304).send();
  reply.type(contentType);
  const encoding = pickEncoding(request.headers['accept-encoding'], cached.json.length);
  if (!encoding) return reply.send(cached.json);
  return reply.header('content-encoding', encoding).send(encodedBody(cached, encoding));
}

/** The default bound of the catalog cache (CATALOG_CACHE_MAX_BYTES): ample for the pages shoppers read. */
export const DEFAULT_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** A page of 100 products is ~200 KB; an answer five times that is someone asking for the whole catalog. */
const MAX_ENTRY_BYTES = 1024 * 1024;

/** The Map slot, the entry and answer objects and the ETag: what an entry costs besides its strings. */
const ENTRY_OVERHEAD_BYTES = 256;

/**
 * The share of the bounds that answers asked for again may fill; the rest is where new answers
 * wait to be asked for a second time (docs/decisions/037).
 */
const PROVEN_SHARE = 0.8;

export interface ResponseCacheOptions {
  /** What all entries may take together: their JSON, keys and compressed copies. */
  maxBytes?: number;
  /** Larger answers are sent but not kept, so one cannot push out hundreds of ordinary pages. */
  maxEntryBytes?: number;
  maxEntries?: number;
  now?: () => number;
}

export interface ResponseCacheStats {
  entries: number;
  bytes: number;
}

interface Entry {
  value: CachedResponse;
  expires: number;
  bytes: number;
  tags: readonly string[];
  /** Asked for again while kept: it waits in the proven segment, out of reach of one-off answers. */
  proven: boolean;
}

interface Pending {
  promise: Promise<CachedResponse>;
  tags: readonly string[];
  /** Set by forget(): what it computes was read before the change, so it is sent but not kept. */
  stale: boolean;
}

/**
 * Catalog reads outnumber catalog writes by orders of magnitude, and one listing costs a few
 * queries while sending a ready string costs almost nothing. Entries live for a few seconds, so
 * several instances never disagree for long; writes in this instance clear it at once.
 * Concurrent misses for one key share one computation.
 *
 * Anyone can ask for answers of their choosing, so the cache is bounded by the memory its entries
 * take, not only by their number: 1 500 large answers once grew the server by 2 GB
 * (docs/decisions/007). Callers key entries by the validated query, never by the raw URL.
 *
 * Eviction is a segmented LRU (docs/decisions/037): a new answer waits on probation, and moves to
 * the proven segment the first time it is asked for again. The least recently used on probation
 * make room first, so a flood of answers asked once (a crawler, one-off searches) churns
 * probation alone and cannot push out the pages and searches shoppers keep asking for. The proven
 * segment holds at most PROVEN_SHARE of the bounds; beyond that its least recently used go back
 * on probation.
 */
export class ResponseCache {
  /** Each segment is a Map in least-recently-used order: a use re-inserts the entry at the end. */
  private readonly probation = new Map<string, Entry>();
  private readonly proven = new Map<string, Entry>();
  private provenBytes = 0;
  private readonly pending = new Map<string, Pending>();
  private readonly maxBytes: number;
  private readonly maxEntryBytes: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private bytes = 0;
  private nextSweep = 0;
  /** Bumped by clear(), so an answer computed before a catalog write is not stored after it. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    options: ResponseCacheOptions = {},
  ) {
    this.maxBytes = options.maxBytes ?? DEFAULT_CACHE_MAX_BYTES;
    this.maxEntryBytes = options.maxEntryBytes ?? Math.min(MAX_ENTRY_BYTES, Math.floor(this.maxBytes / 8));
    this.maxEntries = options.maxEntries ?? 2000;
    this.now = options.now ?? Date.now;
  }

  /**
   * The answer for `key`, from the cache or from `produce`. With `keep: false` (answers that
   * rarely repeat: deeper pages, searches) it is produced every time and never stored, so it
   * cannot push out the pages that do repeat. `tags` name what the answer shows (a product), so
   * forget() can drop it alone when that changes.
   */
  async get(
    key: string,
    produce: () => Promise<unknown>,
    { keep = true, tags = [] }: { keep?: boolean; tags?: readonly string[] } = {},
  ): Promise<CachedResponse> {
    if (this.ttlMs <= 0 || !keep) return toResponse(await produce());
    const now = this.now();
    this.dropExpired(now);
    const hit = this.proven.get(key) ?? this.probation.get(key);
    if (hit && hit.expires > now) {
      this.use(key, hit);
      return hit.value;
    }
    if (hit) this.remove(key, hit);
    const running = this.pending.get(key);
    if (running) return running.promise;
    const generation = this.generation;
    const promise = produce()
      .then((data) => {
        const value = toResponse(data);
        if (generation === this.generation && !pending.stale) this.store(key, value, tags);
        return value;
      })
      .finally(() => {
        if (this.pending.get(key) === pending) this.pending.delete(key);
      });
    const pending: Pending = { promise, tags, stale: false };
    this.pending.set(key, pending);
    return promise;
  }

  /**
   * After a change to what these tags name (a sale or a hold of a product's stock): the entries
   * that carry one of them go, and an answer being computed for one is not kept. Everything
   * else stays (docs/decisions/028). Returns how many entries went.
   */
  forget(tags: readonly string[]): number {
    const wanted = new Set(tags);
    const named = (entryTags: readonly string[]) => entryTags.some((tag) => wanted.has(tag));
    let dropped = 0;
    for (const [key, entry] of this.allEntries()) {
      if (!named(entry.tags)) continue;
      this.remove(key, entry);
      dropped += 1;
    }
    for (const [key, pending] of this.pending) {
      if (!named(pending.tags)) continue;
      pending.stale = true;
      this.pending.delete(key);
    }
    return dropped;
  }

  /** After a catalog write: the next read of every key goes to the database. */
  clear(): void {
    this.probation.clear();
    this.proven.clear();
    this.pending.clear();
    this.bytes = 0;
    this.provenBytes = 0;
    this.generation += 1;
  }

  /** What the cache holds now, for tests and logs. */
  stats(): ResponseCacheStats {
    return { entries: this.probation.size + this.proven.size, bytes: this.bytes };
  }

  private *allEntries(): Generator<[string, Entry]> {
    yield* this.probation;
    yield* this.proven;
  }

  private segment(entry: Entry): Map<string, Entry> {
    return entry.proven ? this.proven : this.probation;
  }

  /** A hit: the entry becomes the most recently used of the proven segment. */
  private use(key: string, entry: Entry): void {
    this.segment(entry).delete(key);
    if (!entry.proven) {
      entry.proven = true;
      this.provenBytes += entry.bytes;
    }
    this.proven.set(key, entry);
    this.demoteBeyondShare();
  }

  private store(key: string, value: CachedResponse, tags: readonly string[]): void {
    const bytes = ENTRY_OVERHEAD_BYTES + stringBytes(key) + stringBytes(value.json);
    const previous = this.proven.get(key) ?? this.probation.get(key);
    if (previous) this.remove(key, previous);
    if (bytes > this.maxEntryBytes) return;
    const entry: Entry = { value, expires: this.now() + this.ttlMs, bytes, tags, proven: false };
    this.probation.set(key, entry);
    this.bytes += bytes;
    value.onEncoded = (size) => {
      // The entry may have been evicted between the answer being read and compressed.
      if (this.segment(entry).get(key) !== entry) return;
      entry.bytes += size;
      this.bytes += size;
      if (entry.proven) {
        this.provenBytes += size;
        this.demoteBeyondShare();
      }
      this.evictBeyondBounds();
    };
    this.evictBeyondBounds();
  }

  private remove(key: string, entry: Entry): void {
    this.segment(entry).delete(key);
    this.bytes -= entry.bytes;
    if (entry.proven) this.provenBytes -= entry.bytes;
  }

  /** The proven segment's least recently used go back on probation, as its most recent. */
  private demoteBeyondShare(): void {
    for (const [key, entry] of this.proven) {
      if (
        this.provenBytes <= this.maxBytes * PROVEN_SHARE &&
        this.proven.size <= this.maxEntries * PROVEN_SHARE
      ) {
        return;
      }
      this.proven.delete(key);
      entry.proven = false;
      this.provenBytes -= entry.bytes;
      this.probation.set(key, entry);
    }
  }

  /** Probation's least recently used go first; the proven segment's only once probation is empty. */
  private evictBeyondBounds(): void {
    for (const segment of [this.probation, this.proven]) {
      for (const [key, entry] of segment) {
        if (this.bytes <= this.maxBytes && this.stats().entries <= this.maxEntries) return;
        this.remove(key, entry);
      }
    }
  }

  /**
   * Eviction follows use, not age, so expired entries can sit behind fresh ones; a full pass at
   * most once per TTL frees them without a timer, at a cost (2 000 entries, microseconds) far
   * below one query. An idle server keeps what it holds, within the bound, until the next read.
   */
  private dropExpired(now: number): void {
    if (now < this.nextSweep) return;
    this.nextSweep = now + this.ttlMs;
    for (const [key, entry] of this.allEntries()) {
      if (entry.expires <= now) this.remove(key, entry);
    }
  }
}

/**
 * A key that is the same for every spelling of one validated query: parameter order, unknown
 * parameters and spacing the schema trims make no new entry.
 */
export function canonicalKey(name: string, values: Record<string, unknown> = {}): string {
  const known = Object.keys(values)
    .filter((field) => values[field] !== undefined)
    .sort()
    .map((field) => [field, values[field]]);
  return `${name}:${JSON.stringify(known)}`;
}

/** V8 keeps ASCII text in one byte a character; anything else is counted at its worst, two. */
function stringBytes(text: string): number {
  return Buffer.byteLength(text) === text.length ? text.length : text.length * 2;
}

/** An answer already serialised (Postgres shaped it), kept and sent as it is. */
export class JsonText {
  constructor(readonly text: string) {}
}

function toResponse(data: unknown): CachedResponse {
  const json = data instanceof JsonText ? data.text : JSON.stringify(data);
  const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
  return { json, etag, encoded: {} };
}
