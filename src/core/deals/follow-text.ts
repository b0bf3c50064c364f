import { describeGiveawayFilter } from '../giveaways/giveaway-filter.js';
import { describeFilter } from './deal-filter.js';
import type { Follow } from './deal.types.js';

/** What a follow follows, in words: a deal filter, or `giveaways: epic games only`. */
export function describeFollow(f: Pick<Follow, 'filter' | 'giveaways'>): string {
  return f.giveaways ? `giveaways: ${describeGiveawayFilter(f.giveaways)}` : describeFilter(f.filter);
}

/** A follow of giveaways (posted by the giveaway service, never by the deal service). */
export const followsGiveaways = (f: Pick<Follow, 'giveaways'>): boolean => f.giveaways !== undefined;
