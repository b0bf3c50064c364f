import { html, type Html } from '../html.js';
import { historySection, type HistoryView } from './price-history.js';

const REGIONS = ['us', 'gb', 'de', 'fr', 'es', 'it', 'nl', 'pl', 'se', 'ca', 'au', 'br'];

/**
 * The price page: an app id or a title, then the game card (filled in by the script). A shared link with an
 * app id (`?game=620`) also carries the price history, drawn on the server.
 */
export function pricesBody(history?: HistoryView | null, notice?: string): Html {
  return html`<h1>Game prices</h1>
<p class="lead">The lowest prices of a game across stores: official shops, key resellers, the all-time low and the critic score.</p>
<noscript><p class="notice">This page needs JavaScript.</p></noscript>
<form id="price-form" class="price-form" action="/prices" method="get" novalidate>
  <div class="field grow">
    <label for="game">Steam app id or game title</label>
    <input id="game" name="game" type="search" required autocomplete="off" placeholder="e.g. 620 or Portal 2" aria-describedby="game-hint err-game">
    <p id="game-hint" class="hint">A number is looked up as an app id; words search by title.</p>
    <p id="err-game" class="field-error" hidden></p>
  </div>
  <div class="field">
    <label for="region">Region</label>
    <select id="region" name="region">
      ${REGIONS.map((r) => html`<option value="${r}">${r.toUpperCase()}</option>`)}
    </select>
  </div>
  <div class="form-actions"><button type="submit" class="primary">Look up</button></div>
</form>
<p id="price-status" role="status" aria-live="polite" class="muted"></p>
<div id="search-results" class="search-results" hidden>
  <h2 id="choices-title">Which game?</h2>
  <ul id="choices" aria-labelledby="choices-title"></ul>
</div>
<div id="price-card-slot"></div>
${notice ? html`<p class="notice">${notice}</p>` : ''}
${history ? historySection(history) : ''}`;
}
