// A tool's page: pick or drop a file (or paste a link), add steps, start the job, follow its progress, show the result.
/* global document, fetch, CSS, DataTransfer, XMLHttpRequest, FormData, URLSearchParams, EventSource */
import { $, $$, api, el, errorText, formatBytes, relativeFuture, sleep, STATUS_TEXT } from './common.js';
import { setUpRecipe } from './recipe.js';
import { setUpSteps } from './steps.js';

const main = $('#main');
const kind = main.dataset.kind;
const maxBytes = Number(main.dataset.maxBytes || 0);
const maxFiles = Number(main.dataset.maxFiles || 0);
// A tool that takes every file at once (a merge) is given several even alone.
const takesMany = main.dataset.inputs === 'many';
const form = $('#tool-form');
const startButton = $('#start');
const fileInput = $('#file');
const dropzone = $('#dropzone');
const panel = $('#job-panel');
const bar = $('#job-progress');
const percent = $('#job-percent');
const statusLine = $('#job-status');
const cancelButton = $('#job-cancel');
const result = $('#job-result');
const preview = $('#preview');
const download = $('#download');
const outputInfo = $('#output-info');
const baseTitle = document.title;

const IMAGE = new Set(['png', 'jpg', 'jpeg', 'webp', 'gif', 'avif', 'bmp', 'ico', 'svg']);
const AUDIO = new Set(['mp3', 'wav', 'ogg', 'oga', 'opus', 'm4a', 'aac', 'flac', 'weba']);
const VIDEO = new Set(['mp4', 'webm', 'mov', 'm4v', 'ogv']);
const TEXT = new Set(['txt', 'json', 'csv', 'tsv', 'html', 'htm', 'vcf', 'md', 'xml', 'srt', 'vtt', 'log']);
const PREVIEW_TEXT_BYTES = 64 * 1024;

let current = null; // { id, stop: boolean, close: (() => void) | null }

// ---- errors next to their field ----

function clearErrors() {
  for (const p of $$('.field-error, .form-error', form)) {
    p.hidden = true;
    p.textContent = '';
  }
  for (const input of $$('[aria-invalid]', form)) input.removeAttribute('aria-invalid');
}

function showError(field, message) {
  const target = (field && $(`#err-${CSS.escape(field)}`)) || $('#err-form');
  target.textContent = message;
  target.hidden = false;
  const control = field === 'file' ? fileInput : field ? form.elements.namedItem(field) : null;
  if (control && control.setAttribute) {
    control.setAttribute('aria-invalid', 'true');
    control.focus();
  } else {
    target.setAttribute('tabindex', '-1');
    target.focus();
  }
}

// ---- file choice and drag and drop ----

function showFileName() {
  const files = Array.from(fileInput?.files || []);
  const total = files.reduce((sum, f) => sum + f.size, 0);
  $('#file-name').textContent =
    files.length === 0
      ? ''
      : files.length === 1
        ? `${files[0].name} (${formatBytes(files[0].size)})`
        : `${files.length} files, ${formatBytes(total)} in all: ${files.map((f) => f.name).join(', ')}`;
}

/** Keeps these files in the input (the first only, unless it takes several). */
function chooseFiles(list) {
  const dt = new DataTransfer();
  for (const f of fileInput.multiple ? Array.from(list) : Array.from(list).slice(0, 1)) dt.items.add(f);
  fileInput.files = dt.files;
}

if (fileInput) {
  fileInput.addEventListener('change', () => {
    clearErrors();
    showFileName();
  });
  for (const type of ['dragenter', 'dragover']) {
    dropzone.addEventListener(type, (e) => {
      e.preventDefault();
      dropzone.classList.add('is-over');
    });
  }
  for (const type of ['dragleave', 'drop']) {
    dropzone.addEventListener(type, () => dropzone.classList.remove('is-over'));
  }
  dropzone.addEventListener('drop', (e) => {
    e.preventDefault();
    if (e.dataTransfer?.files?.length) {
      chooseFiles(e.dataTransfer.files);
      clearErrors();
      showFileName();
    }
  });
}

// ---- sending ----

// ---- steps and recipes ----

const pipeline = setUpSteps({
  slug: main.dataset.slug,
  form,
  onChange: stepsChanged,
  onRefusal: (body, status) => {
    clearErrors();
    showRefusal(body, status, 'The steps were refused');
  },
});
if (main.dataset.recipes === 'on') setUpRecipe({ steps: pipeline.steps });

/** Several steps run on each of several files (or all of them, for a merge); one step keeps today's one file. */
function stepsChanged() {
  const several = pipeline.count() > 1;
  $('#recipe').hidden = !several || main.dataset.recipes !== 'on';
  const legend = $('#options-legend');
  if (legend) legend.textContent = several ? `Step 1: ${$('h1').textContent} options` : 'Options';
  if (!fileInput) return;
  const multiple = takesMany || several;
  if (fileInput.multiple === multiple) return;
  fileInput.multiple = multiple;
  if (!multiple && fileInput.files.length > 1) {
    chooseFiles(fileInput.files);
    showFileName();
  }
  $('#file-choose').textContent = multiple ? 'Choose files' : 'Choose a file';
  $('#file-drop').textContent = multiple ? 'or drop them here' : 'or drop it here';
}

