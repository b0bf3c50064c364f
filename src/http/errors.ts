import type Koa from 'koa';
import { AppError, isOutOfSpace, type ErrorCode } from '../core/errors.js';
import { OUT_OF_SPACE_TEXT } from '../core/jobs/storage-room.js';
import type { Translations } from '../core/i18n.ports.js';
import { SOURCE_LOCALE } from '../i18n/catalogue.js';
import { acceptedLanguages } from './web/language.js';

const STATUS: Record<ErrorCode, number> = {
  unknown_tool: 400,
  upload_required: 400,
  url_required: 400,
  missing_file: 400,
  invalid_request: 400,
  invalid_appid: 400,
  invalid_url: 422,
  invalid_callback_url: 422,
  invalid_params: 422,
  invalid_pipeline: 422,
  too_many_steps: 413,
  too_many_files: 413,
  file_too_large: 413,
  unsupported_type: 415,
  limit_reached: 429,
  rate_limited: 429,
  not_found: 404,
  missing_api_key: 401,
  invalid_api_key: 401,
  unauthorized: 401,
  forbidden: 403,
  tool_disabled: 403,
  upstream_unavailable: 502,
  service_unavailable: 503,
  insufficient_storage: 507,
  link_gone: 410,
  internal: 500,
};

export function statusFor(code: ErrorCode): number {
  return STATUS[code];
}

export interface ErrorBody {
  ok: false;
  error: string;
  message?: string;
  field?: string;
  /** The pipeline step (0-based) a refusal is about. */
  step?: number;
}

/**
 * The error's `message` in the language a request asks for with Accept-Language, or undefined: no header, or one
 * that English answers, keeps the spec's English message byte for byte. The code never changes; the English
 * message, which carries the specifics (a field, a limit), is the translation's $detail.
 */
function translatedMessage(ctx: Koa.Context, err: AppError, translations: Translations | undefined): string | undefined {
  const header = ctx.get('accept-language');
  if (!header || !translations) return undefined;
  const locale = translations.pick(acceptedLanguages(header));
  if (locale === SOURCE_LOCALE) return undefined;
  const id = `api-error-${err.code}`;
  const text = translations.translator(locale).t(id, { detail: err.message });
  return text === id ? undefined : text;
}

/**
 * The one place where failures become HTTP responses (spec part 7 error body); with `translations`, the message
 * follows the request's Accept-Language.
 */
export function errorMiddleware(log: (err: unknown, ctx: Koa.Context) => void, translations?: Translations): Koa.Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) throw new AppError('not_found', 'Not found.');
    } catch (err) {
      const appErr = toAppError(err);
      if (appErr.code === 'internal' || appErr.code === 'service_unavailable') log(err, ctx);
      ctx.status = statusFor(appErr.code);
      const body: ErrorBody = { ok: false, error: appErr.code };
      // The spec's not_found body carries no message, so it cannot hint that a job exists; a translated one is the
      // same words for every missing thing, so it cannot either.
      const translated = translatedMessage(ctx, appErr, translations);
      if (translated !== undefined) body.message = translated;
      else if (appErr.code !== 'not_found') body.message = appErr.message;
      if (appErr.details.field) body.field = appErr.details.field;
      if (appErr.details.step !== undefined) body.step = appErr.details.step;
      if (appErr.details.retryAfter !== undefined) ctx.set('Retry-After', String(appErr.details.retryAfter));
      if (appErr.code === 'file_too_large') ctx.set('Connection', 'close');
      ctx.body = body;
    }
  };
}

/** Seconds a caller is asked to wait when an engine does not answer. */
const OUTAGE_RETRY_AFTER_S = 5;
// Connection-level failures of PostgreSQL (node-postgres), Redis (ioredis) and the sockets under them.
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
const OUTAGE_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error/,
  /^Connection is closed/,
  /Stream isn't writeable/,
  /Reached the max retries per request limit/,
];

/**
 * Whether an error means an engine (PostgreSQL, Redis) is out of reach rather than a fault of ours: a socket
 * error, a PostgreSQL connection-exception or shutdown SQLSTATE (class 08, 57P01-57P03, 53300), or one of the
 * drivers' own words for a lost connection. Price sources never get here (they fail as SourceFailure).
 */
export function isEngineOutage(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 3) return false;
  const e = err as { code?: unknown; message?: unknown; name?: unknown; errors?: unknown; cause?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  if (SOCKET_CODES.has(code) || /^08/.test(code) || ['57P01', '57P02', '57P03', '53300'].includes(code)) return true;
  if (e.name === 'MaxRetriesPerRequestError') return true;
  if (typeof e.message === 'string' && OUTAGE_MESSAGES.some((re) => re.test(e.message as string))) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isEngineOutage(inner, depth + 1))) return true;
  return isEngineOutage(e.cause, depth + 1);
}

/** Maps library errors (body parser, formidable) to our codes; anything unknown is internal and hidden. */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  // A write that found the disk full (a temp folder, a record) is the server's room, not the caller's input.
  if (isOutOfSpace(err)) return new AppError('insufficient_storage', OUT_OF_SPACE_TEXT);
  if (isEngineOutage(err)) {
    return new AppError('service_unavailable', 'The service is briefly unavailable (a database does not answer). Try again in a few seconds.', {
      retryAfter: OUTAGE_RETRY_AFTER_S,
    });
  }
  const e = err as { status?: number; statusCode?: number; httpCode?: number; message?: string; type?: string; code?: number };
  const status = e?.httpCode ?? e?.status ?? e?.statusCode;
  if (status === 413 || e?.type === 'entity.too.large') {
    return new AppError('file_too_large', 'The request body exceeds the size limit.');
  }
  if (e?.type === 'entity.parse.failed' || status === 400) {
    return new AppError('invalid_request', 'The request body could not be parsed.');
  }
  if (status === 415) return new AppError('unsupported_type', 'Unsupported request content type.');
  return new AppError('internal', 'Something went wrong on our side. Please try again.');
}
