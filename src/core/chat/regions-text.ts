import type { Translator } from '../i18n.ports.js';
import type { RegionalComparison } from '../prices/regional-prices.js';

/** The regions a chat compares when the user names none: big Steam markets with their own prices. */
export const CHAT_REGIONS = ['us', 'gb', 'de', 'pl', 'tr', 'br', 'in', 'jp'] as const;

export interface RegionsTable {
  title: string;
  /** One line per region, columns padded for a monospace block. */
  rows: string[];
  /** Which rates converted the prices, or that none could be read. */
  footer: string;
}

/**
 * `/price <game> regions` as a short table: region, its own price, the price in the comparison currency and how
 * much dearer than the cheapest. Both bots put `rows` in a monospace block (their own escaping around it).
 */
export function regionsTable(c: RegionalComparison, tr: Translator): RegionsTable {
  const cells = c.regions.map((r) => {
    if (!r.available || r.price === null) return [r.region.toUpperCase(), tr.t('price-regions-not-sold'), '', ''];
    return [
      r.region.toUpperCase(),
      tr.money(r.price, r.currency),
      r.converted === null ? tr.t('price-none') : tr.money(r.converted, c.currency),
      r.diff_pct === null ? '' : r.diff_pct === 0 ? tr.t('price-regions-cheapest') : `+${tr.percent(r.diff_pct)}`,
    ];
  });
  const widths = [0, 1, 2].map((i) => Math.max(...cells.map((row) => row[i].length)));
  const rows = cells.map((row) => row.map((cell, i) => (i < 3 ? cell.padEnd(widths[i]) : cell)).join('  ').trimEnd());
  return {
    title: tr.t('price-regions-title', { title: c.title ?? tr.t('price-app', { appid: String(c.appid) }), currency: c.currency }),
    rows,
    footer: c.rates_date ? tr.t('price-regions-rates', { date: tr.date(c.rates_date) }) : tr.t('price-regions-no-rates'),
  };
}
