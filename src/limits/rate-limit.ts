import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export type LimitAnswer = { allowed: true } | { allowed: false; retryAfterS: number };

export interface RateLimitPort {
  consume(key: string, cost?: number): Promise<LimitAnswer>;
}

export interface RateLimitOptions {
  /** Budget per minute per key. */
  perMinute: number;
  /** Separates this limit's keys from other limits' in a shared store. */
  name: string;
  /** Shared across the fleet when given; in this process's memory otherwise. */
  redis?: Redis;
  /** What happens when Redis cannot answer: told, and the request is let through (a limit must not become an outage). */
  onStoreError?: (err: unknown) => void;
}

/**
 * A per-key budget of `perMinute` a minute, from rate-limiter-flexible: RateLimiterMemory for one process,
 * RateLimiterRedis for a fleet (every process spends from the same counter, atomically in Redis).
 */
export function createRateLimit(opts: RateLimitOptions): RateLimitPort {
  const common = { points: opts.perMinute, duration: 60, keyPrefix: `gametools:rl:${opts.name}` };
  const limiter: RateLimiterAbstract = opts.redis
    ? new RateLimiterRedis({ ...common, storeClient: opts.redis })
    : new RateLimiterMemory(common);
  return {
    async consume(key: string, cost = 1): Promise<LimitAnswer> {
      try {
        await limiter.consume(key, cost);
        return { allowed: true };
      } catch (res) {
        if (res instanceof RateLimiterRes) {
          return { allowed: false, retryAfterS: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) };
        }
        opts.onStoreError?.(res);
        return { allowed: true };
      }
    },
  };
}