// ---- sending ----

/** POST with upload progress (fetch cannot report it). */
function send(url, body, onUpload, contentType) {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.responseType = 'json';
    xhr.setRequestHeader('Accept', 'application/json');
    if (contentType) xhr.setRequestHeader('Content-Type', contentType);
    if (onUpload) xhr.upload.addEventListener('progress', (e) => e.lengthComputable && onUpload(e.loaded / e.total));
    xhr.addEventListener('load', () => resolve({ status: xhr.status, body: xhr.response }));
    xhr.addEventListener('error', () =>
      resolve({ status: 0, body: { ok: false, message: 'The upload failed: the server could not be reached.' } }),
    );
    xhr.send(body);
  });
}

form.addEventListener('submit', async (e) => {
  e.preventDefault();
  clearErrors();
  const files = Array.from(fileInput?.files || []);
  if (kind === 'upload') {
    if (files.length === 0) return showError('file', fileInput.multiple ? 'Choose one or more files first.' : 'Choose a file first.');
    if (maxFiles && files.length > maxFiles) return showError('file', `A job takes at most ${maxFiles} files; you chose ${files.length}.`);
    const total = files.reduce((sum, f) => sum + f.size, 0);
    if (maxBytes && total > maxBytes) {
      return showError(
        'file',
        files.length === 1
          ? `This file is ${formatBytes(total)}; the limit is ${formatBytes(maxBytes)}.`
          : `These files are ${formatBytes(total)} together; the limit is ${formatBytes(maxBytes)}.`,
      );
    }
  } else if (!form.elements.namedItem('url').value.trim()) {
    return showError('url', 'Paste the link of a video first.');
  }
  startButton.disabled = true;
  resetPanel();
  panel.hidden = false;
  setStatus(kind === 'upload' ? 'Uploading…' : 'Sending…');
  const uploading = (ratio) => setStatus(`Uploading… ${Math.round(ratio * 100)} %`);
  let answer;
  if (pipeline.count() === 1) {
    const data = new FormData(form);
    answer = kind === 'upload' ? await send('/upload', data, uploading) : await send('/api/jobs', new URLSearchParams(data));
  } else if (kind === 'upload') {
    const data = new FormData();
    for (const f of files) data.append('file', f);
    data.append('steps', JSON.stringify(pipeline.steps()));
    answer = await send('/api/pipelines', data, uploading);
  } else {
    const url = form.elements.namedItem('url').value.trim();
    answer = await send('/api/pipelines', JSON.stringify({ url, steps: pipeline.steps() }), null, 'application/json');
  }
  startButton.disabled = false;
  if (answer.status !== 202 || !answer.body?.job_id) {
    panel.hidden = true;
    showRefusal(answer.body || {}, answer.status, 'The server refused the job');
    return;
  }
  $('#job-title').focus();
  follow(answer.body.job_id);
});

/** A refusal next to what it is about: a later step's field, or the first step's, the file or the link. */
function showRefusal(body, status, what) {
  const message = errorText(body, `${what} (${status}).`);
  if (Number.isInteger(body.step) && body.step > 0 && pipeline.showStepError(body.step, body.field, message)) return;
  const field = body.field || (body.error === 'file_too_large' || body.error === 'missing_file' ? 'file' : body.error === 'invalid_url' ? 'url' : null);
  showError(field === 'steps' || field === 'tool' ? null : field, message);
}

// ---- following a job ----

function resetPanel() {
  if (current) {
    current.stop = true;
    current.close?.();
  }
  current = null;
  bar.value = 0;
  percent.textContent = '0 %';
  statusLine.className = 'job-status';
  statusLine.textContent = '';
  cancelButton.hidden = false;
  cancelButton.disabled = false;
  result.hidden = true;
  preview.replaceChildren();
  document.title = baseTitle;
}

function setStatus(text, cls) {
  if (statusLine.textContent !== text) statusLine.textContent = text;
  statusLine.className = `job-status${cls ? ` ${cls}` : ''}`;
}

function setProgress(value) {
  bar.value = value;
  percent.textContent = `${value} %`;
  document.title = `${value} % · ${baseTitle}`;
}

/** Shows a job's state; answers true once the job has ended (its last state is shown). */
function show(body) {
  setProgress(body.progress ?? 0);
  if (body.status === 'queued' || body.status === 'processing') {
    const stage = body.stage && body.stage !== body.status ? ` (${body.stage})` : '';
    setStatus(`${STATUS_TEXT[body.status]}${stage}`);
    return false;
  }
  cancelButton.hidden = true;
  if (body.status === 'completed') {
    setProgress(100);
    setStatus('Done. Your file is ready.', 'done');
    showResult(body);
  } else if (body.status === 'failed') {
    const message = body.message || 'The job failed.';
    // A pipeline says which of its steps failed.
    const at = body.failed_step && body.steps > 1 ? `Step ${body.failed_step.index} (${body.failed_step.tool}) failed: ` : '';
    setStatus(`${at}${message}`, 'failed');
  } else {
    setStatus('Cancelled.');
  }
  return true;
}

