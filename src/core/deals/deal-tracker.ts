import type { DealCheck, ListedDeal } from './deal.ports.js';
import type { Deal } from './deal.types.js';

/** The deal's identity across polls: one game at one shop from one source. */
export function naturalKey(d: Pick<Deal, 'source' | 'shopId' | 'gameId' | 'region'>): string {
  return `${d.source}:${d.region}:${d.shopId}:${d.gameId}`;
}

/** What one poll changed: deals to store (new or changed), and the tracked ones it did not see. */
export interface RoundResult {
  /** Every deal whose record changed, new ones included. */
  changed: Deal[];
  /** Ids of deals that appeared this round. */
  fresh: string[];
  /** Deals that the polled lists no longer show: a direct lookup decides whether they ended. */
  missing: Deal[];
}

/**
 * Merges one poll's lists into the tracked deals. A deal on a list is new (never seen, or seen and ended before),
 * or known (its price and shop facts refreshed; a change users see bumps its version). A known deal that the
 * lists that showed it did not show this time is only *missing*: leaving a list ends nothing by itself, since a
 * page shifts when other deals come and go.
 */
export function mergeRound(
  active: readonly Deal[],
  listed: ReadonlyMap<string, readonly ListedDeal[]>,
  now: number,
  newId: (key: string) => string,
): RoundResult {
  const byKey = new Map(active.map((d) => [naturalKey(d), d]));
  const seen = new Map<string, { deal: ListedDeal; queries: Set<string> }>();
  for (const [query, deals] of listed) {
    for (const deal of deals) {
      const key = naturalKey(deal);
      const entry = seen.get(key);
      if (entry) entry.queries.add(query);
      else seen.set(key, { deal, queries: new Set([query]) });
    }
  }
  const changed: Deal[] = [];
  const fresh: string[] = [];
  for (const [key, { deal, queries }] of seen) {
    const known = byKey.get(key);
    if (!known) {
      const id = newId(key);
      changed.push({ ...deal, id, firstSeenAt: now, updatedAt: now, seenAt: now, endedAt: null, version: 1, queries: [...queries].sort() });
      fresh.push(id);
      continue;
    }
    const moved = known.price !== deal.price || known.regular !== deal.regular || known.cut !== deal.cut;
    changed.push({
      ...known,
      title: deal.title,
      shop: deal.shop,
      url: deal.url,
      image: deal.image ?? known.image,
      kind: deal.kind ?? known.kind ?? null,
      expiresAt: deal.expiresAt ?? known.expiresAt,
      price: deal.price,
      regular: deal.regular,
      cut: deal.cut,
      seenAt: now,
      updatedAt: moved ? now : known.updatedAt,
      version: moved ? known.version + 1 : known.version,
      queries: [...new Set([...known.queries, ...queries])].sort(),
    });
  }
  const polled = new Set(listed.keys());
  const missing = active.filter((d) => !seen.has(naturalKey(d)) && d.queries.some((q) => polled.has(q)));
  return { changed, fresh, missing };
}

/**
 * A missing deal after its direct lookup: ended when the price went back up (or the shop no longer sells it);
 * a lower price is a change; the same price, or no answer, leaves it as it is (a list page that shifted).
 */
export function settleMissing(deal: Deal, check: DealCheck | undefined, now: number): Deal | null {
  if (!check || check.state === 'unknown') return null;
  if (check.state === 'ended' || check.price > deal.price) {
    return { ...deal, endedAt: now, updatedAt: now, version: deal.version + 1 };
  }
  if (check.price < deal.price) {
    return { ...deal, price: check.price, regular: check.regular, cut: check.cut, updatedAt: now, version: deal.version + 1 };
  }
  return null;
}
