/** Where a giveaway was read; one giveaway may be listed by several. */
export type GiveawaySourceName = 'gamerpower' | 'epic' | 'itad';

export const GIVEAWAY_KINDS = ['game', 'dlc', 'loot', 'beta'] as const;
/** What is given away: a whole game, a DLC, in-game loot, or access to a beta / early access. */
export type GiveawayKind = (typeof GIVEAWAY_KINDS)[number];

/** What the item usually costs, as the source states it. */
export interface Worth {
  amount: number;
  currency: string;
}

/** One item of one source's list, before it is merged with the other sources' view of it. */
export interface ListedGiveaway {
  source: GiveawaySourceName;
  /** The source's own id of the item (its wire id). */
  sourceId: string;
  /** The store's key (`epic`, `steam`, `gog`…): see `storeKey`. */
  store: string;
  title: string;
  kind: GiveawayKind;
  worth: Worth | null;
  /** Epoch ms; null when the source does not say. */
  startsAt: number | null;
  endsAt: number | null;
  /** Where the user claims it (a source's redirect when it asks for one). */
  url: string;
  image: string | null;
}

/**
 * One giveaway of one game at one store, merged from every source that lists it. `id` is derived from the store and
 * the title as compared (never from a source's id), so two sources listing it make one record, and one post.
 */
export interface Giveaway {
  id: string;
  store: string;
  title: string;
  kind: GiveawayKind;
  worth: Worth | null;
  startsAt: number | null;
  endsAt: number | null;
  url: string;
  image: string | null;
  /** The sources that listed it, in precedence order. */
  sources: GiveawaySourceName[];
  firstSeenAt: number;
  /** Last change users see (title, end, link, image, worth, ended): the feed's `updated`. */
  updatedAt: number;
  /** Last poll that found it in a list. */
  seenAt: number;
  endedAt: number | null;
  /** Bumped on every change users see; a post showing an older version is edited. */
  version: number;
}

/** What a follow, a feed or `/giveaways` asks for. */
export interface GiveawayFilter {
  /** Only this store's key; null: every store. */
  store: string | null;
  /** Only these kinds; empty: every kind. */
  kinds: GiveawayKind[];
  /** Whole games only (hides DLC, loot and betas): the same as kinds = [game]. */
  gamesOnly: boolean;
}
