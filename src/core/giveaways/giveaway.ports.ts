import type { Giveaway, GiveawaySourceName, ListedGiveaway } from './giveaway.types.js';

/**
 * One giveaway source: its whole current list in one request (or a few, never a crawl). Throws SourceFailure when
 * the list as a whole could not be read; an item it cannot read is left out (`skipped` counts them), so one bad
 * item never drops the others.
 */
export interface GiveawaySource {
  name: GiveawaySourceName;
  list(signal: AbortSignal): Promise<{ items: ListedGiveaway[]; skipped: number }>;
}

/** Every tracked giveaway, shared by the processes of a fleet (one polls, all serve and post). */
export interface GiveawayStore {
  /** Giveaways not ended, plus those ended since `endedSince`, newest first. */
  list(endedSince: number): Promise<Giveaway[]>;
  put(giveaways: readonly Giveaway[]): Promise<void>;
  /** Forgets giveaways ended before `before`; answers their ids. */
  prune(before: number): Promise<string[]>;
}
