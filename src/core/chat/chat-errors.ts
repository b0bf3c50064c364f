import { isAppError, type ErrorCode } from '../errors.js';
import type { Translator } from '../i18n.ports.js';

/** Codes whose service message speaks HTTP; chats get their own wording (catalogue ids) instead. */
const CHAT_WORDING: Partial<Record<ErrorCode, string>> = {
  upload_required: 'error-needs-file',
  missing_file: 'error-needs-file',
  url_required: 'error-needs-url',
  rate_limited: 'error-rate-limited',
  upstream_unavailable: 'error-upstream',
  service_unavailable: 'error-unavailable',
  insufficient_storage: 'error-storage',
  internal: 'error-internal',
};

/**
 * The text a chat shows for a refused command, in the reader's language: a chat-specific wording, or the
 * AppError's own message (written for people, in English: the command refusals carry their detail there).
 * Null for anything that is not an AppError: the bot then logs it and apologises, so no stack or internal
 * detail reaches a chat. `wording` lets a bot word a code its own way (Discord's options instead of captions).
 */
export function chatErrorText(err: unknown, tr: Translator, wording: Partial<Record<ErrorCode, string>> = {}): string | null {
  if (!isAppError(err)) return null;
  const retryAfter = err.details.retryAfter;
  if (err.code === 'rate_limited' && typeof retryAfter === 'number') return tr.t('error-rate-limited-retry', { seconds: retryAfter });
  const id = wording[err.code] ?? CHAT_WORDING[err.code];
  return id ? tr.t(id) : err.message;
}

/** The one apology shown for unexpected failures. */
export function apology(tr: Translator): string {
  return tr.t('error-apology');
}
