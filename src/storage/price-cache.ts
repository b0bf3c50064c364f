import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Low } from 'lowdb';
import { JSONFile } from 'lowdb/node';
import type { Clock } from '../core/clock.js';
import type { CachedGame, CachedSearch, PriceCache } from '../core/prices/price.ports.js';

interface PriceCacheData {
  games: Record<string, CachedGame>;
  searches: Record<string, CachedSearch>;
}

export interface LowdbPriceCacheOptions {
  clock: Clock;
  /** Entries older than this are dropped (nothing older is ever served, even as stale). */
  maxAgeS?: number;
  /** Writes within this many ms are gathered into one (each write serialises the whole file). */
  writeDelayMs?: number;
}

/**
 * The price cache in `<dataDir>/prices.json`. Reads come from memory; writes are batched and go through
 * lowdb's steno writer (atomic rename), so a crash leaves either the old or the new file, never half of one.
 * The file is disposable: an unreadable one is replaced by an empty cache.
 */
export class LowdbPriceCache implements PriceCache {
  readonly #db: Low<PriceCacheData>;
  readonly #clock: Clock;
  readonly #maxAgeMs: number;
  readonly #writeDelayMs: number;
  #pending: Promise<void> | undefined;
  #lastPrune = 0;

  private constructor(db: Low<PriceCacheData>, opts: LowdbPriceCacheOptions) {
    this.#db = db;
    this.#clock = opts.clock;
    this.#maxAgeMs = (opts.maxAgeS ?? 86_400) * 1000;
    this.#writeDelayMs = opts.writeDelayMs ?? 250;
  }

  static async open(dataDir: string, opts: LowdbPriceCacheOptions): Promise<LowdbPriceCache> {
    await mkdir(dataDir, { recursive: true });
    const db = new Low<PriceCacheData>(new JSONFile(join(dataDir, 'prices.json')), emptyData());
    try {
      await db.read();
    } catch {
      db.data = emptyData();
    }
    if (!isCacheData(db.data)) db.data = emptyData();
    const cache = new LowdbPriceCache(db, opts);
    cache.#prune();
    return cache;
  }

  async getGame(key: string): Promise<CachedGame | undefined> {
    return own(this.#db.data.games, key);
  }

  setGame(key: string, entry: CachedGame): Promise<void> {
    this.#db.data.games[key] = entry;
    return this.#scheduleWrite();
  }

  async getSearch(key: string): Promise<CachedSearch | undefined> {
    return own(this.#db.data.searches, key);
  }

  setSearch(key: string, entry: CachedSearch): Promise<void> {
    this.#db.data.searches[key] = entry;
    return this.#scheduleWrite();
  }

  /** Entries held now (games and searches). */
  size(): number {
    return Object.keys(this.#db.data.games).length + Object.keys(this.#db.data.searches).length;
  }

  /** Drops every entry and writes the empty cache. */
  async clear(): Promise<void> {
    this.#db.data = emptyData();
    await this.#pending;
    await this.#db.write();
  }

  /** Writes whatever is pending now (for shutdown). */
  async flush(): Promise<void> {
    await this.#pending;
  }

  #scheduleWrite(): Promise<void> {
    this.#pending ??= new Promise<void>((resolve, reject) => {
      setTimeout(() => {
        this.#pending = undefined;
        this.#prune();
        this.#db.write().then(resolve, reject);
      }, this.#writeDelayMs);
    });
    return this.#pending;
  }

  #prune(): void {
    const now = this.#clock.now();
    if (now - this.#lastPrune < 60_000) return;
    this.#lastPrune = now;
    for (const table of [this.#db.data.games, this.#db.data.searches]) {
      for (const [key, entry] of Object.entries(table)) {
        if (now - entry.fetchedAt > this.#maxAgeMs) delete table[key];
      }
    }
  }
}

function emptyData(): PriceCacheData {
  return { games: {}, searches: {} };
}

function own<T>(table: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

function isCacheData(data: unknown): data is PriceCacheData {
  if (typeof data !== 'object' || data === null) return false;
  const { games, searches } = data as Record<string, unknown>;
  return typeof games === 'object' && games !== null && typeof searches === 'object' && searches !== null;
}
