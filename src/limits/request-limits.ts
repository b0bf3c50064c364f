import { AppError } from '../core/errors.js';
import type { RateLimitPort } from './rate-limit.js';

/** What the HTTP routes spend requests from: a refusal is thrown as `rate_limited` with `retryAfter`. */
export interface RequestLimiter {
  take(key: string, cost?: number): void | Promise<void>;
}

/** The job-route limit (RATE_LIMIT_PER_MIN) over a shared budget, worded as the embedded token bucket words it. */
export function sharedRequestLimiter(port: RateLimitPort, perMinute: number): RequestLimiter {
  return {
    async take(key: string, cost = 1): Promise<void> {
      const answer = await port.consume(key, cost);
      if (answer.allowed) return;
      throw new AppError(
        'rate_limited',
        `Too many requests: the limit is ${perMinute} a minute. Retry in ${answer.retryAfterS} s.`,
        { retryAfter: answer.retryAfterS },
      );
    },
  };
}

/** The per-key price budget (PRICE_RATE_LIMIT_PER_MIN) over a shared budget; a batch costs one per game. */
export function sharedPriceLimiter(port: RateLimitPort, perMinute: number): (key: string, cost: number) => Promise<void> {
  return async (key: string, cost: number) => {
    if (cost > perMinute) {
      throw new AppError('rate_limited', `this request counts ${cost} lookups; the limit is ${perMinute} per minute`, { retryAfter: 60 });
    }
    const answer = await port.consume(key, cost);
    if (!answer.allowed) {
      throw new AppError('rate_limited', `too many price lookups; retry in ${answer.retryAfterS} s`, { retryAfter: answer.retryAfterS });
    }
  };
}
