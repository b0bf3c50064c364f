import type { Clock } from '../clock.ports.js';

/** Bounds on how long one upstream's "come back later" is obeyed. */
export const MIN_BACKOFF_S = 1;
export const MAX_BACKOFF_S = 3600;

/** Remembers, per source, until when it asked us (429 + Retry-After) to leave it alone. */
export class SourceBackoff {
  readonly #until = new Map<string, number>();

  constructor(private readonly clock: Clock) {}

  /** Seconds left before the source may be asked again; 0 when it may be asked now. */
  remainingS(source: string): number {
    const until = this.#until.get(source);
    if (until === undefined) return 0;
    const left = until - this.clock.now();
    if (left <= 0) {
      this.#until.delete(source);
      return 0;
    }
    return Math.ceil(left / 1000);
  }

  pause(source: string, seconds: number): void {
    const clamped = Math.min(MAX_BACKOFF_S, Math.max(MIN_BACKOFF_S, Number.isFinite(seconds) ? seconds : 60));
    const until = this.clock.now() + clamped * 1000;
    // Never shorten a pause already in force.
    if ((this.#until.get(source) ?? 0) < until) this.#until.set(source, until);
  }
}
