// The price page: an app id goes straight to the card; words search by title first.
/* global document, location, history, URL, URLSearchParams, DOMParser, fetch */
import { $, api, el, errorText, locale, t } from './common.js';

const form = $('#price-form');
const input = $('#game');
const region = $('#region');
const statusLine = $('#price-status');
const results = $('#search-results');
const choices = $('#choices');
const slot = $('#price-card-slot');
const errGame = $('#err-game');

function setError(message) {
  errGame.textContent = message || '';
  errGame.hidden = !message;
  if (message) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
}

/**
 * A refusal that is no fault of what was typed (the sources are down, too many lookups, the server failed) gets
 * a notice in the card's place, in plain words: the API's message names sources and internal errors, for developers.
 * What was typed wrong stays an error under the field.
 */
function showRefusal(status, body, fallback) {
  const code = body && body.error;
  let notice = null;
  if (code === 'upstream_unavailable' || code === 'service_unavailable' || status === 502 || status === 503 || status === 504) {
    notice = t('js-prices-sources-down');
  } else if (status === 429) {
    notice = t('js-prices-rate-limited');
  } else if (status === 0) {
    notice = errorText(body, fallback);
  } else if (status >= 500 || !body || typeof body.message !== 'string') {
    notice = t('js-try-later', { problem: fallback });
  }
  if (notice) slot.replaceChildren(el('p', { class: 'notice', id: 'price-notice', role: 'alert', text: notice }));
  else setError(errorText(body, fallback));
}

form.addEventListener('submit', async (e) => {
  e.preventDefault();
  setError('');
  results.hidden = true;
  const value = input.value.trim();
  if (!value) {
    setError(t('js-prices-enter'));
    input.focus();
    return;
  }
  const url = new URL(location.href);
  url.searchParams.set('game', value);
  url.searchParams.set('region', region.value);
  history.replaceState(null, '', url);
  if (/^\d{1,10}$/.test(value)) await lookup(value);
  else await search(value);
});

async function search(title) {
  statusLine.textContent = t('js-prices-searching', { title });
  slot.replaceChildren();
  const { status, body } = await api(`/api/web/prices/search?${new URLSearchParams({ q: title })}`);
  if (status !== 200) {
    statusLine.textContent = '';
    showRefusal(status, body, t('js-prices-search-failed'));
    return;
  }
  const list = body.results || [];
  if (list.length === 0) {
    statusLine.textContent = t('js-prices-no-game', { title });
    return;
  }
  if (list.length === 1) {
    await lookup(String(list[0].appid));
    return;
  }
  statusLine.textContent = t('js-prices-pick', { count: list.length });
  choices.replaceChildren(
    ...list.map((r) =>
      el('li', {}, el('button', { type: 'button', onclick: () => lookup(String(r.appid)) }, el('span', { text: r.title }), el('span', { class: 'muted', text: `#${r.appid}` }))),
    ),
  );
  results.hidden = false;
  choices.querySelector('button')?.focus();
}

async function lookup(appid) {
  statusLine.textContent = t('js-prices-looking-up', { appid });
  const { status, body } = await api(`/api/web/prices?${new URLSearchParams({ appid, region: region.value })}`);
  results.hidden = true;
  if (status !== 200 || !body.game) {
    statusLine.textContent = '';
    slot.replaceChildren();
    if (status === 404) setError(t('js-prices-unknown-app', { appid }));
    else showRefusal(status, body, t('js-prices-lookup-failed'));
    return;
  }
  statusLine.textContent = t('js-prices-for', { title: body.game.title || t('js-prices-app', { appid }) });
  slot.replaceChildren(card(body.game));
  slot.querySelector('h2')?.focus();
  await showHistory(appid);
}

/**
 * The price history under the card: the server draws it (chart, period picker, lows) into the page it serves
 * for `?game=<appid>`; a game opened here takes that section from such a page.
 */
async function showHistory(appid) {
  const current = document.getElementById('price-history');
  if (current?.dataset.appid === appid) return;
  current?.remove();
  const res = await fetch(`/prices?${new URLSearchParams({ game: appid, region: region.value })}`, { credentials: 'same-origin' });
  if (!res.ok) return;
  const section = new DOMParser().parseFromString(await res.text(), 'text/html').getElementById('price-history');
  if (section && section.dataset.appid === appid) slot.after(document.adoptNode(section));
}

/** Links come from upstream price sources: only plain web addresses become links. */
function safeUrl(value) {
  try {
    const u = new URL(value);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : null;
  } catch {
    return null;
  }
}

function money(value, currency) {
  if (value === null || value === undefined) return '—';
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value);
  } catch {
    return `${value} ${currency}`;
  }
}

/** A day from the API ("2018-11-24") the page's way, by Intl; anything else as it is. */
function day(value) {
  if (!value || !/^\d{4}-\d{2}-\d{2}/.test(value)) return value || null;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(value.slice(0, 10)));
}

