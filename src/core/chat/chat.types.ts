import type { Game, SearchCandidate } from '../prices/price.types.js';
import type { ChatPlatform, ChatTarget } from './chat-target.js';

/** The chat platforms that share the commands in `commands/`. */
export type { ChatPlatform };

/**
 * Who issued a command and where answers go. Built by each bot from its platform's update;
 * `owner` comes from `SessionService.ownerForChat(platform, userId)` so chat jobs stay per user.
 */
export interface ChatCaller {
  platform: ChatPlatform;
  /** The platform's user id, as text. */
  userId: string;
  /** Session hash that owns the user's jobs. */
  owner: string;
  /** Where results and alerts are posted; stored with jobs and watches and handed back to its platform. */
  chat: ChatTarget;
}

/** The part of the price service the chat commands use (PriceService in src/core/prices satisfies it). */
export interface PriceLookup {
  /** Throws AppError invalid_appid, invalid_request (region), not_found or upstream_unavailable. */
  lookup(appid: unknown, region?: unknown): Promise<Game>;
  /** Up to 10 candidates, best first. */
  search(title: unknown): Promise<SearchCandidate[]>;
  /**
   * Many games of one region at once, batched per source (PriceService.refreshMany); null for a game
   * that could not be priced. Optional: without it the checker looks games up one by one.
   */
  refreshMany?(appids: readonly number[], region?: unknown): Promise<Map<number, Game | null>>;
}
