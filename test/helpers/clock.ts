import type { Clock } from '../../src/core/clock.ports.js';

/**
 * The wall clock plus whatever the test jumped: for a running app whose own timers and sockets must keep
 * working while the test moves past a lifetime (an interaction token's 15 minutes) instead of waiting it out.
 * Unit tests use vitest's fake timers with `fakeTimersClock` instead.
 */
export class JumpingClock implements Clock {
  #offset = 0;

  now(): number {
    return Date.now() + this.#offset;
  }

  jump(ms: number): void {
    this.#offset += ms;
  }
}

/** The clock vitest's fake timers move (`vi.useFakeTimers`), so the timers and the readings agree. */
export const fakeTimersClock: Clock = { now: () => Date.now() };

/** A clock that stands still until the test advances it (unit tests of services that take a Clock). */
export class ManualClock implements Clock {
  constructor(public t = Date.UTC(2026, 10, 25, 12, 0, 0)) {}

  now(): number {
    return this.t;
  }

  advance(ms: number): void {
    this.t += ms;
  }
}
