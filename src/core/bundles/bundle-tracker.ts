import { createHash } from 'node:crypto';
import type { Bundle, BundleFilter, ListedBundle } from './bundle.types.js';

/** A bundle's id: stable for the source's bundle, and never equal to a deal's or a giveaway's id. */
export const bundleId = (source: string, sourceId: string): string =>
  `bn${createHash('sha256').update(`${source}\n${sourceId}`).digest('hex').slice(0, 20)}`;

/** A site's name as a filter compares it: "Humble Bundle" and "humblebundle" are one. */
export const bundleStoreKey = (name: string): string => name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '').slice(0, 40);

export interface BundleRound {
  /** Records to store: new ones and those only seen again. */
  changed: Bundle[];
  /** Ids first seen this round that a follow may be told about. */
  fresh: string[];
}

/**
 * Records one poll's list. A bundle already tracked is only seen again (never new a second time, whatever the list
 * says of it now); one listed for the first time is new unless it has already ended. One not on sale yet is left
 * for the poll after it starts.
 */
export function mergeBundles(tracked: readonly Bundle[], source: string, listed: readonly ListedBundle[], now: number): BundleRound {
  const byId = new Map(tracked.map((b) => [b.id, b]));
  const out: BundleRound = { changed: [], fresh: [] };
  const done = new Set<string>();
  for (const item of listed) {
    const id = bundleId(source, item.sourceId);
    if (done.has(id)) continue;
    done.add(id);
    const before = byId.get(id);
    if (before) {
      out.changed.push({ ...before, seenAt: now });
      continue;
    }
    if (item.startsAt !== null && item.startsAt > now) continue; // announced when it goes on sale
    out.changed.push({ ...item, id, firstSeenAt: now, seenAt: now, version: 1 });
    if (item.endsAt === null || item.endsAt > now) out.fresh.push(id);
  }
  return out;
}

/**
 * Whether a bundle is news for a follow: first seen after the follow was made and, when the source says when it went
 * on sale, put on sale after that too (so the fleet's first poll does not post the whole list to older follows).
 */
export const isNewFor = (b: Pick<Bundle, 'firstSeenAt' | 'startsAt'>, followCreatedAt: number): boolean =>
  b.firstSeenAt >= followCreatedAt && (b.startsAt === null || b.startsAt >= followCreatedAt);

/** Whether a follow's filter takes the bundle. */
export const matchesBundle = (b: Pick<Bundle, 'store'>, f: BundleFilter): boolean => f.store === null || bundleStoreKey(b.store) === f.store;

/** The follow's filter as one stable key (a chat following the same bundles twice keeps one follow). */
export const bundleFilterKey = (f: BundleFilter): string => (f.store === null ? 'all' : `store=${f.store}`);
