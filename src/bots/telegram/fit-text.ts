import type { Transformer } from 'grammy';
import { MAX_CAPTION, MAX_TEXT } from './html.js';

/** Shown where a text was cut, so the reader knows something is missing. */
export const CUT_MARK = '\n… (cut: too long for one Telegram message)';

/** A tag, an entity, or one character: the units a cut may fall between. */
const TOKEN = /<[^>]*>|&#?[A-Za-z0-9]+;|[\s\S]/g;
const TAG_NAME = /^<(\/?)([A-Za-z][A-Za-z0-9-]*)/;

/**
 * Cuts Telegram HTML to at most `limit` characters: at the last line break that fits when there is one,
 * never inside a tag or an entity, with the tags still open at the cut closed and `CUT_MARK` appended.
 * Plain text (no parse mode) is cut the same way, only without tags to mind.
 */
export function fitHtml(text: string, limit: number, html = true): string {
  if (text.length <= limit) return text;
  const tokens = html ? (text.match(TOKEN) ?? []) : [...text];
  const open: string[] = [];
  let closersLength = 0;
  let length = 0;
  let lastFit: { at: number; open: string[] } = { at: 0, open: [] };
  let lastLine: { at: number; open: string[] } | null = null;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token === '\n') lastLine = { at: i, open: [...open] };
    const tag = html ? TAG_NAME.exec(token) : null;
    if (tag && tag[1] === '/') {
      const name = tag[2].toLowerCase();
      const index = open.lastIndexOf(name);
      if (index >= 0) {
        closersLength -= open.slice(index).reduce((n, t) => n + t.length + 3, 0);
        open.splice(index);
      }
    } else if (tag) {
      open.push(tag[2].toLowerCase());
      closersLength += tag[2].length + 3;
    }
    length += token.length;
    if (length + closersLength + CUT_MARK.length > limit) break;
    lastFit = { at: i + 1, open: [...open] };
  }
  // A line break far back would throw away most of the text; then the cut falls mid-line.
  const cut = lastLine && lastLine.at >= lastFit.at / 2 ? lastLine : lastFit;
  const closers = [...cut.open].reverse().map((name) => `</${name}>`).join('');
  return tokens.slice(0, cut.at).join('') + closers + CUT_MARK;
}

const TEXT_METHODS = new Set(['sendMessage', 'editMessageText']);
const CAPTION_METHODS = new Set([
  'sendDocument',
  'sendPhoto',
  'sendVideo',
  'sendAudio',
  'sendAnimation',
  'sendVoice',
  'editMessageCaption',
]);

/**
 * Every text and caption the bot sends is cut to Telegram's limits (4,096 and 1,024 characters) here, in
 * one place, so no answer fails with "message is too long" whichever command or delivery built it.
 */
export function fitTexts(): Transformer {
  return (prev, method, payload, signal) => {
    const p = payload as Record<string, unknown>;
    const html = p.parse_mode === 'HTML';
    if (TEXT_METHODS.has(method) && typeof p.text === 'string' && p.text.length > MAX_TEXT) {
      payload = { ...p, text: fitHtml(p.text, MAX_TEXT, html) } as typeof payload;
    } else if (CAPTION_METHODS.has(method) && typeof p.caption === 'string' && p.caption.length > MAX_CAPTION) {
      payload = { ...p, caption: fitHtml(p.caption, MAX_CAPTION, html) } as typeof payload;
    }
    return prev(method, payload, signal);
  };
}
