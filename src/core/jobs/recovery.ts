import type { Clock } from '../clock.ports.js';
import type { JobLane } from './job-lane.js';
import type { JobRecord } from './job.types.js';
import type { LanedId, Redelivery } from './recovery.ports.js';

/** How many records one pass looks at; the next pass takes the rest. */
const BATCH = 10_000;

export interface JobRecoveryDeps {
  /** Null where the queue is this process's own: the job service's start rebuilds it from the records. */
  redelivery: Redelivery | null;
  clock: Clock;
  /** How long a worker's hold lasts unless renewed (WORKER_LEASE_MS). */
  leaseMs: number;
  /** The slots a job waits for (JobService.laneOf); heavy when absent. */
  laneOf?: (job: JobRecord) => JobLane;
  log?: (level: 'warn', msg: string, meta: Record<string, unknown>) => void;
}

/**
 * The rules that bring back jobs a shared queue lost. The composition root decides when they run (each sweep,
 * and at once when the queue's engine is back after an outage); they decide what is brought back.
 */
export class JobRecovery {
  constructor(private readonly deps: JobRecoveryDeps) {}

  /**
   * Pushes queued jobs older than `olderThanMs` again (a no-op for ids the queue still holds): an id whose
   * push failed while the queue was away, or that the queue lost in a restart, reaches a worker once it is back.
   */
  async requeue(olderThanMs: number): Promise<number> {
    const redelivery = this.deps.redelivery;
    if (!redelivery) return 0;
    const now = this.deps.clock.now();
    const queued = await redelivery.listQueued(BATCH);
    const jobs = queued.filter((j) => j.createdAt <= now - olderThanMs).map((j) => this.#laned(j));
    await redelivery.pushMany(jobs);
    return jobs.length;
  }

  /**
   * Hands back `processing` jobs that no worker holds: the worker running one has not written its heartbeat
   * (every half lease) for a whole lease, and the queue no longer holds the id. That is a job whose worker died
   * while the queue's engine restarted without its data: the queue's own stalled check cannot find what it
   * forgot, and without this the job would stay `processing` for ever. It takes the stalled path (retried once,
   * then failed as interrupted). A live worker keeps its jobs' heartbeat fresh, so a job it runs is never handed
   * back; one the queue still holds is left to the queue.
   */
  async handBackOrphans(): Promise<number> {
    const redelivery = this.deps.redelivery;
    if (!redelivery) return 0;
    const silent = await redelivery.listSilent(this.deps.leaseMs, BATCH);
    const handed = await redelivery.handBack(silent.map((j) => this.#laned(j)));
    if (handed.length) this.deps.log?.('warn', 'running jobs no worker holds were handed back for their retry', { jobs: handed });
    return handed.length;
  }

  #laned(job: JobRecord): LanedId {
    return { id: job.id, lane: this.deps.laneOf?.(job) ?? 'heavy' };
  }
}
