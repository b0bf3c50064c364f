import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { JumpingClock } from '../../helpers/clock.js';
import { startCheapSharkFake, type CheapSharkGame, type CheapSharkListItem } from '../../prices/fakes/cheapshark.js';
import type { FakeServer } from '../../prices/fakes/server.js';
import { gameAt, listItem, STORES } from '../../prices/deals/cheapshark-list.js';
import { filterFromFields, parseFilterText } from '../../../src/core/deals/deal-filter.js';
import type { Deal } from '../../../src/core/deals/deal.types.js';
import { dealsAtom } from '../../../src/http/feeds/atom.js';
import { englishOnly } from '../../../src/http/web/english-only.js';

let app: TestApp;
const clock = new JumpingClock();
let cheapshark: FakeServer;
const list: CheapSharkListItem[] = [];
const games: CheapSharkGame[] = [];

beforeAll(async () => {
  cheapshark = await startCheapSharkFake(STORES, games, list);
  app = await startTestApp({
    CHEAPSHARK_API_URL: `${cheapshark.url}/api/1.0`,
    DEALS_INTERVAL_MIN: '0',
    DEALS_FEED_RATE_PER_MIN: '12',
    BASE_URL: 'https://deals.example.test',
  }, { clock });
});
afterAll(async () => {
  await app?.destroy();
  await cheapshark?.close();
});

const feed = (query: string, headers: Record<string, string> = {}) => fetch(`${app.url}/feeds/deals.atom${query}`, { headers });
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => ['entry', 'link'].includes(name) });
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

type Link = { '@rel'?: string; '@href': string };
type Entry = { id: string; title: string; updated: string; link: Link[]; author?: unknown };

/** The elements RFC 4287 requires of a feed and of each entry (4.1.1, 4.1.2), checked on the parsed document. */
function checkAtom(text: string): { id: string; updated: string; entries: Entry[] } {
  expect(XMLValidator.validate(text)).toBe(true);
  const doc = parser.parse(text) as { feed: Record<string, unknown> & { entry?: Entry[]; link: Link[] } };
  const f = doc.feed;
  expect(f['@xmlns']).toBe('http://www.w3.org/2005/Atom');
  for (const required of ['id', 'title', 'updated']) expect(f[required], `feed ${required}`).toBeTruthy();
  expect(String(f.updated)).toMatch(RFC3339);
  expect(f.link.some((l) => l['@rel'] === 'self')).toBe(true);
  const entries = f.entry ?? [];
  // atom:feed must have an author unless every entry has one.
  expect(f.author ?? (entries.length > 0 && entries.every((e) => e.author))).toBeTruthy();
  for (const e of entries) {
    for (const required of ['id', 'title', 'updated'] as const) expect(e[required], `entry ${required}`).toBeTruthy();
    expect(e.updated).toMatch(RFC3339);
    // Without content, an entry needs an alternate link (4.1.1).
    expect(e.link.some((l) => (l['@rel'] ?? 'alternate') === 'alternate')).toBe(true);
  }
  return { id: String(f.id), updated: String(f.updated), entries };
}

describe('GET /feeds/deals.atom', () => {
  it('is a valid Atom 1.0 feed with stable ids, answers 304 to If-None-Match, and its entry changes when the deal ends', async () => {
    list.splice(0, list.length, listItem('60', '25', '0.00', '19.99'), listItem('61', '1', '4.99', '9.99'));
    await app.services.deals.poll();
    const first = await feed('?filter=free');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('last-modified')).toMatch(/GMT$/);
    const one = checkAtom(await first.text());
    expect(one.entries.map((e) => e.title)).toEqual(['Game 60: FREE (−100%) at Epic Games Store']);
    expect(one.entries[0].link[0]['@href']).toBe('https://www.cheapshark.com/redirect?dealID=deal60s25%3D');
    expect(one.entries[0].id).toMatch(/^tag:deals\.example\.test,2026-11-25:deal:/);

    const again = await feed('?filter=free', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const since = await feed('?filter=free', { 'If-Modified-Since': first.headers.get('last-modified')! });
    expect(since.status).toBe(304);

    // The same poll again changes nothing: same ids, same ETag.
    await app.services.deals.poll();
    expect((await feed('?filter=free', { 'If-None-Match': etag })).status).toBe(304);

    // It ends: the entry keeps its id, its `updated` moves, the ETag changes.
    clock.jump(15 * 60_000);
    list.splice(0, list.length, listItem('61', '1', '4.99', '9.99'));
    games.splice(0, games.length, gameAt('60', '25', '19.99', '19.99'));
    await app.services.deals.poll();
    const after = await feed('?filter=free', { 'If-None-Match': etag });
    expect(after.status).toBe(200);
    const two = checkAtom(await after.text());
    expect(two.id).toBe(one.id);
    expect(two.entries[0].id).toBe(one.entries[0].id);
    expect(two.entries[0].title).toBe('Ended: Game 60 (was FREE at Epic Games Store)');
    expect(Date.parse(two.entries[0].updated)).toBeGreaterThan(Date.parse(one.entries[0].updated));
  });

  it('gives the feed and each entry an id that is a valid tag URI, without whitespace', async () => {
    // One request: the suite's feed budget is 12 a minute. Price, cut and store: the filter once read 'under 5 cut>=20'.
    const res = await feed('?under=5&cut=20&store=steam');
    expect(res.status).toBe(200);
    const parsed = checkAtom(await res.text());
    expect(parsed.entries.length).toBeGreaterThan(0);
    for (const id of [parsed.id, ...parsed.entries.map((e) => e.id)]) expectTagUri(id);
    expect(parsed.id).toBe('tag:deals.example.test,2026-11-25:deals:under=5;cut=20;store=steam;region=us');
  });

  it('filters by price, cut and store, and refuses a bad filter in the error shape', async () => {
    const cheap = checkAtom(await (await feed('?under=5&store=steam')).text());
    expect(cheap.entries.map((e) => e.title)).toEqual(['Game 61: $4.99 (−50%) at Steam']);
    // The same feed in Spanish (?lang=, as the giveaway feed): xml:lang says so, words and money are Spanish, ids are not.
    const spanishBody = await (await feed('?under=5&store=steam&lang=es')).text();
    expect(spanishBody).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="es">');
    const spanish = checkAtom(spanishBody);
    expect(spanish.entries.map((e) => e.title)).toEqual(['Game 61: 4,99\u00a0US$ (−50 %) en Steam']);
    expect(spanishBody).toContain('<title>Ofertas de juegos: menos de 5, tienda steam, región us</title>');
    expect(spanish.entries.map((e) => e.id)).toEqual(cheap.entries.map((e) => e.id));
    const bad = await feed('?cut=300');
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({ ok: false, error: 'invalid_params', message: expect.stringContaining('cut'), field: 'filter' });
  });

  it('the deals page shows the same filter as HTML and links the Atom feed of exactly that filter', async () => {
    const res = await fetch(`${app.url}/deals?under=5&store=steam`);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('<a href="https://www.cheapshark.com/redirect?dealID=deal61s1%3D" rel="noopener nofollow">Game 61</a>');
    expect(page).toContain('href="/feeds/deals.atom?under=5&amp;store=steam&amp;region=us"');
    expect(page).not.toContain('Game 60');
    // The card's image is the source's, through our signed proxy (never the third party's address in the page).
    const img = /<li class="deal-card"><img src="([^"]+)"/.exec(page)?.[1].replace(/&amp;/g, '&') ?? '';
    expect(img).toBe(app.services.images.link('https://cdn.example.test/61.jpg'));
    expect(page).toContain('<span class="shop">at Steam</span>');
    const bad = await (await fetch(`${app.url}/deals?cut=abc`)).text();
    expect(bad).toContain('cut: must be a whole percent');
  });

  it('is rate-limited per address with Retry-After', async () => {
    let last: Response | null = null;
    for (let i = 0; i < 14; i++) {
      last = await feed('?filter=free');
      if (last.status === 429) break;
      await last.arrayBuffer();
    }
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await last!.json()).error).toBe('rate_limited');
  });
});

