import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { Clock } from '../core/clock.ports.js';
import type { CachedGame, CachedSearch, PriceCache } from '../core/prices/price.ports.js';
import { DurableJsonFile } from './json-file.js';
import { deepFreeze } from '../core/deep-freeze.js';

/** Entries are the price service's own records; only what pruning relies on is checked, the rest kept as is. */
const entrySchema = z.looseObject({ fetchedAt: z.number() });
const cacheSchema = z.object({
  games: z.record(z.string(), entrySchema),
  searches: z.record(z.string(), entrySchema),
});

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
export class LowPriceCache implements PriceCache {
  readonly #file: DurableJsonFile<PriceCacheData>;
  #data: PriceCacheData;
  readonly #clock: Clock;
  readonly #maxAgeMs: number;
  readonly #writeDelayMs: number;
  #pending: Promise<void> | undefined;
  #lastPrune = 0;

  private constructor(file: DurableJsonFile<PriceCacheData>, data: PriceCacheData, opts: LowdbPriceCacheOptions) {
    this.#file = file;
    this.#data = data;
    this.#clock = opts.clock;
    this.#maxAgeMs = (opts.maxAgeS ?? 86_400) * 1000;
    this.#writeDelayMs = opts.writeDelayMs ?? 250;
  }

  static async open(dataDir: string, opts: LowdbPriceCacheOptions): Promise<LowPriceCache> {
    await mkdir(dataDir, { recursive: true });
    const file = new DurableJsonFile<PriceCacheData>(join(dataDir, 'prices.json'));
    let data: PriceCacheData;
    try {
      data = ((await file.read(cacheSchema as unknown as z.ZodType<PriceCacheData>)) ?? emptyData());
    } catch {
      data = emptyData(); // disposable: an unreadable cache starts empty
    }
    for (const table of [data.games, data.searches]) for (const entry of Object.values(table)) deepFreeze(entry);
    const cache = new LowPriceCache(file, data, opts);
    cache.#prune();
    return cache;
  }

  async getGame(key: string): Promise<CachedGame | undefined> {
    return own(this.#data.games, key);
  }

  setGame(key: string, entry: CachedGame): Promise<void> {
    this.#data.games[key] = deepFreeze(structuredClone(entry));
    return this.#scheduleWrite();
  }

  async getSearch(key: string): Promise<CachedSearch | undefined> {
    return own(this.#data.searches, key);
  }

  setSearch(key: string, entry: CachedSearch): Promise<void> {
    this.#data.searches[key] = deepFreeze(structuredClone(entry));
    return this.#scheduleWrite();
  }

  /** Entries held now (games and searches). */
  size(): number {
    return Object.keys(this.#data.games).length + Object.keys(this.#data.searches).length;
  }

  /** Drops every entry and writes the empty cache. */
  async clear(): Promise<void> {
    this.#data = emptyData();
    await this.#pending;
    await this.#file.write(this.#data);
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
        this.#file.write(this.#data).then(resolve, reject);
      }, this.#writeDelayMs);
    });
    return this.#pending;
  }

  #prune(): void {
    const now = this.#clock.now();
    if (now - this.#lastPrune < 60_000) return;
    this.#lastPrune = now;
    for (const table of [this.#data.games, this.#data.searches]) {
      for (const [key, entry] of Object.entries(table)) {
        if (now - entry.fetchedAt > this.#maxAgeMs) delete table[key];
      }
    }
  }
}

function emptyData(): PriceCacheData {
  return { games: {}, searches: {} };
}

/**
 * The entry itself: entries are copied and frozen once when written, so a caller can never change what the cache
 * holds, and a hit costs no copy (the profile found a structuredClone per hit at 9 % of a cached price lookup).
 */
function own<T>(table: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
