import type { Follow } from '../deals/deal.types.js';
import type { Bundle, ListedBundle } from './bundle.types.js';

/**
 * One bundle list: the current bundles in one request (never a crawl). Throws SourceFailure when the list as a whole
 * could not be read; a row it cannot read is left out and counted in `skipped`.
 */
export interface BundleSource {
  name: string;
  list(signal: AbortSignal): Promise<{ items: ListedBundle[]; skipped: number }>;
}

/** Every bundle the fleet has seen, shared by its processes (one polls, all post). */
export interface BundleStore {
  /** Bundles seen by a poll at or after `seenSince`, newest first. */
  list(seenSince: number): Promise<Bundle[]>;
  put(bundles: readonly Bundle[]): Promise<void>;
  /** Forgets bundles last seen before `before`; answers their ids. */
  prune(before: number): Promise<string[]>;
}

/** A bot's side of bundle posts. Throwing leaves the claim to expire (retried); `isDeadChat` says the chat is gone. */
export interface BundleMessenger {
  post(follow: Follow, bundle: Bundle, now: number, roleId: string | null): Promise<string>;
  isDeadChat(err: unknown): boolean;
  /** Sends a second across every chat of the platform. */
  perSecond: number;
  /** Least time between two sends into one chat. */
  chatGapMs: number;
}
