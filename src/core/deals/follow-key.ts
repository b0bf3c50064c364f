import { bundleFilterKey } from '../bundles/bundle-tracker.js';
import { giveawayFilterKey } from '../giveaways/giveaway-filter.js';
import { filterKey } from './deal-filter.js';
import type { Follow } from './deal.types.js';

/**
 * What a follow follows, as one stable key: a chat following the same thing twice keeps one follow. The words a
 * reader sees are the adapters' (src/i18n/deal-words.ts), in the reader's language.
 */
export function followKey(f: Pick<Follow, 'filter' | 'giveaways' | 'bundles'>): string {
  if (f.bundles) return `bundles:${bundleFilterKey(f.bundles)}`;
  return f.giveaways ? `giveaways:${giveawayFilterKey(f.giveaways)}` : filterKey(f.filter);
}

/** A follow of deals (posted by the deal service): neither a giveaway nor a bundle follow. */
export const followsDeals = (f: Pick<Follow, 'giveaways' | 'bundles'>): boolean => f.giveaways === undefined && f.bundles === undefined;
