import type { ExtrasReport } from './extras.types.js';
import type { SourceName } from './price.types.js';

/**
 * One upstream that knows which bundles and subscriptions hold a game (IsThereAnyDeal, GG.deals). Adapters live in
 * src/prices/sources; they throw SourceFailure when nothing could be read, and answer a list they could not read as
 * null, so one broken endpoint never hides the other.
 */
export interface ExtrasSource {
  readonly name: SourceName;
  supportsRegion(region: string): boolean;
  /** Null when the source answered but does not know the game. */
  extras(appid: number, region: string, signal: AbortSignal): Promise<ExtrasReport | null>;
}
