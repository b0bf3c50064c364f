import type { Translator } from '../../../core/i18n.ports.js';
import { html, type Html } from '../html.js';

/**
 * The panel that follows one job: progress, status, cancel, then the preview and the download. The tool page and
 * a shared recipe's page both show it, in the page's language; public/js/job-panel.js fills it in.
 */
export function jobPanel(tr: Translator, againLabel = tr.t('web-job-again')): Html {
  return html`<section id="job-panel" class="job-panel" aria-labelledby="job-title" hidden>
  <h2 id="job-title">${tr.t('web-job-title')}</h2>
  <div class="progress-row">
    <progress id="job-progress" max="100" value="0" aria-labelledby="job-title" aria-describedby="job-status"></progress>
    <span id="job-percent" class="percent">${tr.percent(0)}</span>
  </div>
  <p id="job-status" class="job-status" role="status" aria-live="polite"></p>
  <div class="job-actions">
    <button id="job-cancel" type="button">${tr.t('web-job-cancel')}</button>
  </div>
  <div id="job-result" class="job-result" hidden>
    <div id="preview" class="preview"></div>
    <p id="output-info" class="muted"></p>
    <p><a id="download" class="button primary" href="#" download>${tr.t('web-job-download')}</a> <button id="again" type="button">${againLabel}</button></p>
  </div>
</section>`;
}
