import type { JobRecord, JobStatus } from './job.types.js';

export interface AdmissionLimits {
  maxActivePerOwner: number;
  maxActiveTotal: number;
}

export type Admission =
  | { admitted: true }
  | { admitted: false; scope: 'owner' | 'total'; active: number; limit: number };

/**
 * Durable job records (docs/ports.md). Every method speaks in copies: a returned record is the caller's own,
 * and a stored one changes only through these calls.
 */
export interface JobStore {
  /** Counts queued+processing jobs of the owner and in total and inserts `job` only when both are under their
   *  limits, as one atomic step; resolves once the record is durable. */
  admit(job: JobRecord, limits: AdmissionLimits): Promise<Admission>;
  get(id: string): Promise<JobRecord | null>;
  /** Applies `patch` only when the stored status is one of `from`; answers the updated record or null. */
  update(id: string, from: readonly JobStatus[], patch: Partial<Omit<JobRecord, 'id' | 'owner'>>): Promise<JobRecord | null>;
  /** Progress only moves forward: stores max(stored, progress) while the job is processing. */
  setProgress(id: string, progress: number, stage: string): Promise<void>;
  delete(id: string): Promise<boolean>;
  /** The owner's unexpired jobs, newest first. */
  listByOwner(owner: string, now: number, limit: number): Promise<JobRecord[]>;
  /** Jobs in these statuses, oldest first (restart recovery). */
  listByStatus(statuses: readonly JobStatus[], limit: number): Promise<JobRecord[]>;
  listExpired(now: number, limit: number): Promise<JobRecord[]>;
  /** Ended jobs (completed, failed, cancelled) whose webhook target has not been told yet, oldest first. */
  listUnannounced(limit: number): Promise<JobRecord[]>;
  /** Newest first, all owners. */
  recent(limit: number): Promise<JobRecord[]>;
  countByStatus(): Promise<Record<JobStatus, number>>;
  activeCount(owner: string): Promise<number>;
  flush(): Promise<void>;
}

/** Per-job folders: input file, work directory for outputs. */
export interface JobFiles {
  /** Absolute path of a file stored for the job. */
  resolve(jobId: string, file: string): string;
  /** Moves an incoming temporary file into the job's folder; returns the stored name. */
  adoptInput(jobId: string, tempPath: string, ext: string): Promise<string>;
  /** Creates an empty work directory and returns its absolute path. */
  createWorkDir(jobId: string): Promise<string>;
  /** Path of a file inside the work directory, relative to the job folder, or null when it lies outside. */
  relativeToJob(jobId: string, absPath: string): string | null;
  removeInput(jobId: string): Promise<void>;
  removeWork(jobId: string): Promise<void>;
  removeAll(jobId: string): Promise<void>;
  /** Deletes a temporary upload that never became a job. */
  discardTemp(tempPath: string): Promise<void>;
  size(absPath: string): Promise<number>;
}

/** Runs job ids through a worker with bounded concurrency. */
export interface JobQueue {
  start(worker: (jobId: string, attempt: { redelivered: boolean }) => Promise<void>): Promise<void>;
  push(jobId: string): Promise<void>;
  /** Drops a queued id when the queue can (a no-op where it cannot; the worker re-checks the status). */
  remove(jobId: string): Promise<void>;
  /** Jobs waiting and running in the queue right now. */
  counts(): Promise<{ waiting: number; running: number }>;
  close(): Promise<void>;
}

/** Tool use counts and daily analytics events; written in the background, so callers need not wait. */
export interface ToolActivity {
  recordUse(slug: string): Promise<void>;
  recordEvent(event: 'tool_start' | 'error', slug: string): Promise<void>;
}

export interface FeatureFlags {
  /** Null when enabled; otherwise why the tool is off. */
  toolDisabled(slug: string, category: string, kind: string): Promise<string | null>;
}
