import { html, type Html } from '../html.js';

/** "My jobs": the script lists the session's jobs from GET /api/jobs and refreshes while any is active. */
export function jobsBody(): Html {
  return html`<h1>My jobs</h1>
<p class="lead">Jobs started from this browser. Results can be downloaded until the job expires; then the files are deleted.</p>
<noscript><p class="notice">This page needs JavaScript.</p></noscript>
<p id="jobs-status" role="status" aria-live="polite" class="muted">Loading…</p>
<div class="table-wrap">
  <table id="jobs-table" class="jobs-table" hidden>
    <caption class="visually-hidden">Your jobs, newest first</caption>
    <thead>
      <tr><th scope="col">Tool</th><th scope="col">Status</th><th scope="col">Started</th><th scope="col">Expires</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr>
    </thead>
    <tbody id="jobs-body"></tbody>
  </table>
</div>
<p id="jobs-error" class="form-error" role="alert" hidden></p>`;
}
