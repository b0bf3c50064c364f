import { formatMoney } from '../../../core/chat/chat-text.js';
import type { Low, Lows } from '../../../core/prices/history/history.types.js';
import { html, raw, type Html } from '../html.js';

/** The periods the page offers, as days. */
export const PERIODS: ReadonlyArray<{ days: number; label: string }> = [
  { days: 30, label: '30 days' },
  { days: 365, label: '1 year' },
  { days: 3650, label: 'All' },
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
  ['all_time', 'All-time low'],
  ['official', 'Official stores low'],
  ['keyshop', 'Key resellers low'],
  ['steam', 'Steam'],
  ['since_increase', 'Since the last price increase'],
];

function lowItem(label: string, low: (Low & { since?: string | null }) | null, currency: string): Html {
  if (!low) return html`<div><dt>${label}</dt><dd>—</dd></div>`;
  const where = [low.shop, low.date, low.since ? `rise on ${low.since}` : null].filter(Boolean).join(' · ');
  return html`<div><dt>${label}</dt><dd>${formatMoney(low.price, currency)}${where ? html`<span class="sub">${where}</span>` : ''}</dd></div>`;
}

/** The chart (inline SVG: no script needed), the period picker and every kind of low, under the game card. */
export function historySection(view: HistoryView): Html {
  const link = (days: number) => `/prices?${new URLSearchParams({ game: String(view.appid), region: view.region, days: String(days) })}`;
  return html`<section id="price-history" class="price-history" data-appid="${String(view.appid)}" aria-labelledby="history-title">
  <h2 id="history-title">Price history</h2>
  <nav class="period-picker" aria-label="Period">
    ${PERIODS.map((p) => html`<a href="${link(p.days)}"${raw(p.days === view.days ? ' aria-current="page"' : '')}>${p.label}</a>`)}
  </nav>
  <figure class="price-chart">${raw(view.svg)}
    <figcaption class="muted">${view.enough ? 'Best official-store and key-reseller prices and the regular price; the dot marks the lowest price.' : 'Not enough price history yet for a chart.'}</figcaption>
  </figure>
  <h3>Lows</h3>
  <dl class="lows">${LOW_LABELS.map(([key, label]) => lowItem(label, view.lows[key], view.currency))}</dl>
</section>`;
}
