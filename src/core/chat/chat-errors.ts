import { isAppError, type ErrorCode } from '../errors.js';

/** Codes whose service message speaks HTTP; chats get their own wording instead. */
const CHAT_WORDING: Partial<Record<ErrorCode, string>> = {
  upload_required: 'This tool works on a file: send the file with the command as its caption, or reply to a file with the command.',
  missing_file: 'This tool works on a file: send the file with the command as its caption, or reply to a file with the command.',
  url_required: 'This tool works on a video link: put the link after the tool name.',
  rate_limited: 'Too many requests right now. Wait a minute and try again.',
  upstream_unavailable: 'The price sources are not answering right now. Try again in a few minutes.',
  service_unavailable: 'The service is briefly unavailable. Try again in a minute.',
  insufficient_storage: 'The server is short of room for files right now. Try again later, or delete finished jobs you no longer need.',
  internal: 'Something went wrong on our side. Please try again later.',
};

/**
 * The text a chat shows for a refused command: the AppError's own message (written for people) or a
 * chat-specific wording. Null for anything that is not an AppError: the bot then logs it and apologises,
 * so no stack or internal detail reaches a chat.
 */
export function chatErrorText(err: unknown): string | null {
  if (!isAppError(err)) return null;
  const retryAfter = err.details.retryAfter;
  if (err.code === 'rate_limited' && typeof retryAfter === 'number') {
    return `Too many requests right now. Try again in ${retryAfter} s.`;
  }
  return CHAT_WORDING[err.code] ?? err.message;
}

/** The one apology shown for unexpected failures. */
export const APOLOGY = 'Sorry, something went wrong while handling that. Please try again later.';
