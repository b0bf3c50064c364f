import type { ShopLog } from './history/shop-log.js';
import type { Game, SearchCandidate, SourceName, SourceReport } from './price.types.js';

/**
 * One upstream price service. Adapters live outside the core (src/prices/sources) and translate
 * the upstream wire format into a SourceReport; they throw SourceFailure when the upstream fails.
 */
export interface PriceSource {
  readonly name: SourceName;
  /** False when the upstream cannot price this region at all; the source is then not asked. */
  supportsRegion(region: string): boolean;
  /** Null when the source answered but does not know the game. */
  lookup(appid: number, region: string, signal: AbortSignal): Promise<SourceReport | null>;
  /**
   * Several games in as few upstream calls as the source allows (at most `batchSize` ids a call), for
   * background checks of many games. Maps each id to its report, or null when the source does not know it;
   * absent on sources without a multi-id lookup (they are asked once per game).
   */
  lookupMany?(appids: readonly number[], region: string, signal: AbortSignal): Promise<Map<number, SourceReport | null>>;
  /** Most ids one `lookupMany` call takes. */
  readonly batchSize?: number;
  /**
   * The per-store price log since `since` (ms), in the region's currency; null when the source does not know
   * the game. Absent on sources without one (only IsThereAnyDeal has it).
   */
  history?(appid: number, region: string, since: number, signal: AbortSignal): Promise<ShopLog | null>;
  /** Title search; absent on sources that cannot search. */
  search?(title: string, signal: AbortSignal): Promise<SearchCandidate[]>;
}

/** A game answer as cached; `game: null` remembers that no source knows the id. */
export interface CachedGame {
  game: Game | null;
  fetchedAt: number;
}

export interface CachedSearch {
  results: SearchCandidate[];
  fetchedAt: number;
}

/**
 * Where answers are kept between lookups. Keys are built by the service and always contain a ':'
 * (so none can collide with an Object.prototype member). Implementations may drop entries at will.
 */
export interface PriceCache {
  getGame(key: string): Promise<CachedGame | undefined>;
  setGame(key: string, entry: CachedGame): Promise<void>;
  getSearch(key: string): Promise<CachedSearch | undefined>;
  setSearch(key: string, entry: CachedSearch): Promise<void>;
}
