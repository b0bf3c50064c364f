import type { ChatPlatform, ChatTarget } from '../chat/chat-target.js';
import type { BundleFilter } from '../bundles/bundle.types.js';
import type { GiveawayFilter } from '../giveaways/giveaway.types.js';

/** Where a deal came from; its id and links belong to that source. */
export type DealSource = 'cheapshark' | 'itad';

/**
 * One game at one shop at one price, as a deal list shows it. `id` is stable for the life of the deal
 * (source, game and shop), so a price change is the same deal in a new version, never a new deal.
 */
export interface Deal {
  id: string;
  source: DealSource;
  /** The source's game id (the direct lookup that confirms an end asks for it). */
  gameId: string;
  /** The source's shop id. */
  shopId: string;
  title: string;
  shop: string;
  price: number;
  regular: number;
  /** Discount in whole percent, 0–100. */
  cut: number;
  currency: string;
  /** Region whose prices these are (CheapShark: `us`). */
  region: string;
  /** The source's redirect link: users reach the shop through it, as the sources ask. */
  url: string;
  image: string | null;
  /**
   * What is sold, when the source says (IsThereAnyDeal's `type`): `games_only` hides everything but `game`. Absent
   * or null: judged by the title (a soundtrack, a DLC or a season pass says so there).
   */
  kind?: DealKind | null;
  /** When the shop says the offer ends (epoch ms), when the source knows. */
  expiresAt: number | null;
  firstSeenAt: number;
  /** Last time anything users see changed (price, end): the feed's `updated`. */
  updatedAt: number;
  /** Last poll that found the deal in its list. */
  seenAt: number;
  /** Set once a direct lookup confirmed the price went back up. */
  endedAt: number | null;
  /** Bumped on every change users see; a post showing an older version is edited. */
  version: number;
  /** Keys of the list queries that showed it: only a poll of one of them can find it missing. */
  queries: string[];
}

export type DealKind = 'game' | 'dlc' | 'package' | 'soundtrack';

/** What a follow (or a feed, or `/deals`) asks for. Prices are in the filter's currency. */
export interface DealFilter {
  free: boolean;
  /** Price at most this. */
  under: number | null;
  /** Cut at least this percent. */
  minCut: number | null;
  /** Only this shop (name, lower case). */
  store: string | null;
  region: string;
  /** Only deals in this currency; null: any. */
  currency: string | null;
  /** Shops never shown (dealbot's "ignored sellers"), lower case. */
  ignoredStores: string[];
  /** Whole games only: no DLC, soundtrack or package (issue 41). Absent on follows made before it: false. */
  gamesOnly?: boolean;
}

/**
 * One question a deal list can answer in one request: every filter of the same class is served by the same poll,
 * so a thousand follows of "free" cost one request a period.
 */
export interface DealQuery {
  kind: 'free' | 'under' | 'cut';
  /** Upper price for `under` (rounded up to a whole unit, so close filters share a query). */
  upper: number | null;
  /** Shop name as users write it (lower case), or null for every shop; each source maps it to its own id. */
  store: string | null;
  region: string;
}

/** A chat following a filter: each new matching deal is posted there once. */
export interface Follow {
  /** Short id users type in `/unfollow`. */
  id: string;
  platform: ChatPlatform;
  /** `chatKey` of the chat: the follow belongs to the chat, not to the member who made it. */
  chatKey: string;
  chat: ChatTarget;
  /** Who made it (platform user id). */
  createdBy: string;
  filter: DealFilter;
  /**
   * Set on a follow of giveaways (issue 41): its posts are free-to-keep giveaways matching this, and `filter` is
   * not used. Kept in the same store so /following, /unfollow, the per-chat cap and a gone chat treat both alike.
   */
  giveaways?: GiveawayFilter;
  /** Set on a follow of new bundles (issue 41): its posts are new bundles matching this, and `filter` is not used. */
  bundles?: BundleFilter;
  /** Discord role mentioned in each post (only that role). */
  roleId: string | null;
  createdAt: number;
  /** Set when the chat went away: the follow is kept but never posted to. */
  disabledAt: number | null;
}

/** One post of one deal in one chat; its claim makes the post (and each edit) happen once across processes. */
export interface DealPost {
  dealId: string;
  chatKey: string;
  followId: string;
  platform: ChatPlatform;
  /** Null until the platform answered the first send. */
  messageId: string | null;
  /** The deal version the chat shows now (0: nothing shown yet). */
  shownVersion: number;
  /** `sending` while a process holds it (until `leaseUntil`), `shown` otherwise. */
  state: 'sending' | 'shown' | 'dropped';
  holder: string | null;
  leaseUntil: number;
  updatedAt: number;
}