/** tag:<DNS name>,<date>:<specific>, the specific part pchar, "/" and "?" only (RFC 4151 on RFC 3986). */
const TAG_URI = /^tag:[A-Za-z0-9.-]+,\d{4}(-\d{2}(-\d{2})?)?:(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9A-Fa-f]{2})*$/;

function expectTagUri(id: string): void {
  expect(id).not.toMatch(/\s/);
  expect(id).toMatch(TAG_URI);
  // A URL parser reads it as an absolute URI of scheme tag, rewriting nothing.
  expect(new URL(id).protocol).toBe('tag:');
  expect(new URL(id).href).toBe(id);
}

describe('Atom ids for every kind of filter and deal id', () => {
  const deal = (id: string): Deal => ({
    id, source: 'cheapshark', gameId: '1', shopId: '1', title: 'A game', shop: 'Steam', price: 1, regular: 2, cut: 50,
    currency: 'USD', region: 'us', url: 'https://www.cheapshark.com/redirect?dealID=x', image: null, expiresAt: null,
    firstSeenAt: 0, updatedAt: 0, seenAt: 0, endedAt: null, version: 1, queries: [],
  });
  const filters = [
    filterFromFields({ free: true }, 'us'),
    filterFromFields({ under: 9.99, cut: 90, store: 'Green Man Gaming', region: 'de', currency: 'eur', ignore: ['2game', 'Games Planet'] }, 'us'),
    parseFilterText('under 5 cut>=20 region:gb', 'us'),
  ];

  it('parses as Atom and every id is a tag URI, each filter its own feed id', () => {
    const ids = new Set<string>();
    for (const filter of filters) {
      const body = dealsAtom([deal('cheapshark:abc%3D'), deal('cheapshark:50% off <now>')], filter, {
        self: 'https://deals.example.test/feeds/deals.atom', page: 'https://deals.example.test/deals', baseUrl: 'https://deals.example.test',
      }, englishOnly()).body;
      const parsed = checkAtom(body);
      for (const id of [parsed.id, ...parsed.entries.map((e) => e.id)]) expectTagUri(id);
      // A deal id with a ready escape keeps it; anything else not allowed is escaped.
      expect(parsed.entries.map((e) => e.id)).toEqual([
        'tag:deals.example.test,2026-11-25:deal:cheapshark:abc%3D',
        'tag:deals.example.test,2026-11-25:deal:cheapshark:50%25%20off%20%3Cnow%3E',
      ]);
      ids.add(parsed.id);
    }
    expect(ids.size).toBe(filters.length);
  });

  it('tags a service on an IPv6 literal as localhost, still a valid tag URI', () => {
    const body = dealsAtom([deal('cheapshark:1')], filters[0], { self: 'http://[::1]:3000/feeds/deals.atom', page: 'http://[::1]:3000/deals', baseUrl: 'http://[::1]:3000' }, englishOnly()).body;
    const parsed = checkAtom(body);
    expect(parsed.id).toBe('tag:localhost,2026-11-25:deals:free;region=us');
    for (const id of [parsed.id, ...parsed.entries.map((e) => e.id)]) expectTagUri(id);
  });
});
