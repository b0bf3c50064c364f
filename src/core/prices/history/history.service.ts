import type { Clock } from '../../clock.ports.js';
import { AppError } from '../../errors.js';
import type { Game, SourceName, SourceReport } from '../price.types.js';
import { parseAppid, parseRegion } from '../region.js';
import { SingleFlight } from '../single-flight.js';
import type { PriceHistoryStore } from './history.ports.js';
import type { HistoryKind, HistoryPoint, HistorySeries, HistoryWrite, Lows, ReportedLows } from './history.types.js';
import { DerivedHistoryMemo, type DeriveHistory } from './derived.js';
import { DAY_MS, HOUR_MS, hourOf, pointsFromAnswer } from './points.js';
import { pointsFromShopLog, type ShopLog } from './shop-log.js';

/** What the price service computed for one game: the merged answer and the reports it was built from. */
export interface ComputedAnswer {
  appid: number;
  region: string;
  game: Game;
  reports: readonly SourceReport[];
  fetchedAt: number;
}

/** A source's price log since a moment (IsThereAnyDeal's history); null when it does not know the game. */
export interface HistoryImporter {
  source: SourceName;
  log(appid: number, region: string, since: number, signal: AbortSignal): Promise<ShopLog | null>;
}

export interface PriceHistoryOptions {
  store: PriceHistoryStore;
  clock: Clock;
  /** One game's current answer (PriceService.lookup); a history answer starts with one, as a lookup costs. */
  lookup: (appid: number, region: string) => Promise<Game>;
  defaultRegion: string;
  /** PRICE_HISTORY_DAYS: points older than this are dropped. */
  retentionDays: number;
  importer?: HistoryImporter;
  timeoutMs?: number;
  /** Told about failed writes and imports (for logs); never throws back. */
  onEvent?: (event: HistoryEvent) => void;
  /** Thins a series and computes its lows (`deriveHistory`); run once per revision of a series, not per answer. */
  derive?: DeriveHistory;
}

export type HistoryEvent = { type: 'history_write_failed'; error: unknown } | { type: 'history_import_failed'; source: SourceName; reason: string };

export const MIN_DAYS = 1;
export const MAX_DAYS = 3650;
export const DEFAULT_DAYS = 365;

/** Which inputs a series holds: our own observations, an imported log, reported lows. */
export type HistorySourceName = 'observed' | SourceName;

export interface HistoryAnswer {
  appid: number;
  region: string;
  currency: string;
  /** Points of the period, plus the last one of each kind before it (the price in effect when it starts). */
  points: HistoryPoint[];
  lows: Lows;
  sources: HistorySourceName[];
  /** The period shown: [from, to] in ms. */
  from: number;
  to: number;
  /** False when the series cannot draw more than a flat line yet (no change seen and under two days observed). */
  enough: boolean;
  /** Changes whenever the stored series does (cache keys). */
  rev: number;
  game: Game;
}

/** A failed import is not retried for this long, so a down upstream is not asked on every chart. */
const IMPORT_RETRY_MS = HOUR_MS;
/** Gate entries kept in memory; beyond it the oldest are forgotten (they only save writes). */
const GATE_SIZE = 50_000;

interface Gate {
  hour: number;
  lowest: Partial<Record<HistoryKind, number>>;
  last: Partial<Record<HistoryKind, HistoryPoint>>;
  /** The reported lows already written: only a lower one is news. */
  reported: Partial<Record<'official' | 'keyshop', number>>;
}

/**
 * Records what every computed answer saw (at most one point per game, region, kind and hour: the lowest) and
 * answers a game's history with every kind of low. The store does the merging; the gate here only keeps a
 * lookup that would change nothing from costing a write.
 */
export class PriceHistory {
  readonly #o: PriceHistoryOptions;
  readonly #gate = new Map<string, Gate>();
  readonly #pending = new Set<Promise<void>>();
  readonly #imports = new SingleFlight<void>();
  readonly #importFailedAt = new Map<string, number>();
  readonly #onEvent: (event: HistoryEvent) => void;
  readonly #derived: DerivedHistoryMemo;
  /** The answer last made of each game object: a cached game is the same object until the cache replaces it. */
  readonly #answers = new WeakMap<Game, { lows: Lows; answer: Game & { lows: Lows } }>();

  constructor(opts: PriceHistoryOptions) {
    this.#o = opts;
    this.#onEvent = opts.onEvent ?? (() => {});
    this.#derived = new DerivedHistoryMemo(opts.derive);
  }

  get retentionDays(): number {
    return this.#o.retentionDays;
  }

