import { dayOf, DAY_MS, samePrice, sortPoints } from './points.js';
import type { HistoryKind, HistoryPoint } from './history.types.js';

/** Points younger than this keep their hourly detail; older ones are thinned to one a day. */
export const HOURLY_DETAIL_DAYS = 7;

/**
 * The retention rule, one for both stores:
 * - points older than `retentionDays` are dropped;
 * - points older than HOURLY_DETAIL_DAYS are thinned to the lowest of each kind per UTC day;
 * - a point that repeats the previous point of its kind (same price, regular, cut and shop) is dropped, since a
 *   step line does not move there.
 * So a series holds at most 24 × 7 + `retentionDays` points per kind, and usually far fewer.
 */
export function thinPoints(points: readonly HistoryPoint[], now: number, retentionDays: number): HistoryPoint[] {
  const oldest = now - retentionDays * DAY_MS;
  const detailFrom = now - HOURLY_DETAIL_DAYS * DAY_MS;
  const daily = new Map<string, HistoryPoint>();
  const kept: HistoryPoint[] = [];
  for (const p of points) {
    if (p.at < oldest) continue;
    if (p.at >= detailFrom) {
      kept.push(p);
      continue;
    }
    const key = `${p.kind}:${dayOf(p.at)}`;
    const held = daily.get(key);
    if (!held || p.price < held.price || (p.price === held.price && p.at < held.at)) daily.set(key, p);
  }
  const ordered = sortPoints([...daily.values(), ...kept]);
  const last = new Map<HistoryKind, HistoryPoint>();
  const out: HistoryPoint[] = [];
  for (const p of ordered) {
    const before = last.get(p.kind);
    if (before && samePrice(before, p)) continue;
    last.set(p.kind, p);
    out.push({ ...p });
  }
  return out;
}

/** Most points one series can hold under `thinPoints` (every kind changing every hour and every day). */
export function maxPointsPerSeries(retentionDays: number, kinds = 4): number {
  return kinds * (24 * HOURLY_DETAIL_DAYS + retentionDays);
}
