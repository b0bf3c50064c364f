import type { Bundle, BundleFilter } from '../core/bundles/bundle.types.js';
import type { Translator } from '../core/i18n.ports.js';
import { giveawayEndsWords } from './giveaway-words.js';

/*
 * The words of a bundle post that both bots share, in the reader's language; each bot adds its own markup.
 */

/** "every store" or the site as the user typed it to filter. */
export const bundleFilterWords = (f: BundleFilter, tr: Translator): string => f.store ?? tr.t('giveaway-every-store');

/** Price, games and time left, comma-separated: "from $12.00, 7 games, ends in 2 weeks"; money in the reader's style. */
export function bundleDetailWords(b: Bundle, now: number, tr: Translator): string {
  return [
    b.price ? tr.t('bundle-from', { price: tr.money(b.price.amount, b.price.currency) }) : null,
    b.games > 0 ? tr.t('bundle-games', { count: b.games }) : null,
    giveawayEndsWords({ endsAt: b.endsAt, endedAt: null }, now, tr),
  ]
    .filter((p): p is string => p !== null)
    .join(', ');
}
