import { AppError } from '../errors.js';
import type { RateLimitPort } from '../limits/rate-limit.ports.js';

/**
 * Per-API-key budget for the price endpoints (PRICE_RATE_LIMIT_PER_MIN): a request costs one point per game it
 * asks for. Throws `rate_limited` with the seconds to wait.
 */
export class PriceLookupLimiter {
  constructor(
    private readonly port: RateLimitPort,
    private readonly perMinute: number,
  ) {}

  async take(key: string, cost: number): Promise<void> {
    const capacity = Math.max(1, this.perMinute);
    if (cost > capacity) {
      throw new AppError('rate_limited', `this request counts ${cost} lookups; the limit is ${capacity} per minute`, {
        retryAfter: 60,
      });
    }
    // A budget in this process's memory answers at once; a shared one is waited for.
    const answer = this.port.consumeNow ? this.port.consumeNow(key, cost) : await this.port.consume(key, cost);
    if (!answer.allowed) {
      throw new AppError('rate_limited', `too many price lookups; retry in ${answer.retryAfterS} s`, { retryAfter: answer.retryAfterS });
    }
  }
}
