import { AppError } from '../errors.js';
import type { LimitAnswer, RateLimitPort, RequestLimiter } from './rate-limit.ports.js';

/** Requests a minute per client address and per session (RATE_LIMIT_PER_MIN) on the job routes. */
export class PerMinuteLimiter implements RequestLimiter {
  constructor(
    private readonly port: RateLimitPort,
    private readonly perMinute: number,
  ) {}

  /**
   * Spends one request of `key`'s budget or throws rate_limited with the seconds to wait: at once where the
   * budget is in memory, else once the shared store answered.
   */
  take(key: string): Promise<void> | void {
    if (this.port.consumeNow) return this.#answer(this.port.consumeNow(key, 1));
    return this.port.consume(key, 1).then((answer) => this.#answer(answer));
  }

  #answer(answer: LimitAnswer): void {
    if (answer.allowed) return;
    const retryAfter = answer.retryAfterS;
    throw new AppError('rate_limited', `Too many requests: the limit is ${this.perMinute} a minute. Retry in ${retryAfter} s.`, {
      retryAfter,
    });
  }
}
