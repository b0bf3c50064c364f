/**
 * A better-queue store that serves the lowest rank first and, within a rank, in arrival order.
 *
 * better-queue's own memory store re-sorts its whole waiting list on every push when a priority is given (a copy,
 * a sort and a copy back), so admitting a job cost O(n log n) in the jobs already waiting: with a few thousand
 * queued, the sort was the queue's largest share of a small job's CPU. Ranks are small integers (an owner's jobs
 * ahead of this one), so a FIFO per rank gives the same order with O(1) pushes and takes.
 */

import type BetterQueue from 'better-queue';

type Callback<T = void> = (err: Error | null, value: T) => void;

interface Entry<T> {
  task: T;
  rank: number;
  /** Which put of this id is current: a FIFO slot of an earlier put is skipped when reached. */
  seq: number;
}

interface Slot {
  id: string;
  seq: number;
}

/** A FIFO that drops taken slots from its front without shifting the array each time. */
class SlotQueue {
  #ids: Slot[] = [];
  #head = 0;

  push(slot: Slot): void {
    this.#ids.push(slot);
  }

  shift(): Slot | undefined {
    if (this.#head >= this.#ids.length) return undefined;
    const id = this.#ids[this.#head++];
    // Compact once the taken part is most of the array, so memory follows what is still waiting.
    if (this.#head > 1024 && this.#head * 2 > this.#ids.length) {
      this.#ids = this.#ids.slice(this.#head);
      this.#head = 0;
    }
    return id;
  }
}

export class RankedTaskStore<T> implements BetterQueue.Store<T> {
  readonly #entries = new Map<string, Entry<T>>();
  readonly #byRank = new Map<number, SlotQueue>();
  /** The ranks that have a FIFO, lowest first. */
  #ranks: number[] = [];
  readonly #running = new Map<string, Record<string, T>>();
  #nextLock = 0;
  #nextSeq = 0;

  constructor(private readonly rankOf: (priority: number | undefined) => number) {}

  connect(cb: Callback<number>): void {
    cb(null, this.#entries.size);
  }

  getTask(taskId: string, cb: Callback<T>): void {
    // better-queue asks for a task it may not have: "none" is how its own store answers too.
    cb(null, this.#entries.get(taskId)?.task as T);
  }

  deleteTask(taskId: string, cb: () => void): void {
    // Its slot stays in its FIFO and is skipped when reached: removing it from the middle would cost O(n).
    this.#entries.delete(taskId);
    cb();
  }

  putTask(taskId: string, task: T, priority: number | undefined, cb: (err: Error | null) => void): void {
    const rank = this.rankOf(priority);
    const had = this.#entries.get(taskId);
    if (had && had.rank === rank) {
      had.task = task;
    } else {
      const seq = this.#nextSeq++;
      this.#entries.set(taskId, { task, rank, seq });
      this.#fifo(rank).push({ id: taskId, seq });
    }
    cb(null);
  }

  takeFirstN(n: number, cb: Callback<string>): void {
    const taken: Record<string, T> = {};
    let count = 0;
    while (count < n && this.#ranks.length > 0) {
      const rank = this.#ranks[0];
      const fifo = this.#byRank.get(rank)!;
      const slot = fifo.shift();
      if (slot === undefined) {
        this.#byRank.delete(rank);
        this.#ranks.shift();
        continue;
      }
      const entry = this.#entries.get(slot.id);
      // A cancelled task, or one put again since, is served from where its current put placed it.
      if (!entry || entry.seq !== slot.seq) continue;
      this.#entries.delete(slot.id);
      taken[slot.id] = entry.task;
      count++;
    }
    const lockId = String(this.#nextLock++);
    if (count > 0) this.#running.set(lockId, taken);
    cb(null, lockId);
  }

  /** better-queue takes from the back only when built with `filo`, which the job queue never is. */
  takeLastN(_n: number, cb: Callback<string>): void {
    cb(new Error('RankedTaskStore serves first in, first out only'), '');
  }

  getLock(lockId: string, cb: Callback<Record<string, T>>): void {
    cb(null, this.#running.get(lockId) as Record<string, T>);
  }

  getRunningTasks(cb: Callback<Record<string, Record<string, T>>>): void {
    cb(null, Object.fromEntries(this.#running));
  }

  releaseLock(lockId: string, cb: (err: Error | null) => void): void {
    this.#running.delete(lockId);
    cb(null);
  }

  #fifo(rank: number): SlotQueue {
    let fifo = this.#byRank.get(rank);
    if (!fifo) {
      fifo = new SlotQueue();
      this.#byRank.set(rank, fifo);
      let i = this.#ranks.length;
      while (i > 0 && this.#ranks[i - 1] > rank) i--;
      this.#ranks.splice(i, 0, rank);
    }
    return fifo;
  }
}
