import { giveawayFilterKey } from '../../core/giveaways/giveaway-filter.js';
import { storeName } from '../../core/giveaways/giveaway-keys.js';
import type { Giveaway, GiveawayFilter } from '../../core/giveaways/giveaway.types.js';
import type { Translator } from '../../core/i18n.ports.js';
import { giveawayEndMoment, giveawayFilterWords, giveawayWorthWords } from '../../i18n/giveaway-words.js';
import { atomDocument, EMPTY_FEED_UPDATED, tagUris, type AtomEntry, type AtomFeed } from './atom.js';

/**
 * The giveaways of one filter as an Atom 1.0 document in one language: each entry's id never changes (a tag URI of
 * the giveaway's id, whatever the language) and its `updated` moves when the end date moves or the giveaway ends.
 */
export function giveawaysAtom(giveaways: readonly Giveaway[], filter: GiveawayFilter, urls: { self: string; baseUrl: string }, tr: Translator): AtomFeed {
  const tag = tagUris(urls.baseUrl, '2026-11-28');
  const updatedAt = giveaways.reduce((max, g) => Math.max(max, g.updatedAt), 0) || EMPTY_FEED_UPDATED;
  const entries = giveaways.map((g): AtomEntry => {
    const store = storeName(g.store);
    const worth = giveawayWorthWords(g, tr);
    const title = worth === null ? g.title : `${g.title} (${worth})`;
    return {
      id: tag(`giveaway:${g.id}`),
      title: tr.t(g.endedAt === null ? 'giveaway-feed-free' : 'giveaway-feed-ended', { title: g.title, store }),
      updated: g.updatedAt,
      published: g.firstSeenAt,
      url: g.url,
      summary:
        g.endedAt !== null
          ? tr.t('giveaway-feed-summary-ended', { title: g.title, store })
          : g.endsAt !== null
            ? tr.t('giveaway-feed-summary-until', { title, store, date: giveawayEndMoment(g.endsAt, tr) })
            : tr.t('giveaway-feed-summary', { title, store }),
      categories: [g.kind, g.endedAt === null ? 'live' : 'ended'],
    };
  });
  const head = {
    // The feed's id names the filter, never its words: a reader switching language keeps the same feed.
    id: tag(`giveaways:${giveawayFilterKey(filter)}`),
    title: tr.t('giveaways-feed-title', { filter: giveawayFilterWords(filter, tr) }),
    updatedAt,
    self: urls.self,
    lang: tr.locale,
  };
  return atomDocument(head, entries);
}
