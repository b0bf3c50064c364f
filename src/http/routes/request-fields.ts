import type Koa from 'koa';
import type { File } from 'formidable';
import { AppError } from '../../core/errors.js';
import type { TelegramTarget } from '../../core/chat/chat-target.js';
import type { Principal } from '../../core/sessions/session.service.js';
import type { HttpDeps } from '../deps.js';
import { canonical } from '../../i18n/catalogue.js';
import { acceptedLanguages, LANGUAGE_COOKIE } from '../web/language.js';

/** What this part of the HTTP adapter uses of the root's services. */
export type CallbackDeps = Pick<HttpDeps, 'webhooks'>;

// What the enqueue routes (one tool, or a pipeline) read alike from a request body.

/** The checked `callback_url` with the key it is filed under, or null when none was sent; only keys may send one. */
export function callbackOf(deps: CallbackDeps, principal: Principal, fields: Record<string, unknown>): { url: string; keyId: string } | null {
  const raw = fields.callback_url;
  if (raw === undefined || raw === '') return null;
  if (!deps.webhooks || principal.kind !== 'key') {
    throw new AppError('invalid_request', 'callback_url needs an API key (X-API-Key or Authorization: Bearer).', { field: 'callback_url' });
  }
  return { url: deps.webhooks.checkUrl(raw), keyId: principal.keyId };
}

/**
 * Where a job made over HTTP is also told of: a Telegram Mini App session is its user's private chat with the bot, so
 * the job is delivered there as one made in that chat (its owner is already the chat user's). Null for the others.
 */
export function chatTargetOf(principal: Principal): TelegramTarget | null {
  if (principal.kind !== 'chat' || principal.platform !== 'telegram') return null;
  // A private chat's id is its user's id.
  return { platform: 'telegram', chatId: Number(principal.userId), userId: principal.userId, replyTo: null, ...(principal.locale ? { locale: principal.locale } : {}) };
}

/**
 * The reader's language as this request says it, for words a tool writes into its output: the web page's picker
 * (its cookie), else the first of Accept-Language; null when neither names a well-formed tag. The job keeps it;
 * the catalogue picks its nearest language when the words are written.
 */
export function readerLocale(ctx: Koa.Context): string | null {
  for (const tag of [ctx.cookies.get(LANGUAGE_COOKIE), ...acceptedLanguages(ctx.get('accept-language'))]) {
    const found = tag ? canonical(tag) : null;
    if (found && found.length <= 35) return found;
  }
  return null;
}

export function fieldsOf(ctx: Koa.Context): Record<string, unknown> {
  const raw = ctx.request.body as unknown;
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    throw new AppError('invalid_request', 'The body must be a JSON object or form fields.');
  }
  // JSON values are kept as sent, so a list or a boolean is refused rather than read as a number.
  if (ctx.is('json')) return { ...(raw as Record<string, unknown>) };
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
    // A repeated form field keeps its first value.
    out[k] = Array.isArray(v) ? v[0] : v;
  }
  return out;
}

export function filesOf(ctx: Koa.Context): File[] {
  const files = ctx.request.files as Record<string, File | File[]> | undefined;
  const f = files?.file;
  return f === undefined ? [] : Array.isArray(f) ? f : [f];
}
