import { InlineKeyboard } from 'grammy';
import { clip } from '../../core/chat/chat-text.js';
import type { SearchCandidate } from '../../core/prices/price.types.js';
import type { ToolSummary } from '../../core/chat/tool-catalog.js';
import type { Translator } from '../../core/i18n.ports.js';
import { toolButtonLabel } from './format.js';

/**
 * Button payloads (callback_data, at most 64 bytes):
 * - `cancel:<job id>`            cancel a job
 * - `t:<tool id>:<choice key>`   run a tool on a file the user sent
 * - `u:<tool id>:<video id>`     run a url tool on a video
 * - `p:<appid>:<region|->`       show a game picked from search results
 * - `w:<choice key>`             watch a game picked from search results
 * - `tp:<choice key>:<page>`     another page of /tools
 * - `fs:<preset|chat>`           the size a bare /fit was given (fit-buttons.ts)
 */
export const CALLBACK = {
  cancel: /^cancel:([A-Za-z0-9_-]{1,64})$/,
  tool: /^t:(\d{1,4}):([A-Za-z0-9_-]{1,16})$/,
  urlTool: /^u:(\d{1,4}):([A-Za-z0-9_-]{11})$/,
  price: /^p:(\d{1,10}):([a-z]{2}|-)$/,
  watch: /^w:([A-Za-z0-9_-]{1,16})$/,
  toolsPage: /^tp:([A-Za-z0-9_-]{1,16}):(\d{1,3})$/,
  /** "Fit": run a tool with target_size (bytes) on a job's result that was too large to send. */
  fit: /^fit:(\d{4,12}):([A-Za-z0-9_-]{1,40})$/,
} as const;

export function cancelKeyboard(jobId: string, tr: Translator): InlineKeyboard {
  return new InlineKeyboard().text(tr.t('job-cancel-button'), `cancel:${jobId}`);
}

/** Up to 99 tools, three to a row (Telegram allows 100 buttons). */
export function toolKeyboard(tools: readonly ToolSummary[], payload: (t: ToolSummary) => string): InlineKeyboard {
  const kb = new InlineKeyboard();
  tools.slice(0, 99).forEach((t, i) => {
    if (i > 0 && i % 3 === 0) kb.row();
    kb.text(toolButtonLabel(t), payload(t));
  });
  return kb;
}

export function gameChoiceKeyboard(choices: readonly SearchCandidate[], payload: (c: SearchCandidate) => string): InlineKeyboard {
  const kb = new InlineKeyboard();
  choices.forEach((c, i) => {
    if (i > 0) kb.row();
    kb.text(`${clip(c.title, 50)} (${c.appid})`, payload(c));
  });
  return kb;
}

export function pagerKeyboard(key: string, page: number, pageCount: number, tr: Translator): InlineKeyboard | undefined {
  if (pageCount <= 1) return undefined;
  const kb = new InlineKeyboard();
  if (page > 1) kb.text(`◀ ${tr.t('button-previous')}`, `tp:${key}:${page - 1}`);
  if (page < pageCount) kb.text(`${tr.t('button-next')} ▶`, `tp:${key}:${page + 1}`);
  return kb;
}

/** The "fit" button under a result too large to send: the same result made to fit `limitBytes`. */
export function fitKeyboard(label: string, jobId: string, limitBytes: number): InlineKeyboard {
  return new InlineKeyboard().text(label, `fit:${limitBytes}:${jobId}`);
}
