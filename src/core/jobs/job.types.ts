import type { ChatTarget } from '../chat/chat-target.js';
import type { FailureKind } from '../errors.js';
import type { PipelineStep } from '../pipelines/pipeline.types.js';
import type { FitSettings, OutputNote, ToolDefinition } from '../tools/tool.types.js';

export const JOB_STATUSES = ['queued', 'processing', 'completed', 'failed', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const JOB_SOURCES = ['web', 'api', 'telegram', 'discord'] as const;
export type JobSource = (typeof JOB_SOURCES)[number];

export function emptyStatusCounts(): Record<JobStatus, number> {
  return { queued: 0, processing: 0, completed: 0, failed: 0, cancelled: 0 };
}

export const ACTIVE_STATUSES: ReadonlySet<JobStatus> = new Set(['queued', 'processing']);
export const ENDED_STATUSES: ReadonlySet<JobStatus> = new Set(['completed', 'failed', 'cancelled']);

/** A file belonging to a job; `file` is relative to the job's directory. */
export interface JobFile {
  file: string;
  name: string;
  mime: string;
  size: number;
  /** A result's note from its tool (a clip cut to a platform's length); absent on inputs and most results. */
  note?: OutputNote;
  /** The settings a `target_size` search chose for this result; absent on inputs and other results. */
  settings?: FitSettings;
}

/** Where a chat bot delivers the result (a discriminated union, see core/chat/chat-target.ts). */
export type { ChatTarget };

/** The URL a key-authenticated caller asked to hear the job's end at (its `callback_url`). */
export interface WebhookTarget {
  url: string;
  /** The API key the delivery is signed for and counted against. */
  keyId: string;
  /** When the end was handed to the webhook outbox; null until then (restart recovery looks for these). */
  announcedAt: number | null;
}

/** The stored job: plain, JSON-serialisable data. Times are epoch milliseconds; adapters format them. */
export interface JobRecord {
  id: string;
  tool: string;
  operation: string;
  source: JobSource;
  /** The owning session hash. */
  owner: string;
  /** The client address of a caller without an API key (per-address admission cap); null for keys and bots. */
  address?: string | null;
  status: JobStatus;
  stage: string;
  progress: number;
  params: Record<string, unknown>;
  url: string | null;
  videoId: string | null;
  input: JobFile | null;
  output: JobFile | null;
  /** Raw failure text for the log; never shown to callers. */
  error: string | null;
  /** Why the job failed; what callers are told is chosen from it. */
  failure: FailureKind | null;
  createdAt: number;
  expiresAt: number;
  startedAt: number | null;
  completedAt: number | null;
  attempts: number;
  /**
   * The notify targets, stored with the job at admission: the chat that started it and the webhook callback.
   * Whoever hears the job's end reads them from the record (core/jobs/job-notify.ts).
   */
  chat: ChatTarget | null;
  /** Absent on records written before webhook targets moved into the job (read as null). */
  webhook?: WebhookTarget | null;
  /** A pipeline's steps in order (`tool`/`params` are then its first step's); absent or null for a one-step job. */
  steps?: PipelineStep[] | null;
  /** Every input of a job with several files, in order (`input` is then the first); absent or null otherwise. */
  inputs?: JobFile[] | null;
  /** The pipeline step running or last run, 1-based (null before it starts). */
  step?: number | null;
  /** The step a failed pipeline failed in, 1-based. */
  failedStep?: number | null;
  /**
   * Bytes a running job's scratch folder holds (intermediate files of a pipeline), counted against its owner's
   * and address's quota while it runs; 0 or absent once it ends.
   */
  scratch?: number | null;
  /**
   * The reader's language (a BCP 47 tag) as the door knew it when the job was made: a chat user's, a web page's, an
   * API caller's Accept-Language. Tools that write words into their output (an e-mail's From/Subject) use it;
   * absent or null: English.
   */
  locale?: string | null;
}

/** A pipeline's place as its owner sees it (absent for one-step jobs). */
export interface PipelineProgress {
  /** How many steps. */
  steps: number;
  /** The step running or last run, 1-based. */
  step: number;
  /** That step's tool. */
  stepTool: string;
  /** Where a failed pipeline failed: the step (1-based, as `step`) and its tool. */
  failedStep: { index: number; tool: string } | null;
}

/** A completed job's result as its owner may see it. */
export interface JobResult {
  name: string;
  mime: string;
  size: number;
  /** What the result leaves out of the input, when it does (see OutputNote). */
  note?: OutputNote;
  /** What a `target_size` search settled on, when there was one (see FitSettings). */
  settings?: FitSettings;
  /** Lower-case extension of `name` (`bin` when it has none). */
  ext: string;
}

/** A job as its owner sees it: domain data, worded and shaped by each adapter. */
export interface JobInfo {
  id: string;
  tool: string;
  source: JobSource;
  status: JobStatus;
  stage: string;
  progress: number;
  createdAt: number;
  expiresAt: number;
  completedAt: number | null;
  /** Present when `status` is `completed`. */
  result: JobResult | null;
  /** Present when `status` is `failed`. */
  failure: FailureKind | null;
  /** Present for a pipeline (a job of several steps, or one sent as a pipeline). */
  pipeline?: PipelineProgress;
}

/** Where a completed job's output lies, for the adapter that serves or sends it. */
export interface JobOutput extends JobResult {
  /** Local path, valid where the store is local disk. */
  path: string;
  jobId: string;
  /** Stored name of the output, for reading it through the JobFiles port. */
  file: string;
}

/** A file already on disk (streamed there by an adapter) to become a job's input. */
export interface IncomingFile {
  tempPath: string;
  /** Name the client gave it; only used to name the output. */
  name: string;
  size: number;
}

/** A file the intake fetches itself once it knows the job may go ahead (a chat attachment); the intake deletes it. */
export type FetchFile = () => Promise<IncomingFile>;

export interface EnqueueRequest {
  /** A slug, or the tool the door already resolved (it is then not looked up again). */
  tool: string | ToolDefinition;
  owner: string;
  source: JobSource;
  /** The client address, for callers without an API key (a new session costs nothing, an address does). */
  address?: string | null;
  /** Raw fields: parameters, `url`, `_operation`. Unknown keys are ignored. */
  fields: Record<string, unknown>;
  /** Present when the request carried a file (multipart upload or a chat attachment). */
  file?: IncomingFile | FetchFile;
  chat?: ChatTarget | null;
  webhook?: Omit<WebhookTarget, 'announcedAt'> | null;
  /** The reader's language, for words a tool writes into its output (the chat target's when absent). */
  locale?: string | null;
}

export interface QueueStats {
  waiting: number;
  running: number;
  completed: number;
  failed: number;
  cancelled: number;
}
