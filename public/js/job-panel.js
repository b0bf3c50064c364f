// The job panel of the tool page and of a shared recipe's page: follows one job over its event stream (or by
// polling), shows its progress and status, cancels it, then previews the result and offers the download.
/* global document, fetch, XMLHttpRequest, EventSource */
import { $, api, el, errorText, formatBytes, relativeFuture, sleep, stageText, statusText, t } from './common.js';

const IMAGE = new Set(['png', 'jpg', 'jpeg', 'webp', 'gif', 'avif', 'bmp', 'ico', 'svg']);
const AUDIO = new Set(['mp3', 'wav', 'ogg', 'oga', 'opus', 'm4a', 'aac', 'flac', 'weba']);
const VIDEO = new Set(['mp4', 'webm', 'mov', 'm4v', 'ogv']);
const TEXT = new Set(['txt', 'json', 'csv', 'tsv', 'html', 'htm', 'vcf', 'md', 'xml', 'srt', 'vtt', 'log']);
const PREVIEW_TEXT_BYTES = 64 * 1024;

/** A progress percentage the page's way ("40 %", "40%", "%40"). */
const percentText = (value) => new Intl.NumberFormat(document.documentElement.lang || 'en', { style: 'percent' }).format(value / 100);

/** POST with upload progress (fetch cannot report it); answers {status, body} as `api` does. */
export function send(url, body, onUpload, contentType) {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.responseType = 'json';
    xhr.setRequestHeader('Accept', 'application/json');
    if (contentType) xhr.setRequestHeader('Content-Type', contentType);
    if (onUpload) xhr.upload.addEventListener('progress', (e) => e.lengthComputable && onUpload(e.loaded / e.total));
    xhr.addEventListener('load', () => resolve({ status: xhr.status, body: xhr.response }));
    xhr.addEventListener('error', () =>
      resolve({ status: 0, body: { ok: false, message: t('js-upload-no-connection') } }),
    );
    xhr.send(body);
  });
}

/**
 * Binds the page's #job-panel. `onAgain` runs after "Process another" closed the panel (the page resets its form).
 * Answers `open(text)` (shows the panel, reset, with a first status), `hide()`, `setStatus(text)` and
 * `follow(id)`.
 */
export function createJobPanel({ onAgain } = {}) {
  const panel = $('#job-panel');
  const title = $('#job-title');
  const bar = $('#job-progress');
  const percent = $('#job-percent');
  const statusLine = $('#job-status');
  const cancelButton = $('#job-cancel');
  const result = $('#job-result');
  const preview = $('#preview');
  const download = $('#download');
  const outputInfo = $('#output-info');
  const baseTitle = document.title;
  let current = null; // { id, stop: boolean, close: (() => void) | null }

  function reset() {
    if (current) {
      current.stop = true;
      current.close?.();
    }
    current = null;
    bar.value = 0;
    percent.textContent = percentText(0);
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
    percent.textContent = percentText(value);
    document.title = `${percentText(value)} · ${baseTitle}`;
  }

  /** Shows a job's state; answers true once the job has ended (its last state is shown). */
  function show(body) {
    setProgress(body.progress ?? 0);
    if (body.status === 'queued' || body.status === 'processing') {
      const stage = body.stage && body.stage !== body.status ? stageText(body.stage) : null;
      setStatus(stage ? t('js-status-stage', { status: statusText(body.status), stage }) : statusText(body.status));
      return false;
    }
    cancelButton.hidden = true;
    if (body.status === 'completed') {
      setProgress(100);
      setStatus(t('js-job-done'), 'done');
      showResult(body);
    } else if (body.status === 'failed') {
      const message = body.message || t('js-job-failed');
      // A pipeline says which of its steps failed.
      const failed = body.failed_step && body.steps > 1;
      setStatus(failed ? t('js-step-failed', { step: body.failed_step.index, tool: body.failed_step.tool, message }) : message, 'failed');
    } else {
      setStatus(t('js-job-cancelled'));
    }
    return true;
  }

  /**
   * Follows the job over its event stream. Answers true when the stream carried the job to its end (or the job
   * was left), false when no stream could be opened or it broke for good, so the caller polls instead. A dropped
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
    title.setAttribute('tabindex', '-1');
    title.focus();
    if (await stream(job)) return;
    // No stream (an old browser, a proxy that refuses it): poll, more slowly as the job takes longer.
    let delay = 250;
    while (!job.stop) {
      const { status, body } = await api(`/api/jobs/${encodeURIComponent(id)}`);
      if (job.stop) return;
      if (status !== 200) {
        setStatus(errorText(body, t('js-job-unreadable')), 'failed');
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
    setStatus(status === 200 ? t('js-job-cancelled-deleted') : errorText(body, t('js-job-not-cancelled')), status === 200 ? '' : 'failed');
  });

  $('#again').addEventListener('click', () => {
    reset();
    panel.hidden = true;
    onAgain?.();
  });

  function showResult(job) {
    const name = job.output_name || t('js-result-name');
    const ext = (name.split('.').pop() || '').toLowerCase();
    download.href = job.download_url;
    download.setAttribute('download', name);
    download.textContent = t('js-download-name', { name });
    const info = t('js-output-info', { name, size: formatBytes(job.output_size), until: relativeFuture(job.expires_at) });
    // A pipeline after an archive says how many of its files the next step did not take (they are in the ZIP as they were).
    const note = job.output_note?.code === 'unchanged' ? t('js-files-unchanged', { count: job.output_note.files, total: job.output_note.total }) : '';
    outputInfo.textContent = note ? `${info} ${note}` : info;
    preview.replaceChildren(previewFor(job, ext, name));
    result.hidden = false;
  }

  return {
    open(text) {
      reset();
      panel.hidden = false;
      setStatus(text);
    },
    hide() {
      panel.hidden = true;
    },
    setStatus: (text) => setStatus(text),
    follow,
  };
}

function previewFor(job, ext, name) {
  if (IMAGE.has(ext)) return el('img', { src: job.preview_url, alt: t('js-preview-of', { name }), id: 'preview-media' });
  if (AUDIO.has(ext)) return el('audio', { src: job.preview_url, controls: true, preload: 'metadata', id: 'preview-media', 'aria-label': t('js-play', { name }) });
  if (VIDEO.has(ext)) return el('video', { src: job.preview_url, controls: true, preload: 'metadata', id: 'preview-media', 'aria-label': t('js-play', { name }) });
  if (ext === 'pdf') {
    return el('img', { src: `/thumbnail/${encodeURIComponent(job.job_id)}`, alt: t('js-first-page-of', { name }), id: 'preview-media' });
  }
  if (TEXT.has(ext)) {
    const pre = el('pre', { id: 'preview-text', tabindex: '0', 'aria-label': t('js-beginning-of', { name }) }, t('js-loading'));
    loadText(job, ext, pre);
    return pre;
  }
  if (ext === 'zip') return el('p', { class: 'muted', text: t('js-preview-zip') });
  return el('p', { class: 'muted', text: t('js-preview-none') });
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
    pre.textContent = whole ? text : `${text}\n${t('js-preview-first', { size: formatBytes(PREVIEW_TEXT_BYTES) })}`;
  } catch {
    pre.textContent = t('js-preview-failed');
  }
}
