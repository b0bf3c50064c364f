import type { Redis } from 'ioredis';
import { BurstyRateLimiter, RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Clock } from '../core/clock.ports.js';
import type { LimitAnswer, RateLimitPort } from '../core/limits/rate-limit.ports.js';
import { MemoryBudget } from './memory-rate-limit.js';

export type { LimitAnswer, RateLimitPort };

export interface RateLimitOptions {
  /** Budget per minute per key. */
  perMinute: number;
  /** Separates this limit's keys from other limits' in a shared store. */
  name: string;
  /** Shared across the fleet when given; in this process's memory otherwise. */
  redis?: Redis;
  /** What happens when Redis cannot answer: told, and the request is let through (a limit must not become an outage). */
  onStoreError?: (err: unknown) => void;
  /** Whose time the windows in memory are counted on (the wall clock by default); Redis counts on its own. */
  clock?: Clock;
}

/**
 * rate-limiter-flexible's Redis increment script with the expiry in milliseconds (PX, PEXPIRE) instead of
 * seconds. RateLimiterRedis floors a duration to whole seconds: the steady step of the default 120 a minute
 * (0.5 s) would become a key that never expires, and 60/7 s would become 8 s. Its limiters are therefore given
 * their duration in milliseconds, which reaches this script as ARGV[2], so Redis and memory count the same
 * milliseconds. Every RateLimiterRedis on a connection must use this script: ioredis keeps one per name.
 */
const INCR_PX_SCRIPT = `redis.call('set', KEYS[1], 0, 'PX', ARGV[2], 'NX')
local consumed = redis.call('incrby', KEYS[1], ARGV[1])
local ttl = redis.call('pttl', KEYS[1])
if ttl == -1 then
  redis.call('pexpire', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {consumed, ttl}`;

/**
 * `perMinute` points a minute per key, from rate-limiter-flexible, with one behaviour for both deployments:
 * RateLimiterMemory in one process, RateLimiterRedis for a fleet (every process spends from the same counters,
 * each consume one atomic script in Redis). A steady limiter gives one point every 60/perMinute s and a burst
 * limiter the rest of the minute's budget (BurstyRateLimiter), so a caller who spent the minute's budget may
 * retry as soon as the next point is due (Retry-After in seconds, at least 1), not only when the minute is over.
 */
export function createRateLimit(opts: RateLimitOptions): RateLimitPort {
  const budget = Math.max(1, Math.floor(opts.perMinute));
  const stepMs = Math.max(1, Math.round(60_000 / budget));
  if (!opts.redis) {
    // One process: the same steady + burst windows, counted synchronously (no promise, rejection or timer a request).
    const clock = opts.clock;
    const memory = new MemoryBudget(budget, stepMs, clock ? () => clock.now() : undefined);
    return {
      consumeNow: (key, cost = 1) => memory.consume(key, cost),
      consume: (key, cost = 1) => Promise.resolve(memory.consume(key, cost)),
    };
  }
  const store = (part: string, points: number, durationMs: number): RateLimiterAbstract => {
    const keyPrefix = `gametools:rl:${opts.name}:${part}`;
    return opts.redis
      ? new RateLimiterRedis({ storeClient: opts.redis, keyPrefix, points, duration: durationMs, customIncrTtlLuaScript: INCR_PX_SCRIPT })
      : new RateLimiterMemory({ keyPrefix, points, duration: durationMs / 1000 });
  };
  const steady = store('steady', 1, stepMs);
  const burst = budget > 1 ? store('burst', budget - 1, 60_000) : null;
  const bursty = burst ? new BurstyRateLimiter(steady, burst) : steady;
  /**
   * BurstyRateLimiter asks each limiter for the whole cost, so a cost of exactly the budget (a price batch of
   * PRICE_RATE_LIMIT_PER_MIN ids) fits neither the steady point nor the burst's budget − 1 and would never pass.
   * A cost above one takes the steady point and the rest from the burst, the point given back if the burst
   * refuses.
   */
  const take = async (key: string, cost: number) => {
    if (!burst || cost <= 1) return bursty.consume(key, cost);
    let point: RateLimiterRes;
    let taken = false;
    try {
      point = await steady.consume(key, 1);
      taken = true;
    } catch (res) {
      if (!(res instanceof RateLimiterRes)) throw res;
      point = res;
    }
    try {
      return await burst.consume(key, taken ? cost - 1 : cost);
    } catch (res) {
      if (!(res instanceof RateLimiterRes)) throw res;
      if (taken) await steady.reward(key, 1);
      // As BurstyRateLimiter answers: retry when the earlier of the two limiters has room again.
      throw new RateLimiterRes(res.remainingPoints, Math.min(point.msBeforeNext, res.msBeforeNext), res.consumedPoints);
    }
  };
  return {
    async consume(key: string, cost = 1): Promise<LimitAnswer> {
      try {
        await take(key, cost);
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
