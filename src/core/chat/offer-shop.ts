import type { Lows } from '../prices/history/history.types.js';
import type { AllTimeLow, Game, PriceOffer } from '../prices/price.types.js';

/** What a card says when GG.deals (the only key-reseller source) gives a price without naming the reseller. */
export const UNNAMED_KEYSHOP = 'a key reseller via GG.deals';

/**
 * The shop an offer is at, so every offer on a card names one (issue 41): the source's shop name, or for a
 * key-reseller price whose source names none, where the price was read.
 */
export function offerShop(offer: Pick<PriceOffer, 'store'>, kind: 'official' | 'keyshop'): string | null {
  return offer.store ?? (kind === 'keyshop' ? UNNAMED_KEYSHOP : null);
}

/**
 * "The" all-time low a card shows: the lowest of every kind (official or key reseller) when the history's lows are
 * at hand, so the card and the lows listed with the chart never name two different all-time lows; else the
 * sources' own low.
 */
export function theAllTimeLow(game: Pick<Game, 'all_time_low'>, lows?: Pick<Lows, 'all_time'> | null): AllTimeLow | null {
  const any = lows?.all_time;
  return any ? { price: any.price, store: any.shop, date: any.date } : game.all_time_low;
}
