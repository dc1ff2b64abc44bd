import type { Redis } from 'ioredis';

/** At most `max` hits per `windowSeconds`; `max` 0 turns the limit off. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the current window ends; what a refused client should wait. */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters. In memory for one process; in Redis when REDIS_URL is set, so every
 * instance behind a load balancer counts the same attempts.
 */
export interface RateLimiter {
  /**
   * Counts one hit against `key` and says whether it is within the limit. Counting comes
   * first, atomically, so a burst of parallel requests cannot all slip in before any counts.
   */
  hit(key: string, limit: RateLimit): Promise<RateDecision>;
  /** Takes one hit back, e.g. for an attempt that turned out to succeed. */
  forgive(key: string): Promise<void>;
  /** Forgets a key, e.g. an account's failed logins after a successful one. */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

const ALLOWED: RateDecision = { allowed: true, retryAfterSeconds: 0 };

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();
  private sweptAt = 0;

  constructor(private readonly now: () => number = Date.now) {}

  private current(key: string) {
    const now = this.now();
    // Expired windows are dropped now and then, so a flood of distinct keys cannot grow forever.
    if (now - this.sweptAt > 60_000) {
      this.sweptAt = now;
      for (const [k, w] of this.windows) if (w.endsAt <= now) this.windows.delete(k);
    }
    const window = this.windows.get(key);
    return window && window.endsAt > now ? window : undefined;
  }

  async hit(key: string, limit: RateLimit): Promise<RateDecision> {
    if (limit.max <= 0) return ALLOWED;
    const now = this.now();
    let window = this.current(key);
    if (!window) {
      window = { count: 0, endsAt: now + limit.windowSeconds * 1000 };
      this.windows.set(key, window);
    }
    window.count += 1;
    return decide(window.count, limit.max, window.endsAt - now);
  }

  async forgive(key: string): Promise<void> {
    const window = this.current(key);
    if (window && window.count > 0) window.count -= 1;
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async close(): Promise<void> {
    this.windows.clear();
  }
}

/**
 * One script per operation, so counting and setting the window's expiry are atomic on any
 * Redis version (PEXPIRE's NX flag would need Redis 7).
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

const FORGIVE_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 1 and tonumber(redis.call('GET', KEYS[1])) > 0 then
  return redis.call('DECR', KEYS[1])
end
return 0`;

export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'velora:rl:',
  ) {}

  async hit(key: string, limit: RateLimit): Promise<RateDecision> {
    if (limit.max <= 0) return ALLOWED;
    const [count, ttl] = (await this.redis.eval(
      HIT_SCRIPT,
      1,
      this.prefix + key,
      limit.windowSeconds * 1000,
    )) as [number, number];
    return decide(Number(count), limit.max, Number(ttl));
  }

  async forgive(key: string): Promise<void> {
    await this.redis.eval(FORGIVE_SCRIPT, 1, this.prefix + key);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}

/**
 * Shared counters while they answer, this process's own while they do not: a Redis outage
 * loosens the limits to per instance for its duration instead of refusing every login or
 * failing it with a 500 (docs/decisions/023). A reset clears both, so a count made during an
 * outage is not held against a client afterwards.
 */
export class FallbackRateLimiter implements RateLimiter {
  private warnedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly shared: RateLimiter,
    private readonly local: RateLimiter,
    private readonly onFallback: (error: unknown) => void,
    private readonly now: () => number = Date.now,
  ) {}

  private async either<T>(work: (limiter: RateLimiter) => Promise<T>): Promise<T> {
    try {
      return await work(this.shared);
    } catch (error) {
      if (this.now() - this.warnedAt >= 60_000) {
        this.warnedAt = this.now();
        this.onFallback(error);
      }
      return work(this.local);
    }
  }

  hit(key: string, limit: RateLimit): Promise<RateDecision> {
    return this.either((limiter) => limiter.hit(key, limit));
  }

