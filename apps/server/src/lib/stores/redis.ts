import type { Redis } from 'ioredis';
import { whenNeeded } from '../process/load-when-needed';

const ioredis = whenNeeded<typeof import('ioredis')>('ioredis');

/** How long a command may take before the caller falls back to what it does without Redis. */
const COMMAND_TIMEOUT_MS = 1000;

/** How often a Redis that stays away is mentioned in the logs. */
const WARN_EVERY_MS = 60_000;

export interface RedisLog {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

/**
 * A Redis connection for state several instances share (rate limits, catalog invalidation).
 * Commands fail at once while it is away instead of queueing (no offline queue) and give up
 * after a second, so a Redis outage slows nothing: callers fall back to per-instance state
 * (docs/decisions/023). It reconnects on its own; the outage and the return are logged, once.
 */
export function connectRedis(url: string, log: RedisLog): Redis {
  const redis = new (ioredis().Redis)(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 2000,
    // Try again every second at most, for as long as it takes.
    retryStrategy: (times) => Math.min(times * 200, 1000),
  });
  let warnedAt = Number.NEGATIVE_INFINITY;
  let away = false;
  redis.on('error', (error: Error) => {
    const now = Date.now();
    if (now - warnedAt < WARN_EVERY_MS) return;
    warnedAt = now;
    away = true;
    log.warn({ err: error }, 'Redis is not reachable: rate limits count per instance until it returns');
  });
  redis.on('ready', () => {
    if (!away) return;
    away = false;
    warnedAt = Number.NEGATIVE_INFINITY;
    log.info({}, 'Redis is reachable again');
  });
  return redis;
}
