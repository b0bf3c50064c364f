import type { Clock } from '../clock.ports.js';
import type { ChatPace } from './delivery.ports.js';

type Priority = 'result' | 'progress';

interface Work {
  priority: Priority;
  tag: string;
  run: () => Promise<void>;
  skip: () => void;
}

interface Lane {
  queue: Work[];
  pace: ChatPace;
  /** When the last calls into this chat started (the last minute's worth). */
  sent: number[];
  running: boolean;
  timer: ReturnType<typeof setTimeout> | null;
  /** Forgets the idle lane once its history no longer limits anything. */
  expiry: ReturnType<typeof setTimeout> | null;
}

/** Thrown (resolved as skipped) for progress work dropped because a result took its place. */
export const SKIPPED = Symbol('skipped');

/**
 * Keeps the calls into each chat within the platform's pace: one at a time, at least `minGapMs` apart and at
 * most `perMinute` in a sliding minute. Results and failure notices go before any waiting progress edit, so
 * a result is never delayed behind progress; progress of a finished job is dropped.
 */
export class ChatPacer {
  readonly #lanes = new Map<string, Lane>();

  constructor(private readonly clock: Clock) {}

  /** Runs `send` in its chat's turn; resolves with its answer, or SKIPPED when dropped by `drop`. */
  run<T>(key: string, pace: ChatPace, priority: Priority, tag: string, send: () => Promise<T>): Promise<T | typeof SKIPPED> {
    return new Promise<T | typeof SKIPPED>((resolve, reject) => {
      const lane = this.#lane(key, pace);
      const work: Work = {
        priority,
        tag,
        run: () => send().then(resolve, reject),
        skip: () => resolve(SKIPPED),
      };
      if (priority === 'result') {
        // Ahead of every waiting progress edit, behind earlier results.
        const at = lane.queue.findIndex((w) => w.priority === 'progress');
        lane.queue.splice(at < 0 ? lane.queue.length : at, 0, work);
      } else {
        lane.queue.push(work);
      }
      this.#pump(key, lane);
    });
  }

  /** Drops the waiting progress work of one job (its result is on the way). */
  drop(key: string, tag: string): void {
    const lane = this.#lanes.get(key);
    if (!lane) return;
    const dropped = lane.queue.filter((w) => w.priority === 'progress' && w.tag === tag);
    lane.queue = lane.queue.filter((w) => !dropped.includes(w));
    dropped.forEach((w) => w.skip());
  }

  /** Drops everything waiting (the bot is stopping). */
  close(): void {
    for (const lane of this.#lanes.values()) {
      if (lane.timer) clearTimeout(lane.timer);
      if (lane.expiry) clearTimeout(lane.expiry);
      lane.queue.splice(0).forEach((w) => w.skip());
    }
    this.#lanes.clear();
  }

  #lane(key: string, pace: ChatPace): Lane {
    let lane = this.#lanes.get(key);
    if (!lane) {
      lane = { queue: [], pace, sent: [], running: false, timer: null, expiry: null };
      this.#lanes.set(key, lane);
    }
    if (lane.expiry) clearTimeout(lane.expiry);
    lane.expiry = null;
    lane.pace = pace;
    return lane;
  }

  /** How long the lane must wait before its next call. */
  #wait(lane: Lane): number {
    const now = this.clock.now();
    lane.sent = lane.sent.filter((t) => now - t < 60_000);
    let wait = 0;
    const last = lane.sent.at(-1);
    if (last !== undefined) wait = Math.max(wait, last + lane.pace.minGapMs - now);
    const { perMinute } = lane.pace;
    if (perMinute !== null && lane.sent.length >= perMinute) {
      wait = Math.max(wait, lane.sent[lane.sent.length - perMinute] + 60_000 - now);
    }
    return wait;
  }

  #pump(key: string, lane: Lane): void {
    if (lane.running || lane.timer) return;
    if (lane.queue.length === 0) {
      const keepMs = lane.pace.perMinute === null ? lane.pace.minGapMs : 60_000;
      lane.expiry = setTimeout(() => {
        if (lane.queue.length === 0 && !lane.running && !lane.timer) this.#lanes.delete(key);
      }, keepMs);
      lane.expiry.unref?.();
      return;
    }
    const wait = this.#wait(lane);
    if (wait > 0) {
      lane.timer = setTimeout(() => {
        lane.timer = null;
        this.#pump(key, lane);
      }, wait);
      return;
    }
    const work = lane.queue.shift()!;
    lane.running = true;
    lane.sent.push(this.clock.now());
    void work.run().finally(() => {
      lane.running = false;
      this.#pump(key, lane);
    });
  }
}
