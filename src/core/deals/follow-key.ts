import { giveawayFilterKey } from '../giveaways/giveaway-filter.js';
import { filterKey } from './deal-filter.js';
import type { Follow } from './deal.types.js';

/**
 * What a follow follows, as one stable key: a chat following the same thing twice keeps one follow. The words a
 * reader sees are the adapters' (src/i18n/deal-words.ts), in the reader's language.
 */
export function followKey(f: Pick<Follow, 'filter' | 'giveaways'>): string {
  return f.giveaways ? `giveaways:${giveawayFilterKey(f.giveaways)}` : filterKey(f.filter);
}

/** A follow of giveaways (posted by the giveaway service, never by the deal service). */
export const followsGiveaways = (f: Pick<Follow, 'giveaways'>): boolean => f.giveaways !== undefined;
