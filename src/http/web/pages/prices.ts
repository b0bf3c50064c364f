import type { Translator } from '../../../core/i18n.ports.js';
import { html, type Html } from '../html.js';
import { historySection, type HistoryView } from './price-history.js';

const REGIONS = ['us', 'gb', 'de', 'fr', 'es', 'it', 'nl', 'pl', 'se', 'ca', 'au', 'br'];

/**
 * The price page: an app id or a title, then the game card (filled in by the script). A shared link with an
 * app id (`?game=620`) also carries the price history, drawn on the server. In the page's language.
 */
export function pricesBody(tr: Translator, history?: HistoryView | null, notice?: string): Html {
  return html`<h1>${tr.t('web-nav-prices')}</h1>
<p class="lead">${tr.t('web-prices-lead')}</p>
<noscript><p class="notice">${tr.t('web-needs-js')}</p></noscript>
<form id="price-form" class="price-form" action="/prices" method="get" novalidate>
  <div class="field grow">
    <label for="game">${tr.t('web-prices-game')}</label>
    <input id="game" name="game" type="search" required autocomplete="off" placeholder="${tr.t('web-prices-game-example')}" aria-describedby="game-hint err-game">
    <p id="game-hint" class="hint">${tr.t('web-prices-game-hint')}</p>
    <p id="err-game" class="field-error" hidden></p>
  </div>
  <div class="field">
    <label for="region">${tr.t('web-region')}</label>
    <select id="region" name="region">
      ${REGIONS.map((r) => html`<option value="${r}">${r.toUpperCase()}</option>`)}
    </select>
  </div>
  <div class="form-actions"><button type="submit" class="primary">${tr.t('web-prices-submit')}</button></div>
</form>
<p id="price-status" role="status" aria-live="polite" class="muted"></p>
<div id="search-results" class="search-results" hidden>
  <h2 id="choices-title">${tr.t('web-prices-which')}</h2>
  <ul id="choices" aria-labelledby="choices-title"></ul>
</div>
<div id="price-card-slot" data-bundles="${tr.t('price-bundles')}" data-subscriptions="${tr.t('price-subscriptions')}" data-ends="${tr.t('price-bundle-ends', { date: '{date}' })}" data-leaves="${tr.t('price-subscription-leaves', { date: '{date}' })}" data-from="${tr.t('price-bundle-from', { price: '{price}' })}"></div>
${notice ? html`<p class="notice">${notice}</p>` : ''}
${history ? historySection(history, tr) : ''}`;
}
