import type { Clock } from '../clock.js';
import { AppError } from '../errors.js';

/**
 * Per-API-key budget for the price endpoints: a token bucket holding `perMinute` tokens, refilled evenly over a
 * minute. A request costs one token per game it asks for. Throws `rate_limited` with the seconds to wait.
 */
export function createKeyRateLimiter(opts: { perMinute: number; clock: Clock }): (key: string, cost: number) => void {
  const capacity = Math.max(1, opts.perMinute);
  const perMs = capacity / 60_000;
  const buckets = new Map<string, { tokens: number; at: number }>();
  let lastSweep = opts.clock.now();

  return (key: string, cost: number) => {
    const now = opts.clock.now();
    if (now - lastSweep > 60_000) {
      // A bucket idle for a minute is full again; forgetting it changes nothing and bounds memory.
      for (const [k, b] of buckets) if (now - b.at >= 60_000) buckets.delete(k);
      lastSweep = now;
    }
    if (cost > capacity) {
      throw new AppError('rate_limited', `this request counts ${cost} lookups; the limit is ${capacity} per minute`, {
        retryAfter: 60,
      });
    }
    const bucket = buckets.get(key) ?? { tokens: capacity, at: now };
    bucket.tokens = Math.min(capacity, bucket.tokens + (now - bucket.at) * perMs);
    bucket.at = now;
    buckets.set(key, bucket);
    if (bucket.tokens < cost) {
      const retryAfter = Math.max(1, Math.ceil((cost - bucket.tokens) / perMs / 1000));
      throw new AppError('rate_limited', `too many price lookups; retry in ${retryAfter} s`, { retryAfter });
    }
    bucket.tokens -= cost;
  };
}
