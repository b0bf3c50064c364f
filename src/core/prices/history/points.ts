import { roundMoney } from '../money.js';
import { storeKey } from '../names.js';
import type { Game, SourceReport } from '../price.types.js';
import type { HistoryKind, HistoryPoint } from './history.types.js';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** The start of the UTC hour `at` falls in: the bucket inside which only the lowest point is kept. */
export function hourOf(at: number): number {
  return Math.floor(at / HOUR_MS) * HOUR_MS;
}

export function dayOf(at: number): number {
  return Math.floor(at / DAY_MS) * DAY_MS;
}

/**
 * What one computed answer saw, as points: the best official and key-reseller offers, the regular price and
 * Steam's own price (from whichever source lists Steam's offer in the answer's currency).
 */
export function pointsFromAnswer(game: Game, reports: readonly SourceReport[], at: number): HistoryPoint[] {
  const points: HistoryPoint[] = [];
  const regular = game.regular_price;
  if (game.best_official) {
    const o = game.best_official;
    points.push({ at, kind: 'official', price: o.price, regular, cut: o.cut, shop: o.store });
  }
  if (game.best_keyshop) {
    const k = game.best_keyshop;
    points.push({ at, kind: 'keyshop', price: k.price, regular, cut: k.cut, shop: k.store });
  }
  if (regular !== null) points.push({ at, kind: 'regular', price: regular, regular, cut: 0, shop: null });
  for (const report of reports) {
    if (report.currency !== null && report.currency !== game.currency) continue;
    const steam = report.offers?.find((o) => storeKey(o.store) === 'steam');
    if (!steam) continue;
    const price = roundMoney(steam.price);
    points.push({
      at,
      kind: 'steam',
      price,
      regular: steam.regular === null ? null : roundMoney(steam.regular),
      cut: Math.min(100, Math.max(0, Math.round(steam.cut))),
      shop: steam.store,
    });
    break;
  }
  return points;
}

/**
 * Adds points to a series: per kind and hour only the lowest is kept (on a tie, the one already there).
 * Answers the merged list, ordered by time then kind, and whether anything changed.
 */
export function mergePoints(existing: readonly HistoryPoint[], incoming: readonly HistoryPoint[]): { points: HistoryPoint[]; changed: boolean } {
  const byBucket = new Map<string, HistoryPoint>();
  for (const p of existing) byBucket.set(bucketKey(p), p);
  let changed = false;
  for (const p of incoming) {
    const key = bucketKey(p);
    const held = byBucket.get(key);
    if (held && held.price <= p.price) continue;
    byBucket.set(key, { ...p });
    changed = true;
  }
  return { points: changed ? sortPoints([...byBucket.values()]) : [...existing], changed };
}

function bucketKey(p: HistoryPoint): string {
  return `${p.kind}:${hourOf(p.at)}`;
}

const KIND_ORDER: Record<HistoryKind, number> = { official: 0, keyshop: 1, regular: 2, steam: 3 };

export function sortPoints(points: HistoryPoint[]): HistoryPoint[] {
  return points.sort((a, b) => a.at - b.at || KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
}

/** True when two points of one kind say the same thing (a step line would not move). */
export function samePrice(a: HistoryPoint, b: HistoryPoint): boolean {
  return a.price === b.price && a.regular === b.regular && a.cut === b.cut && a.shop === b.shop;
}