/**
 * Follows the job over its event stream. Answers true when the stream carried the job to its end (or the job was
 * left), false when no stream could be opened or it broke for good, so the caller polls instead. A dropped
 * connection is resumed by EventSource itself, with the id of the last event seen.
 */
function stream(job) {
  if (typeof EventSource !== 'function') return Promise.resolve(false);
  return new Promise((resolve) => {
    const source = new EventSource(`/api/jobs/${encodeURIComponent(job.id)}/events`);
    job.close = () => {
      source.close();
      resolve(true);
    };
    source.addEventListener('progress', (e) => {
      if (!job.stop) show(JSON.parse(e.data));
    });
    for (const type of ['completed', 'failed', 'cancelled']) {
      source.addEventListener(type, (e) => {
        // Closed before the server ends the stream, or EventSource would connect again.
        source.close();
        if (!job.stop) show(JSON.parse(e.data));
        resolve(true);
      });
    }
    source.addEventListener('error', () => {
      if (source.readyState !== EventSource.CLOSED) return;
      source.close();
      resolve(job.stop);
    });
  });
}

async function follow(id) {
  const job = { id, stop: false, close: null };
  current = job;
  $('#job-title').setAttribute('tabindex', '-1');
  if (await stream(job)) return;
  // No stream (an old browser, a proxy that refuses it): poll, more slowly as the job takes longer.
  let delay = 250;
  while (!job.stop) {
    const { status, body } = await api(`/api/jobs/${encodeURIComponent(id)}`);
    if (job.stop) return;
    if (status !== 200) {
      setStatus(errorText(body, 'The job could not be read.'), 'failed');
      cancelButton.hidden = true;
      return;
    }
    if (show(body)) return;
    await sleep(delay);
    delay = Math.min(1000, delay + 100);
  }
}

cancelButton.addEventListener('click', async () => {
  if (!current) return;
  const job = current;
  cancelButton.disabled = true;
  const { status, body } = await api(`/api/jobs/${encodeURIComponent(job.id)}`, { method: 'DELETE' });
  job.stop = true;
  job.close?.();
  cancelButton.hidden = true;
  setStatus(status === 200 ? 'Cancelled. The files were deleted.' : errorText(body, 'The job could not be cancelled.'), status === 200 ? '' : 'failed');
});

$('#again').addEventListener('click', () => {
  resetPanel();
  panel.hidden = true;
  form.reset();
  if (fileInput) showFileName();
  (fileInput || form.elements.namedItem('url')).focus();
});

function showResult(job) {
  const name = job.output_name || 'result';
  const ext = (name.split('.').pop() || '').toLowerCase();
  download.href = job.download_url;
  download.setAttribute('download', name);
  download.textContent = `Download ${name}`;
  outputInfo.textContent = `${name}, ${formatBytes(job.output_size)}. Available ${relativeFuture(job.expires_at)}.`;
  preview.replaceChildren(previewFor(job, ext, name));
  result.hidden = false;
}

function previewFor(job, ext, name) {
  if (IMAGE.has(ext)) return el('img', { src: job.preview_url, alt: `Preview of ${name}`, id: 'preview-media' });
  if (AUDIO.has(ext)) return el('audio', { src: job.preview_url, controls: true, preload: 'metadata', id: 'preview-media', 'aria-label': `Play ${name}` });
  if (VIDEO.has(ext)) return el('video', { src: job.preview_url, controls: true, preload: 'metadata', id: 'preview-media', 'aria-label': `Play ${name}` });
  if (ext === 'pdf') {
    return el('img', { src: `/thumbnail/${encodeURIComponent(job.job_id)}`, alt: `First page of ${name}`, id: 'preview-media' });
  }
  if (TEXT.has(ext)) {
    const pre = el('pre', { id: 'preview-text', tabindex: '0', 'aria-label': `Beginning of ${name}` }, 'Loading…');
    loadText(job, ext, pre);
    return pre;
  }
  if (ext === 'zip') return el('p', { class: 'muted', text: 'A ZIP archive with several files: download it to open them.' });
  return el('p', { class: 'muted', text: 'No preview for this kind of file.' });
}

async function loadText(job, ext, pre) {
  try {
    const res = await fetch(job.preview_url, { headers: { Range: `bytes=0-${PREVIEW_TEXT_BYTES - 1}` } });
    let text = await res.text();
    const whole = res.status === 200 || job.output_size <= PREVIEW_TEXT_BYTES;
    if (ext === 'json' && whole) {
      try {
        text = JSON.stringify(JSON.parse(text), null, 2);
      } catch {
        // Shown as it is.
      }
    }
    pre.textContent = whole ? text : `${text}\n… (first ${formatBytes(PREVIEW_TEXT_BYTES)} shown)`;
  } catch {
    pre.textContent = 'The preview could not be loaded.';
  }
}
