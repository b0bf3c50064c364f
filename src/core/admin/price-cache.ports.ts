import type { PriceCacheStats } from './observed-price-cache.js';

/** What the admin panel reads of the price cache: its counts, and a way to empty it. */
export interface PriceCacheView {
  stats(): PriceCacheStats;
  /** Answers whether the cache could be emptied. */
  clear(): Promise<boolean>;
}
