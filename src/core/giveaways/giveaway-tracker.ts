import { giveawayId, giveawayKey } from './giveaway-keys.js';
import type { Giveaway, GiveawaySourceName, ListedGiveaway } from './giveaway.types.js';

/** Whose word counts when sources disagree: the store's own list first, then ITAD, then GamerPower. */
export const GIVEAWAY_PRECEDENCE: readonly GiveawaySourceName[] = ['epic', 'itad', 'gamerpower'];
const rank = (s: GiveawaySourceName) => GIVEAWAY_PRECEDENCE.indexOf(s);

export interface GiveawayRound {
  /** Records to store (new, changed, ended, or only seen again). */
  changed: Giveaway[];
  /** Ids first seen this round (giveaway.new). */
  fresh: string[];
  /** Ids that ended this round (giveaway.ended). */
  ended: string[];
}

/** The fields users see, to tell a change (a version) from a poll that only saw it again. */
const visible = (g: Giveaway) => JSON.stringify([g.title, g.kind, g.worth, g.startsAt, g.endsAt, g.url, g.image, g.endedAt]);

/**
 * Merges one poll's lists into the tracked giveaways. `answered` are the sources whose list was read this round:
 * only they can find an item missing. The rules:
 * - items of different sources with the same store and title are one giveaway, each field from the first source
 *   in precedence order that has it;
 * - an item that has not started yet is left for a later round (it cannot be claimed);
 * - a giveaway is kept until its end date, even when a list leaves it out; one with no end date ends when every
 *   source that listed it answered without it; one whose end date has passed ends (listed or not);
 * - an end date that moves is a change (a new version), and an ended giveaway listed again with a later end is
 *   open again.
 */
export function mergeGiveaways(
  tracked: readonly Giveaway[],
  lists: ReadonlyMap<GiveawaySourceName, readonly ListedGiveaway[]>,
  now: number,
): GiveawayRound {
  const groups = new Map<string, ListedGiveaway[]>();
  for (const [, items] of lists) {
    for (const item of items) {
      if (item.startsAt !== null && item.startsAt > now) continue;
      const key = giveawayKey(item.store, item.title);
      groups.set(key, [...(groups.get(key) ?? []), item]);
    }
  }
  const byId = new Map(tracked.map((g) => [g.id, g]));
  const out: GiveawayRound = { changed: [], fresh: [], ended: [] };
  const touched = new Set<string>();
  for (const [key, items] of groups) {
    items.sort((a, b) => rank(a.source) - rank(b.source));
    const first = <T>(pick: (i: ListedGiveaway) => T | null): T | null => {
      for (const i of items) {
        const v = pick(i);
        if (v !== null) return v;
      }
      return null;
    };
    const id = giveawayId(key);
    touched.add(id);
    const before = byId.get(id);
    const endsAt = first((i) => i.endsAt);
    const listedBy = [...new Set(items.map((i) => i.source))];
    // A source that did not answer this round keeps its say; one that answered says only what it listed now.
    const kept = (before?.sources ?? []).filter((s) => !lists.has(s) && !listedBy.includes(s));
    const merged: Giveaway = {
      id,
      store: items[0].store,
      title: items[0].title,
      kind: items[0].kind,
      worth: first((i) => i.worth),
      startsAt: first((i) => i.startsAt) ?? before?.startsAt ?? null,
      endsAt,
      url: items[0].url,
      image: first((i) => i.image),
      sources: [...listedBy, ...kept].sort((a, b) => rank(a) - rank(b)),
      firstSeenAt: before?.firstSeenAt ?? now,
      updatedAt: before?.updatedAt ?? now,
      seenAt: now,
      endedAt: endsAt !== null && endsAt <= now ? (before?.endedAt ?? now) : null,
      version: before?.version ?? 1,
    };
    if (!before) {
      // Already over when first seen (ends before its first post): tracked as ended, never announced.
      out.changed.push(merged);
      if (merged.endedAt === null) out.fresh.push(id);
      continue;
    }
    if (visible(merged) !== visible(before)) {
      merged.version = before.version + 1;
      merged.updatedAt = now;
      if (before.endedAt === null && merged.endedAt !== null) out.ended.push(id);
    }
    out.changed.push(merged);
  }
  for (const g of tracked) {
    if (touched.has(g.id) || g.endedAt !== null) continue;
    const pastEnd = g.endsAt !== null && g.endsAt <= now;
    const goneEverywhere = g.endsAt === null && g.sources.length > 0 && g.sources.every((s) => lists.has(s));
    if (!pastEnd && !goneEverywhere) continue;
    out.changed.push({ ...g, endedAt: now, updatedAt: now, version: g.version + 1 });
    out.ended.push(g.id);
  }
  return out;
}
