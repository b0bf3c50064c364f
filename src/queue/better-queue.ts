import BetterQueue from 'better-queue';
import type { JobQueue } from '../core/jobs/job.ports.js';

interface Task {
  id: string;
}

/**
 * The in-process queue. better-queue keeps order and bounds concurrency; the job records on disk are the
 * source of truth, so after a restart the job service pushes the waiting ids again.
 */
export class BetterJobQueue implements JobQueue {
  #queue: BetterQueue<Task> | null = null;
  #running = 0;
  #waiting = 0;

  constructor(private readonly concurrency: number) {}

  start(worker: (jobId: string) => Promise<void>): void {
    if (this.#queue) return;
    this.#queue = new BetterQueue<Task>(
      (task: Task, done: (err?: unknown) => void) => {
        this.#waiting--;
        this.#running++;
        worker(task.id)
          .then(
            () => done(),
            (err: unknown) => done(err),
          )
          .finally(() => {
            this.#running--;
          });
      },
      { concurrent: this.concurrency, afterProcessDelay: 0, maxRetries: 0 },
    );
    // Failures are recorded on the job by the worker; the queue only needs to keep going.
    this.#queue.on('error', () => undefined);
  }

  push(jobId: string): void {
    if (!this.#queue) throw new Error('queue not started');
    this.#waiting++;
    this.#queue.push({ id: jobId });
  }

  counts(): { waiting: number; running: number } {
    return { waiting: this.#waiting, running: this.#running };
  }

  async close(): Promise<void> {
    const queue = this.#queue;
    if (!queue) return;
    this.#queue = null;
    await new Promise<void>((resolve) => queue.destroy(() => resolve()));
  }
}
