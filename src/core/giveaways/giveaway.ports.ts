import type { Follow } from '../deals/deal.types.js';
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

/**
 * A bot's side of giveaway posts: send a new one and edit it in place (the words depend on `now`: "ends in 2
 * days"). Throwing leaves the claim to expire (retried); `isDeadChat` says the chat will never accept it.
 */
export interface GiveawayMessenger {
  post(follow: Follow, giveaway: Giveaway, now: number, roleId: string | null): Promise<string>;
  edit(follow: Follow, messageId: string, giveaway: Giveaway, now: number): Promise<void>;
  isDeadChat(err: unknown): boolean;
  /** Sends a second across every chat of the platform. */
  perSecond: number;
  /** Least time between two sends into one chat. */
  chatGapMs: number;
}
