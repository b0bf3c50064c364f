import type { Timers } from '../../src/core/timers.ports.js';

interface Pending {
  ms: number;
  fn: () => void;
  repeat: boolean;
}

/**
 * Timers that fire only when the test says so: a long poll's deadline or a stream's keep-alive is moved by the
 * test, never waited for. `fire(ms)` runs every timer scheduled with that delay (once-timers are then gone).
 */
export class ManualTimers implements Timers {
  readonly #pending = new Set<Pending>();

  after(ms: number, fn: () => void): () => void {
    return this.#add({ ms, fn, repeat: false });
  }

  every(ms: number, fn: () => void): () => void {
    return this.#add({ ms, fn, repeat: true });
  }

  /** How many timers with this delay are waiting. */
  count(ms: number): number {
    return [...this.#pending].filter((p) => p.ms === ms).length;
  }

  fire(ms: number): number {
    const due = [...this.#pending].filter((p) => p.ms === ms);
    for (const p of due) {
      if (!p.repeat) this.#pending.delete(p);
      p.fn();
    }
    return due.length;
  }

  #add(p: Pending): () => void {
    this.#pending.add(p);
    return () => this.#pending.delete(p);
  }
}
