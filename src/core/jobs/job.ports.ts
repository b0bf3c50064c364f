import type { JobRecord } from './job.types.js';

/** Durable job records. `save` resolves once the record is on disk. */
export interface JobRepository {
  load(): Promise<void>;
  get(id: string): JobRecord | undefined;
  all(): IterableIterator<JobRecord>;
  save(job: JobRecord): Promise<void>;
  delete(id: string): Promise<void>;
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
  start(worker: (jobId: string) => Promise<void>): void;
  push(jobId: string): void;
  /** Jobs waiting and running in the queue right now. */
  counts(): { waiting: number; running: number };
  close(): Promise<void>;
}

/** Tool use counts, analytics events and feature flags. */
export interface ToolActivity {
  recordUse(slug: string): void;
  recordEvent(event: 'tool_start' | 'error', slug: string): void;
}

export interface FeatureFlags {
  /** Null when enabled; otherwise why the tool is off. */
  toolDisabled(slug: string, category: string, kind: string): string | null;
}
