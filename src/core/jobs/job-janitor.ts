import type { Clock } from '../clock.ports.js';
import type { JobEventBus } from './job-events.ports.js';
import type { JobFiles, JobQueue, JobStore } from './job.ports.js';
import type { JobRunner } from './job-runner.js';
import type { JobLane } from './job-lane.js';
import type { JobRecord } from './job.types.js';
import { storedNames } from './stored-names.js';

/** Jobs looked at per pass by restart recovery and the sweeper. */
const BATCH = 10_000;

export interface JobJanitorDeps {
  store: JobStore;
  files: JobFiles;
  queue: JobQueue;
  events: JobEventBus;
  clock: Clock;
  runner: JobRunner;
  /** The slots a job waits for (job-lane.ts); heavy when absent. */
  laneOf?: (job: JobRecord) => JobLane;
  log?: (level: 'info', msg: string, meta: Record<string, unknown>) => void;
}

/**
 * Keeping the job records honest over time: expired jobs and their files go, and at start what was waiting is
 * queued again and what a stopped process was running is retried once. Where several processes share the queue
 * a `processing` job may be running elsewhere, so start leaves it to the queue's redelivery (and JobRecovery).
 */
export class JobJanitor {
  constructor(
    private readonly deps: JobJanitorDeps,
    private readonly sharedQueue: boolean,
  ) {}

  /** Re-queues what was waiting, retries (once) what was interrupted and drops what expired meanwhile. */
  async recover(): Promise<void> {
    const { store, queue, runner } = this.deps;
    const lane = (job: JobRecord) => this.deps.laneOf?.(job) ?? 'heavy';
    await this.sweep();
    for (const job of await store.listByStatus(['queued', 'processing'], Number.MAX_SAFE_INTEGER)) {
      if (job.status === 'queued') {
        await queue.push(job.id, { lane: lane(job) });
        // A shared queue still holds its waiting jobs (the push is a no-op there), so only this process's own
        // queue really takes one up again.
        if (!this.sharedQueue) this.deps.log?.('info', 'job resumed', { job: job.id, tool: job.tool, was: 'queued' });
      } else if (!this.sharedQueue && (await runner.requeueInterrupted(job))) {
        await queue.push(job.id, { lane: lane(job) });
      }
    }
  }

  /** Removes expired jobs and their files; answers how many. */
  async sweep(): Promise<number> {
    const { store, events, queue, files, clock } = this.deps;
    let removed = 0;
    for (const job of await store.listExpired(clock.now(), BATCH)) {
      if (await store.delete(job.id)) {
        await events.publish({ type: 'abort', jobId: job.id });
        await queue.remove(job.id);
        removed++;
      }
      await files.removeAll(job.id, storedNames(job));
    }
    return removed;
  }
}
