import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedBody, pickEncoding, ResponseCache } from './response-cache';

describe('ResponseCache', () => {
  it('answers from memory until the entry expires, then recomputes', async () => {
    let clock = 0;
    let calls = 0;
    const cache = new ResponseCache(1000, 10, () => clock);
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
    const cache = new ResponseCache(60_000, 2);
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
