import type { CachedGame, CachedSearch, PriceCache } from './price.ports.js';

/** A PriceCache in process memory: for tests, and for running without a data directory. */
export class MemoryPriceCache implements PriceCache {
  readonly games = new Map<string, CachedGame>();
  readonly searches = new Map<string, CachedSearch>();

  async getGame(key: string): Promise<CachedGame | undefined> {
    return this.games.get(key);
  }

  async setGame(key: string, entry: CachedGame): Promise<void> {
    this.games.set(key, entry);
  }

  async getSearch(key: string): Promise<CachedSearch | undefined> {
    return this.searches.get(key);
  }

  async setSearch(key: string, entry: CachedSearch): Promise<void> {
    this.searches.set(key, entry);
  }
}
