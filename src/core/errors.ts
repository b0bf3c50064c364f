import { INVALID_VIDEO_URL_TEXT } from './video-link.js';

/**
 * Every failure a caller can see is an AppError: a stable machine code plus a message for people.
 * Adapters map codes to their own vocabulary (HTTP status, chat text) in one place each.
 */
export type ErrorCode =
  | 'unknown_tool'
  | 'upload_required'
  | 'url_required'
  | 'invalid_url'
  | 'invalid_callback_url'
  | 'invalid_params'
  /** A pipeline whose steps cannot follow one another (a type that does not fit, a video-link tool not first). */
  | 'invalid_pipeline'
  /** A pipeline with more steps than MAX_PIPELINE_STEPS, or more files than MAX_FILES_PER_JOB. */
  | 'too_many_steps'
  | 'too_many_files'
  | 'missing_file'
  | 'file_too_large'
  | 'unsupported_type'
  | 'limit_reached'
  | 'rate_limited'
  | 'not_found'
  | 'missing_api_key'
  | 'invalid_api_key'
  | 'unauthorized'
  | 'forbidden'
  | 'tool_disabled'
  | 'invalid_appid'
  | 'invalid_request'
  | 'upstream_unavailable'
  /** A database or queue engine the service depends on does not answer (scaled deployment); retry shortly. */
  | 'service_unavailable'
  /** The server keeps too much of the caller's files, or is short of disk space: no new job for now. */
  | 'insufficient_storage'
  /** A one-time upload link that was used already or expired (`details.reason`: `used` | `expired`). */
  | 'link_gone'
  | 'internal';

export interface ErrorDetails {
  /** Field a validation error is about. */
  field?: string;
  /** Seconds after which a refused caller may retry. */
  retryAfter?: number;
  /** The pipeline step (0-based) a refusal is about. */
  step?: number;
  [key: string]: unknown;
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const isAppError = (err: unknown): err is AppError => err instanceof AppError;

/** Why a job failed, as its record stores it; each adapter words it for its medium. */
/** `page_unavailable`: a web page that cannot be captured (address refused, no answer, an HTTP error, not loaded in time). */
export const FAILURE_KINDS = ['invalid_link', 'disabled', 'too_large', 'timeout', 'invalid_input', 'internal', 'page_unavailable'] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number];

/**
 * Raised by tools (and the job runner) for a failure of a known kind. The message is raw text kept on the job
 * for the log; it is never shown. What a user sees is chosen from the kind.
 */
export class ToolError extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'ToolError';
  }
}

/**
 * Only for raw text from third-party libraries (an error that is not already a ToolError): the first rule
 * that matches wins; anything else is taken as input the library could not read.
 */
const RAW_RULES: ReadonlyArray<readonly [string, FailureKind]> = [
  [INVALID_VIDEO_URL_TEXT, 'invalid_link'],
  ['disabled on this server', 'disabled'],
  ['exceeds', 'too_large'],
];

export function classifyRawFailure(raw: string): FailureKind {
  if (OUT_OF_SPACE.test(raw)) return 'too_large';
  for (const [needle, kind] of RAW_RULES) {
    if (raw.includes(needle)) return kind;
  }
  return 'invalid_input';
}

/** A ToolError for text written by a third-party library, its kind found by the fallback rules. */
export function rawToolError(text: string): ToolError {
  return new ToolError(classifyRawFailure(text), text);
}

/** The words the kernel, libvips and ffmpeg use when a write finds no room (a full disk, a user's disk quota). */
const OUT_OF_SPACE = /\bENOSPC\b|\bEDQUOT\b|no space left on device|disk quota exceeded/i;

/**
 * Whether a failure is a write that found no room: an error with code ENOSPC/EDQUOT, or a library's text saying
 * so, here or in its cause. A full disk is never the file's fault: a job it stops is "too large", never a format
 * problem.
 */
export function isOutOfSpace(err: unknown, depth = 0): boolean {
  if (!err || depth > 3) return false;
  if (typeof err === 'string') return OUT_OF_SPACE.test(err);
  if (typeof err !== 'object') return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown };
  if (e.code === 'ENOSPC' || e.code === 'EDQUOT') return true;
  if (typeof e.message === 'string' && OUT_OF_SPACE.test(e.message)) return true;
  return isOutOfSpace(e.cause, depth + 1);
}
