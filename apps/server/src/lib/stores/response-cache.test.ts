import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { canonicalKey, encodedBody, pickEncoding, ResponseCache } from './response-cache';

describe('ResponseCache', () => {
  it('answers from memory until the entry expires, then recomputes', async () => {
    let clock = 0;
    let calls = 0;
    const cache = new ResponseCache(1000, { maxEntries: 10, now: () => clock });
    const produce = async () => ({ n: ++calls });
    const first = await cache.get('a', produce);
    expect(JSON.parse(first.json)).toEqual({ n: 1 });
    clock = 999;
    expect((await cache.get('a', produce)).json).toBe(first.json);
    clock = 1000;
    expect(JSON.parse((await cache.get('a', produce)).json)).toEqual({ n: 2 });
  });

  it('gives equal bodies equal ETags and different bodies different ones', async () => {
    const cache = new ResponseCache(0);
    const a = await cache.get('x', async () => ({ v: 1 }));
    const b = await cache.get('y', async () => ({ v: 1 }));
    const c = await cache.get('x', async () => ({ v: 2 }));
    expect(a.etag).toBe(b.etag);
    expect(a.etag).not.toBe(c.etag);
    expect(a.etag).toMatch(/^"[\w-]+"$/);
  });

  it('shares one computation between concurrent misses and evicts the least recently used', async () => {
    let calls = 0;
    const cache = new ResponseCache(60_000, { maxEntries: 2 });
    const produce = async () => ({ n: ++calls });
    await Promise.all([cache.get('a', produce), cache.get('a', produce), cache.get('a', produce)]);
    expect(calls).toBe(1);
    await cache.get('b', produce);
    await cache.get('a', produce); // a is now the most recent
    await cache.get('c', produce); // evicts b
    const before = calls;
    await cache.get('a', produce);
    expect(calls).toBe(before);
    await cache.get('b', produce);
    expect(calls).toBe(before + 1);
  });

  it('forgets everything on clear and does not cache a failure', async () => {
    let calls = 0;
    const cache = new ResponseCache(60_000);
    await cache.get('a', async () => ({ n: ++calls }));
    cache.clear();
    await cache.get('a', async () => ({ n: ++calls }));
    expect(calls).toBe(2);
    await expect(cache.get('boom', async () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    expect(JSON.parse((await cache.get('boom', async () => ({ ok: true }))).json)).toEqual({ ok: true });
  });
});

describe('ResponseCache.forget', () => {
  it('drops only the entries carrying a tag, and does not keep an answer computed before it', async () => {
    let calls = 0;
    const cache = new ResponseCache(60_000);
    const produce = async () => ({ n: ++calls });
    await cache.get('product:dress', produce, { tags: ['product:dress'] });
    await cache.get('product:scarf', produce, { tags: ['product:scarf'] });
    await cache.get('list', produce);
    let finish: (value: unknown) => void = () => {};
    const slow = cache.get('product:belt', () => new Promise((resolve) => (finish = resolve)), {
      tags: ['product:belt'],
    });

    expect(cache.forget(['product:dress', 'product:belt'])).toBe(1);
    finish({ n: 'read before the sale' });
    expect(JSON.parse((await slow).json)).toEqual({ n: 'read before the sale' });
    expect(cache.stats().entries).toBe(2);

    const before = calls;
    await cache.get('product:scarf', produce, { tags: ['product:scarf'] });
    await cache.get('list', produce);
    expect(calls).toBe(before);
    expect(JSON.parse((await cache.get('product:dress', produce, { tags: ['product:dress'] })).json)).toEqual(
      {
        n: before + 1,
      },
    );
    expect(JSON.parse((await cache.get('product:belt', produce, { tags: ['product:belt'] })).json)).toEqual({
      n: before + 2,
    });
  });
});

describe('ResponseCache bounds', () => {
  const answerOf = (chars: number) => async () => ({ text: 'x'.repeat(chars) });

  it('stays within its byte bound through thousands of answers of varied sizes', async () => {
    const maxBytes = 200_000;
    const cache = new ResponseCache(60_000, { maxBytes, maxEntries: 100_000 });
    let largest = 0;
    for (let i = 0; i < 3000; i += 1) {
      const cached = await cache.get(`k${i}`, answerOf((i * 7919) % 12_000));
      if (i % 3 === 0) encodedBody(cached, 'gzip');
      const { bytes } = cache.stats();
      largest = Math.max(largest, bytes);
    }
    expect(largest).toBeLessThanOrEqual(maxBytes);
    // Full, not emptied: eviction drops only what it must.
    expect(cache.stats().bytes).toBeGreaterThan(maxBytes / 2);
    expect(cache.stats().entries).toBeGreaterThan(10);
  });

  it('counts compressed copies when they are made, and evicts to make room for them', async () => {
    const noisy = async () => ({
      text: Array.from({ length: 600 }, (_, i) => (i * 2654435761) % 9973).join(','),
    });
    const probe = new ResponseCache(60_000);
    await probe.get('a', noisy);
    const entryBytes = probe.stats().bytes;
    // Room for two entries and a little: a compressed copy of either pushes the other out.
    const cache = new ResponseCache(60_000, { maxBytes: 2 * entryBytes + 100, maxEntryBytes: entryBytes });
    const a = await cache.get('a', noisy);
    const gzip = encodedBody(a, 'gzip');
    expect(cache.stats()).toEqual({ entries: 1, bytes: entryBytes + gzip.length });
    encodedBody(a, 'gzip');
    expect(cache.stats().bytes).toBe(entryBytes + gzip.length);
    await cache.get('b', noisy);
    expect(cache.stats()).toEqual({ entries: 1, bytes: entryBytes }); // a, the older, made room for b
    const br = encodedBody(await cache.get('b', noisy), 'br');
    expect(cache.stats()).toEqual({ entries: 1, bytes: entryBytes + br.length });
  });

  it('sends answers above the per-answer cap without keeping them', async () => {
    let calls = 0;
    const cache = new ResponseCache(60_000, { maxBytes: 1_000_000, maxEntryBytes: 10_000 });
    const big = async () => ({ n: ++calls, text: 'x'.repeat(20_000) });
    const first = await cache.get('big', big);
    expect(JSON.parse(first.json).n).toBe(1);
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0 });
    encodedBody(first, 'br');
    expect(cache.stats().bytes).toBe(0);
    await cache.get('big', big);
    expect(calls).toBe(2);
    // Concurrent misses still share one computation even when the answer is not kept.
    await Promise.all([cache.get('big', big), cache.get('big', big)]);
    expect(calls).toBe(3);
  });

  it('keeps at most an eighth of its bound in one answer unless told otherwise', async () => {
    const cache = new ResponseCache(60_000, { maxBytes: 80_000 });
    await cache.get('small', answerOf(9000));
    await cache.get('large', answerOf(11_000));
    expect(cache.stats().entries).toBe(1);
  });

  it('drops expired entries without being asked for them again', async () => {
    let clock = 0;
    const cache = new ResponseCache(1000, { now: () => clock });
    for (let i = 0; i < 50; i += 1) await cache.get(`old${i}`, answerOf(100));
    clock = 500;
    await cache.get('old0', answerOf(100)); // used recently, so it sits behind the others
    expect(cache.stats().entries).toBe(50);
    clock = 1000;
    await cache.get('new', answerOf(100));
    expect(cache.stats().entries).toBe(1);
    const oneEntry = cache.stats().bytes;
    expect(oneEntry).toBeGreaterThan(100);
    clock = 2500;
    await cache.get('new', answerOf(100)); // expired on access: recomputed, counted once
    expect(cache.stats()).toEqual({ entries: 1, bytes: oneEntry });
  });

  it('evicts the least recently used first when over its byte bound', async () => {
    let calls = 0;
    const cache = new ResponseCache(60_000, { maxBytes: 3000, maxEntryBytes: 3000 });
    const produce = async () => ({ n: ++calls, text: 'x'.repeat(600) });
    await cache.get('a', produce);
    await cache.get('b', produce);
    await cache.get('c', produce);
    await cache.get('a', produce); // a is now the most recent
    await cache.get('d', produce); // over the bound: evicts b
    expect(cache.stats().entries).toBe(3);
    const before = calls;
    await cache.get('a', produce);
    await cache.get('c', produce);
    await cache.get('d', produce);
    expect(calls).toBe(before);
    await cache.get('b', produce);
    expect(calls).toBe(before + 1);
  });

  it('keeps answers asked for again through a flood of answers asked once', async () => {
    let calls = 0;
    const cache = new ResponseCache(60_000, { maxEntries: 100 });
    const produce = async () => ({ n: ++calls });
    const popular = ['dress', 'silk dress', 'boots'];
    for (const key of popular) await cache.get(key, produce);
    // Each popular answer is asked for once more, then 100 000 one-off searches arrive, with a
    // popular one every thousand: far more than the cache holds between two asks.
    for (const key of popular) await cache.get(key, produce);
    const before = calls;
    for (let i = 0; i < 100_000; i += 1) {
      await cache.get(`one-off ${i}`, produce);
      if (i % 1000 === 999) await cache.get(popular[((i / 1000) % popular.length) | 0] as string, produce);
    }
    expect(calls).toBe(before + 100_000); // every popular ask was a hit
    for (const key of popular) await cache.get(key, produce);
    expect(calls).toBe(before + 100_000);
    expect(cache.stats().entries).toBe(100);
    // The one-offs churned among themselves: the latest are kept, the older gone.
    await cache.get('one-off 99999', produce);
    expect(calls).toBe(before + 100_000);
    await cache.get('one-off 0', produce);
    expect(calls).toBe(before + 100_001);
  });

  it('lets answers asked for again fill at most four fifths of the bound', async () => {
    let calls = 0;
    const cache = new ResponseCache(60_000, { maxEntries: 10 });
    const produce = async () => ({ n: ++calls });
    // Twenty answers each asked for twice: the ten kept are the most recent, none of them pushed
    // out by what is merely new.
    for (let i = 0; i < 20; i += 1) {
      await cache.get(`k${i}`, produce);
      await cache.get(`k${i}`, produce);
    }
    expect(cache.stats().entries).toBe(10);
    const before = calls;
    for (let i = 10; i < 20; i += 1) await cache.get(`k${i}`, produce);
    expect(calls).toBe(before);
    // New answers still find room: the oldest proven ones went back on probation for them.
    await cache.get('new', produce);
    await cache.get('new', produce);
    expect(calls).toBe(before + 1);
  });

  it('does not store an answer computed before clear()', async () => {
    let release: (value: unknown) => void = () => {};
    const cache = new ResponseCache(60_000);
    const stale = cache.get('a', () => new Promise((resolve) => (release = resolve)));
    cache.clear();
    release({ v: 'before the write' });
    await stale;
    expect(cache.stats().entries).toBe(0);
    expect(JSON.parse((await cache.get('a', async () => ({ v: 'after' }))).json)).toEqual({ v: 'after' });
  });

  it('turns off entirely with a TTL of 0', async () => {
    const cache = new ResponseCache(0);
    await cache.get('a', answerOf(10));
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0 });
  });
});

