import type { WishlistEntry, WishlistMember } from './wishlist.types.js';

/**
 * Shared wishlists of every chat (issue 41, 4b). Embedded: `wishlists.json` in DATA_DIR; scaled: the
 * `wishlist_entries` and `wishlist_members` tables (migration 052). Plain copies in and out.
 */
export interface WishlistStore {
  /** Every entry, or one chat's, oldest first. */
  list(chatKey?: string): Promise<WishlistEntry[]>;
  /** Inserts or replaces entries in one step. */
  put(entries: readonly WishlistEntry[]): Promise<void>;
  /** Removes entries and their members' opt-ins. */
  delete(ids: readonly string[]): Promise<void>;
  /** Opts a member in (`on`) or out of one entry's pings; answers the entry's member count after the change. */
  setMember(member: WishlistMember, on: boolean): Promise<number>;
  /** The members opted in to these entries, oldest opt-in first. */
  members(entryIds: readonly string[]): Promise<WishlistMember[]>;
  /** Disables the chat's enabled entries; answers how many changed. */
  disableChat(chatKey: string, at: number): Promise<number>;
  flush(): Promise<void>;
}
