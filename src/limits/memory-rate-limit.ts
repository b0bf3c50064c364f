import type { LimitAnswer } from '../core/limits/rate-limit.ports.js';

interface Window {
  used: number;
  endsAt: number;
}

/**
 * Fixed windows per key, counted as rate-limiter-flexible's memory store counts them (a window opens at a key's
 * first point and lasts `durationMs`; refused points still count), but answered synchronously: no promise, no
 * rejection and no timer per key on the request path. Ended windows are dropped in passing, in bulk once the
 * map has doubled since the last pass, so an address seen once does not stay forever.
 */
class FixedWindows {
  readonly #windows = new Map<string, Window>();
  #purgeAt = 1024;

  constructor(
    readonly points: number,
    private readonly durationMs: number,
  ) {}

  /** Adds `cost` to the key's window; answers the points used in it and the ms until it ends. */
  add(key: string, cost: number, now: number): Window {
    let w = this.#windows.get(key);
    if (w === undefined || w.endsAt <= now) {
      if (w === undefined && this.#windows.size >= this.#purgeAt) this.#purge(now);
      w = { used: 0, endsAt: now + this.durationMs };
      this.#windows.set(key, w);
    }
    w.used += cost;
    return w;
  }

  /** Takes back points given by `add` (a refused batch gives back the steady point it took). */
  giveBack(key: string, cost: number): void {
    const w = this.#windows.get(key);
    if (w) w.used = Math.max(0, w.used - cost);
  }

  #purge(now: number): void {
    for (const [key, w] of this.#windows) if (w.endsAt <= now) this.#windows.delete(key);
    this.#purgeAt = Math.max(1024, this.#windows.size * 2);
  }
}

/**
 * The steady + burst budget of `createRateLimit` in this process's memory, answered synchronously: one point
 * every `stepMs` from the steady window, and when that is spent, up to `budget − 1` more a minute from the burst
 * window. A refusal says when the earlier of the two has room again (as BurstyRateLimiter answers).
 */
export class MemoryBudget {
  readonly #steady: FixedWindows;
  readonly #burst: FixedWindows | null;

  constructor(
    budget: number,
    stepMs: number,
    // Read afresh each time, so a clock a test installs after construction still counts.
    private readonly now: () => number = () => Date.now(),
  ) {
    this.#steady = new FixedWindows(1, stepMs);
    this.#burst = budget > 1 ? new FixedWindows(budget - 1, 60_000) : null;
  }

  consume(key: string, cost = 1): LimitAnswer {
    const now = this.now();
    const steady = this.#steady.add(key, cost > 1 && this.#burst ? 1 : cost, now);
    const steadyOk = steady.used <= this.#steady.points;
    if (!this.#burst) return steadyOk ? ALLOWED : refusal(steady.endsAt - now);
    if (cost <= 1) {
      if (steadyOk) return ALLOWED;
      const burst = this.#burst.add(key, cost, now);
      return burst.used <= this.#burst.points ? ALLOWED : refusal(Math.min(steady.endsAt, burst.endsAt) - now);
    }
    // A batch: the steady point when it is free, the rest (or all of it) from the burst.
    const burst = this.#burst.add(key, steadyOk ? cost - 1 : cost, now);
    if (burst.used <= this.#burst.points) return ALLOWED;
    if (steadyOk) this.#steady.giveBack(key, 1);
    return refusal(Math.min(steady.endsAt, burst.endsAt) - now);
  }
}

const ALLOWED: LimitAnswer = Object.freeze({ allowed: true }) as LimitAnswer;

function refusal(ms: number): LimitAnswer {
  return { allowed: false, retryAfterS: Math.max(1, Math.ceil(ms / 1000)) };
}
