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
 * One point of a steady limiter, else of its burst limiter (what BurstyRateLimiter does over two RateLimiterRedis)
 * in one script, so a request waits for one Redis round trip instead of two whenever the steady point is taken:
 * the same keys, the same increments (a refused limiter's counter still counts the try, as RateLimiterRedis's
 * does) and the same expiries as INCR_PX_SCRIPT. KEYS: steady, burst. ARGV: cost, steady ms, steady points,
 * burst ms, burst points. Answers {1, ms} when allowed, {0, ms before the earlier limiter has room} when not.
 */
const TAKE_POINT_SCRIPT = `local function take(key, cost, ms)
  redis.call('set', key, 0, 'PX', ms, 'NX')
  local consumed = redis.call('incrby', key, cost)
  local ttl = redis.call('pttl', key)
  if ttl == -1 then
    redis.call('pexpire', key, ms)
    ttl = tonumber(ms)
  end
  return consumed, ttl
end
local steady, steadyTtl = take(KEYS[1], ARGV[1], ARGV[2])
if steady <= tonumber(ARGV[3]) then return {1, steadyTtl} end
local burst, burstTtl = take(KEYS[2], ARGV[1], ARGV[4])
if burst <= tonumber(ARGV[5]) then return {1, burstTtl} end
return {0, math.min(steadyTtl, burstTtl)}`;
const TAKE_POINT = 'gametoolsTakePoint';

type TakePoint = (steadyKey: string, burstKey: string, cost: number, steadyMs: number, steadyPoints: number, burstMs: number, burstPoints: number) => Promise<[number, number]>;

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
  const redis = opts.redis;
  redis.defineCommand(TAKE_POINT, { numberOfKeys: 2, lua: TAKE_POINT_SCRIPT });
  const takePoint = (redis as unknown as Record<typeof TAKE_POINT, TakePoint>)[TAKE_POINT].bind(redis);
  /** A single point (every request's cost): one round trip, see TAKE_POINT_SCRIPT. */
  const onePoint = async (key: string): Promise<LimitAnswer> => {
    // As RateLimiterRedis does: a connection that is not up is a store error at once, not a wait.
    if (redis.status !== 'ready') throw new Error('Redis connection is not ready');
    const [allowed, ms] = await takePoint(steady.getKey(key), burst ? burst.getKey(key) : '', 1, stepMs, 1, 60_000, budget - 1);
    return allowed === 1 ? { allowed: true } : { allowed: false, retryAfterS: Math.max(1, Math.ceil(Number(ms) / 1000)) };
  };
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
        if (cost === 1 && burst) return await onePoint(key);
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