  /** Records one computed answer; never throws and never waits for the store. */
  observe(answer: ComputedAnswer): void {
    const key = `${answer.region}:${answer.appid}`;
    const hour = hourOf(answer.fetchedAt);
    const points = pointsFromAnswer(answer.game, answer.reports, answer.fetchedAt);
    let gate = this.#gate.get(key);
    const newHour = !gate || gate.hour !== hour;
    if (!gate || newHour) gate = { hour, lowest: {}, last: gate?.last ?? {}, reported: gate?.reported ?? {} };
    const seen = gate.reported;
    const reported: Partial<ReportedLows> = {};
    for (const [kind, low] of Object.entries(reportedLows(answer.reports, answer.game.currency)) as Array<['official' | 'keyshop', ReportedLows['official']]>) {
      if (low && (seen[kind] === undefined || low.price < seen[kind]!)) reported[kind] = low;
    }
    const fresh = points.filter((p) => {
      const lowest = gate.lowest[p.kind];
      if (lowest !== undefined && p.price >= lowest) return false;
      const last = gate.last[p.kind];
      // Unchanged since the last point of its kind: the step line does not move (the store would thin it anyway).
      return !(last && lowest === undefined && last.price === p.price && last.cut === p.cut && last.shop === p.shop && last.regular === p.regular);
    });
    // Nothing new this hour: the write would only move `lastSeenAt`, which once an hour is enough.
    if (fresh.length === 0 && !newHour && !hasReported(reported)) return;
    for (const p of fresh) {
      gate.lowest[p.kind] = p.price;
      gate.last[p.kind] = p;
    }
    for (const [kind, low] of Object.entries(reported) as Array<['official' | 'keyshop', ReportedLows['official']]>) {
      if (low) gate.reported[kind] = low.price;
    }
    this.#gate.delete(key);
    this.#gate.set(key, gate);
    if (this.#gate.size > GATE_SIZE) this.#gate.delete(this.#gate.keys().next().value!);
    this.#write({
      appid: answer.appid,
      region: answer.region,
      currency: answer.game.currency,
      points: fresh,
      seenAt: answer.fetchedAt,
      reported,
    });
  }

  /** Waits for every write asked so far. */
  async settled(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all([...this.#pending]);
  }

  /**
   * One game's history over the last `days` (1–3650, default 365). Starts with a price lookup (so the newest
   * point is recorded and the game known), merges the importer's log on the first look, then reads the series.
   * Throws AppError invalid_appid, invalid_request (region, days) and whatever the lookup throws.
   */
  async history(appidInput: unknown, regionInput?: unknown, daysInput?: unknown): Promise<HistoryAnswer> {
    const appid = parseAppid(appidInput);
    const region = regionInput === undefined || regionInput === null || regionInput === '' ? this.#o.defaultRegion : parseRegion(regionInput);
    const days = parseDays(daysInput);
    const game = await this.#o.lookup(appid, region);
    await this.settled();
    let series = await this.#o.store.read(appid, region);
    if (this.#o.importer && series?.importedAt == null && (await this.#import(appid, region, game.currency))) {
      series = await this.#o.store.read(appid, region);
    }
    const now = this.#o.clock.now();
    const { points: all, lows } = await this.#derived.get(`${region}:${appid}`, series?.rev ?? 0, game, now, this.#o.retentionDays, async () => series);
    const from = now - days * DAY_MS;
    const sources: HistorySourceName[] = [];
    if (all.length > 0 || series) sources.push('observed');
    if (series?.importedAt != null && this.#o.importer) sources.push(this.#o.importer.source);
    if (series?.reported.keyshop || series?.reported.official) sources.push('ggdeals');
    return {
      appid,
      region,
      currency: game.currency,
      points: windowed(all, from),
      lows,
      sources: [...new Set(sources)],
      from,
      to: now,
      enough: hasEnough(all, now),
      rev: series?.rev ?? 0,
      game,
    };
  }

  /**
   * What a cached chart needs to know it is still right: the game's current answer and the stored series'
   * revision, without reading the series. `fresh` is false when a first look would still import a log.
   */
  async peek(appidInput: unknown, regionInput?: unknown, daysInput?: unknown): Promise<{ appid: number; region: string; days: number; game: Game; rev: number; fresh: boolean }> {
    const appid = parseAppid(appidInput);
    const region = regionInput === undefined || regionInput === null || regionInput === '' ? this.#o.defaultRegion : parseRegion(regionInput);
    const days = parseDays(daysInput);
    const game = await this.#o.lookup(appid, region);
    await this.settled();
    const meta = await this.#o.store.meta(appid, region);
    return { appid, region, days, game, rev: meta?.rev ?? 0, fresh: !this.#o.importer || meta?.importedAt != null };
  }

  /** One game's current answer with every kind of low (GET /api/prices); throws what the lookup throws. */
  async lookupWithLows(appid: unknown, region?: unknown): Promise<Game & { lows: Lows }> {
    const game = await this.#o.lookup(parseAppid(appid), region === undefined || region === null || region === '' ? this.#o.defaultRegion : parseRegion(region));
    const lows = await this.lows(game);
    // The same frozen object while the cached game and its lows stay the same, so a door may keep what it made of
    // it (the HTTP route keeps its JSON) instead of making it again for every request.
    const held = this.#answers.get(game);
    if (held !== undefined && held.lows === lows) return held.answer;
    const answer = Object.freeze({ ...game, lows });
    this.#answers.set(game, { lows, answer });
    return answer;
  }

  /**
   * The lows of a game whose current answer the caller already holds. Every cached price answer asks this, so it
   * reads only the series' revision (`meta`) and derives the lows again only when the series, the answer's own
   * low or a thinning edge changed them.
   */
  async lows(game: Game): Promise<Lows> {
    await this.settled();
    const { platform_appid: appid, region } = game;
    const meta = await this.#o.store.meta(appid, region);
    const derived = await this.#derived.get(`${region}:${appid}`, meta?.rev ?? 0, game, this.#o.clock.now(), this.#o.retentionDays, () =>
      this.#o.store.read(appid, region),
    );
    return derived.lows;
  }

  /** One compaction turn of the store (thinning and retention). */
  compact(): Promise<number> {
    return this.#o.store.compact(this.#o.clock.now(), this.#o.retentionDays);
  }

  /** Merges the importer's log once per game and region; answers whether anything was written. */
  async #import(appid: number, region: string, currency: string): Promise<boolean> {
    const importer = this.#o.importer!;
    const key = `${region}:${appid}`;
    const failedAt = this.#importFailedAt.get(key);
    const now = this.#o.clock.now();
    if (failedAt !== undefined && now - failedAt < IMPORT_RETRY_MS) return false;
    let wrote = false;
    await this.#imports.run(key, async () => {
      try {
        const since = now - this.#o.retentionDays * DAY_MS;
        const log = await importer.log(appid, region, since, AbortSignal.timeout(this.#o.timeoutMs ?? 5000));
        // A log in another currency cannot join the series; it counts as imported (nothing to merge).
        const points = log && log.currency === currency ? pointsFromShopLog(log).filter((p) => p.at >= since) : [];
        await this.#o.store.apply([{ appid, region, currency, points, seenAt: now, importedAt: now }]);
        this.#importFailedAt.delete(key);
        wrote = true;
      } catch (err) {
        this.#importFailedAt.set(key, now);
        this.#onEvent({ type: 'history_import_failed', source: importer.source, reason: err instanceof Error ? err.message : String(err) });
      }
    });
    return wrote;
  }

  #write(write: HistoryWrite): void {
    const p = this.#o.store
      .apply([write])
      .catch((error: unknown) => this.#onEvent({ type: 'history_write_failed', error }))
      .finally(() => this.#pending.delete(p));
    this.#pending.add(p);
  }
}

export function parseDays(input: unknown): number {
  if (input === undefined || input === null || input === '') return DEFAULT_DAYS;
  const n = typeof input === 'number' ? input : typeof input === 'string' && /^\d{1,4}$/.test(input) ? Number(input) : NaN;
  if (!Number.isInteger(n) || n < MIN_DAYS || n > MAX_DAYS) {
    throw new AppError('invalid_request', `days: must be an integer from ${MIN_DAYS} to ${MAX_DAYS}`, { field: 'days' });
  }
  return n;
}

/** GG.deals' historical retail and key-reseller lows (they name no shop or date). */
function reportedLows(reports: readonly SourceReport[], currency: string): Partial<ReportedLows> {
  const gg = reports.find((r) => r.source === 'ggdeals' && r.currency === currency);
  if (!gg) return {};
  const out: Partial<ReportedLows> = {};
  if (gg.historicalLow) out.official = { price: gg.historicalLow.price, shop: gg.historicalLow.store, date: gg.historicalLow.date };
  if (gg.historicalKeyshopLow) out.keyshop = { price: gg.historicalKeyshopLow.price, shop: null, date: null };
  return out;
}

function hasReported(r: Partial<ReportedLows>): boolean {
  return Boolean(r.official || r.keyshop);
}

function windowed(points: readonly HistoryPoint[], from: number): HistoryPoint[] {
  const before = new Map<HistoryKind, HistoryPoint>();
  const inside: HistoryPoint[] = [];
  for (const p of points) {
    if (p.at < from) before.set(p.kind, p);
    else inside.push(p);
  }
  return [...before.values(), ...inside].sort((a, b) => a.at - b.at);
}

/** A chart needs a change to show, or at least two days of observations. */
function hasEnough(points: readonly HistoryPoint[], now: number): boolean {
  if (points.length === 0) return false;
  const perKind = new Map<HistoryKind, number>();
  for (const p of points) perKind.set(p.kind, (perKind.get(p.kind) ?? 0) + 1);
  if ([...perKind.values()].some((n) => n > 1)) return true;
  return now - points[0].at >= 2 * DAY_MS;
}

export type { HistorySeries };
