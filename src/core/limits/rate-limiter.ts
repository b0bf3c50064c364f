import { AppError } from '../errors.js';
import type { Clock } from '../clock.js';

interface Bucket {
  tokens: number;
  updated: number;
}

/**
 * Token bucket per key: `perMinute` requests a minute, refilled continuously, bursting up to `perMinute`.
 * A refusal carries the seconds until enough tokens are back.
 */
export class RateLimiter {
  readonly #buckets = new Map<string, Bucket>();
  readonly #ratePerMs: number;
  #lastPrune: number;

  constructor(
    private readonly perMinute: number,
    private readonly clock: Clock,
  ) {
    this.#ratePerMs = perMinute / 60_000;
    this.#lastPrune = clock.now();
  }

  /** Spends `cost` tokens or throws rate_limited. */
  take(key: string, cost = 1): void {
    const now = this.clock.now();
    this.#prune(now);
    const bucket = this.#buckets.get(key) ?? { tokens: this.perMinute, updated: now };
    bucket.tokens = Math.min(this.perMinute, bucket.tokens + (now - bucket.updated) * this.#ratePerMs);
    bucket.updated = now;
    this.#buckets.set(key, bucket);
    if (bucket.tokens < cost) {
      const retryAfter = Math.max(1, Math.ceil((cost - bucket.tokens) / this.#ratePerMs / 1000));
      throw new AppError('rate_limited', `Too many requests: the limit is ${this.perMinute} a minute. Retry in ${retryAfter} s.`, {
        retryAfter,
      });
    }
    bucket.tokens -= cost;
  }

  // Full buckets carry no information; dropping them keeps memory bounded by recent callers.
  #prune(now: number): void {
    if (now - this.#lastPrune < 60_000) return;
    this.#lastPrune = now;
    for (const [key, b] of this.#buckets) {
      if (b.tokens + (now - b.updated) * this.#ratePerMs >= this.perMinute) this.#buckets.delete(key);
    }
  }
}
