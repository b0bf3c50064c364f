import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { JumpingClock } from '../helpers/clock.js';
import { epicElement, gamerPowerItem, itadGiveaway, startGiveawayWorld, type GiveawayWorld } from './fakes.js';

const KEY = 'giveaway-test-key-0123456789abcdef';
const D = 86_400_000;
let world: GiveawayWorld;
let app: TestApp;
const clock = new JumpingClock();

beforeAll(async () => {
  world = await startGiveawayWorld();
  app = await startTestApp({ ...world.env, API_KEYS: KEY, GIVEAWAYS_INTERVAL_MIN: '0', DEALS_INTERVAL_MIN: '0', BASE_URL: 'https://free.example.test' }, { clock });
});
afterAll(async () => {
  await app?.destroy();
  await world?.close();
});
beforeEach(() => {
  world.broken = {};
});

const api = (query = '', key: string | null = KEY) => fetch(`${app.url}/api/giveaways${query}`, { headers: key ? { 'x-api-key': key } : {} });
const feed = (query = '', headers: Record<string, string> = {}) => fetch(`${app.url}/feeds/giveaways.atom${query}`, { headers });
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => ['entry', 'link', 'category'].includes(name) });
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

describe('GET /api/giveaways and /feeds/giveaways.atom', () => {
  it('an empty feed is valid, dated after 1970, and answers 304 to its own ETag', async () => {
    const res = await feed();
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(XMLValidator.validate(text)).toBe(true);
    const doc = parser.parse(text) as { feed: { updated: string; entry?: unknown[] } };
    expect(Date.parse(doc.feed.updated)).toBeGreaterThan(Date.UTC(2026, 0, 1));
    expect(doc.feed.entry).toBeUndefined();
    expect((await feed('', { 'If-None-Match': res.headers.get('etag')! })).status).toBe(304);
  });

  it('needs an API key, as /api/prices', async () => {
    const res = await api('', null);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ ok: false, error: 'missing_api_key' });
  });

  it('merges one game across the three sources into one giveaway, with ISO 8601 UTC times; one bad item and one broken source do not drop the rest', async () => {
    const now = clock.now();
    const ends = Math.floor((now + 2 * D) / 1000) * 1000;
    world.epic = [epicElement({ title: 'Hades™', slug: 'hades', startsAt: now - D, endsAt: ends })];
    world.gamerpower = [
      gamerPowerItem({ id: 501, title: 'Hades (Epic Games) Giveaway', platforms: 'PC, Epic Games Store', worth: '$24.99', endsAt: ends }),
      { id: 'bad', title: null },
      gamerPowerItem({ id: 502, title: 'Space Loot Pack Giveaway', platforms: 'PC, Steam', type: 'DLC', endsAt: now + 5 * D }),
    ];
    world.itad = [itadGiveaway({ id: 9001, shop: 'Epic Game Store', shopId: 16, title: 'Hades', endsAt: ends }), itadGiveaway({ id: 9002, shop: 'GOG', shopId: 35, title: 'Old Classic', endsAt: null })];
    await app.services.giveaways.poll();

    const res = await api();
    expect(res.status).toBe(200);
    const body = (await res.json()) as { ok: boolean; giveaways: Array<Record<string, unknown>> };
    expect(body.ok).toBe(true);
    expect(body.giveaways.map((g) => g.title)).toEqual(['Hades™', 'Space Loot Pack', 'Old Classic']);
    expect(body.giveaways[0]).toEqual({
      id: expect.stringMatching(/^gw[A-Za-z0-9]{14}$/),
      store: 'epic',
      store_name: 'Epic Games Store',
      title: 'Hades™',
      kind: 'game',
      worth: { amount: 24.99, currency: 'USD' },
      starts_at: new Date(now - D).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      ends_at: new Date(ends).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      url: 'https://store.epicgames.com/p/hades',
      image: 'https://cdn1.epicgames.com/hades/wide.jpg',
      sources: ['epic', 'itad', 'gamerpower'],
    });
    expect(body.giveaways[2]).toMatchObject({ store: 'gog', ends_at: null, sources: ['itad'] });
    for (const g of body.giveaways) if (g.ends_at !== null) expect(g.ends_at).toMatch(ISO_UTC);

    // GamerPower breaks: what it alone listed stays (it has an end date), the others are unaffected.
    world.broken.gamerpower = 'shape';
    await app.services.giveaways.poll();
    expect(((await (await api()).json()) as { giveaways: unknown[] }).giveaways).toHaveLength(3);
  });

  it('filters by store, kind and games_only; a wrong kind is invalid_params naming it', async () => {
    const titles = async (q: string) => ((await (await api(q)).json()) as { giveaways: Array<{ title: string }> }).giveaways.map((g) => g.title);
    expect(await titles('?store=steam')).toEqual(['Space Loot Pack']);
    expect(await titles('?store=Epic%20Games%20Store')).toEqual(['Hades™']);
    expect(await titles('?kind=dlc')).toEqual(['Space Loot Pack']);
    expect(await titles('?games_only=true')).toEqual(['Hades™', 'Old Classic']);
    const bad = await api('?kind=skins');
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ ok: false, error: 'invalid_params', field: 'kind' });
    expect((await api('?games_only=maybe')).status).toBe(422);
  });

  it('the giveaways page shows each as a card: the image through our proxy, the store named, the filter applied', async () => {
    const res = await fetch(`${app.url}/giveaways?games_only=true`);
    expect(res.status).toBe(200);
    const page = await res.text();
    const img = /<li class="deal-card"><img src="([^"]+)"/.exec(page)?.[1].replace(/&amp;/g, '&');
    expect(img).toBe(app.services.images.link('https://cdn1.epicgames.com/hades/wide.jpg'));
    expect(page).toContain('<a href="https://store.epicgames.com/p/hades" rel="noopener nofollow">Hades™</a>');
    expect(page).toContain('<span class="shop">at Epic Games Store</span>');
    expect(page).toContain('Old Classic');
    expect(page).not.toContain('Space Loot Pack');
  });

  it('?lang=de words the feed in German (titles, worth, end date), with the same entry ids; no lang or an unknown one is English', async () => {
    type Doc = { feed: { '@xml:lang': string; title: string; entry: Array<{ id: string; title: string; summary: string }> } };
    const german = await feed('?store=epic&lang=de');
    const de = parser.parse(await german.text()) as Doc;
    expect(de.feed['@xml:lang']).toBe('de');
    expect(de.feed.title).toBe('Gratisspiele: epic');
    expect(de.feed.entry.map((e) => e.title)).toEqual(['Gratis: Hades™ bei Epic Games Store']);
    expect(de.feed.entry[0].summary).toMatch(/^Hades™ \(Wert 24,99\u00a0\$\) gibt es bei Epic Games Store bis \d{1,2}\. \p{L}+\.? \d{4}, \d{2}:\d{2} UTC gratis zum Behalten\.$/u);

    const english = await feed('?store=epic');
    const en = parser.parse(await english.text()) as Doc;
    expect(en.feed['@xml:lang']).toBe('en');
    expect(en.feed.title).toBe('Free games: epic');
    expect(en.feed.entry[0].summary).toMatch(/^Hades™ \(worth \$24\.99\) is free to keep at Epic Games Store until [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2} [AP]M UTC\.$/);
    // The same giveaway whatever the language: a reader that switches keeps its read marks.
    expect(de.feed.entry.map((e) => e.id)).toEqual(en.feed.entry.map((e) => e.id));
    expect(german.headers.get('etag')).not.toBe(english.headers.get('etag'));
    expect((parser.parse(await (await feed('?store=epic&lang=xx-unknown')).text()) as Doc).feed.title).toBe('Free games: epic');
  });

  it('the feed lists them with the same filters, and its entry changes (new ETag) when the giveaway ends', async () => {
    const first = await feed('?store=epic');
    const text = await first.text();
    const doc = parser.parse(text) as { feed: { entry: Array<{ id: string; title: string; updated: string; link: Array<{ '@href': string }> }> } };
    expect(doc.feed.entry.map((e) => e.title)).toEqual(['Free: Hades™ at Epic Games Store']);
    expect(doc.feed.entry[0].link[0]['@href']).toBe('https://store.epicgames.com/p/hades');
    const etag = first.headers.get('etag')!;
    expect((await feed('?store=epic', { 'If-None-Match': etag })).status).toBe(304);

    clock.jump(3 * D);
    world.epic = [];
    world.gamerpower = [];
    world.itad = [];
    await app.services.giveaways.poll();
    const after = await feed('?store=epic', { 'If-None-Match': etag });
    expect(after.status).toBe(200);
    const ended = parser.parse(await after.text()) as { feed: { entry: Array<{ id: string; title: string }> } };
    expect(ended.feed.entry.map((e) => [e.id, e.title])).toEqual([[doc.feed.entry[0].id, 'Ended: Hades™ at Epic Games Store']]);
    // The loot pack left every list too, but its end date is two days on: it is kept until then.
    expect(((await (await api()).json()) as { giveaways: Array<{ title: string }> }).giveaways.map((g) => g.title)).toEqual(['Space Loot Pack']);
  });
});
