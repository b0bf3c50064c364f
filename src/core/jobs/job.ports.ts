import type { JobInfo, JobRecord, JobStatus } from './job.types.js';
import type { JobLane } from './job-lane.js';

export interface AdmissionLimits {
  maxActivePerOwner: number;
  maxActiveTotal: number;
  /** Jobs of callers without a key (job.address set) from one address; unlimited when absent. */
  maxActivePerAddress?: number;
  /** Jobs of callers without a key, all addresses together: the rest of the queue stays for keys and bots. */
  maxActiveWithoutKey?: number;
  /** Bytes kept (inputs and outputs of every stored job) per owner and, for callers without a key, per address,
   *  this job's input included; unlimited when absent. */
  maxStoredBytes?: number;
}

export type AdmissionScope = 'owner' | 'address' | 'without_key' | 'total' | 'stored_owner' | 'stored_address';

export type Admission = { admitted: true } | { admitted: false; scope: AdmissionScope; active: number; limit: number };

/** What a job poll needs of a stored job: its owner's view and whose it is, deep-frozen (docs/ports.md, "Jobs"). */
export interface OwnedJobInfo {
  owner: string;
  info: JobInfo;
}

/**
 * Durable job records (docs/ports.md). Every method speaks in copies: a returned record is the caller's own,
 * and a stored one changes only through these calls. The one exception is `view`, which answers a frozen object
 * that no one can change, so that it need not be copied for each reader.
 */
export interface JobStore {
  /** Counts queued+processing jobs of the owner, of the job's address (when it has one), of all jobs with an
   *  address and in total, and the bytes the owner and the address keep, and inserts `job` only when each is
   *  under its limit, as one atomic step; resolves once the record is durable. For the stored scopes `active`
   *  and `limit` are bytes. */
  admit(job: JobRecord, limits: AdmissionLimits): Promise<Admission>;
  get(id: string): Promise<JobRecord | null>;
  /**
   * The owner's view of a job (`toInfo` of what `get` answers) and its owner, deep-frozen: what a poll answers,
   * built without copying the whole record. The embedded store answers the same object until the record changes.
   */
  view(id: string): Promise<OwnedJobInfo | null>;
  /** Applies `patch` only when the stored status is one of `from`; answers the updated record or null. */
  update(id: string, from: readonly JobStatus[], patch: Partial<Omit<JobRecord, 'id' | 'owner'>>): Promise<JobRecord | null>;
  /**
   * Records the bytes a processing job's scratch folder holds now, counted with what its owner and address keep,
   * and answers those totals (bytes) so the runner can stop a job that outgrew the quota; null when the job is
   * not processing.
   */
  setScratch(id: string, bytes: number): Promise<{ owner: number; address: number | null } | null>;
  /** Progress only moves forward: stores max(stored, progress) while the job is processing. */
  setProgress(id: string, progress: number, stage: string): Promise<void>;
  /**
   * How often the runner hands a running job's progress to `setProgress`, at most (ms): set by a store where each
   * call is a shared write (PostgreSQL), which every process's CPU pays for. Absent: every change is handed over,
   * and the store keeps it cheaply itself (the embedded store holds progress in memory between its disk writes).
   */
  readonly progressWriteMs?: number;
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

/** An inclusive byte range of a file. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * How a stored result reaches whoever asked for it: a short-lived link to where it lies (a bucket), or its bytes
 * read by this process, whole or a range of them.
 */
export type ServedFile = { link: string } | { open(range?: ByteRange): Promise<NodeJS.ReadableStream> };

/** A stored file as a path on this machine; `release` removes it when it was a temporary copy. */
export interface LocalFile {
  path: string;
  release(): Promise<void>;
}

/** Headers a link to a stored file makes its server send. */
export interface FileLinkHeaders {
  /** Name the browser saves the file under. */
  name: string;
  mime: string;
  /** Shown in the browser (preview) rather than saved (download). */
  inline: boolean;
}

/**
 * Job files: the stored input and outputs of each job, and a local scratch folder where a run reads its input
 * and writes its outputs. On local disk the store and the scratch are one folder (`DATA_DIR/jobs/<id>/`); with
 * an object store the scratch is this process's own and the files travel to and from the store, so processes
 * of a fleet need no shared folder.
 */
export interface JobFiles {
  /** Local path of a file of the job's scratch folder (the output a run wrote, on the process that ran it). */
  resolve(jobId: string, file: string): string;
  /**
   * Stores a finished temporary upload as the job's input (moved, or streamed into the store); returns the stored name.
   * `slot` numbers the inputs of a job with several files (each stored name still starts with `input.`).
   */
  adoptInput(jobId: string, tempPath: string, ext: string, slot?: number): Promise<string>;
  /** Creates an empty work directory in the scratch folder and returns its absolute path. */
  createWorkDir(jobId: string): Promise<string>;
  /** Local path of the job's stored input, fetched into the scratch folder first where the store is remote. */
  inputPath(jobId: string, file: string): Promise<string>;
  /** Path of a file inside the work directory, relative to the job folder, or null when it lies outside. */
  relativeToJob(jobId: string, absPath: string): string | null;
  /** Makes an output of the work directory durable (uploaded where the store is remote); before the job says completed. */
  keepOutput(jobId: string, file: string, mime: string): Promise<void>;
  /** A short-lived URL serving the stored file with these headers, or null where this store serves no links. */
  link(jobId: string, file: string, headers: FileLinkHeaders): Promise<string | null>;
  /** Streams a stored file, or the inclusive byte range of it. */
  read(jobId: string, file: string, range?: ByteRange): Promise<NodeJS.ReadableStream>;
  /**
   * Serves a stored file to a client: a link to it where this store gives links out (a bucket whose downloads are
   * not proxied), else its bytes from here. The adapter that answers never asks where the file lies.
   */
  serve(jobId: string, file: string, headers: FileLinkHeaders): Promise<ServedFile>;
  /**
   * The stored file as a local path, for a client that sends from a path (the chat platforms retry a send from
   * one, not from a consumed stream): the file itself where it lies on this machine, else a copy streamed into
   * `tmpDir` (never whole in memory) that `release` removes.
   */
  localCopy(jobId: string, file: string, tmpDir: string): Promise<LocalFile>;
  /**
   * Drops the stored input and, where the store is remote, the local scratch folder of the job. `stored` names the
   * input files when the caller knows them (the record), so a remote store deletes them without listing first.
   */
  removeInput(jobId: string, stored?: readonly string[]): Promise<void>;
  removeWork(jobId: string): Promise<void>;
  /** Removes every stored file of the job and its scratch folder; `stored`, when given, names every one of them. */
  removeAll(jobId: string, stored?: readonly string[]): Promise<void>;
  /** Deletes a temporary upload that never became a job. */
  discardTemp(tempPath: string): Promise<void>;
  size(absPath: string): Promise<number>;
}

/** Runs job ids through a worker with bounded concurrency. */
export interface JobQueue {
  start(worker: (jobId: string, attempt: { redelivered: boolean }) => Promise<void>): Promise<void>;
  /**
   * Queues the id. `rank`: how many jobs of the same owner were active before it; a queue hands out lower ranks
   * first (FIFO within a rank), so one owner's twenty jobs wait behind every other owner's first (issue 37).
   * `lane`: which set of slots it waits for (job-lane.ts); heavy when absent. Ranks are kept within each lane.
   */
  push(jobId: string, opts?: { rank?: number; lane?: JobLane }): Promise<void>;
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
