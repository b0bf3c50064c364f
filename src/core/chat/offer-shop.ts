import type { PriceOffer } from '../prices/price.types.js';

/** What a card says when GG.deals (the only key-reseller source) gives a price without naming the reseller. */
export const UNNAMED_KEYSHOP = 'a key reseller via GG.deals';

/**
 * The shop an offer is at, so every offer on a card names one (issue 41): the source's shop name, or for a
 * key-reseller price whose source names none, where the price was read.
 */
export function offerShop(offer: Pick<PriceOffer, 'store'>, kind: 'official' | 'keyshop'): string | null {
  return offer.store ?? (kind === 'keyshop' ? UNNAMED_KEYSHOP : null);
}
