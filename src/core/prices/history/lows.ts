import { utcDate } from '../money.js';
import type { AllTimeLow } from '../price.types.js';
import type { HistoryKind, HistoryPoint, Low, Lows, ReportedLow, ReportedLows } from './history.types.js';

export interface LowsInput {
  /** The whole series, ordered by time. */
  points: readonly HistoryPoint[];
  reported: ReportedLows;
  /** The merged answer's all-time low (sources' historical lows of official stores, or today's sale). */
  answerLow?: AllTimeLow | null;
}

interface Candidate extends Low {
  at: number;
}

/**
 * Every kind of low, each the cheapest candidate (on equal prices the earliest known, then the one naming a shop):
 * - official: official-store and Steam points, the lows sources report for official stores, the answer's low;
 * - keyshop: key-reseller points and the reported key-reseller low;
 * - all_time: the cheaper of the two;
 * - steam: Steam's own points;
 * - since_increase: official prices (points and the price in effect then) since the last time the regular
 *   price rose above the one before it; without a rise seen it equals the official low with `since: null`.
 */
export function computeLows(input: LowsInput): Lows {
  const { points } = input;
  const ofKinds = (kinds: readonly HistoryKind[]) => points.filter((p) => kinds.includes(p.kind)).map(fromPoint);
  const official = cheapest([
    ...ofKinds(['official', 'steam']),
    ...fromReported(input.reported.official),
    ...fromReported(input.answerLow ? { price: input.answerLow.price, shop: input.answerLow.store, date: input.answerLow.date } : null),
  ]);
  const keyshop = cheapest([...ofKinds(['keyshop']), ...fromReported(input.reported.keyshop)]);
  const allTime = cheapest([official, keyshop].filter((l): l is Candidate => l !== null));
  const steam = cheapest(ofKinds(['steam']));
  return {
    all_time: strip(allTime),
    official: strip(official),
    keyshop: strip(keyshop),
    steam: strip(steam),
    since_increase: sinceIncrease(points, official),
  };
}

/** When the regular price last rose (the first point at the new, higher price), or null. */
export function lastIncrease(points: readonly HistoryPoint[]): number | null {
  let previous: number | null = null;
  let rise: number | null = null;
  for (const p of points) {
    if (p.kind !== 'regular') continue;
    if (previous !== null && p.price > previous) rise = p.at;
    previous = p.price;
  }
  return rise;
}

function sinceIncrease(points: readonly HistoryPoint[], official: Candidate | null): Lows['since_increase'] {
  const since = lastIncrease(points);
  if (since === null) return official ? { ...strip(official)!, since: null } : null;
  const officialPoints = points.filter((p) => p.kind === 'official' || p.kind === 'steam');
  const candidates = officialPoints.filter((p) => p.at >= since).map(fromPoint);
  // The price in effect when the rise happened counts from that moment on.
  for (const kind of ['official', 'steam'] as const) {
    const before = officialPoints.filter((p) => p.kind === kind && p.at <= since).at(-1);
    if (before && before.at < since) candidates.push({ ...fromPoint(before), at: since, date: utcDate(since) });
  }
  const best = cheapest(candidates);
  return best ? { ...strip(best)!, since: utcDate(since) } : null;
}

function fromPoint(p: HistoryPoint): Candidate {
  return { price: p.price, shop: p.shop, date: utcDate(p.at), at: p.at };
}

function fromReported(low: ReportedLow | null | undefined): Candidate[] {
  if (!low) return [];
  const at = low.date ? Date.parse(`${low.date}T00:00:00Z`) : Number.POSITIVE_INFINITY;
  return [{ price: low.price, shop: low.shop, date: low.date, at }];
}

function cheapest(candidates: readonly Candidate[]): Candidate | null {
  let best: Candidate | null = null;
  for (const c of candidates) {
    if (
      best === null ||
      c.price < best.price ||
      (c.price === best.price && (c.at < best.at || (c.at === best.at && best.shop === null && c.shop !== null)))
    ) {
      best = c;
    }
  }
  return best;
}

function strip(c: Candidate | null): Low | null {
  return c ? { price: c.price, shop: c.shop, date: c.date } : null;
}
