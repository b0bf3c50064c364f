import type { JobLane } from './job-lane.js';
import type { JobRecord } from './job.types.js';

/** A job to put back, with the slots it waits for. */
export interface LanedId {
  id: string;
  lane: JobLane;
}

/**
 * A queue other processes share, kept apart from the job records (BullMQ in Redis): it can lose ids the
 * records still hold (a push while it was away, a restart without its data). Absent where the queue lives in
 * this process and is rebuilt from the records at start.
 */
export interface Redelivery {
  /** Queued records, oldest first. */
  listQueued(limit: number): Promise<JobRecord[]>;
  /** Running records whose worker has not written its heartbeat for `silentMs`. */
  listSilent(silentMs: number, limit: number): Promise<JobRecord[]>;
  /** Pushes ids again, each into its lane; a no-op for ids the queue still holds. */
  pushMany(jobs: readonly LanedId[]): Promise<void>;
  /** Hands running ids the queue no longer holds to their retry; answers those it handed back. */
  handBack(jobs: readonly LanedId[]): Promise<string[]>;
}
