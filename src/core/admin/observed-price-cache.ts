import type { CachedGame, CachedSearch, PriceCache } from '../prices/price.ports.js';
import type { ManageablePriceCache } from './manageable-price-cache.ports.js';

export interface PriceCacheStats {
  /** Entries held, or null when the cache cannot tell. */
  entries: number | null;
  hits: number;
  misses: number;
  /** hits / (hits + misses), or null before the first read. */
  hit_rate: number | null;
  /** Whether `clear` works with this cache. */
  clearable: boolean;
}

/**
 * Wraps the price cache to count hits and misses for the admin panel. A hit is any read that found an entry,
 * fresh or stale: the price service decides freshness, the cache only answers what it holds.
 */
export class ObservedPriceCache implements PriceCache {
  #hits = 0;
  #misses = 0;

  constructor(private readonly inner: ManageablePriceCache) {}

  async getGame(key: string): Promise<CachedGame | undefined> {
    return this.#count(await this.inner.getGame(key));
  }

  setGame(key: string, entry: CachedGame): Promise<void> {
    return this.inner.setGame(key, entry);
  }

  async getSearch(key: string): Promise<CachedSearch | undefined> {
    return this.#count(await this.inner.getSearch(key));
  }

  setSearch(key: string, entry: CachedSearch): Promise<void> {
    return this.inner.setSearch(key, entry);
  }

  /** Passes through, so this wrapper can stand where the inner cache stood. */
  async flush(): Promise<void> {
    await this.inner.flush?.();
  }

  stats(): PriceCacheStats {
    const reads = this.#hits + this.#misses;
    return {
      entries: this.inner.size ? this.inner.size() : null,
      hits: this.#hits,
      misses: this.#misses,
      hit_rate: reads === 0 ? null : this.#hits / reads,
      clearable: typeof this.inner.clear === 'function',
    };
  }

  /** Empties the cache and starts the counters again; false when the inner cache cannot be cleared. */
  async clear(): Promise<boolean> {
    if (!this.inner.clear) return false;
    await this.inner.clear();
    this.#hits = 0;
    this.#misses = 0;
    return true;
  }

  #count<T>(entry: T | undefined): T | undefined {
    if (entry === undefined) this.#misses++;
    else this.#hits++;
    return entry;
  }
}