describe('canonicalKey', () => {
  it('is the same whatever the order of the fields and leaves out absent ones', () => {
    expect(canonicalKey('products', { page: 1, limit: 10, q: 'silk' })).toBe(
      canonicalKey('products', { q: 'silk', limit: 10, page: 1, color: undefined }),
    );
    expect(canonicalKey('products', { page: 1 })).not.toBe(canonicalKey('products', { page: 2 }));
    expect(canonicalKey('products', { q: '1' })).not.toBe(canonicalKey('products', { q: 1 }));
    expect(canonicalKey('categories')).not.toBe(canonicalKey('products'));
  });
});

describe('compressed answers', () => {
  it('prefers brotli, then gzip, honours q=0, and leaves small bodies alone', () => {
    expect(pickEncoding('gzip, deflate, br', 5000)).toBe('br');
    expect(pickEncoding('gzip', 5000)).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip', 5000)).toBe('gzip');
    expect(pickEncoding('identity', 5000)).toBeNull();
    expect(pickEncoding(undefined, 5000)).toBeNull();
    expect(pickEncoding('br', 100)).toBeNull();
  });

  it('compresses a cached body once and it decompresses to the same JSON', async () => {
    const cache = new ResponseCache(60_000);
    const cached = await cache.get('k', async () => ({
      items: Array.from({ length: 200 }, (_, i) => `item ${i}`),
    }));
    const br = encodedBody(cached, 'br');
    expect(encodedBody(cached, 'br')).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(cached.json);
    expect(gunzipSync(encodedBody(cached, 'gzip')).toString()).toBe(cached.json);
    expect(br.length).toBeLessThan(cached.json.length / 4);
  });
});
