import type { Giveaway, GiveawayFilter } from '../../../core/giveaways/giveaway.types.js';
import type { Translator } from '../../../core/i18n.ports.js';
import { giveawayDetailWords, giveawayFilterWords } from '../../../i18n/giveaway-words.js';
import { storeName } from '../../../core/giveaways/giveaway-keys.js';
import { html, type Html } from '../html.js';
import { wordsAround } from '../words.js';

/**
 * The giveaways page (issue 41): the open free-to-keep giveaways of a filter as cards, each with the source's image
 * through our proxy, the store's name, kind, worth and time left, and the Atom feed of the same filter. Works without
 * JavaScript; every upstream word is escaped by the template.
 */
export function giveawaysBody(
  filter: GiveawayFilter,
  list: readonly Giveaway[],
  now: number,
  feedUrl: string,
  tr: Translator,
  image: (url: string | null) => string | null,
): Html {
  return html`<h1>${tr.t('web-giveaways-title')}</h1>
<p class="lead">${tr.t('web-giveaways-lead')}</p>
<p>${wordsAround(tr, 'web-deals-feed', 'feed', html`<a href="${feedUrl}" type="application/atom+xml">${tr.t('web-deals-feed-link')}</a>`)}</p>
<h2>${giveawayFilterWords(filter, tr)}</h2>
${list.length === 0 ? html`<p class="muted">${tr.t('web-giveaways-none')}</p>` : ''}
<ul class="deal-cards">
  ${list.map((g) => {
    const src = image(g.image);
    return html`<li class="deal-card">${src ? html`<img src="${src}" alt="" loading="lazy" decoding="async" width="184" height="69">` : ''}<div>${/^https?:\/\//i.test(g.url) ? html`<a href="${g.url}" rel="noopener nofollow">${g.title}</a>` : g.title}
    <span class="shop">${tr.t('price-at-store', { store: storeName(g.store) })}</span> · ${giveawayDetailWords(g, now, tr)}</div></li>`;
  })}
</ul>`;
}
