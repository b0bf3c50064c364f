import { formatMoney } from '../../core/chat/chat-text.js';
import { describeGiveawayFilter } from '../../core/giveaways/giveaway-filter.js';
import { storeName } from '../../core/giveaways/giveaway-keys.js';
import type { Giveaway, GiveawayFilter } from '../../core/giveaways/giveaway.types.js';
import { atomDocument, EMPTY_FEED_UPDATED, iso, tagUris, type AtomEntry, type AtomFeed } from './atom.js';



/**
 * The giveaways of one filter as an Atom 1.0 document: each entry's id never changes (a tag URI of the giveaway's
 * id) and its `updated` moves when the end date moves or the giveaway ends.
 */
export function giveawaysAtom(giveaways: readonly Giveaway[], filter: GiveawayFilter, urls: { self: string; baseUrl: string }): AtomFeed {
  const tag = tagUris(urls.baseUrl, '2026-11-28');
  const updatedAt = giveaways.reduce((max, g) => Math.max(max, g.updatedAt), 0) || EMPTY_FEED_UPDATED;
  const entries = giveaways.map((g): AtomEntry => {
    const store = storeName(g.store);
    const worth = g.worth ? ` (worth ${formatMoney(g.worth.amount, g.worth.currency)})` : '';
    return {
      id: tag(`giveaway:${g.id}`),
      title: g.endedAt === null ? `Free: ${g.title} at ${store}` : `Ended: ${g.title} at ${store}`,
      updated: g.updatedAt,
      published: g.firstSeenAt,
      url: g.url,
      summary:
        g.endedAt === null
          ? `${g.title}${worth} is free to keep at ${store}${g.endsAt !== null ? ` until ${iso(g.endsAt)}` : ''}.`
          : `This giveaway ended; ${g.title} was free to keep at ${store}.`,
      categories: [g.kind, g.endedAt === null ? 'live' : 'ended'],
    };
  });
  const described = describeGiveawayFilter(filter);
  return atomDocument({ id: tag(`giveaways:${described}`), title: `Free games: ${described}`, updatedAt, self: urls.self }, entries);
}
