import type { Clock } from '../clock.ports.js';

export interface StatusUpdaterOptions<T = string> {
  /** Platforms throttle message edits; the spec for both bots allows one edit per this many ms. */
  minIntervalMs: number;
  clock: Clock;
  /** Told about a failed edit; the updater carries on (a lost progress edit is harmless). */
  onError?: (err: unknown) => void;
  /** When two states look the same on screen (default: ===); an unchanged state is never sent. */
  same?: (a: T, b: T) => boolean;
}

/**
 * Keeps one status message in step with a job while respecting the platform's edit limits:
 * at most one edit per interval, never an edit with unchanged text, intermediate states coalesced
 * (only the newest is sent), and the final state always sent last.
 */
export class StatusUpdater<T = string> {
  readonly #edit: (state: T) => Promise<void>;
  readonly #opts: StatusUpdaterOptions<T>;
  #shown: T;
  #lastEditAt: number;
  #pending: T | null = null;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #inFlight: Promise<void> = Promise.resolve();
  #sending = false;
  #finished = false;

  /**
   * @param initialText what the message shows now (it was just sent, which counts as the first edit)
   * @param edit replaces the message text; should treat "not modified" answers as success
   */
  constructor(initialText: NoInfer<T>, edit: (state: T) => Promise<void>, opts: StatusUpdaterOptions<NoInfer<T>>) {
    this.#edit = edit;
    this.#opts = opts;
    this.#shown = initialText;
    this.#lastEditAt = opts.clock.now();
  }

  /** Text currently shown (or being sent). */
  get shown(): T {
    return this.#shown;
  }

  /** Resolves when no edit is under way. */
  idle(): Promise<void> {
    return this.#inFlight;
  }

  #same(a: T, b: T): boolean {
    return this.#opts.same ? this.#opts.same(a, b) : a === b;
  }

  /** Asks for an intermediate state; it may be merged into a later one. */
  update(text: T): void {
    if (this.#finished) return;
    if (this.#same(text, this.#shown)) {
      this.#pending = null;
      return;
    }
    this.#pending = text;
    this.#schedule();
  }

  /**
   * Sends the final state (after the interval if needed) and stops. Resolves once it is shown,
   * or once sending it failed (reported to onError).
   */
  async finish(text: T): Promise<void> {
    if (this.#finished) return;
    this.#finished = true;
    this.#pending = null;
    this.#clearTimer();
    await this.#inFlight;
    if (this.#same(text, this.#shown)) return;
    const wait = this.#lastEditAt + this.#opts.minIntervalMs - this.#opts.clock.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    await this.#send(text);
  }

  /** Drops anything pending without sending (the process is stopping). */
  close(): void {
    this.#finished = true;
    this.#pending = null;
    this.#clearTimer();
  }

  #schedule(): void {
    // An edit still waiting for its turn (a group's minute budget) schedules the next one when it lands; a timer
    // now would queue a second, older-by-then state behind it, and a backlog that outlives the job's result.
    if (this.#timer || this.#sending) return;
    const wait = Math.max(0, this.#lastEditAt + this.#opts.minIntervalMs - this.#opts.clock.now());
    this.#timer = setTimeout(() => {
      this.#timer = null;
      const text = this.#pending;
      this.#pending = null;
      if (text === null || this.#finished || this.#same(text, this.#shown)) return;
      this.#inFlight = this.#inFlight.then(() => this.#send(text));
    }, wait);
  }

  async #send(text: T): Promise<void> {
    const previous = this.#shown;
    this.#shown = text;
    this.#lastEditAt = this.#opts.clock.now();
    this.#sending = true;
    try {
      await this.#edit(text);
    } catch (err) {
      this.#shown = previous;
      this.#opts.onError?.(err);
    } finally {
      // The interval counts from when the platform accepted the edit, not from when it was asked.
      this.#lastEditAt = this.#opts.clock.now();
      this.#sending = false;
    }
    if (this.#pending !== null && !this.#finished) this.#schedule();
  }

  #clearTimer(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
  }
}
