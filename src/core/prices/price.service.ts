import type { Clock } from '../clock.ports.js';
import { AppError, isAppError } from '../errors.js';
import { SourceBackoff } from './backoff.js';
import { mergeGame } from './merge.js';
import type { ExtrasSource } from './extras.ports.js';
import type { ExtrasReport } from './extras.types.js';
import { mergeExtras } from './extras-merge.js';
import type { CachedGame, CachedSearch, PriceCache, PriceSource } from './price.ports.js';
import type { Game, SearchCandidate, SourceName, SourceReport } from './price.types.js';
import { byPrecedence } from './price.types.js';
import { parseAppid, parseRegion } from './region.js';
import { SingleFlight } from './single-flight.js';
import { SourceFailure } from './source-failure.js';
import type { ComputedAnswer } from './history/history.service.js';

export interface PriceServiceOptions {
  sources: readonly PriceSource[];
  /**
   * Sources of bundles and subscriptions (issue 41): asked beside the price sources on a single lookup, within the
   * same deadline, single flight and cache entry; their failure never fails the lookup.
   */
  extras?: readonly ExtrasSource[];
  cache: PriceCache;
  clock: Clock;
  /** Region used when a caller names none (PRICE_REGION). */
  defaultRegion?: string;
  /**
   * Put before every cache key, so a second service over fewer sources (Steam alone, for regional prices) can
   * share the cache without reading the merged answers of the first. Must end with ':' when set.
   */
  cacheScope?: string;
  /** How long an answer is served from the cache without asking the sources (PRICE_CACHE_TTL_S). */
  ttlS?: number;
  /** How old a cached answer may be and still be served (as stale) while every source is down. */
  staleMaxS?: number;
  searchTtlS?: number;
  /** Deadline for one source to answer one lookup, all its upstream calls included. */
  timeoutMs?: number;
  /** Lookups of one batch running at once, so a batch cannot flood the upstreams. */
  batchConcurrency?: number;
  /** Told about every source failure and cache write error (for logs); never throws back. */
  onEvent?: (event: PriceServiceEvent) => void;
  /** Told how each request to a source went and how long it took (for metrics); never throws back. */
  onSourceResult?: (result: SourceResult) => void;
  /** Told about every answer computed from the sources (price history records it); never throws back. */
  onAnswer?: (answer: ComputedAnswer) => void;
}

export type PriceServiceEvent =
  | { type: 'source_failed'; source: SourceName; reason: string }
  | { type: 'cache_write_failed'; error: unknown };

/** One request to one source: `backoff` means it was not asked because it told us to wait. */
export interface SourceResult {
  source: SourceName;
  outcome: 'ok' | 'error' | 'timeout' | 'backoff';
  ms: number;
}

export const MAX_BATCH = 100;
export const MAX_SEARCH_RESULTS = 10;
const MAX_TITLE_LENGTH = 100;

type Outcome<T> = { source: SourceName; ok: true; value: T } | { source: SourceName; ok: false; reason: string };

export class PriceService {
  readonly #sources: readonly PriceSource[];
  readonly #extras: readonly ExtrasSource[];
  readonly #cache: PriceCache;
  readonly #clock: Clock;
  readonly #defaultRegion: string;
  readonly #scope: string;
  readonly #ttlMs: number;
  readonly #staleMaxMs: number;
  readonly #searchTtlMs: number;
  readonly #timeoutMs: number;
  readonly #batchConcurrency: number;
  readonly #onEvent: (event: PriceServiceEvent) => void;
  readonly #onSourceResult: (result: SourceResult) => void;
  readonly #onAnswer: (answer: ComputedAnswer) => void;
  readonly #backoff: SourceBackoff;
  readonly #games = new SingleFlight<Game>();
  readonly #searches = new SingleFlight<SearchCandidate[]>();

  constructor(opts: PriceServiceOptions) {
    this.#sources = byPrecedence(opts.sources, (s) => s.name);
    this.#extras = opts.extras ?? [];
    this.#cache = opts.cache;
    this.#clock = opts.clock;
    this.#defaultRegion = parseRegion(opts.defaultRegion ?? 'us');
    this.#scope = opts.cacheScope ?? '';
    this.#ttlMs = (opts.ttlS ?? 600) * 1000;
    this.#staleMaxMs = Math.max(this.#ttlMs, (opts.staleMaxS ?? 86_400) * 1000);
    this.#searchTtlMs = (opts.searchTtlS ?? 3600) * 1000;
    this.#timeoutMs = opts.timeoutMs ?? 5000;
    this.#batchConcurrency = Math.max(1, opts.batchConcurrency ?? 8);
    this.#onEvent = opts.onEvent ?? (() => {});
    this.#onSourceResult = opts.onSourceResult ?? (() => {});
    this.#onAnswer = opts.onAnswer ?? (() => {});
    this.#backoff = new SourceBackoff(opts.clock);
  }

