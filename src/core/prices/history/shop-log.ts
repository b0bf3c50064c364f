import { roundMoney } from '../money.js';
import { storeKey } from '../names.js';
import type { HistoryPoint } from './history.types.js';
import { mergePoints } from './points.js';

/** One change in a store's price for a game, as a price log reports it; `deal: null` means the store stopped selling it. */
export interface ShopLogEntry {
  at: number;
  shop: string;
  deal: { price: number; regular: number; cut: number } | null;
}

/** A source's price log for one game (IsThereAnyDeal's history), already in one currency. */
export interface ShopLog {
  currency: string;
  entries: ShopLogEntry[];
}

/**
 * Replays a per-store log into our kinds: after each change, the cheapest store selling it is the official best,
 * Steam's entry is the Steam price, and the regular price is Steam's regular (else the highest regular among the
 * stores selling it). Within an hour the lowest point is kept, as for recorded points.
 */
export function pointsFromShopLog(log: ShopLog): HistoryPoint[] {
  const current = new Map<string, { shop: string; price: number; regular: number; cut: number }>();
  const raw: HistoryPoint[] = [];
  const entries = [...log.entries].sort((a, b) => a.at - b.at);
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i];
    const key = storeKey(e.shop);
    if (e.deal) current.set(key, { shop: e.shop, price: roundMoney(e.deal.price), regular: roundMoney(e.deal.regular), cut: Math.round(e.deal.cut) });
    else current.delete(key);
    // Changes logged at the same moment are one state.
    if (entries[i + 1]?.at === e.at) continue;
    const at = e.at;
    const offers = [...current.values()];
    const best = offers.sort((a, b) => a.price - b.price)[0];
    const steam = current.get('steam');
    const regular = steam?.regular ?? (offers.length > 0 ? Math.max(...offers.map((o) => o.regular)) : null);
    if (best) raw.push({ at, kind: 'official', price: best.price, regular: best.regular, cut: best.cut, shop: best.shop });
    if (steam) raw.push({ at, kind: 'steam', price: steam.price, regular: steam.regular, cut: steam.cut, shop: steam.shop });
    if (regular !== null) raw.push({ at, kind: 'regular', price: regular, regular, cut: 0, shop: null });
  }
  return mergePoints([], raw).points;
}
