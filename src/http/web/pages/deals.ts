import { formatMoney } from '../../../core/chat/chat-text.js';
import { describeFilter } from '../../../core/deals/deal-filter.js';
import type { DealsPage } from '../../../core/deals/deal.service.js';
import { html, type Html } from '../html.js';

export interface DealsForm {
  filter: string;
  under: string;
  cut: string;
  store: string;
  region: string;
}

/**
 * The deals page: the same filters as `/deals` in chat (free, under a price, a cut, a store, a region), the
 * matching deals, and the Atom feed of exactly this filter for feed readers. Works without JavaScript.
 */
export function dealsBody(form: DealsForm, result: DealsPage | null, feedUrl: string, notice?: string): Html {
  const rows = result?.deals ?? [];
  return html`<h1>Game deals</h1>
<p class="lead">Free games and big cuts as the deal lists show them, checked every few minutes. Links go through the source’s store link.</p>
<form class="price-form" action="/deals" method="get">
  <div class="field">
    <label for="filter">Show</label>
    <select id="filter" name="filter">
      <option value="all"${form.filter !== 'free' ? html` selected` : ''}>Every deal</option>
      <option value="free"${form.filter === 'free' ? html` selected` : ''}>Free games only</option>
    </select>
  </div>
  <div class="field"><label for="under">Price at most</label><input id="under" name="under" inputmode="decimal" value="${form.under}" placeholder="e.g. 5"></div>
  <div class="field"><label for="cut">Cut at least (%)</label><input id="cut" name="cut" inputmode="numeric" value="${form.cut}" placeholder="e.g. 90"></div>
  <div class="field"><label for="store">Store</label><input id="store" name="store" value="${form.store}" placeholder="e.g. steam"></div>
  <div class="field"><label for="region">Region</label><input id="region" name="region" value="${form.region}" maxlength="2" size="3"></div>
  <div class="form-actions"><button type="submit" class="primary">Show deals</button></div>
</form>
${notice ? html`<p class="notice" role="alert">${notice}</p>` : ''}
<p><a href="${feedUrl}" type="application/atom+xml">Atom feed of these deals</a> — paste it into a feed reader to be told of new ones.</p>
${
  result
    ? html`<h2>${describeFilter(result.filter)}</h2>
${rows.length === 0 ? html`<p class="muted">Nothing matches right now.</p>` : ''}
<ul class="deal-list">
  ${rows.map(
    (d) => html`<li><a href="${d.url}" rel="noopener nofollow">${d.title}</a>: <strong>${d.price === 0 ? 'FREE' : formatMoney(d.price, d.currency)}</strong>
    <s>${formatMoney(d.regular, d.currency)}</s> (−${String(d.cut)}%) at ${d.shop}</li>`,
  )}
</ul>
${result.pages > 1 ? html`<p class="muted">Page ${String(result.page)} of ${String(result.pages)}</p>` : ''}`
    : ''
}`;
}