  forgive(key: string): Promise<void> {
    return this.either((limiter) => limiter.forgive(key));
  }

  async reset(key: string): Promise<void> {
    await this.local.reset(key);
    await this.either((limiter) => limiter.reset(key));
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.shared.close(), this.local.close()]);
  }
}

function decide(count: number, max: number, msLeft: number): RateDecision {
  return count <= max
    ? ALLOWED
    : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(Math.max(0, msLeft) / 1000)) };
}

/** "5/15m" means five per fifteen minutes; "off" turns a limit off. */
export function parseRateLimit(value: string): RateLimit | null {
  if (value.trim().toLowerCase() === 'off') return { max: 0, windowSeconds: 1 };
  const match = /^\s*(\d{1,6})\s*\/\s*(\d{1,6})\s*([smhd])\s*$/.exec(value);
  if (!match) return null;
  const unit = { s: 1, m: 60, h: 3600, d: 86_400 }[match[3] as 's' | 'm' | 'h' | 'd'];
  const windowSeconds = Number(match[2]) * unit;
  if (windowSeconds <= 0) return null;
  return { max: Number(match[1]), windowSeconds };
}

/** "Try again in 12 minutes." for a person, from a wait in seconds. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

/** Every limit the shop applies, each configurable (README, configuration table). */
export interface RateLimits {
  /** Failed logins per account (email). */
  loginPerAccount: RateLimit;
  /** Failed logins per client address, whatever the account. */
  loginPerClient: RateLimit;
  /** Registrations per client address. */
  register: RateLimit;
  /** Reset-link requests per client address and per email. */
  forgetPassword: RateLimit;
  /** Reset-link checks (the reset page opening) per client address. */
  resetLinkCheck: RateLimit;
  /** Contact messages per client address. */
  contact: RateLimit;
  /** Image uploads per user. */
  upload: RateLimit;
  /** Checkouts started, counted per account and per client address apart. */
  checkout: RateLimit;
  /** Discount codes tried in the cart (previews) per client address: codes cannot be guessed by the thousand. */
  discountCode: RateLimit;
  /** "Track your order" lookups per client address and per email apart: each match mails a link. */
  orderLookup: RateLimit;
  /** Back-in-stock requests per client address, and a guest's per email apart: each may mail a confirm link. */
  stockAlert: RateLimit;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerAccount: { max: 5, windowSeconds: 15 * 60 },
  loginPerClient: { max: 20, windowSeconds: 15 * 60 },
  register: { max: 10, windowSeconds: 60 * 60 },
  forgetPassword: { max: 5, windowSeconds: 60 * 60 },
  resetLinkCheck: { max: 30, windowSeconds: 15 * 60 },
  contact: { max: 5, windowSeconds: 60 * 60 },
  upload: { max: 30, windowSeconds: 60 * 60 },
  checkout: { max: 20, windowSeconds: 60 * 60 },
  discountCode: { max: 60, windowSeconds: 15 * 60 },
  orderLookup: { max: 10, windowSeconds: 60 * 60 },
  stockAlert: { max: 20, windowSeconds: 60 * 60 },
};

/** No limits at all: for tests that are not about limits. */
export const NO_RATE_LIMITS: RateLimits = {
  loginPerAccount: { max: 0, windowSeconds: 1 },
  loginPerClient: { max: 0, windowSeconds: 1 },
  register: { max: 0, windowSeconds: 1 },
  forgetPassword: { max: 0, windowSeconds: 1 },
  resetLinkCheck: { max: 0, windowSeconds: 1 },
  contact: { max: 0, windowSeconds: 1 },
  upload: { max: 0, windowSeconds: 1 },
  checkout: { max: 0, windowSeconds: 1 },
  discountCode: { max: 0, windowSeconds: 1 },
  orderLookup: { max: 0, windowSeconds: 1 },
  stockAlert: { max: 0, windowSeconds: 1 },
};
