/**
 * Orders items by taking turns across owners: every owner's first item (in the given order), then every owner's
 * second, and so on, at most `perOwner` of each and `limit` in all. A long backlog of one owner then delays the
 * others by one item per turn instead of by the whole backlog.
 */
export function inTurns<T>(sorted: readonly T[], owner: (item: T) => string, perOwner: number, limit: number): T[] {
  const rank = new Map<string, number>();
  const ranked: Array<{ item: T; turn: number; at: number }> = [];
  sorted.forEach((item, at) => {
    const o = owner(item);
    const turn = rank.get(o) ?? 0;
    if (turn >= perOwner) return;
    rank.set(o, turn + 1);
    ranked.push({ item, turn, at });
  });
  return ranked
    .sort((a, b) => a.turn - b.turn || a.at - b.at)
    .slice(0, limit)
    .map((r) => r.item);
}
