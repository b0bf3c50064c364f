// A shared recipe's page (/r/<code>): the visitor's files go to POST /api/pipelines under the recipe's code, and
// the job panel follows the job to its download, as on a tool page.
/* global FormData */
import { $, errorText, t } from './common.js';
import { createJobPanel, send } from './job-panel.js';

const form = $('#use-recipe');
const files = $('#recipe-files');
const start = $('#recipe-start');
const fileError = $('#err-recipe-files');

const panel = createJobPanel({
  onAgain() {
    form.reset();
    files.focus();
  },
});

function setError(message) {
  fileError.textContent = message || '';
  fileError.hidden = !message;
  if (message) {
    files.setAttribute('aria-invalid', 'true');
    files.focus();
  } else {
    files.removeAttribute('aria-invalid');
  }
}

files.addEventListener('change', () => setError(''));

form.addEventListener('submit', async (e) => {
  e.preventDefault();
  setError('');
  if (files.files.length === 0) return setError(t('js-choose-files-first'));
  const data = new FormData();
  data.append('recipe', form.elements.namedItem('recipe').value);
  for (const f of files.files) data.append('file', f);
  start.disabled = true;
  panel.open(t('js-uploading'));
  const answer = await send('/api/pipelines', data, (ratio) => panel.setStatus(t('js-uploading-percent', { percent: Math.round(ratio * 100) })));
  start.disabled = false;
  if (answer.status !== 202 || !answer.body?.job_id) {
    panel.hide();
    setError(errorText(answer.body || {}, t('js-job-refused', { status: answer.status })));
    return;
  }
  panel.follow(answer.body.job_id);
});
