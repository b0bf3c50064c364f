import type { ChatTarget } from '../chat/chat-target.js';

export type JobStatus = 'queued' | 'processing' | 'completed' | 'failed' | 'cancelled';
export type JobSource = 'web' | 'api' | 'telegram' | 'discord';

export const ACTIVE_STATUSES: ReadonlySet<JobStatus> = new Set(['queued', 'processing']);

/** A file belonging to a job; `file` is relative to the job's directory. */
export interface JobFile {
  file: string;
  name: string;
  mime: string;
  size: number;
}

/** Where a chat bot delivers the result (a discriminated union, see core/chat/chat-target.ts). */
export type { ChatTarget };

/** The stored job. Times are epoch milliseconds; the API formats them. */
export interface JobRecord {
  id: string;
  tool: string;
  operation: string;
  source: JobSource;
  /** The owning session hash. */
  owner: string;
  status: JobStatus;
  stage: string;
  progress: number;
  params: Record<string, unknown>;
  url: string | null;
  videoId: string | null;
  input: JobFile | null;
  output: JobFile | null;
  /** Raw failure text; never shown to callers. */
  error: string | null;
  createdAt: number;
  expiresAt: number;
  startedAt: number | null;
  completedAt: number | null;
  attempts: number;
  chat: ChatTarget | null;
}

/** What a job's owner may see (spec part 2B). */
export interface JobView {
  job_id: string;
  status: JobStatus;
  stage: string;
  progress: number;
  created_at: string;
  expires_at: string;
  download_url?: string;
  preview_url?: string;
  output_name?: string;
  output_size?: number;
  message?: string;
}

export interface EnqueueResult {
  ok: true;
  job_id: string;
  status: 'queued';
  poll_url: string;
}

/** A file already on disk (streamed there by an adapter) to become a job's input. */
export interface IncomingFile {
  tempPath: string;
  /** Name the client gave it; only used to name the output. */
  name: string;
  size: number;
}

export interface EnqueueRequest {
  tool: string;
  owner: string;
  source: JobSource;
  /** Raw fields: parameters, `url`, `_operation`. Unknown keys are ignored. */
  fields: Record<string, unknown>;
  /** Present when the request carried a file (multipart upload or a chat attachment). */
  file?: IncomingFile;
  /** True for the upload route, where a missing file or a url tool is a different error. */
  viaUpload?: boolean;
  chat?: ChatTarget | null;
}

export interface QueueStats {
  waiting: number;
  running: number;
  completed: number;
  failed: number;
  cancelled: number;
}
