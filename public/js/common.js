// Shared helpers for the pages. Plain ES modules, no build step.
/* global document, fetch, Node, setTimeout */
import { locale, t } from './words.js';

export { locale, t };

export const $ = (sel, root = document) => root.querySelector(sel);
export const $$ = (sel, root = document) => Array.from(root.querySelectorAll(sel));

/** Creates an element; text is set with textContent, so nothing from the server is parsed as HTML. */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'text') node.textContent = String(v);
    else if (k === 'class') node.className = v;
    else if (k.startsWith('on') && typeof v === 'function') node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v === true ? '' : String(v));
  }
  for (const child of children.flat()) {
    if (child === undefined || child === null || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/** fetch returning {status, body}; a network failure becomes a body with a message. */
export async function api(path, init = {}) {
  try {
    const res = await fetch(path, { credentials: 'same-origin', ...init });
    let body = null;
    try {
      body = await res.json();
    } catch {
      body = { ok: false, error: 'invalid_response', message: t('js-no-details', { status: res.status }) };
    }
    return { status: res.status, body, headers: res.headers };
  } catch {
    return { status: 0, body: { ok: false, error: 'network', message: t('js-no-connection') } };
  }
}

/** Text for an error body; not_found carries no message by design. */
export function errorText(body, fallback = t('js-went-wrong')) {
  if (body && typeof body.message === 'string' && body.message) return body.message;
  if (body && body.error === 'not_found') return t('js-not-found');
  return fallback;
}

/** A size the page's way ("1.5 MB", "1,5 MB"), by Intl; under a kilobyte, the number and B. */
export function formatBytes(n) {
  if (!Number.isFinite(n)) return '';
  if (n < 1024) return `${new Intl.NumberFormat(locale).format(n)} B`;
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'];
  let v = n;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  const digits = i > 0 && v < 10 ? 1 : 0;
  return new Intl.NumberFormat(locale, { style: 'unit', unit: units[i], unitDisplay: 'short', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(v);
}

/** The API's "YYYY-MM-DD HH:MM:SS" (UTC) as a Date. */
export function parseUtc(ts) {
  return ts ? new Date(ts.replace(' ', 'T') + 'Z') : null;
}

export function formatTime(ts) {
  const d = parseUtc(ts);
  return d && !Number.isNaN(d.getTime()) ? d.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }) : '';
}

/** "in 23 hours", "in 5 minutes", in the page's language (Intl). */
export function relativeFuture(ts) {
  const d = parseUtc(ts);
  if (!d) return '';
  const min = Math.round((d.getTime() - Date.now()) / 60000);
  if (min <= 0) return t('js-expired');
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'always', style: 'short' });
  if (min < 60) return rtf.format(min, 'minute');
  const h = Math.round(min / 60);
  return h < 48 ? rtf.format(h, 'hour') : rtf.format(Math.round(h / 24), 'day');
}

/** A job's status in words: queued, processing, completed, failed, cancelled. */
export const statusText = (status) => t(`js-status-${status}`);

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A job's stage in words: the catalogue's `stage-<slug>` for the common ones, else as the tool wrote it (English). */
export function stageText(stage) {
  // A counter after the word (`recognizing 2/5`) keeps its numbers around the translated word, as in the bots.
  const counted = /^(.*\S)\s+(\d+\/\d+)$/.exec(stage.trim());
  const word = counted ? counted[1] : stage;
  const id = `stage-${word.toLowerCase().trim().replace(/[^a-z0-9]+/g, '-')}`;
  const text = t(id);
  if (text === id) return stage;
  return counted ? `${text} ${counted[2]}` : text;
}
