/**
 * The price record the API answers and the normalised shapes sources report in.
 * Field names of `Game` are the public contract (snake_case as in the spec); everything else is internal.
 */

import type { BundleOffer, SubscriptionOffer } from './extras.types.js';

/** The upstream services; also the spelling used in `game.sources`. */
export type SourceName = 'steam' | 'isthereanydeal' | 'cheapshark' | 'ggdeals';

/** When two sources describe the same thing, the earlier one in this list wins. */
export const SOURCE_PRECEDENCE: readonly SourceName[] = ['steam', 'isthereanydeal', 'cheapshark', 'ggdeals'];

/** A copy of `items` in the precedence order of their sources (stable: equal sources keep their order). */
export function byPrecedence<T>(items: readonly T[], sourceOf: (item: T) => SourceName): T[] {
  return [...items].sort((a, b) => SOURCE_PRECEDENCE.indexOf(sourceOf(a)) - SOURCE_PRECEDENCE.indexOf(sourceOf(b)));
}

export interface PriceOffer {
  price: number;
  /** Store display name; null when the source does not name the store. */
  store: string | null;
  /** Discount in whole percent; null when nothing to measure it against is known. */
  cut: number | null;
}

export interface AllTimeLow {
  price: number;
  store: string | null;
  /** UTC `YYYY-MM-DD`; null when the source gives no date. */
  date: string | null;
}

export interface GameUrls {
  /** The Steam store page, when Steam knows the app. */
  steam?: string;
  /** Where the best official offer can be bought (store page or the source's redirect link). */
  deal?: string;
  isthereanydeal?: string;
  ggdeals?: string;
}

export interface Game {
  title: string | null;
  slug: string | null;
  platform_appid: number;
  regular_price: number | null;
  best_official: PriceOffer | null;
  best_keyshop: PriceOffer | null;
  all_time_low: AllTimeLow | null;
  active_deals: number | null;
  metacritic: number | null;
  /** ISO 4217 code every price field is in. */
  currency: string;
  region: string;
  /** When the sources were asked (ISO 8601, UTC). */
  updated_at: string;
  /** True when the sources were unreachable and an older cached answer is served. */
  stale: boolean;
  /** Sources that answered when this record was built. */
  sources: SourceName[];
  urls: GameUrls;
  /**
   * Current bundles holding the game and the subscriptions it is in (issue 41), beside the spec's fields: present
   * only when a source of them (IsThereAnyDeal, GG.deals) could be read for this answer or an earlier one.
   */
  bundles?: BundleOffer[];
  subscriptions?: SubscriptionOffer[];
}

/** One store's current price as a source sees it. Money is in the report's currency. */
export interface SourceOffer {
  store: string;
  price: number;
  regular: number | null;
  cut: number;
  url: string | null;
}

/** What one source knows about one game, already normalised (numbers, UTC dates, display names). */
export interface SourceReport {
  source: SourceName;
  title: string | null;
  slug?: string | null;
  /**
   * Currency of every amount in this report. Null only when all amounts are zero
   * (a free game with no stated currency), which fits any answer currency.
   */
  currency: string | null;
  /** Current offers per named store; null when this source does not list stores. */
  offers: SourceOffer[] | null;
  /** Cheapest official price from a source that names neither the store nor the discount (GG.deals). */
  unnamedOfficial?: number | null;
  /** Cheapest key-reseller price (GG.deals only). */
  keyshop?: { price: number; store: string | null } | null;
  historicalLow?: AllTimeLow | null;
  /** Lowest key-reseller price ever (GG.deals only; no shop, no date). */
  historicalKeyshopLow?: { price: number } | null;
  metacritic?: number | null;
  urls?: GameUrls;
}

export interface SearchCandidate {
  title: string;
  appid: number;
}
