import type { AllTimeLow } from '../price.types.js';
import type { HistoryPoint, HistorySeries, Lows } from './history.types.js';
import { computeLows } from './lows.js';
import { DAY_MS } from './points.js';
import { HOURLY_DETAIL_DAYS, thinPoints } from './thin.js';

/** What answers need from one series: its points as retention leaves them, and every kind of low. */
export interface DerivedHistory {
  points: HistoryPoint[];
  lows: Lows;
  /** The last moment these stay right for the same series (a point then crosses a thinning or retention edge). */
  validUntil: number;
}

export interface DeriveInput {
  /** Null when nothing is recorded, or the series is in another currency than the answer. */
  series: HistorySeries | null;
  now: number;
  retentionDays: number;
  answerLow: AllTimeLow | null | undefined;
}

export type DeriveHistory = (input: DeriveInput) => DerivedHistory;

/** Thins the series and computes its lows (the work the price routes used to repeat on every cached answer). */
export function deriveHistory(input: DeriveInput): DerivedHistory {
  const { series, now, retentionDays } = input;
  const points = series ? thinPoints(series.points, now, retentionDays) : [];
  return {
    points,
    lows: computeLows({ points, reported: series?.reported ?? { official: null, keyshop: null }, answerLow: input.answerLow }),
    validUntil: series ? thinnedUntil(series.points, now, retentionDays) : Number.POSITIVE_INFINITY,
  };
}

/**
 * The last moment `thinPoints(points, t, retentionDays)` answers what it answers at `now`: each point keeps its
 * hourly detail while `t ≤ at + HOURLY_DETAIL_DAYS` and stays at all while `t ≤ at + retentionDays`, so the answer
 * can only change once `t` passes the nearest of those edges still ahead.
 */
export function thinnedUntil(points: readonly HistoryPoint[], now: number, retentionDays: number): number {
  let until = Number.POSITIVE_INFINITY;
  for (const p of points) {
    for (const edge of [p.at + HOURLY_DETAIL_DAYS * DAY_MS, p.at + retentionDays * DAY_MS]) {
      if (edge >= now && edge < until) until = edge;
    }
  }
  return until;
}

interface Entry {
  rev: number;
  currency: string;
  answerLow: AllTimeLow | null;
  computedAt: number;
  derived: DerivedHistory;
}

/**
 * Derived history per game and region, computed once per revision of the series (and answer's low) instead of once
 * per request. Held by the PriceHistory the composition root builds; bounded, least recently used forgotten first.
 */
export class DerivedHistoryMemo {
  readonly #entries = new Map<string, Entry>();
  readonly #derive: DeriveHistory;
  readonly #max: number;

  constructor(derive: DeriveHistory = deriveHistory, max = 10_000) {
    this.#derive = derive;
    this.#max = max;
  }

  /**
   * The derived history for `rev` of the series of `key`; `load` reads the series only when nothing held fits.
   * `rev` is 0 when no series exists (a store's revisions start at 1 and only grow).
   */
  async get(
    key: string,
    rev: number,
    answer: { currency: string; all_time_low?: AllTimeLow | null },
    now: number,
    retentionDays: number,
    load: () => Promise<HistorySeries | null>,
  ): Promise<DerivedHistory> {
    const answerLow = answer.all_time_low ?? null;
    const held = this.#entries.get(key);
    // A clock that went back (tests, a corrected host clock) may see points thinning undid: derive again.
    if (held && held.rev === rev && held.currency === answer.currency && sameLow(held.answerLow, answerLow) && now >= held.computedAt && now <= held.derived.validUntil) {
      this.#entries.delete(key);
      this.#entries.set(key, held);
      return held.derived;
    }
    const series = await load();
    const usable = series && series.currency === answer.currency ? series : null;
    const derived = this.#derive({ series: usable, now, retentionDays, answerLow: answer.all_time_low });
    this.#entries.delete(key);
    this.#entries.set(key, { rev: series?.rev ?? 0, currency: answer.currency, answerLow: answerLow && { ...answerLow }, computedAt: now, derived });
    if (this.#entries.size > this.#max) this.#entries.delete(this.#entries.keys().next().value!);
    return derived;
  }
}

// Compared field by field: this runs on every cached answer, where building a key string showed in the profile.
function sameLow(a: AllTimeLow | null, b: AllTimeLow | null): boolean {
  return a === b || (a !== null && b !== null && a.price === b.price && a.store === b.store && a.date === b.date);
}
