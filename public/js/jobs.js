// "My jobs": the session's jobs, kept current by the session's event stream (or, without one, by polling while any runs).
/* global document, setTimeout, clearTimeout, CSS, EventSource */
import { $, api, el, errorText, formatBytes, formatTime, relativeFuture, STATUS_TEXT } from './common.js';

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
    showError(errorText(body, 'Your jobs could not be loaded.'));
    timer = setTimeout(load, 5000);
    return;
  }
  const jobs = body.jobs || [];
  shown = jobs;
  render(jobs);
  const active = jobs.some((j) => j.status === 'queued' || j.status === 'processing');
  const count = jobs.length === 0 ? 'You have no jobs yet. Pick a tool to start one.' : `${jobs.length} job${jobs.length === 1 ? '' : 's'}${active ? ', some still running' : ''}.`;
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
    { 'data-label': 'Status' },
    el('span', { class: `status status-${job.status}`, text: STATUS_TEXT[job.status] || job.status }),
    active ? el('progress', { max: '100', value: String(job.progress ?? 0), 'aria-label': `${job.title}: ${job.progress ?? 0} %` }) : null,
    active ? ` ${job.progress ?? 0} %` : null,
    job.status === 'failed' && job.message ? el('div', { class: 'muted', text: job.message }) : null,
    job.status === 'completed' && job.output_name ? el('div', { class: 'muted', text: `${job.output_name}, ${formatBytes(job.output_size)}` }) : null,
  );
  const actions = el('td', { 'data-label': 'Actions' });
  const box = el('div', { class: 'actions' });
  if (job.status === 'completed') {
    box.append(el('a', { class: 'button small primary', href: job.download_url, download: job.output_name || '', 'data-focus-key': `dl-${job.job_id}`, text: 'Download' }));
  }
  box.append(
    el('button', {
      type: 'button',
      class: 'small danger',
      'data-focus-key': `rm-${job.job_id}`,
      'aria-label': `${job.status === 'queued' ? 'Cancel' : 'Delete'} ${job.title} job from ${formatTime(job.created_at)}`,
      text: job.status === 'queued' ? 'Cancel' : 'Delete',
      onclick: () => remove(job),
    }),
  );
  actions.append(box);
  return el(
    'tr',
    { id: `job-${job.job_id}`, 'data-status': job.status },
    el('td', { 'data-label': 'Tool' }, el('a', { href: `/tools/${encodeURIComponent(job.tool)}`, text: job.title })),
    statusCell,
    el('td', { 'data-label': 'Started', text: formatTime(job.created_at) }),
    el('td', { 'data-label': 'Expires', text: relativeFuture(job.expires_at), title: formatTime(job.expires_at) }),
    actions,
  );
}

async function remove(job) {
  showError('');
  done = '';
  const { status, body } = await api(`/api/jobs/${encodeURIComponent(job.job_id)}`, { method: 'DELETE' });
  if (status === 200) done = job.status === 'queued' ? `${job.title} job cancelled.` : `${job.title} job deleted.`;
  await load();
  if (status !== 200) showError(errorText(body, 'The job could not be removed.'));
}

load();
listen();
