// "My jobs": the session's jobs, kept current by the session's event stream (or, without one, by polling while any runs).
/* global document, setTimeout, clearTimeout, CSS, EventSource */
import { $, api, el, errorText, formatBytes, formatTime, locale, relativeFuture, statusText, t } from './common.js';

const percentText = (value) => new Intl.NumberFormat(locale, { style: 'percent' }).format(value / 100);

const table = $('#jobs-table');
const tbody = $('#jobs-body');
const statusLine = $('#jobs-status');
const errorLine = $('#jobs-error');
let timer = null;
let shown = [];
// True while the event stream is open: it says when something changed, so nothing polls.
let live = false;
// What the visitor last did here ("… job cancelled."): a reload the job's own event brings a moment later keeps it.
let done = '';

function showError(message) {
  errorLine.textContent = message;
  errorLine.hidden = !message;
}

async function load() {
  clearTimeout(timer);
  const { status, body } = await api('/api/jobs');
  if (status !== 200) {
    statusLine.textContent = '';
    showError(errorText(body, t('js-jobs-unreadable')));
    timer = setTimeout(load, 5000);
    return;
  }
  const jobs = body.jobs || [];
  shown = jobs;
  render(jobs);
  const active = jobs.some((j) => j.status === 'queued' || j.status === 'processing');
  const count = jobs.length === 0 ? t('js-jobs-none') : t(active ? 'js-jobs-count-running' : 'js-jobs-count', { count: jobs.length });
  statusLine.textContent = done ? `${done} ${count}` : count;
  if (active && !live) timer = setTimeout(load, 1500);
}

/**
 * Follows the session's jobs over GET /api/events: progress moves the row it belongs to in place; a job that ends
 * or is new reloads the list (it brings titles and result links). When the stream breaks for good, polling resumes.
 */
function listen() {
  if (typeof EventSource !== 'function') return;
  const source = new EventSource('/api/events');
  source.addEventListener('open', () => {
    live = true;
    clearTimeout(timer);
  });
  source.addEventListener('progress', (e) => {
    const data = JSON.parse(e.data);
    const job = shown.find((j) => j.job_id === data.job_id);
    if (!job) return reloadSoon();
    if (job.status === data.status && job.progress === data.progress && job.stage === data.stage) return;
    Object.assign(job, { status: data.status, stage: data.stage, progress: data.progress });
    render(shown);
  });
  for (const type of ['completed', 'failed', 'cancelled']) {
    source.addEventListener(type, (e) => {
      const data = JSON.parse(e.data);
      const job = shown.find((j) => j.job_id === data.job_id);
      if (!job || job.status !== data.status) reloadSoon();
    });
  }
  source.addEventListener('error', () => {
    if (source.readyState !== EventSource.CLOSED) return;
    live = false;
    load();
  });
}

let reload = null;
/** Many events at once (a stream's first, one per job) make one reload. */
function reloadSoon() {
  clearTimeout(reload);
  reload = setTimeout(load, 100);
}

function render(jobs) {
  table.hidden = jobs.length === 0;
  // Keep focus on the same action after a refresh, so keyboard users do not lose their place.
  const focused = document.activeElement?.dataset?.focusKey;
  tbody.replaceChildren(...jobs.map(row));
  if (focused) tbody.querySelector(`[data-focus-key="${CSS.escape(focused)}"]`)?.focus();
}

function row(job) {
  const active = job.status === 'queued' || job.status === 'processing';
  const statusCell = el(
    'td',
    { 'data-label': t('js-col-status') },
    el('span', { class: `status status-${job.status}`, text: statusText(job.status) }),
    active ? el('progress', { max: '100', value: String(job.progress ?? 0), 'aria-label': `${job.title}: ${percentText(job.progress ?? 0)}` }) : null,
    active ? ` ${percentText(job.progress ?? 0)}` : null,
    job.status === 'failed' && job.message ? el('div', { class: 'muted', text: job.message }) : null,
    job.status === 'completed' && job.output_name ? el('div', { class: 'muted', text: `${job.output_name}, ${formatBytes(job.output_size)}` }) : null,
  );
  const actions = el('td', { 'data-label': t('js-col-actions') });
  const box = el('div', { class: 'actions' });
  if (job.status === 'completed') {
    box.append(el('a', { class: 'button small primary', href: job.download_url, download: job.output_name || '', 'data-focus-key': `dl-${job.job_id}`, text: t('js-download') }));
  }
  box.append(
    el('button', {
      type: 'button',
      class: 'small danger',
      'data-focus-key': `rm-${job.job_id}`,
      'aria-label': t(job.status === 'queued' ? 'js-job-cancel-label' : 'js-job-delete-label', { title: job.title, when: formatTime(job.created_at) }),
      text: t(job.status === 'queued' ? 'js-cancel' : 'js-delete'),
      onclick: () => remove(job),
    }),
  );
  actions.append(box);
  return el(
    'tr',
    { id: `job-${job.job_id}`, 'data-status': job.status },
    el('td', { 'data-label': t('js-col-tool') }, el('a', { href: `/tools/${encodeURIComponent(job.tool)}`, text: job.title })),
    statusCell,
    el('td', { 'data-label': t('js-col-started'), text: formatTime(job.created_at) }),
    el('td', { 'data-label': t('js-col-expires'), text: relativeFuture(job.expires_at), title: formatTime(job.expires_at) }),
    actions,
  );
}

async function remove(job) {
  showError('');
  done = '';
  const { status, body } = await api(`/api/jobs/${encodeURIComponent(job.job_id)}`, { method: 'DELETE' });
  if (status === 200) done = t(job.status === 'queued' ? 'js-job-was-cancelled' : 'js-job-was-deleted', { title: job.title });
  await load();
  if (status !== 200) showError(errorText(body, t('js-job-not-removed')));
}

load();
listen();
