import { BurstyRateLimiter, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { LimitAnswer, RateLimitPort } from '../core/limits/rate-limit.ports.js';

/**
 * `perMinute` points a minute per key, in this process's memory (rate-limiter-flexible). A steady limiter
 * gives one point every 60/perMinute s and a burst limiter the rest of the minute's budget, so a caller who
 * spent the minute's budget may retry as soon as the next point is due (Retry-After in seconds, at least 1),
 * not only when the minute is over.
 */
export function createMemoryRateLimit(perMinute: number, prefix = 'rl'): RateLimitPort {
  const budget = Math.max(1, Math.floor(perMinute));
  const steady = new RateLimiterMemory({ keyPrefix: `${prefix}:steady`, points: 1, duration: 60 / budget });
  const limiter =
    budget > 1
      ? new BurstyRateLimiter(steady, new RateLimiterMemory({ keyPrefix: `${prefix}:burst`, points: budget - 1, duration: 60 }))
      : steady;
  return {
    async consume(key: string, cost = 1): Promise<LimitAnswer> {
      try {
        await limiter.consume(key, cost);
        return { allowed: true };
      } catch (err) {
        if (!(err instanceof RateLimiterRes)) throw err;
        return { allowed: false, retryAfterS: Math.max(1, Math.ceil(err.msBeforeNext / 1000)) };
      }
    },
  };
}