  /** Names of the configured sources, in precedence order. */
  get sourceNames(): SourceName[] {
    return this.#sources.map((s) => s.name);
  }

  /**
   * One game's prices. Throws AppError invalid_appid, invalid_request (region), not_found or
   * upstream_unavailable. The returned record is shared with the cache: do not modify it.
   */
  async lookup(appidInput: unknown, regionInput?: unknown): Promise<Game> {
    const appid = parseAppid(appidInput);
    const region = this.#region(regionInput);
    const key = `${this.#scope}${region}:${appid}`;
    const cached = await this.#cache.getGame(key);
    if (cached && this.#clock.now() - cached.fetchedAt < this.#ttlMs) return answerFrom(cached, appid, false);
    return this.#games.run(key, () => this.#refresh(key, appid, region, cached));
  }

  /** Several games; an id no source knows (or none could be asked about) maps to null. */
  async lookupMany(appidsInput: readonly unknown[], regionInput?: unknown): Promise<Record<string, Game | null>> {
    if (appidsInput.length === 0) {
      throw new AppError('invalid_appid', 'appids: give at least one appid', { field: 'appids' });
    }
    if (appidsInput.length > MAX_BATCH) {
      throw new AppError('invalid_request', `appids: at most ${MAX_BATCH} ids per request`, { field: 'appids' });
    }
    const ids = [...new Set(appidsInput.map(parseAppid))];
    const region = this.#region(regionInput);
    const games = new Map<number, Game | null>();
    let unavailable: AppError | undefined;
    let unavailableCount = 0;
    let next = 0;
    const worker = async () => {
      while (next < ids.length) {
        const id = ids[next++];
        try {
          games.set(id, await this.lookup(id, region));
        } catch (err) {
          if (!isAppError(err) || (err.code !== 'not_found' && err.code !== 'upstream_unavailable')) throw err;
          games.set(id, null);
          if (err.code === 'upstream_unavailable') {
            unavailable = err;
            unavailableCount++;
          }
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.#batchConcurrency, ids.length) }, worker));
    if (unavailable && unavailableCount === ids.length) throw unavailable;
    const out: Record<string, Game | null> = {};
    for (const id of ids) out[String(id)] = games.get(id) ?? null;
    return out;
  }

  /** Up to 10 `{title, appid}` candidates for a title, best matches first. */
  async search(titleInput: unknown): Promise<SearchCandidate[]> {
    const title = parseTitle(titleInput);
    const key = `${this.#scope}q:${title.toLowerCase()}`;
    const cached = await this.#cache.getSearch(key);
    if (cached && this.#clock.now() - cached.fetchedAt < this.#searchTtlMs) return cached.results;
    return this.#searches.run(key, () => this.#refreshSearch(key, title, cached));
  }

  #region(input: unknown): string {
    return input === undefined || input === null || input === '' ? this.#defaultRegion : parseRegion(input);
  }

  /**
   * Many games of one region for a background check (price alerts): answers still fresh in the cache are
   * used; for the rest each source is asked in as few calls as it allows (`lookupMany`, `batchSize` ids a
   * call), a source without a multi-id lookup once per game, a few at a time. Each game is then merged and
   * cached as `lookup` would. An id no source knows, or that could not be priced, maps to null.
   */
  async refreshMany(appidsInput: readonly unknown[], regionInput?: unknown): Promise<Map<number, Game | null>> {
    const ids = [...new Set(appidsInput.map(parseAppid))];
    const region = this.#region(regionInput);
    const out = new Map<number, Game | null>();
    const due: Array<{ appid: number; key: string; cached: CachedGame | undefined }> = [];
    for (const appid of ids) {
      const key = `${this.#scope}${region}:${appid}`;
      const cached = await this.#cache.getGame(key);
      if (cached && this.#clock.now() - cached.fetchedAt < this.#ttlMs) out.set(appid, cached.game);
      else due.push({ appid, key, cached });
    }
    if (due.length === 0) return out;
    const fetchedAt = this.#clock.now();
    const asked = this.#sources.filter((s) => s.supportsRegion(region));
    const perGame = new Map<number, Outcome<SourceReport | null>[]>(due.map((d) => [d.appid, []]));
    const dueIds = due.map((d) => d.appid);
    await Promise.all(
      asked.map(async (source) => {
        if (source.lookupMany) {
          const size = Math.max(1, source.batchSize ?? MAX_BATCH);
          for (let i = 0; i < dueIds.length; i += size) {
            const chunk = dueIds.slice(i, i + size);
            const outcome = await this.#ask(source.name, (signal) => source.lookupMany!(chunk, region, signal));
            if (!outcome.ok) {
              // A failed batch is retried game by game (unless the source is backing off), so one bad batch answer costs no prices.
              for (const appid of chunk) {
                perGame.get(appid)!.push(await this.#ask(source.name, (signal) => source.lookup(appid, region, signal)));
              }
              continue;
            }
            for (const appid of chunk) {
              perGame.get(appid)!.push(
                outcome.ok ? { source: source.name, ok: true, value: outcome.value.get(appid) ?? null } : outcome,
              );
            }
          }
          return;
        }
        let next = 0;
        const worker = async () => {
          while (next < dueIds.length) {
            const appid = dueIds[next++];
            perGame.get(appid)!.push(await this.#ask(source.name, (signal) => source.lookup(appid, region, signal)));
          }
        };
        await Promise.all(Array.from({ length: Math.min(this.#batchConcurrency, dueIds.length) }, worker));
      }),
    );
    for (const { appid, key, cached } of due) {
      try {
        out.set(appid, this.#settle(key, appid, region, cached, perGame.get(appid)!, fetchedAt));
      } catch (err) {
        if (!isAppError(err)) throw err;
        out.set(appid, null);
      }
    }
    return out;
  }

  async #refresh(key: string, appid: number, region: string, cached: CachedGame | undefined): Promise<Game> {
    const fetchedAt = this.#clock.now();
    const asked = this.#sources.filter((s) => s.supportsRegion(region));
    const extrasAsked = this.#extras.filter((s) => s.supportsRegion(region));
    const [outcomes, extras] = await Promise.all([
      Promise.all(asked.map((s) => this.#ask(s.name, (signal) => s.lookup(appid, region, signal)))),
      Promise.all(extrasAsked.map((s) => this.#ask(s.name, (signal) => s.extras(appid, region, signal)))),
    ]);
    const reports = extras.flatMap((o) => (o.ok && o.value !== null ? [o.value] : []));
    return this.#settle(key, appid, region, cached, outcomes, fetchedAt, extrasAsked.length > 0 ? reports : undefined);
  }

  /** One game from what its sources answered: merged and cached, or an older answer, or a refusal. */
  #settle(
    key: string,
    appid: number,
    region: string,
    cached: CachedGame | undefined,
    outcomes: Outcome<SourceReport | null>[],
    fetchedAt: number,
    /** Undefined when no source of bundles was asked (a batch refresh): the cached entry's lists are kept then. */
    extras?: readonly ExtrasReport[],
  ): Game {
    const answered = outcomes.filter((o) => o.ok);
    const failed = outcomes.filter((o) => !o.ok);
    const servable = cached !== undefined && this.#clock.now() - cached.fetchedAt <= this.#staleMaxMs;

    if (answered.length === 0) {
      if (servable) return answerFrom(cached, appid, true);
      throw unavailable('price', failed);
    }
    const reports = answered.map((o) => o.value).filter((r): r is SourceReport => r !== null);
    const merged = mergeGame({ appid, region, reports, answered: answered.map((o) => o.source), fetchedAt });
    const game = merged && withExtras(merged, extras === undefined ? undefined : mergeExtras(extras, fetchedAt), cached?.game ?? null);
    if (game === null) {
      if (failed.length > 0) {
        // A source that failed may know the game: prefer an older answer, and do not remember the miss.
        if (servable && cached.game) return answerFrom(cached, appid, true);
        throw notFound(appid);
      }
      this.#store(() => this.#cache.setGame(key, { game: null, fetchedAt }));
      throw notFound(appid);
    }
    this.#store(() => this.#cache.setGame(key, { game, fetchedAt }));
    try {
      this.#onAnswer({ appid, region, game, reports, fetchedAt });
    } catch {
      // Recording history must not change the answer.
    }
    return game;
  }

  async #refreshSearch(key: string, title: string, cached: CachedSearch | undefined): Promise<SearchCandidate[]> {
    const searchable = this.#sources.filter((s) => s.search !== undefined);
    const outcomes = await Promise.all(
      searchable.map((s) => this.#ask(s.name, (signal) => s.search!(title, signal))),
    );
    const answered = outcomes.filter((o) => o.ok);
    if (answered.length === 0) {
      if (cached && this.#clock.now() - cached.fetchedAt <= this.#staleMaxMs) return cached.results;
      throw unavailable('search', outcomes.filter((o) => !o.ok));
    }
    const seen = new Set<number>();
    const results: SearchCandidate[] = [];
    for (const outcome of answered) {
      for (const candidate of outcome.value) {
        if (results.length >= MAX_SEARCH_RESULTS) break;
        if (seen.has(candidate.appid)) continue;
        seen.add(candidate.appid);
        results.push(candidate);
      }
    }
    this.#store(() => this.#cache.setSearch(key, { results, fetchedAt: this.#clock.now() }));
    return results;
  }

  /** Asks one source within the deadline, unless it is backing off; never throws. */
  async #ask<T>(source: SourceName, work: (signal: AbortSignal) => Promise<T>): Promise<Outcome<T>> {
    const wait = this.#backoff.remainingS(source);
    if (wait > 0) {
      this.#report(source, 'backoff', 0);
      return this.#failed(source, `rate limited upstream, next try in ${wait} s`);
    }
    const signal = AbortSignal.timeout(this.#timeoutMs);
    const started = performance.now();
    try {
      const value = await withDeadline(work(signal), signal);
      this.#report(source, 'ok', performance.now() - started);
      return { source, ok: true, value };
    } catch (err) {
      if (err instanceof SourceFailure && err.retryAfterS !== undefined) this.#backoff.pause(source, err.retryAfterS);
      this.#report(source, signal.aborted ? 'timeout' : 'error', performance.now() - started);
      if (signal.aborted) return this.#failed(source, `no answer within ${this.#timeoutMs} ms`);
      return this.#failed(source, err instanceof SourceFailure ? err.message : 'unexpected error');
    }
  }

  #report(source: SourceName, outcome: SourceResult['outcome'], ms: number): void {
    try {
      this.#onSourceResult({ source, outcome, ms });
    } catch {
      // An observer's failure must not change the answer.
    }
  }

  #failed(source: SourceName, reason: string): Outcome<never> {
    this.#onEvent({ type: 'source_failed', source, reason });
    return { source, ok: false, reason };
  }

  /** Cache writes are not awaited: the answer does not wait for the disk. */
  #store(write: () => Promise<void>): void {
    write().catch((error: unknown) => this.#onEvent({ type: 'cache_write_failed', error }));
  }
}

/**
 * The merged game with its bundles and subscriptions: the fresh lists when a source of them answered, else the ones
 * an earlier answer held (a failed or skipped source must not wipe what the card showed), else none.
 */
function withExtras(game: Game, fresh: ReturnType<typeof mergeExtras> | undefined, previous: Game | null): Game {
  const lists = fresh ?? (previous?.bundles || previous?.subscriptions ? { bundles: previous.bundles ?? [], subscriptions: previous.subscriptions ?? [] } : null);
  return lists ? { ...game, bundles: lists.bundles, subscriptions: lists.subscriptions } : game;
}

function answerFrom(entry: CachedGame, appid: number, stale: boolean): Game {
  if (entry.game === null) throw notFound(appid);
  return stale ? { ...entry.game, stale: true } : entry.game;
}

function notFound(appid: number): AppError {
  return new AppError('not_found', `no price source knows appid ${appid}`);
}

/** Every source of one kind failed: the refusal names each with its reason. */
function unavailable(kind: 'price' | 'search', failed: readonly Outcome<unknown>[]): AppError {
  const reasons =
    failed.length === 0 ? 'no source serves this request' : failed.map((f) => `${f.source} (${f.ok ? 'ok' : f.reason})`).join(', ');
  return new AppError('upstream_unavailable', `no ${kind} source answered: ${reasons}`, { sources: failed.map((f) => f.source) });
}

function parseTitle(input: unknown): string {
  const title = typeof input === 'string' ? input.replace(/\s+/g, ' ').trim() : '';
  if (title.length === 0 || title.length > MAX_TITLE_LENGTH) {
    throw new AppError('invalid_request', `q: give a title of 1 to ${MAX_TITLE_LENGTH} characters`, { field: 'q' });
  }
  return title;
}

/** Settles with the work or rejects when the deadline passes, whichever comes first. */
function withDeadline<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (err: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(err);
      },
    );
  });
}
