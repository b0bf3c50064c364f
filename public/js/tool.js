// A tool's page: pick or drop a file (or paste a link), add steps, start the job, follow its progress, show the result.
/* global CSS, DataTransfer, Event, FormData, URLSearchParams */
import { $, $$, errorText, formatBytes, t } from './common.js';
import { createJobPanel, send } from './job-panel.js';
import { setUpRecipe } from './recipe.js';
import { setUpSteps } from './steps.js';

const main = $('#main');
const kind = main.dataset.kind;
const maxBytes = Number(main.dataset.maxBytes || 0);
const maxFiles = Number(main.dataset.maxFiles || 0);
// A tool that takes every file at once (a merge) is given several even alone.
const takesMany = main.dataset.inputs === 'many';
// On a one-time upload link's page (issue 40) the form posts to the link, and the job is followed in the chat.
const uploadUrl = main.dataset.uploadUrl || '';
const form = $('#tool-form');
const startButton = $('#start');
const fileInput = $('#file');
const dropzone = $('#dropzone');
const panel = createJobPanel({
  onAgain() {
    form.reset();
    if (fileInput) showFileName();
    (fileInput || form.elements.namedItem('url')).focus();
  },
});

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
        ? t('js-file-chosen', { name: files[0].name, size: formatBytes(files[0].size) })
        : t('js-files-chosen', { count: files.length, size: formatBytes(total), names: files.map((f) => f.name).join(', ') });
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

// ---- "make it fit" presets ----

// A preset's button writes its name into the target_size field it names (the server reads the name), and shows
// which one is chosen; typing a number in the field clears the choice.
form.addEventListener('click', (e) => {
  const button = e.target.closest?.('.size-preset');
  if (!button) return;
  const input = form.elements.namedItem(button.dataset.fill.replace(/^p-/, ''));
  if (!input) return;
  input.value = button.dataset.value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  markPreset(input);
  input.focus();
});
form.addEventListener('input', (e) => {
  if (e.target.name === 'target_size') markPreset(e.target);
});

function markPreset(input) {
  for (const b of $$(`.size-preset[data-fill="p-${CSS.escape(input.name)}"]`, form)) b.setAttribute('aria-pressed', String(b.dataset.value === input.value.trim()));
}

// ---- steps and recipes ----

const pipeline = uploadUrl ? { count: () => 1, steps: () => [] } : setUpSteps({
  slug: main.dataset.slug,
  form,
  onChange: stepsChanged,
  onRefusal: (body, status) => {
    clearErrors();
    showRefusal(body, status, t('js-steps-refused'));
  },
});
if (!uploadUrl && main.dataset.recipes === 'on') setUpRecipe({ steps: pipeline.steps });

/** Several steps run on each of several files (or all of them, for a merge); one step keeps today's one file. */
function stepsChanged() {
  const several = pipeline.count() > 1;
  $('#recipe').hidden = !several || main.dataset.recipes !== 'on';
  const legend = $('#options-legend');
  if (legend) legend.textContent = several ? t('js-first-step-options', { title: $('h1').textContent }) : t('js-options');
  if (!fileInput) return;
  const multiple = takesMany || several;
  if (fileInput.multiple === multiple) return;
  fileInput.multiple = multiple;
  if (!multiple && fileInput.files.length > 1) {
    chooseFiles(fileInput.files);
    showFileName();
  }
  $('#file-choose').textContent = t(multiple ? 'js-choose-files' : 'js-choose-file');
  $('#file-drop').textContent = t(multiple ? 'js-drop-them' : 'js-drop-it');
}

// ---- sending ----

form.addEventListener('submit', async (e) => {
  e.preventDefault();
  clearErrors();
  const files = Array.from(fileInput?.files || []);
  if (kind === 'upload') {
    if (files.length === 0) return showError('file', t(fileInput.multiple ? 'js-choose-files-first' : 'js-choose-file-first'));
    if (maxFiles && files.length > maxFiles) return showError('file', t('js-too-many-files', { max: maxFiles, count: files.length }));
    const total = files.reduce((sum, f) => sum + f.size, 0);
    if (maxBytes && total > maxBytes) {
      return showError(
        'file',
        files.length === 1
          ? t('js-file-too-large', { size: formatBytes(total), limit: formatBytes(maxBytes) })
          : t('js-files-too-large', { size: formatBytes(total), limit: formatBytes(maxBytes) }),
      );
    }
  } else if (!form.elements.namedItem('url').value.trim()) {
    return showError('url', t(form.elements.namedItem('url').dataset.kind === 'web' ? 'js-paste-page-first' : 'js-paste-video-first'));
  }
  startButton.disabled = true;
  panel.open(t(kind === 'upload' ? 'js-uploading' : 'js-sending'));
  const uploading = (ratio) => panel.setStatus(t('js-uploading-percent', { percent: Math.round(ratio * 100) }));
  let answer;
  if (pipeline.count() === 1) {
    const data = new FormData(form);
    answer = kind === 'upload' ? await send(uploadUrl || '/upload', data, uploading) : await send('/api/jobs', new URLSearchParams(data));
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
  if (answer.status !== 202 || !(answer.body?.job_id || (uploadUrl && answer.body?.upload_id))) {
    panel.hide();
    showRefusal(answer.body || {}, answer.status, t('js-server-refused'));
    return;
  }
  if (uploadUrl) {
    // The job is the chat user's: its progress and result go to the chat, not to this page.
    panel.hide();
    form.hidden = true;
    const sent = $('#link-sent');
    sent.hidden = false;
    sent.focus();
    return;
  }
  panel.follow(answer.body.job_id);
});

/** A refusal next to what it is about: a later step's field, or the first step's, the file or the link. */
function showRefusal(body, status, what) {
  const message = errorText(body, t('js-refused-status', { what, status }));
  if (Number.isInteger(body.step) && body.step > 0 && pipeline.showStepError(body.step, body.field, message)) return;
  const field = body.field || (body.error === 'file_too_large' || body.error === 'missing_file' ? 'file' : body.error === 'invalid_url' ? 'url' : null);
  showError(field === 'steps' || field === 'tool' ? null : field, message);
}
