import type { DealsPage } from '../../../core/deals/deal.service.js';
import type { Translator } from '../../../core/i18n.ports.js';
import { dealFilterWords } from '../../../i18n/deal-words.js';
import { html, type Html } from '../html.js';
import { wordsAround } from '../words.js';

export interface DealsForm {
  filter: string;
  under: string;
  cut: string;
  store: string;
  region: string;
  /** 'true' when DLC, soundtracks and packages are hidden. */
  games_only: string;
}

/**
 * The deals page: the same filters as `/deals` in chat (free, under a price, a cut, a store, a region), the
 * matching deals, and the Atom feed of exactly this filter for feed readers, in the page's language (prices by Intl,
 * in the deal's own currency). Works without JavaScript.
 */
export function dealsBody(
  form: DealsForm,
  result: DealsPage | null,
  feedUrl: string,
  tr: Translator,
  notice?: string,
  /** The proxied address of a source's image (`/img?…`), or null; without it the cards have no picture. */
  image: (url: string | null) => string | null = () => null,
): Html {
  const rows = result?.deals ?? [];
  return html`<h1>${tr.t('web-deals-title')}</h1>
<p class="lead">${tr.t('web-deals-lead')}</p>
<form class="price-form" action="/deals" method="get">
  <div class="field">
    <label for="filter">${tr.t('web-deals-show')}</label>
    <select id="filter" name="filter">
      <option value="all"${form.filter !== 'free' ? html` selected` : ''}>${tr.t('web-deals-every')}</option>
      <option value="free"${form.filter === 'free' ? html` selected` : ''}>${tr.t('web-deals-free-only')}</option>
    </select>
  </div>
  <div class="field"><label for="under">${tr.t('web-deals-under')}</label><input id="under" name="under" inputmode="decimal" value="${form.under}" placeholder="${tr.t('web-deals-under-example')}"></div>
  <div class="field"><label for="cut">${tr.t('web-deals-cut')}</label><input id="cut" name="cut" inputmode="numeric" value="${form.cut}" placeholder="${tr.t('web-deals-cut-example')}"></div>
  <div class="field"><label for="store">${tr.t('giveaway-store')}</label><input id="store" name="store" value="${form.store}" placeholder="${tr.t('web-deals-store-example')}"></div>
  <div class="field"><label for="region">${tr.t('web-region')}</label><input id="region" name="region" value="${form.region}" maxlength="2" size="3"></div>
  <div class="field"><label><input type="checkbox" name="games_only" value="true"${form.games_only === 'true' ? html` checked` : ''}> ${tr.t('giveaway-games-only')}</label></div>
  <div class="form-actions"><button type="submit" class="primary">${tr.t('web-deals-submit')}</button></div>
</form>
${notice ? html`<p class="notice" role="alert">${notice}</p>` : ''}
<p>${wordsAround(tr, 'web-deals-feed', 'feed', html`<a href="${feedUrl}" type="application/atom+xml">${tr.t('web-deals-feed-link')}</a>`)}</p>
${
  result
    ? html`<h2>${dealFilterWords(result.filter, tr)}</h2>
${rows.length === 0 ? html`<p class="muted">${tr.t('deals-none')}</p>` : ''}
<ul class="deal-list deal-cards">
  ${rows.map((d) => {
    const src = image(d.image);
    return html`<li class="deal-card">${src ? html`<img src="${src}" alt="" loading="lazy" decoding="async" width="184" height="69">` : ''}<div>${/^https?:\/\//i.test(d.url) ? html`<a href="${d.url}" rel="noopener nofollow">${d.title}</a>` : d.title}: <strong>${d.price === 0 ? tr.t('price-free') : tr.money(d.price, d.currency)}</strong>
    <s>${tr.money(d.regular, d.currency)}</s> (${tr.t('price-cut', { percent: tr.percent(d.cut) })}) <span class="shop">${tr.t('price-at-store', { store: d.shop })}</span></div></li>`;
  })}
</ul>
${result.pages > 1 ? html`<p class="muted">${tr.t('web-deals-page', { page: result.page, pages: result.pages })}</p>` : ''}`
    : ''
}`;
}
