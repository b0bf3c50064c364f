import type { Clock } from '../clock.ports.js';

/**
 * At most `limit` events in any `windowMs`: a sliding window over the times of the last `limit` events.
 * Used to stay under an upstream's per-IP budget (Steam: about 200 requests per 5 minutes).
 */
export class WindowLimiter {
  readonly #times: number[] = [];

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly clock: Clock,
  ) {}

  /** Takes a slot when one is free; otherwise returns the milliseconds until the next one frees. */
  tryTake(): { ok: true } | { ok: false; waitMs: number } {
    const now = this.clock.now();
    while (this.#times.length > 0 && this.#times[0] <= now - this.windowMs) this.#times.shift();
    if (this.#times.length < this.limit) {
      this.#times.push(now);
      return { ok: true };
    }
    return { ok: false, waitMs: this.#times[0] + this.windowMs - now };
  }
}