function item(label, value, sub, extraClass) {
  return el('div', {}, el('dt', { text: label }), el('dd', { class: extraClass }, value, sub ? el('span', { class: 'sub', text: sub }) : null));
}

// Every offer names its shop: GG.deals gives its key-reseller price without one, so the card says where it was read.
function offer(o, currency, kind) {
  if (!o) return ['—', null];
  const shop = o.store || (kind === 'keyshop' ? t('js-prices-keyshop-via') : null);
  const parts = [shop, o.cut ? `−${new Intl.NumberFormat(locale, { style: 'percent' }).format(o.cut / 100)}` : null].filter(Boolean);
  return [money(o.price, currency), parts.join(' · ') || null];
}

// Key-reseller offers come from GG.deals alone (it needs an API key): an empty offer says why it is empty.
function keyshopGap(game) {
  return game.best_keyshop || (game.sources || []).includes('ggdeals') ? null : t('js-prices-keyshop-gap');
}

function card(game) {
  const c = game.currency || 'USD';
  const titleText = game.title || t('js-prices-app', { appid: String(game.platform_appid) });
  const store = safeUrl(game.urls?.steam);
  const deal = safeUrl(game.urls?.deal);
  const [officialPrice, officialSub] = offer(game.best_official, c);
  const [keyPrice, keySub] = offer(game.best_keyshop, c, 'keyshop');
  // "The" all-time low is the one the history section shows first (any store, official or key reseller), so the card
  // and the section below it never name two different all-time lows; the sources' own low is its fallback.
  const any = game.lows?.all_time;
  const low = any ? { price: any.price, store: any.shop, date: any.date } : game.all_time_low;
  return el(
    'article',
    { class: 'game-card', id: 'game-card', 'aria-labelledby': 'game-title' },
    el('h2', { id: 'game-title', tabindex: '-1' }, store ? el('a', { href: store, rel: 'noopener noreferrer', target: '_blank', text: titleText }) : titleText),
    el('p', { class: 'muted', text: t('js-prices-card-meta', { appid: String(game.platform_appid), region: String(game.region || '').toUpperCase(), currency: c }) }),
    game.stale ? el('p', { class: 'stale', text: t('js-prices-stale') }) : null,
    el(
      'dl',
      {},
      item(t('js-prices-regular'), money(game.regular_price, c)),
      item(t('js-prices-best-official'), officialPrice, officialSub, game.best_official?.cut ? 'cut' : undefined),
      item(t('js-prices-best-keyshop'), keyPrice, keySub ?? keyshopGap(game)),
      item(t('js-prices-all-time-low'), low ? money(low.price, c) : '—', low ? [low.store, day(low.date)].filter(Boolean).join(' · ') || null : null),
      item(t('js-prices-active-deals'), game.active_deals ?? '—'),
      item(t('js-prices-critic-score'), game.metacritic ?? '—'),
    ),
    extras(game),
    el('p', {
      class: 'muted',
      text: t('js-prices-sources', { sources: (game.sources || []).join(', ') || '—', updated: game.updated_at ? new Date(game.updated_at).toLocaleString(locale) : '—' }),
    }),
    deal ? el('p', {}, el('a', { href: deal, rel: 'noopener noreferrer', target: '_blank', text: t('js-prices-go-to-offer') })) : null,
  );
}

// The page's words for bundles and subscriptions, in its language (the server wrote them on the card's slot).
function word(name, value) {
  const text = slot.dataset[name] || '';
  return text.replace(/\{(date|price)\}/, value);
}


/** The subscriptions the game is in and the bundles holding it (upstream text: set as text, links only http(s)). */
function extras(game) {
  const subs = Array.isArray(game.subscriptions) ? game.subscriptions : [];
  const bundles = Array.isArray(game.bundles) ? game.bundles : [];
  if (subs.length === 0 && bundles.length === 0) return null;
  const parts = [];
  if (subs.length > 0) {
    const names = subs.map((s) => (s.leaving_at ? `${s.name} (${word('leaves', day(s.leaving_at))})` : s.name)).join(', ');
    parts.push(item(word('subscriptions'), names));
  }
  if (bundles.length > 0) {
    const list = el(
      'ul',
      { class: 'bundles' },
      ...bundles.map((b) => {
        const url = safeUrl(b.url);
        const title = url ? el('a', { href: url, rel: 'noopener noreferrer', target: '_blank', text: b.title }) : b.title;
        const detail = [b.store, b.price !== null && b.currency ? word('from', money(b.price, b.currency)) : null, b.ends_at ? word('ends', day(b.ends_at)) : null]
          .filter(Boolean)
          .join(' · ');
        return el('li', {}, title, detail ? ` · ${detail}` : '');
      }),
    );
    parts.push(item(word('bundles'), list));
  }
  return el('dl', { class: 'extras' }, ...parts);
}

// A shared link (?game=…&region=…) runs the lookup at once.
const params = new URLSearchParams(location.search);
if (params.get('region')) region.value = params.get('region');
if (params.get('game')) {
  input.value = params.get('game');
  form.requestSubmit();
}
