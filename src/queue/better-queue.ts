import BetterQueue from 'better-queue';
import type { JobQueue } from '../core/jobs/job.ports.js';
import { RankedTaskStore } from './rank-store.js';

interface Task {
  id: string;
  /** The owner's jobs ahead of this one (JobQueue.push); served lowest first. */
  rank: number;
}

/**
 * The in-process queue. better-queue keeps order (fair between owners: by rank, then arrival) and bounds concurrency; the job records are the source of
 * truth, so after a restart the job service pushes the waiting ids again (never a redelivery here).
 */
export class BetterJobQueue implements JobQueue {
  #queue: BetterQueue<Task> | null = null;
  readonly #waiting = new Set<string>();
  #running = 0;

  constructor(private readonly concurrency: number) {}

  start(worker: (jobId: string, attempt: { redelivered: boolean }) => Promise<void>): Promise<void> {
    if (this.#queue) return Promise.resolve();
    this.#queue = new BetterQueue<Task>(
      (task: Task, done: (err?: unknown) => void) => {
        this.#waiting.delete(task.id);
        this.#running++;
        worker(task.id, { redelivered: false })
          .then(
            () => done(),
            (err: unknown) => done(err),
          )
          .finally(() => {
            this.#running--;
          });
      },
      // Higher priority runs first, ties in arrival order; the store keeps that order without sorting on each push.
      {
        concurrent: this.concurrency,
        afterProcessDelay: 0,
        maxRetries: 0,
        priority: (task, cb) => cb(null, -task.rank),
        store: new RankedTaskStore<Task>((priority) => -(priority ?? 0)),
      },
    );
    // Failures are recorded on the job by the worker; the queue only needs to keep going.
    this.#queue.on('error', () => undefined);
    return Promise.resolve();
  }

  push(jobId: string, opts: { rank?: number } = {}): Promise<void> {
    if (!this.#queue) return Promise.reject(new Error('queue not started'));
    this.#waiting.add(jobId);
    this.#queue.push({ id: jobId, rank: Math.max(0, Math.floor(opts.rank ?? 0)) });
    return Promise.resolve();
  }

  remove(jobId: string): Promise<void> {
    const queue = this.#queue;
    if (!queue || !this.#waiting.delete(jobId)) return Promise.resolve();
    return new Promise((resolve) => queue.cancel(jobId, () => resolve()));
  }

  counts(): Promise<{ waiting: number; running: number }> {
    return Promise.resolve({ waiting: this.#waiting.size, running: this.#running });
  }

  async close(): Promise<void> {
    const queue = this.#queue;
    if (!queue) return;
    this.#queue = null;
    await new Promise<void>((resolve) => queue.destroy(() => resolve()));
  }
}
