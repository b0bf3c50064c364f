// Shared helpers for the pages. Plain ES modules, no build step.
/* global document, fetch, Node, setTimeout */

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
      body = { ok: false, error: 'invalid_response', message: `The server answered ${res.status} without details.` };
    }
    return { status: res.status, body, headers: res.headers };
  } catch {
    return { status: 0, body: { ok: false, error: 'network', message: 'The server could not be reached. Check your connection and try again.' } };
  }
}

/** Text for an error body; not_found carries no message by design. */
export function errorText(body, fallback = 'Something went wrong.') {
  if (body && typeof body.message === 'string' && body.message) return body.message;
  if (body && body.error === 'not_found') return 'Not found (it may have expired).';
  return fallback;
}

export function formatBytes(n) {
  if (!Number.isFinite(n)) return '';
  if (n < 1024) return `${n} B`;
  const units = ['KB', 'MB', 'GB'];
  let v = n / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${v < 10 ? v.toFixed(1) : Math.round(v)} ${units[i]}`;
}

/** The API's "YYYY-MM-DD HH:MM:SS" (UTC) as a Date. */
export function parseUtc(ts) {
  return ts ? new Date(ts.replace(' ', 'T') + 'Z') : null;
}

export function formatTime(ts) {
  const d = parseUtc(ts);
  return d && !Number.isNaN(d.getTime()) ? d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '';
}

/** "in 23 h", "in 5 min" */
export function relativeFuture(ts) {
  const d = parseUtc(ts);
  if (!d) return '';
  const min = Math.round((d.getTime() - Date.now()) / 60000);
  if (min <= 0) return 'expired';
  if (min < 60) return `in ${min} min`;
  const h = Math.round(min / 60);
  return h < 48 ? `in ${h} h` : `in ${Math.round(h / 24)} days`;
}

export const STATUS_TEXT = {
  queued: 'Waiting in the queue',
  processing: 'Processing',
  completed: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
