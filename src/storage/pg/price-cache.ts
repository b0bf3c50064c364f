import type { Redis } from 'ioredis';
import type pg from 'pg';
import { z } from 'zod';
import type { Clock } from '../../core/clock.ports.js';
import type { ManageablePriceCache } from '../../core/admin/manageable-price-cache.ports.js';
import type { CachedGame, CachedSearch } from '../../core/prices/price.ports.js';

// The game and search records are the price service's own; the cache only checks their outline.
const cachedGame = z.object({ game: z.record(z.string(), z.unknown()).nullable(), fetchedAt: z.number() });
const cachedSearch = z.object({
  results: z.array(z.object({ title: z.string(), appid: z.number() }).passthrough()),
  fetchedAt: z.number(),
});

type Kind = 'game' | 'search';

export interface PgPriceCacheOptions {
  pool: pg.Pool;
  /** For the single flight across processes; without it each process asks the sources on its own. */
  redis?: Redis;
  clock: Clock;
  /** How long a game answer is fresh (PRICE_CACHE_TTL_S) and a search answer. */
  gameTtlMs: number;
  searchTtlMs: number;
  /** Entries older than this are dropped (nothing older is ever served, even as stale). */
  maxAgeMs?: number;
  /** Longest a process waits for another one's refresh before asking the sources itself. */
  waitMs?: number;
}

/**
 * The price cache in PostgreSQL, shared by every process, with a single flight across processes: on a miss
 * the first process takes a short Redis lease for the key and refreshes; the others wait for its answer to
 * land in the table instead of asking the sources again. The lease ends when the answer is stored (or runs
 * out, if that process gave up), and a waiter that sees it end without a fresh answer refreshes itself.
 */
export class PgPriceCache implements ManageablePriceCache {
  readonly #o: PgPriceCacheOptions;
  #size = 0;
  #sizeAt = 0;

  constructor(opts: PgPriceCacheOptions) {
    this.#o = opts;
  }

  getGame(key: string): Promise<CachedGame | undefined> {
    return this.#get('game', key, this.#o.gameTtlMs) as Promise<CachedGame | undefined>;
  }

  setGame(key: string, entry: CachedGame): Promise<void> {
    return this.#set('game', key, entry);
  }

  getSearch(key: string): Promise<CachedSearch | undefined> {
    return this.#get('search', key, this.#o.searchTtlMs) as Promise<CachedSearch | undefined>;
  }

  setSearch(key: string, entry: CachedSearch): Promise<void> {
    return this.#set('search', key, entry);
  }

  /** Entries held, as last counted (counted again at most every 10 s). */
  size(): number {
    const now = this.#o.clock.now();
    if (now - this.#sizeAt > 10_000) {
      this.#sizeAt = now;
      this.#o.pool
        .query<{ n: number }>('SELECT count(*)::int AS n FROM price_cache')
        .then(({ rows }) => (this.#size = rows[0].n))
        .catch(() => undefined);
    }
    return this.#size;
  }

  async clear(): Promise<void> {
    await this.#o.pool.query('DELETE FROM price_cache');
    this.#size = 0;
  }

  async flush(): Promise<void> {}

  async #read(kind: Kind, key: string): Promise<CachedGame | CachedSearch | undefined> {
    const { rows } = await this.#o.pool.query<{ entry: unknown; fetched_at: string }>(
      'SELECT entry, fetched_at FROM price_cache WHERE kind = $1 AND key = $2 AND fetched_at > $3',
      [kind, key, this.#o.clock.now() - (this.#o.maxAgeMs ?? 86_400_000)],
    );
    if (rows.length === 0) return undefined;
    const parsed = (kind === 'game' ? cachedGame : cachedSearch).safeParse(rows[0].entry);
    return parsed.success ? (rows[0].entry as CachedGame | CachedSearch) : undefined;
  }

  async #get(kind: Kind, key: string, ttlMs: number): Promise<CachedGame | CachedSearch | undefined> {
    const fresh = (e: CachedGame | CachedSearch | undefined) => e !== undefined && this.#o.clock.now() - e.fetchedAt < ttlMs;
    const found = await this.#read(kind, key);
    const redis = this.#o.redis;
    if (fresh(found) || !redis) return found;
    const lease = `gametools:price-flight:${kind}:${key}`;
    const waitMs = this.#o.waitMs ?? 6_000;
    try {
      // We refresh: the caller sees the miss (or the stale entry) and asks the sources.
      if ((await redis.set(lease, '1', 'PX', waitMs, 'NX')) === 'OK') return found;
      const deadline = Date.now() + waitMs;
      while (Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
        const now = await this.#read(kind, key);
        if (fresh(now)) return now;
        if (!(await redis.exists(lease))) return now;
      }
    } catch {
      // Redis away: each process refreshes on its own, as without a fleet.
    }
    return this.#read(kind, key);
  }

  async #set(kind: Kind, key: string, entry: CachedGame | CachedSearch): Promise<void> {
    await this.#o.pool.query(
      `INSERT INTO price_cache (kind, key, fetched_at, entry) VALUES ($1, $2, $3, $4)
       ON CONFLICT (kind, key) DO UPDATE SET fetched_at = EXCLUDED.fetched_at, entry = EXCLUDED.entry`,
      [kind, key, entry.fetchedAt, JSON.stringify(entry)],
    );
    await this.#o.redis?.del(`gametools:price-flight:${kind}:${key}`).catch(() => undefined);
  }
}
