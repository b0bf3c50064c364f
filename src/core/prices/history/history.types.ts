/**
 * Price history: what the service saw over time for one game in one region. Points are internal records;
 * the wire shape (`/api/prices/history`) is built from them by `historyAnswer`.
 */

/**
 * What a point measures: the best official-store offer, the best key-reseller offer, the regular (undiscounted)
 * price, and Steam's own current price.
 */
export type HistoryKind = 'official' | 'keyshop' | 'regular' | 'steam';

export const HISTORY_KINDS: readonly HistoryKind[] = ['official', 'keyshop', 'regular', 'steam'];

export interface HistoryPoint {
  /** When it was seen (ms since the epoch). */
  at: number;
  kind: HistoryKind;
  price: number;
  /** The regular price the offer was measured against, when known. */
  regular: number | null;
  /** Discount in whole percent, when known. */
  cut: number | null;
  /** Store display name, when the source names it. */
  shop: string | null;
}

/** A low some source reports without a time series behind it (GG.deals' historical lows). */
export interface ReportedLow {
  price: number;
  shop: string | null;
  /** UTC `YYYY-MM-DD`, when known. */
  date: string | null;
}

export interface ReportedLows {
  official: ReportedLow | null;
  keyshop: ReportedLow | null;
}

/** One game's history in one region, as a store holds it. */
export interface HistorySeries {
  appid: number;
  region: string;
  /** ISO 4217 code of every amount in the series. */
  currency: string;
  /** Ordered by `at`. */
  points: HistoryPoint[];
  /** The latest observation of any kind (a step line runs to here). */
  lastSeenAt: number;
  reported: ReportedLows;
  /** When IsThereAnyDeal's log was merged in; null until it has been. */
  importedAt: number | null;
  /** Grows on every change, so a cached chart can tell it is out of date. */
  rev: number;
}

/** What a computed answer adds to a series: a few points and what the sources said about lows. */
export interface HistoryWrite {
  appid: number;
  region: string;
  currency: string;
  points: HistoryPoint[];
  seenAt: number;
  reported?: Partial<ReportedLows>;
  /** Set when this write carries an imported log (then `points` may span years). */
  importedAt?: number;
}

/** One low on the wire: price, shop and date where known. */
export interface Low {
  price: number;
  shop: string | null;
  date: string | null;
}

export interface Lows {
  /** Any store, official or key reseller. */
  all_time: Low | null;
  official: Low | null;
  keyshop: Low | null;
  steam: Low | null;
  /** The lowest official price since the regular price last went up; `since` is that day (null: never seen rising). */
  since_increase: (Low & { since: string | null }) | null;
}
