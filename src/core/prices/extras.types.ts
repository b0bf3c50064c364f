import type { SourceName } from './price.types.js';

/**
 * Bundles and subscriptions of one game (issue 41, part 4): what a card shows beside the prices. Field names are
 * the public contract of `GET /api/prices` (new fields beside the spec's, snake_case as there).
 */

/** A current bundle that holds the game. */
export interface BundleOffer {
  /** The shop or site that sells the bundle (Humble Bundle, Fanatical…); null when the source does not say. */
  store: string | null;
  title: string;
  /** The cheapest tier that holds the game (ITAD), else the cheapest tier; null when no tier names a price. */
  price: number | null;
  /** ISO 4217 code of `price`; null with `price`. */
  currency: string | null;
  /** When the bundle ends (ISO 8601, UTC); null when no end is known. */
  ends_at: string | null;
  url: string | null;
  source: SourceName;
}

/** A subscription catalogue the game is in (Game Pass, EA Play, Ubisoft+…). */
export interface SubscriptionOffer {
  name: string;
  /** When the game leaves the catalogue (ISO 8601, UTC), when announced. */
  leaving_at: string | null;
  source: SourceName;
}

/** What one source knows; a list it could not read is null (unknown), never an empty list. */
export interface ExtrasReport {
  source: SourceName;
  bundles: BundleOffer[] | null;
  subscriptions: SubscriptionOffer[] | null;
}

export interface GameExtras {
  bundles: BundleOffer[];
  subscriptions: SubscriptionOffer[];
}
