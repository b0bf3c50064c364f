import type { ChatPlatform } from '../chat/chat-target.js';
import type { Deal, DealPost, DealQuery, DealSource, Follow } from './deal.types.js';

/** A deal as a list answers it, before the tracker gives it times and a version. */
export type ListedDeal = Omit<Deal, 'firstSeenAt' | 'updatedAt' | 'seenAt' | 'endedAt' | 'version' | 'queries'>;

/** What a direct lookup says about one deal today. */
export type DealCheck =
  | { state: 'on'; price: number; regular: number; cut: number }
  /** Back at (or above) its regular price, or no longer sold there: ended. */
  | { state: 'ended' }
  /** The lookup could not tell (game unknown to the source now, or the source failed). */
  | { state: 'unknown' };

/** One source's deals list: a page of a query, and a direct lookup of deals that left it. */
export interface DealListSource {
  name: DealSource;
  /** Whether the source can answer this query (CheapShark: US dollars only). */
  serves(query: DealQuery): boolean;
  /** One page of the list (never a crawl). Throws SourceFailure. */
  list(query: DealQuery, signal: AbortSignal): Promise<ListedDeal[]>;
  /** Looks the deals up directly, batched; a deal missing from the answer is unknown. Throws SourceFailure. */
  check(deals: readonly Deal[], signal: AbortSignal): Promise<Map<string, DealCheck>>;
}

/** Every tracked deal (shared by the processes of a fleet: one polls, all post and serve feeds). */
export interface DealStore {
  /** Deals not ended, plus those ended since `endedSince`, newest first. */
  list(endedSince: number): Promise<Deal[]>;
  get(ids: readonly string[]): Promise<Deal[]>;
  put(deals: readonly Deal[]): Promise<void>;
  /** Forgets deals ended before `before`; answers their ids. */
  prune(before: number): Promise<string[]>;
}

export interface FollowStore {
  /** Every follow, or one chat's, oldest first. */
  list(chatKey?: string): Promise<Follow[]>;
  put(follow: Follow): Promise<void>;
  delete(ids: readonly string[]): Promise<void>;
  /** Disables a chat's enabled follows; answers how many changed. */
  disableChat(chatKey: string, at: number): Promise<number>;
}

/** Posts of deals in chats. `claim` is the one conditional step that lets a single process send each post or edit. */
export interface DealPostStore {
  /**
   * Takes the right to bring this chat's post of the deal up to `version`: answers the post when it did not
   * exist, or showed an older version and nobody holds it (or the holder's lease ran out); null otherwise.
   */
  claim(
    key: { dealId: string; chatKey: string; followId: string; platform: ChatPlatform },
    version: number,
    holder: string,
    now: number,
    leaseMs: number,
  ): Promise<DealPost | null>;
  /** The holder's send went through: the chat shows `version` in `messageId`. */
  settle(dealId: string, chatKey: string, holder: string, messageId: string, version: number, now: number): Promise<void>;
  /** The holder gives the claim back (a failed send); another pass may try again. */
  release(dealId: string, chatKey: string, holder: string): Promise<void>;
  /** The chat is gone: its posts are never sent or edited again. */
  dropChat(chatKey: string): Promise<number>;
  /** Posts of these deals (for edits). */
  ofDeals(dealIds: readonly string[]): Promise<DealPost[]>;
  /** Forgets the posts of deals no longer tracked. */
  forgetDeals(dealIds: readonly string[]): Promise<void>;
}

/** What a post shows; each bot words it. */
export interface DealView {
  deal: Deal;
  /** The role to mention (Discord), only on the first post. */
  roleId: string | null;
}

/**
 * A bot's side of deal posts: send a new one and edit it in place. Throwing leaves the claim to expire (retried);
 * `isDeadChat` says the chat will never accept it.
 */
export interface DealMessenger {
  post(follow: Follow, view: DealView): Promise<string>;
  edit(follow: Follow, messageId: string, view: DealView): Promise<void>;
  isDeadChat(err: unknown): boolean;
  /** Sends a second may make across every chat of the platform (Telegram about 30). */
  perSecond: number;
  /** Least time between two sends into one chat (Telegram groups: 20 a minute). */
  chatGapMs: number;
}
