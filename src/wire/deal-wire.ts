import type { ApiFollow } from '../core/deals/api-follow.ports.js';
import type { DealEvent } from '../core/deals/deal.service.js';
import type { Deal, DealFilter } from '../core/deals/deal.types.js';
import { giveawayFilterView } from './giveaway-wire.js';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** A deal as the HTTP API and webhook events show it (snake_case, ISO times, the source's redirect link). */
export function dealView(d: Deal): Record<string, unknown> {
  return {
    id: d.id,
    source: d.source,
    title: d.title,
    shop: d.shop,
    price: d.price,
    regular_price: d.regular,
    cut: d.cut,
    currency: d.currency,
    region: d.region,
    url: d.url,
    image: d.image,
    expires_at: iso(d.expiresAt),
    first_seen_at: iso(d.firstSeenAt),
    updated_at: iso(d.updatedAt),
    ended_at: iso(d.endedAt),
  };
}

export function filterView(f: DealFilter): Record<string, unknown> {
  return {
    free: f.free,
    under: f.under,
    cut: f.minCut,
    store: f.store,
    region: f.region,
    currency: f.currency,
    ignore: f.ignoredStores,
    games_only: f.gamesOnly ?? false,
  };
}

export function apiFollowView(f: ApiFollow): Record<string, unknown> {
  return {
    id: f.id,
    filter: filterView(f.filter),
    ...(f.giveaways ? { giveaways: giveawayFilterView(f.giveaways) } : {}),
    callback_url: f.callbackUrl,
    created_at: iso(f.createdAt),
  };
}

/** A deal event's `data`: the follow it matched and the deal. */
export function dealEventData(event: DealEvent, follow: ApiFollow): Record<string, unknown> {
  return { follow_id: follow.id, deal: dealView(event.deal) };
}
