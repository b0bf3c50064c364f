import type { Game, SearchCandidate } from '../prices/price.types.js';
import type { ChatPlatform, ChatTarget } from './chat-target.js';
import type { ChartImage } from './price-chart.js';
import type { AlertReason } from './watch.types.js';
import type { RuleState, WatchRules } from './watch-rule.js';

/**
 * One game on a group's shared wishlist (issue 41, 4b): a server channel's or a Telegram group's, managed by its
 * administrators. It is watched as a price watch is (the watch engine judges it), with the wishlist's rules: any
 * official cut, and a new official low. The members who pressed "Notify me" are kept apart (`WishlistMember`).
 */
export interface WishlistEntry {
  /** Short id, also in the buttons' payloads. */
  id: string;
  platform: ChatPlatform;
  /** The chat the list belongs to (`chatKey(chat)`). */
  chatKey: string;
  /** Where its posts go: the channel or group, never a reply to a member's command. */
  chat: ChatTarget;
  appid: number;
  title: string | null;
  region: string;
  currency: string;
  /** The platform user id of the administrator who added it. */
  addedBy: string;
  /** Always null: a wishlist waits for its rules, not a price. */
  target: null;
  rules: WatchRules;
  ruleState: RuleState | null;
  armed: boolean;
  knownLow: number | null;
  lastPrice: number | null;
  createdAt: number;
  lastCheckedAt: number | null;
  lastAlertAt: number | null;
  /** Set when the chat went away: kept, never checked. */
  disabledAt: number | null;
}

/** A member who asked to be pinged for one entry; `name` is what a Telegram mention shows. */
export interface WishlistMember {
  entryId: string;
  userId: string;
  name: string;
  at: number;
}

/** What a platform posts when a wishlisted game got a cut or a new low: one post per change per chat. */
export interface WishlistAlert {
  entry: Readonly<WishlistEntry>;
  game: Game;
  reasons: AlertReason[];
  price: number | null;
  /** Only these members are mentioned, in the order they opted in. */
  members: readonly WishlistMember[];
  chart: ChartImage | null;
}

/** A bot's side of wishlist alerts. Throwing keeps the entry's old state, so the next check tries again. */
export interface WishlistMessenger {
  alert(alert: WishlistAlert): Promise<void>;
  /** The chat will never accept a post (bot removed): its wishlist is switched off. */
  isDeadChat(err: unknown): boolean;
}

/** What `/wishlist` answered, as data: each bot words it in the chat's language. */
export type WishlistAnswer =
  | { kind: 'added'; entry: WishlistEntry; game: Game; already: boolean }
  | { kind: 'removed'; removed: WishlistEntry[]; which: string }
  | { kind: 'list'; entries: Array<{ entry: WishlistEntry; members: number }> }
  | { kind: 'choices'; query: string; choices: SearchCandidate[] }
  /** Adding and removing take the chat's administrators. */
  | { kind: 'admins_only' }
  /** A private chat has /watch for one person's games. */
  | { kind: 'groups_only' }
  | { kind: 'full'; max: number };

/** What a "Notify me" / "Stop" press answered. */
export type WishlistPress =
  | { kind: 'on' | 'off'; entry: WishlistEntry }
  /** The entry was removed (or the button came from another chat). */
  | { kind: 'gone' }
  | { kind: 'full'; max: number };
