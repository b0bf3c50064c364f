import { html, type Html } from '../html.js';

/** The admin panel shell; everything inside is loaded through the admin JSON API with the token. */
export function adminBody(enabled: boolean): Html {
  if (!enabled) {
    return html`<h1>Admin</h1>
<p class="notice notice-off" id="admin-off">The admin panel is off on this server: set ADMIN_TOKEN to turn it on.</p>`;
  }
  return html`<h1>Admin</h1>
<noscript><p class="notice">The admin panel needs JavaScript.</p></noscript>
<form id="signin" class="signin" novalidate>
  <h2>Sign in</h2>
  <div class="field">
    <label for="token">Admin token</label>
    <input id="token" name="token" type="password" autocomplete="current-password" required aria-describedby="err-token">
    <p id="err-token" class="field-error" hidden></p>
  </div>
  <div class="form-actions"><button type="submit" class="primary">Sign in</button></div>
</form>
<div id="panel" hidden>
  <p class="panel-bar"><span id="admin-status" role="status" aria-live="polite"></span> <button id="signout" type="button">Sign out</button></p>
  <nav class="tabs" aria-label="Admin sections">
    <ul>
      <li><a href="#queue">Queue</a></li>
      <li><a href="#tools">Tools</a></li>
      <li><a href="#keys">API keys</a></li>
      <li><a href="#webhooks">Webhooks</a></li>
      <li><a href="#price-cache">Price cache</a></li>
    </ul>
  </nav>
  <section id="queue" aria-labelledby="queue-title">
    <h2 id="queue-title">Queue</h2>
    <dl id="queue-stats" class="stats"></dl>
    <div class="table-wrap"><table class="data">
      <caption>Recent jobs (no file contents)</caption>
      <thead><tr><th scope="col">Job</th><th scope="col">Tool</th><th scope="col">Source</th><th scope="col">Status</th><th scope="col">Created</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>
      <tbody id="queue-body"></tbody>
    </table></div>
  </section>
  <section id="tools" aria-labelledby="tools-title">
    <h2 id="tools-title">Tools</h2>
    <p class="muted">Switching a tool or a category off refuses new jobs at once (403 tool_disabled); its queued jobs fail.</p>
    <h3>Categories</h3>
    <ul id="category-flags" class="flag-list"></ul>
    <h3>Each tool</h3>
    <div class="field"><label for="tool-filter">Filter tools</label><input id="tool-filter" type="search" autocomplete="off"></div>
    <div class="table-wrap"><table class="data">
      <caption>Use counts, and job starts and errors over the last <span id="days-count">14</span> days</caption>
      <thead><tr><th scope="col">Tool</th><th scope="col">Category</th><th scope="col">Uses</th><th scope="col">Starts</th><th scope="col">Errors</th><th scope="col">Last days</th><th scope="col">On</th></tr></thead>
      <tbody id="tools-body"></tbody>
    </table></div>
    <p id="tools-pages" class="pager" hidden><button id="tools-prev" type="button" class="small">Previous</button> <span id="tools-page-text" aria-live="polite"></span> <button id="tools-next" type="button" class="small">Next</button></p>
  </section>
  <section id="keys" aria-labelledby="keys-title">
    <h2 id="keys-title">API keys</h2>
    <form id="key-form" class="inline-form" novalidate>
      <div class="field grow"><label for="key-label">Label for a new key</label><input id="key-label" name="label" maxlength="100" required aria-describedby="err-label"><p id="err-label" class="field-error" hidden></p></div>
      <div class="form-actions"><button type="submit" class="primary">Create key</button></div>
    </form>
    <div id="new-key" class="new-key" hidden role="status">
      <p><strong>Copy this key now; it is not shown again.</strong></p>
      <p><code id="new-key-value"></code></p>
      <p>Webhook signing secret (verifies the <code>Webhook-Signature</code> of its deliveries): <code id="new-key-secret"></code></p>
    </div>
    <div class="table-wrap"><table class="data">
      <caption class="visually-hidden">API keys</caption>
      <thead><tr><th scope="col">Label</th><th scope="col">Created</th><th scope="col">Last used</th><th scope="col">State</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>
      <tbody id="keys-body"></tbody>
    </table></div>
  </section>
  <section id="webhooks" aria-labelledby="webhooks-title">
    <h2 id="webhooks-title">Webhooks</h2>
    <p class="muted">A key whose deliveries failed too often in a row is paused until resumed here. Replay sends a delivery again with the same id.</p>
    <div class="table-wrap"><table class="data">
      <caption class="visually-hidden">Webhook state per key</caption>
      <thead><tr><th scope="col">Key</th><th scope="col">State</th><th scope="col">Failures in a row</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>
      <tbody id="webhook-keys-body"></tbody>
    </table></div>
    <div class="table-wrap"><table class="data">
      <caption>Last deliveries per key (newest first)</caption>
      <thead><tr><th scope="col">Key</th><th scope="col">Event</th><th scope="col">Type</th><th scope="col">State</th><th scope="col">Attempts</th><th scope="col">Last answer</th><th scope="col">Created</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>
      <tbody id="deliveries-body"></tbody>
    </table></div>
  </section>
  <section id="price-cache" aria-labelledby="cache-title">
    <h2 id="cache-title">Price cache</h2>
    <dl id="cache-stats" class="stats"></dl>
    <p><button id="cache-clear" type="button">Clear the price cache</button></p>
  </section>
  <p id="admin-error" class="form-error" role="alert" hidden></p>
</div>`;
}
