import type { Translator } from '../../../core/i18n.ports.js';
import type { Low, Lows } from '../../../core/prices/history/history.types.js';
import { html, raw, type Html } from '../html.js';

/** The periods the page offers, as days, with their catalogue ids. */
export const PERIODS: ReadonlyArray<{ days: number; label: string }> = [
  { days: 30, label: 'web-history-30' },
  { days: 365, label: 'web-history-365' },
  { days: 3650, label: 'web-history-all' },
];

export interface HistoryView {
  appid: number;
  region: string;
  days: number;
  currency: string;
  /** The chart as SVG markup drawn by our own renderer (every text in it escaped there). */
  svg: string;
  lows: Lows;
  enough: boolean;
}

const LOW_LABELS: Array<[keyof Lows, string]> = [
  // The one all-time low (the card above shows the same), then each kind's own low, labelled by kind.
  ['all_time', 'history-all-time-low'],
  ['official', 'history-official-low'],
  ['keyshop', 'history-keyshop-low'],
  ['steam', 'web-low-steam'],
  ['since_increase', 'web-low-since'],
];

function lowItem(label: string, low: (Low & { since?: string | null }) | null, currency: string, tr: Translator): Html {
  if (!low) return html`<div><dt>${label}</dt><dd>—</dd></div>`;
  const day = (d: string | null | undefined) => (d ? tr.date(d) : null);
  const where = [low.shop, day(low.date), low.since ? tr.t('history-rise-on', { date: day(low.since)! }) : null].filter(Boolean).join(' · ');
  return html`<div><dt>${label}</dt><dd>${tr.money(low.price, currency)}${where ? html`<span class="sub">${where}</span>` : ''}</dd></div>`;
}

/**
 * The chart (inline SVG: no script needed), the period picker and every kind of low, under the game card, in the
 * page's language (amounts and days by Intl, the chart's axes, legend and labels too).
 */
export function historySection(view: HistoryView, tr: Translator): Html {
  const link = (days: number) => `/prices?${new URLSearchParams({ game: String(view.appid), region: view.region, days: String(days) })}`;
  return html`<section id="price-history" class="price-history" data-appid="${String(view.appid)}" aria-labelledby="history-title">
  <h2 id="history-title">${tr.t('web-history-title')}</h2>
  <nav class="period-picker" aria-label="${tr.t('web-history-period')}">
    ${PERIODS.map((p) => html`<a href="${link(p.days)}"${raw(p.days === view.days ? ' aria-current="page"' : '')}>${tr.t(p.label)}</a>`)}
  </nav>
  <figure class="price-chart">${raw(view.svg)}
    <figcaption class="muted">${tr.t(view.enough ? 'web-history-caption' : 'web-history-not-enough')}</figcaption>
  </figure>
  <h3>${tr.t('web-history-lows')}</h3>
  <dl class="lows">${LOW_LABELS.map(([key, label]) => lowItem(tr.t(label), view.lows[key], view.currency, tr))}</dl>
</section>`;
}
