import type { HistorySeries, HistoryWrite } from './history.types.js';

/**
 * Where price history is kept (lowdb file embedded, PostgreSQL in a fleet). Both keep, per game, region, kind
 * and hour, the lowest point (`mergePoints`), and may batch writes: `read` in the same process sees every
 * `apply` it made; another process sees it once the batch is written (about a second).
 */
export interface PriceHistoryStore {
  apply(writes: readonly HistoryWrite[]): Promise<void>;
  /** Null when nothing was ever recorded for the game in the region. */
  read(appid: number, region: string): Promise<HistorySeries | null>;
  /** A series' revision and import mark without its points (cheap: cached charts check it on every request). */
  meta(appid: number, region: string): Promise<{ rev: number; importedAt: number | null } | null>;
  /**
   * One compaction turn: series not compacted for a while are thinned (`thinPoints`) and their points older
   * than the retention dropped. Answers how many series it rewrote.
   */
  compact(now: number, retentionDays: number): Promise<number>;
  flush(): Promise<void>;
}
