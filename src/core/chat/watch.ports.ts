import type { Watch } from './watch.types.js';

/** Price watches of every platform. Async, plain copies in and out. */
export interface WatchStore {
  /** Every watch, or one owner's, oldest first. */
  list(owner?: string): Promise<Watch[]>;
  /** Inserts or replaces several watches in one step. */
  put(watches: readonly Watch[]): Promise<void>;
  delete(ids: readonly string[]): Promise<void>;
  /** Disables the enabled watches posting into this chat (`chatKey`); answers how many changed. */
  disableChat(chatKey: string, at: number): Promise<number>;
}
