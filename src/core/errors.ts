/**
 * Every failure a caller can see is an AppError: a stable machine code plus a message for people.
 * Adapters map codes to their own vocabulary (HTTP status, chat text) in one place each.
 */
export type ErrorCode =
  | 'unknown_tool'
  | 'upload_required'
  | 'url_required'
  | 'invalid_url'
  | 'invalid_params'
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
  | 'internal';

export interface ErrorDetails {
  /** Field a validation error is about. */
  field?: string;
  /** Seconds after which a refused caller may retry. */
  retryAfter?: number;
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

/**
 * Raised by tools for a failure whose raw text is kept on the job. The text is never shown;
 * the user-facing message is derived from it (see failure-message.ts).
 */
export class ToolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ToolError';
  }
}
