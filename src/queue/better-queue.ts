import BetterQueue from 'better-queue';
import type { JobLane } from '../core/jobs/job-lane.js';
import type { JobQueue } from '../core/jobs/job.ports.js';
import { RankedTaskStore } from './rank-store.js';

interface Task {
  id: string;
  /** The owner's jobs ahead of this one (JobQueue.push); served lowest first. */
  rank: number;
}

type Worker = (jobId: string, attempt: { redelivered: boolean }) => Promise<void>;

/**
 * The in-process queue. better-queue keeps order (fair between owners: by rank, then arrival) and bounds concurrency; the job records are the source of
 * truth, so after a restart the job service pushes the waiting ids again (never a redelivery here).
 *
 * Two lanes, each its own better-queue with its own slots: `heavy` (WORKER_CONCURRENCY, one per core) and `light`
 * (LIGHT_JOB_CONCURRENCY) for small sharp jobs, which spend their time in a slot waiting on the thread pool. A
 * light job never takes a heavy slot and a heavy one never a light slot, so a queue of encodes does not hold up a
 * thumbnail, and a burst of thumbnails does not hold up an encode. With no light slots every job is heavy.
 */
export class BetterJobQueue implements JobQueue {
  #lanes: Record<JobLane, BetterQueue<Task>> | null = null;
  /** Ids waiting, with the lane each waits in (for `remove`). */
  readonly #waiting = new Map<string, JobLane>();
  #running = 0;

  constructor(
    private readonly concurrency: number,
    private readonly lightConcurrency = 0,
  ) {}

  start(worker: Worker): Promise<void> {
    if (this.#lanes) return Promise.resolve();
    const heavy = this.#lane(worker, this.concurrency);
    this.#lanes = { heavy, light: this.lightConcurrency > 0 ? this.#lane(worker, this.lightConcurrency) : heavy };
    return Promise.resolve();
  }

  #lane(worker: Worker, concurrent: number): BetterQueue<Task> {
    const queue = new BetterQueue<Task>(
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
        concurrent,
        afterProcessDelay: 0,
        maxRetries: 0,
        priority: (task, cb) => cb(null, -task.rank),
        store: new RankedTaskStore<Task>((priority) => -(priority ?? 0)),
      },
    );
    // Failures are recorded on the job by the worker; the queue only needs to keep going.
    queue.on('error', () => undefined);
    return queue;
  }

  push(jobId: string, opts: { rank?: number; lane?: JobLane } = {}): Promise<void> {
    if (!this.#lanes) return Promise.reject(new Error('queue not started'));
    const lane = opts.lane ?? 'heavy';
    this.#waiting.set(jobId, lane);
    this.#lanes[lane].push({ id: jobId, rank: Math.max(0, Math.floor(opts.rank ?? 0)) });
    return Promise.resolve();
  }

  remove(jobId: string): Promise<void> {
    const lane = this.#waiting.get(jobId);
    const queue = lane && this.#lanes?.[lane];
    if (!queue) return Promise.resolve();
    this.#waiting.delete(jobId);
    return new Promise((resolve) => queue.cancel(jobId, () => resolve()));
  }

  counts(): Promise<{ waiting: number; running: number }> {
    return Promise.resolve({ waiting: this.#waiting.size, running: this.#running });
  }

  async close(): Promise<void> {
    const lanes = this.#lanes;
    if (!lanes) return;
    this.#lanes = null;
    await Promise.all([...new Set(Object.values(lanes))].map((queue) => new Promise<void>((resolve) => queue.destroy(() => resolve()))));
  }
}
