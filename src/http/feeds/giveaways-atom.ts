import { createHash } from 'node:crypto';
import { formatMoney } from '../../core/chat/chat-text.js';
import { describeGiveawayFilter } from '../../core/giveaways/giveaway-filter.js';
import { storeName } from '../../core/giveaways/giveaway-keys.js';
import type { Giveaway, GiveawayFilter } from '../../core/giveaways/giveaway.types.js';
import { EMPTY_FEED_UPDATED, tagUris, type AtomFeed } from './atom.js';

const illegal = (c: string) => {
  const code = c.charCodeAt(0);
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0xfffe || code === 0xffff;
};
const xml = (text: string) =>
  [...text]
    .filter((c) => !illegal(c))
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
const iso = (ms: number) => new Date(ms).toISOString();


/**
 * The giveaways of one filter as an Atom 1.0 document: each entry's id never changes (a tag URI of the giveaway's
 * id) and its `updated` moves when the end date moves or the giveaway ends.
 */
export function giveawaysAtom(giveaways: readonly Giveaway[], filter: GiveawayFilter, urls: { self: string; baseUrl: string }): AtomFeed {
  const tag = tagUris(urls.baseUrl, '2026-11-28');
  const updatedAt = giveaways.reduce((max, g) => Math.max(max, g.updatedAt), 0) || EMPTY_FEED_UPDATED;
  const entries = giveaways.map((g) => {
    const store = storeName(g.store);
    const worth = g.worth ? ` (worth ${formatMoney(g.worth.amount, g.worth.currency)})` : '';
    const title = g.endedAt === null ? `Free: ${g.title} at ${store}` : `Ended: ${g.title} at ${store}`;
    const summary =
      g.endedAt === null
        ? `${g.title}${worth} is free to keep at ${store}${g.endsAt !== null ? ` until ${iso(g.endsAt)}` : ''}.`
        : `This giveaway ended; ${g.title} was free to keep at ${store}.`;
    return [
      '  <entry>',
      `    <id>${xml(tag(`giveaway:${g.id}`))}</id>`,
      `    <title>${xml(title)}</title>`,
      `    <updated>${iso(g.updatedAt)}</updated>`,
      `    <published>${iso(g.firstSeenAt)}</published>`,
      `    <link rel="alternate" type="text/html" href="${xml(g.url)}"/>`,
      `    <summary>${xml(summary)}</summary>`,
      `    <category term="${g.kind}"/>`,
      `    <category term="${g.endedAt === null ? 'live' : 'ended'}"/>`,
      '  </entry>',
    ].join('\n');
  });
  const body = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${xml(tag(`giveaways:${describeGiveawayFilter(filter)}`))}</id>`,
    `  <title>${xml(`Free games: ${describeGiveawayFilter(filter)}`)}</title>`,
    `  <updated>${iso(updatedAt)}</updated>`,
    '  <author><name>gametools</name></author>',
    `  <link rel="self" type="application/atom+xml" href="${xml(urls.self)}"/>`,
    '  <generator>gametools</generator>',
    ...entries,
    '</feed>',
    '',
  ].join('\n');
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { body, etag, updatedAt };
}
