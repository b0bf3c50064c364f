import type { Translator } from '../../../core/i18n.ports.js';
import { html, type Html } from '../html.js';

/** "My jobs" in the page's language: the script lists the session's jobs from GET /api/jobs and refreshes while any is active. */
export function jobsBody(tr: Translator): Html {
  return html`<h1>${tr.t('web-nav-jobs')}</h1>
<p class="lead">${tr.t('web-jobs-lead')}</p>
<noscript><p class="notice">${tr.t('web-needs-js')}</p></noscript>
<p id="jobs-status" role="status" aria-live="polite" class="muted">${tr.t('web-loading')}</p>
<div class="table-wrap">
  <table id="jobs-table" class="jobs-table" hidden>
    <caption class="visually-hidden">${tr.t('web-jobs-caption')}</caption>
    <thead>
      <tr><th scope="col">${tr.t('web-jobs-tool')}</th><th scope="col">${tr.t('web-jobs-status')}</th><th scope="col">${tr.t('web-jobs-started')}</th><th scope="col">${tr.t('web-jobs-expires')}</th><th scope="col"><span class="visually-hidden">${tr.t('web-jobs-actions')}</span></th></tr>
    </thead>
    <tbody id="jobs-body"></tbody>
  </table>
</div>
<p id="jobs-error" class="form-error" role="alert" hidden></p>`;
}
