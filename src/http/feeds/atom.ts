import { createHash } from 'node:crypto';
import { filterKey } from '../../core/deals/deal-filter.js';
import type { Deal, DealFilter } from '../../core/deals/deal.types.js';
import type { Translator } from '../../core/i18n.ports.js';
import { dealFilterWords } from '../../i18n/deal-words.js';
import { giveawayEndMoment } from '../../i18n/giveaway-words.js';

/** A character XML 1.0 cannot carry at all (C0 controls other than tab and line ends, U+FFFE, U+FFFF). */
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

/** A time as RFC 3339 UTC, as Atom's dates are written. */
export const iso = (ms: number) => new Date(ms).toISOString();

/** Tag URIs (RFC 4151) minted under the service's host on `date`: valid whatever the text tagged holds. */
export function tagUris(baseUrl: string, date: string): (what: string) => string {
  // A tag URI's authority is a DNS name; a BASE_URL on an IPv6 literal has none, so it tags as localhost.
  const hostname = new URL(baseUrl).hostname;
  const host = /^[A-Za-z0-9.-]+$/.test(hostname) ? hostname : 'localhost';
  return (what) => `tag:${host},${date}:${tagSpecific(what)}`;
}

/**
 * The specific part of a tag URI (RFC 4151: pchar, "/" and "?"), every other character percent-encoded as UTF-8; a
 * `%` that already starts an escape is kept. Deal ids (`<source>-<time>-<hash>`) pass unchanged, so entries keep the
 * ids readers have seen; the filter's part is where the rule bites.
 */
function tagSpecific(text: string): string {
  return text.replace(/%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9\-._~!$&'()*+,;=:@/?%]/gu, (c) =>
    [...Buffer.from(c, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
  );
}

/** `updated` of a feed with no entries yet: a real date, never the epoch (readers would date the feed 1970). */
export const EMPTY_FEED_UPDATED = Date.UTC(2026, 10, 28);

export interface AtomFeed {
  body: string;
  etag: string;
  /** The newest `updated` of the feed (epoch ms): what Last-Modified says. */
  updatedAt: number;
}

/**
 * The deals of one filter as an Atom 1.0 document (RFC 4287) in one language: the feed and each entry carry an id
 * that never changes (a tag URI from the service's host and the deal's id, whatever the language), a title and an
 * `updated` that moves when the deal's price changes or it ends; each entry links the source's redirect.
 */
export function dealsAtom(deals: readonly Deal[], filter: DealFilter, urls: { self: string; page: string; baseUrl: string }, tr: Translator): AtomFeed {
  const tag = tagUris(urls.baseUrl, '2026-11-25');
  const updatedAt = deals.reduce((max, d) => Math.max(max, d.updatedAt), 0) || EMPTY_FEED_UPDATED;
  const entries = deals.map((d): AtomEntry => {
    const words = {
      title: d.title,
      shop: d.shop,
      price: d.price === 0 ? tr.t('deal-feed-free') : tr.money(d.price, d.currency),
      regular: tr.money(d.regular, d.currency),
      cut: d.cut,
    };
    const live = d.endedAt === null;
    return {
      id: tag(`deal:${d.id}`),
      title: tr.t(live ? 'deal-feed-live' : 'deal-feed-ended', words),
      updated: d.updatedAt,
      published: d.firstSeenAt,
      url: d.url,
      summary: live
        ? d.expiresAt !== null
          ? tr.t('deal-feed-summary-until', { ...words, date: giveawayEndMoment(d.expiresAt, tr) })
          : tr.t('deal-feed-summary', words)
        : tr.t('deal-feed-summary-ended', words),
      categories: [live ? 'live' : 'ended'],
    };
  });
  const head = {
    // The feed's id names the filter, never its words: a reader switching language keeps the same feed.
    id: tag(`deals:${filterKey(filter)}`),
    title: tr.t('deal-feed-title', { filter: dealFilterWords(filter, tr) }),
    updatedAt,
    self: urls.self,
    page: urls.page,
    lang: tr.locale,
  };
  return atomDocument(head, entries);
}

/** One entry of a feed: its tag URI, words, times (epoch ms), the page it links and its category terms. */
export interface AtomEntry {
  id: string;
  title: string;
  updated: number;
  published: number;
  url: string;
  summary: string;
  categories: readonly string[];
}

/**
 * An Atom 1.0 document (RFC 4287) around its entries, with an ETag of its bytes: every feed of the service is
 * written by this one function, so they escape, date and validate alike.
 */
export function atomDocument(
  head: { id: string; title: string; updatedAt: number; self: string; page?: string; /** The words' language (xml:lang). */ lang?: string },
  entries: readonly AtomEntry[],
): AtomFeed {
  const body = [
    '<?xml version="1.0" encoding="utf-8"?>',
    head.lang === undefined ? '<feed xmlns="http://www.w3.org/2005/Atom">' : `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xml(head.lang)}">`,
    `  <id>${xml(head.id)}</id>`,
    `  <title>${xml(head.title)}</title>`,
    `  <updated>${iso(head.updatedAt)}</updated>`,
    '  <author><name>gametools</name></author>',
    `  <link rel="self" type="application/atom+xml" href="${xml(head.self)}"/>`,
    ...(head.page === undefined ? [] : [`  <link rel="alternate" type="text/html" href="${xml(head.page)}"/>`]),
    '  <generator>gametools</generator>',
    ...entries.map((e) =>
      [
        '  <entry>',
        `    <id>${xml(e.id)}</id>`,
        `    <title>${xml(e.title)}</title>`,
        `    <updated>${iso(e.updated)}</updated>`,
        `    <published>${iso(e.published)}</published>`,
        `    <link rel="alternate" type="text/html" href="${xml(e.url)}"/>`,
        `    <summary>${xml(e.summary)}</summary>`,
        ...e.categories.map((term) => `    <category term="${xml(term)}"/>`),
        '  </entry>',
      ].join('\n'),
    ),
    '</feed>',
    '',
  ].join('\n');
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { body, etag, updatedAt: head.updatedAt };
}
