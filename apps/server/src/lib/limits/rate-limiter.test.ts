import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { connectRedis } from '../stores/redis';
import {
  describeWait,
  FallbackRateLimiter,
  MemoryRateLimiter,
  parseRateLimit,
  type RateLimiter,
  RedisRateLimiter,
} from './rate-limiter';

describe('parseRateLimit', () => {
  it('reads count/window and off', () => {
    expect(parseRateLimit('5/15m')).toEqual({ max: 5, windowSeconds: 900 });
    expect(parseRateLimit(' 20 / 1h ')).toEqual({ max: 20, windowSeconds: 3600 });
    expect(parseRateLimit('3/2d')).toEqual({ max: 3, windowSeconds: 172_800 });
    expect(parseRateLimit('off')?.max).toBe(0);
    for (const bad of ['5', '5/15', 'five/15m', '5/0m', '-1/1m', '5/15w'])
      expect(parseRateLimit(bad), bad).toBeNull();
  });

  it('describes a wait for a person', () => {
    expect(describeWait(1)).toBe('1 second');
    expect(describeWait(59)).toBe('59 seconds');
    expect(describeWait(61)).toBe('2 minutes');
    expect(describeWait(3600)).toBe('1 hour');
    expect(describeWait(3601)).toBe('2 hours');
  });
});

function contract(name: string, make: () => { limiter: RateLimiter; advance?: (ms: number) => void }) {
  describe(name, () => {
    const limit = { max: 3, windowSeconds: 60 };
    const key = () => `test:${Math.random().toString(36).slice(2)}`;

    it('allows up to the limit in a window, then refuses with a wait', async () => {
      const { limiter } = make();
      const k = key();
      for (let i = 0; i < 3; i++) expect((await limiter.hit(k, limit)).allowed).toBe(true);
      const refused = await limiter.hit(k, limit);
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    });

    it('takes a hit back when forgiven, never below zero', async () => {
      const { limiter } = make();
      const k = key();
      for (let i = 0; i < 3; i++) await limiter.hit(k, limit);
      await limiter.forgive(k);
      expect((await limiter.hit(k, limit)).allowed).toBe(true);
      expect((await limiter.hit(k, limit)).allowed).toBe(false);
      const fresh = key();
      await limiter.forgive(fresh);
      await limiter.forgive(fresh);
      for (let i = 0; i < 3; i++) expect((await limiter.hit(fresh, limit)).allowed).toBe(true);
      expect((await limiter.hit(fresh, limit)).allowed).toBe(false);
    });

    it('counts a burst of parallel hits exactly', async () => {
      const { limiter } = make();
      const k = key();
      const decisions = await Promise.all(Array.from({ length: 20 }, () => limiter.hit(k, limit)));
      expect(decisions.filter((d) => d.allowed)).toHaveLength(3);
    });

    it('forgets a key on reset, and keeps keys apart', async () => {
      const { limiter } = make();
      const [a, b] = [key(), key()];
      for (let i = 0; i < 4; i++) await limiter.hit(a, limit);
      expect((await limiter.hit(b, limit)).allowed).toBe(true);
      await limiter.reset(a);
      expect((await limiter.hit(a, limit)).allowed).toBe(true);
    });

    it('never refuses when the limit is off', async () => {
      const { limiter } = make();
      const k = key();
      for (let i = 0; i < 10; i++)
        expect((await limiter.hit(k, { max: 0, windowSeconds: 1 })).allowed).toBe(true);
    });
  });
}

let clock = 1_000_000;
contract('MemoryRateLimiter', () => ({ limiter: new MemoryRateLimiter(() => clock) }));

describe('MemoryRateLimiter windows', () => {
  it('opens a new window when the old one ends', async () => {
    const limiter = new MemoryRateLimiter(() => clock);
    const limit = { max: 1, windowSeconds: 10 };
    expect((await limiter.hit('k', limit)).allowed).toBe(true);
    expect((await limiter.hit('k', limit)).allowed).toBe(false);
    clock += 10_001;
    expect((await limiter.hit('k', limit)).allowed).toBe(true);
  });
});

// Redis is optional for the shop; CI has one and sets TEST_REDIS_URL, so the shared counters are
// tested there against a real server.
const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(redisUrl)('RedisRateLimiter', () => {
  const clients: Redis[] = [];
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.quit()));
  });
  contract('against Redis', () => {
    const redis = new Redis(redisUrl as string);
    clients.push(redis);
    return { limiter: new RedisRateLimiter(redis, `velora-test:${process.pid}:`) };
  });

  it('shares counts between instances', async () => {
    const [one, two] = [new Redis(redisUrl as string), new Redis(redisUrl as string)];
    clients.push(one, two);
    const prefix = `velora-test:${process.pid}:shared:`;
    const a = new RedisRateLimiter(one, prefix);
    const b = new RedisRateLimiter(two, prefix);
    const limit = { max: 2, windowSeconds: 30 };
    const k = `k${Date.now()}`;
    expect((await a.hit(k, limit)).allowed).toBe(true);
    expect((await b.hit(k, limit)).allowed).toBe(true);
    expect((await a.hit(k, limit)).allowed).toBe(false);
  });
});

/** Nothing listens on port 1: a Redis that has gone away. */
const GONE_REDIS = 'redis://127.0.0.1:1';

describe('FallbackRateLimiter', () => {
  const quiet = { warn: () => {}, info: () => {} };
  const gone: Redis[] = [];
  afterAll(() => {
    for (const redis of gone) redis.disconnect();
  });
  const overGoneRedis = (onFallback: (error: unknown) => void = () => {}, now = () => clock) => {
    const redis = connectRedis(GONE_REDIS, quiet);
    gone.push(redis);
    return new FallbackRateLimiter(new RedisRateLimiter(redis), new MemoryRateLimiter(now), onFallback, now);
  };

  // With its Redis gone, every limit still holds, per instance, and nothing throws.
  contract('with its Redis gone', () => ({ limiter: overGoneRedis() }));

  it('says so once a minute, not on every request', async () => {
    let now = 5_000_000;
    const warnings: unknown[] = [];
    const limiter = overGoneRedis(
      (error) => warnings.push(error),
      () => now,
    );
    const limit = { max: 100, windowSeconds: 600 };
    for (let i = 0; i < 5; i++) await limiter.hit('k', limit);
    expect(warnings).toHaveLength(1);
    now += 60_000;
    await limiter.hit('k', limit);
    expect(warnings).toHaveLength(2);
  });

  it('answers at once while Redis is away instead of waiting for it', async () => {
    const limiter = overGoneRedis();
    const started = performance.now();
    await limiter.hit('k', { max: 5, windowSeconds: 60 });
    expect(performance.now() - started).toBeLessThan(500);
  });
});
