import type { ApiFollow } from '../core/deals/api-follow.ports.js';
import { storeName } from '../core/giveaways/giveaway-keys.js';
import type { GiveawayEvent } from '../core/giveaways/giveaway.service.js';
import type { Giveaway, GiveawayFilter } from '../core/giveaways/giveaway.types.js';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z'));

/** One giveaway as the API and webhook events show it (times in ISO 8601 UTC). `store_name` extends the fields. */
export function giveawayView(g: Giveaway) {
  return {
    id: g.id,
    store: g.store,
    store_name: storeName(g.store),
    title: g.title,
    kind: g.kind,
    worth: g.worth,
    starts_at: iso(g.startsAt),
    ends_at: iso(g.endsAt),
    url: g.url,
    image: g.image,
    sources: g.sources,
  };
}

export function giveawayFilterView(f: GiveawayFilter): Record<string, unknown> {
  return { store: f.store, kind: f.kinds, games_only: f.gamesOnly };
}

/** A giveaway event's `data`: the follow it matched and the giveaway (with `ended_at` once it ended). */
export function giveawayEventData(event: GiveawayEvent, follow: ApiFollow): Record<string, unknown> {
  return { follow_id: follow.id, giveaway: { ...giveawayView(event.giveaway), ended_at: iso(event.giveaway.endedAt) } };
}
