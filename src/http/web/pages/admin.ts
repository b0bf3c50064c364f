import type { Translator } from '../../../core/i18n.ports.js';
import { html, type Html } from '../html.js';
import { wordsAround } from '../words.js';

/** The admin panel shell; everything inside is loaded through the admin JSON API with the token. */
export function adminBody(enabled: boolean, tr: Translator): Html {
  const w = (id: string) => tr.t(id);
  if (!enabled) {
    return html`<h1>${w('admin-title')}</h1>
<p class="notice notice-off" id="admin-off">${wordsAround(tr, 'admin-off', 'variable', html`<code>ADMIN_TOKEN</code>`)}</p>`;
  }
  const col = (id: string) => html`<th scope="col">${w(id)}</th>`;
  const actions = html`<th scope="col"><span class="visually-hidden">${w('admin-col-actions')}</span></th>`;
  return html`<h1>${w('admin-title')}</h1>
<noscript><p class="notice">${w('admin-needs-js')}</p></noscript>
<form id="signin" class="signin" novalidate>
  <h2>${w('admin-sign-in')}</h2>
  <div class="field">
    <label for="token">${w('admin-token')}</label>
    <input id="token" name="token" type="password" autocomplete="current-password" required aria-describedby="err-token">
    <p id="err-token" class="field-error" hidden></p>
  </div>
  <div class="form-actions"><button type="submit" class="primary">${w('admin-sign-in')}</button></div>
</form>
<div id="panel" hidden>
  <p class="panel-bar"><span id="admin-status" role="status" aria-live="polite"></span> <button id="signout" type="button">${w('admin-sign-out')}</button></p>
  <nav class="tabs" aria-label="${w('admin-sections')}">
    <ul>
      <li><a href="#queue">${w('admin-queue')}</a></li>
      <li><a href="#tools">${w('admin-tools')}</a></li>
      <li><a href="#keys">${w('admin-keys')}</a></li>
      <li><a href="#webhooks">${w('admin-webhooks')}</a></li>
      <li><a href="#price-cache">${w('admin-price-cache')}</a></li>
    </ul>
  </nav>
  <section id="queue" aria-labelledby="queue-title">
    <h2 id="queue-title">${w('admin-queue')}</h2>
    <dl id="queue-stats" class="stats"></dl>
    <div class="table-wrap"><table class="data">
      <caption>${w('admin-queue-caption')}</caption>
      <thead><tr>${col('admin-col-job')}${col('admin-col-tool')}${col('admin-col-source')}${col('admin-col-status')}${col('admin-col-created')}${actions}</tr></thead>
      <tbody id="queue-body"></tbody>
    </table></div>
  </section>
  <section id="tools" aria-labelledby="tools-title">
    <h2 id="tools-title">${w('admin-tools')}</h2>
    <p class="muted">${w('admin-tools-lead')}</p>
    <h3>${w('admin-categories')}</h3>
    <ul id="category-flags" class="flag-list"></ul>
    <h3>${w('admin-each-tool')}</h3>
    <div class="field"><label for="tool-filter">${w('admin-tool-filter')}</label><input id="tool-filter" type="search" autocomplete="off"></div>
    <div class="table-wrap"><table class="data">
      <caption>${wordsAround(tr, 'admin-tools-caption', 'days', html`<span id="days-count">${tr.number(14)}</span>`)}</caption>
      <thead><tr>${col('admin-col-tool')}${col('admin-col-category')}${col('admin-col-uses')}${col('admin-col-starts')}${col('admin-col-errors')}${col('admin-col-last-days')}${col('admin-col-on')}</tr></thead>
      <tbody id="tools-body"></tbody>
    </table></div>
    <p id="tools-pages" class="pager" hidden><button id="tools-prev" type="button" class="small">${w('admin-previous')}</button> <span id="tools-page-text" aria-live="polite"></span> <button id="tools-next" type="button" class="small">${w('admin-next')}</button></p>
  </section>
  <section id="keys" aria-labelledby="keys-title">
    <h2 id="keys-title">${w('admin-keys')}</h2>
    <form id="key-form" class="inline-form" novalidate>
      <div class="field grow"><label for="key-label">${w('admin-key-label')}</label><input id="key-label" name="label" maxlength="100" required aria-describedby="err-label"><p id="err-label" class="field-error" hidden></p></div>
      <div class="form-actions"><button type="submit" class="primary">${w('admin-key-create')}</button></div>
    </form>
    <div id="new-key" class="new-key" hidden role="status">
      <p><strong>${w('admin-key-copy-now')}</strong></p>
      <p><code id="new-key-value"></code></p>
      <p>${wordsAround(tr, 'admin-key-secret', 'header', html`<code>Webhook-Signature</code>`)} <code id="new-key-secret"></code></p>
    </div>
    <div class="table-wrap"><table class="data">
      <caption class="visually-hidden">${w('admin-keys')}</caption>
      <thead><tr>${col('admin-col-label')}${col('admin-col-created')}${col('admin-col-last-used')}${col('admin-col-state')}${actions}</tr></thead>
      <tbody id="keys-body"></tbody>
    </table></div>
  </section>
  <section id="webhooks" aria-labelledby="webhooks-title">
    <h2 id="webhooks-title">${w('admin-webhooks')}</h2>
    <p class="muted">${w('admin-webhooks-lead')}</p>
    <div class="table-wrap"><table class="data">
      <caption class="visually-hidden">${w('admin-webhooks-state-caption')}</caption>
      <thead><tr>${col('admin-col-key')}${col('admin-col-state')}${col('admin-col-failures')}${actions}</tr></thead>
      <tbody id="webhook-keys-body"></tbody>
    </table></div>
    <div class="table-wrap"><table class="data">
      <caption>${w('admin-deliveries-caption')}</caption>
      <thead><tr>${col('admin-col-key')}${col('admin-col-event')}${col('admin-col-type')}${col('admin-col-state')}${col('admin-col-attempts')}${col('admin-col-last-answer')}${col('admin-col-created')}${actions}</tr></thead>
      <tbody id="deliveries-body"></tbody>
    </table></div>
  </section>
  <section id="price-cache" aria-labelledby="cache-title">
    <h2 id="cache-title">${w('admin-price-cache')}</h2>
    <dl id="cache-stats" class="stats"></dl>
    <p><button id="cache-clear" type="button">${w('admin-cache-clear')}</button></p>
  </section>
  <p id="admin-error" class="form-error" role="alert" hidden></p>
</div>`;
}
