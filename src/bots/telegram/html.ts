/**
 * Text from a price or deal source made fit to show: control characters (line breaks and tabs become spaces) and
 * lone surrogates removed, as the Atom feed removes what XML cannot carry. Telegram refuses a message that is not
 * valid UTF-8 (a lone surrogate cannot be encoded), and a control character can break the post's layout.
 */
export function upstreamText(text: string): string {
  return text
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    .replace(/\p{Cc}/gu, (c) => (c === '\n' || c === '\t' || c === '\r' ? ' ' : ''));
}

/** Escapes text for Telegram's HTML parse mode (only &, < and > are special there). */
export function esc(text: string | number): string {
  return String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A link, or nothing when the URL is not http(s) (sources' links are shown, never trusted blindly). */
export function link(label: string, url: string | undefined | null): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  return `<a href="${esc(url).replace(/"/g, '&quot;')}">${esc(label)}</a>`;
}

/** Message options answering one message; the answer is still sent when that message is gone. */
export function replyingTo(messageId: number) {
  return { reply_parameters: { message_id: messageId, allow_sending_without_reply: true } };
}

/** Telegram's limit for a message text. */
export const MAX_TEXT = 4096;
/** Telegram's limit for a caption. */
export const MAX_CAPTION = 1024;
