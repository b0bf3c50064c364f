import type { DealFilter, Follow } from '../core/deals/deal.types.js';
import type { Translator } from '../core/i18n.ports.js';
import { giveawayFilterWords } from './giveaway-words.js';
import { bundleFilterWords } from './bundle-words.js';

/*
 * A deal filter and a follow in the reader's language, for both bots, the deals page and the deal feed. Store names,
 * region and currency codes stay as the user typed them (they are the commands' vocabulary); the rest is the
 * catalogue's, so English reads as the filter is typed (`free under 5 cut>=90 region:us`).
 */

/** Each part of the filter worded, joined as the locale joins them (English: spaces, as typed). */
export function dealFilterWords(f: DealFilter, tr: Translator): string {
  const parts: string[] = [];
  if (f.free) parts.push(tr.t('deal-filter-free'));
  if (f.under !== null) parts.push(tr.t('deal-filter-under', { price: f.under }));
  if (f.minCut !== null) parts.push(tr.t('deal-filter-cut', { cut: f.minCut }));
  if (f.store) parts.push(tr.t('deal-filter-store', { store: f.store }));
  parts.push(tr.t('deal-filter-region', { region: f.region }));
  if (f.currency) parts.push(tr.t('deal-filter-currency', { currency: f.currency }));
  if (f.ignoredStores.length) parts.push(tr.t('deal-filter-ignore', { stores: f.ignoredStores.join(',') }));
  if (f.gamesOnly) parts.push(tr.t('deal-filter-games-only'));
  return parts.reduce((a, b) => tr.t('deal-filter-join', { a, b }));
}

/** What a follow follows: its deal filter, or `giveaways: epic games only`. */
export function followWords(f: Pick<Follow, 'filter' | 'giveaways' | 'bundles'>, tr: Translator): string {
  if (f.bundles) return tr.t('follow-bundles', { filter: bundleFilterWords(f.bundles, tr) });
  return f.giveaways ? tr.t('follow-giveaways', { filter: giveawayFilterWords(f.giveaways, tr) }) : dealFilterWords(f.filter, tr);
}
