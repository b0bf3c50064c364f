import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deal } from '../../../src/core/deals/deal.types.js';
import { SourceFailure } from '../../../src/core/prices/source-failure.js';
import { createItadDeals } from '../../../src/prices/deals/itad-deals.js';
import type { HttpClient } from '../../../src/prices/sources/http.js';
import { rejection } from '../../helpers/errors.js';
import { startCheapSharkFake } from '../fakes/cheapshark.js';
import { startItadFake, type ItadDealsItem, type ItadGame } from '../fakes/itad.js';
import type { FakeServer } from '../fakes/server.js';
import { startHarness, type Harness } from '../../bots/telegram/harness.js';
import { STORES } from './cheapshark-list.js';
import { ITAD_KEY, itadGame, itadId, itadItem, SHOPS } from './itad-list.js';

/**
 * IsThereAnyDeal's deals list (issue 29 item 1): the real client against the fake ITAD's `/deals/v2` and
 * `/games/prices/v3`, then the whole path with ITAD_API_KEY set, through the real app and the Telegram bot.
 */
const http: HttpClient = { fetch: globalThis.fetch, userAgent: 'gametools-test/1 (tests@example.test)' };
const signal = () => AbortSignal.timeout(5000);

let itad: FakeServer;
const games: ItadGame[] = [];
const list: Record<string, ItadDealsItem[]> = { US: [], DE: [] };
const setList = (country: 'US' | 'DE', ...items: ItadDealsItem[]) => list[country].splice(0, list[country].length, ...items);
const setGames = (...g: ItadGame[]) => games.splice(0, games.length, ...g);

beforeAll(async () => {
  itad = await startItadFake(ITAD_KEY, games, list);
});
afterAll(() => itad?.close());

describe('IsThereAnyDeal deals list client', () => {
  const client = (apiKey = ITAD_KEY) => createItadDeals({ baseUrl: itad.url, apiKey, http });
  const asked = () => itad.requests.filter((r) => r.path === '/deals/v2');

  it('reads one page of the region’s list with the key in a header, and maps each game’s deal', async () => {
    setList('US', itadItem(1, SHOPS.fanatical, 3.89, 4.99), itadItem(2, SHOPS.steam, 1.75, 9.99, 'US', { expiry: null }));
    itad.requests.length = 0;
    const deals = await client().list({ kind: 'cut', upper: null, store: null, region: 'us' }, signal());
    expect(deals).toEqual([
      expect.objectContaining({
        source: 'itad',
        gameId: itadId(2),
        shopId: '61',
        shop: 'Steam',
        title: 'Itad Game 2',
        price: 1.75,
        regular: 9.99,
        cut: 82,
        currency: 'USD',
        region: 'us',
        url: `https://itad.link/${itadId(2).slice(-6)}-61/`,
        image: `https://assets.isthereanydeal.com/${itadId(2)}/banner300.jpg?t=1732868120`,
        expiresAt: null,
      }),
      expect.objectContaining({ gameId: itadId(1), shop: 'Fanatical', price: 3.89, cut: 22, expiresAt: Date.parse('2026-12-05T17:00:00Z') }),
    ]);
    expect(asked()).toHaveLength(1);
    const [req] = asked();
    expect(Object.fromEntries(req.query)).toEqual({ country: 'US', limit: '100', sort: '-cut' });
    expect(req.query.has('key')).toBe(false);
    expect(req.headers['itad-api-key']).toBe(ITAD_KEY);
  });

  it('asks the region’s country, keeps free games for `free`, a price cap for `under` and one shop by name', async () => {
    setList('DE', itadItem(3, SHOPS.gog, 0, 19.99, 'DE'), itadItem(4, SHOPS.steam, 4.99, 9.99, 'DE'), itadItem(5, SHOPS.gog, 7.99, 19.99, 'DE'));
    itad.requests.length = 0;
    const under = await client().list({ kind: 'under', upper: 5, store: null, region: 'de' }, signal());
    expect(under.map((d) => [d.title, d.price, d.currency])).toEqual([
      ['Itad Game 3', 0, 'EUR'],
      ['Itad Game 4', 4.99, 'EUR'],
    ]);
    expect(asked()[0].query.get('country')).toBe('DE');
    const gog = await client().list({ kind: 'under', upper: 10, store: 'gog', region: 'de' }, signal());
    expect(gog.map((d) => d.title)).toEqual(['Itad Game 3', 'Itad Game 5']);
    const free = await client().list({ kind: 'free', upper: 0, store: null, region: 'de' }, signal());
    expect(free.map((d) => d.title)).toEqual(['Itad Game 3']);
    expect(asked().at(-1)!.query.get('sort')).toBe('price');
  });

  it('confirms ends with one prices/v3 lookup per region: back at the regular price or gone from the shop is ended', async () => {
    setGames(
      itadGame(10, 'US', [[SHOPS.steam, 19.99, 19.99]]),
      itadGame(11, 'US', [[SHOPS.gog, 2.99, 14.99]]),
      itadGame(12, 'US', [[SHOPS.steam, 5, 10]]),
    );
    const deal = (n: number, shopId: string) => ({ id: `d${n}`, gameId: itadId(n), shopId, region: 'us' }) as Deal;
    itad.requests.length = 0;
    const checks = await client().check([deal(10, '61'), deal(11, '35'), deal(12, '35')], signal());
    expect(checks.get('d10')).toEqual({ state: 'ended' });
    expect(checks.get('d11')).toEqual({ state: 'on', price: 2.99, regular: 14.99, cut: 80 });
    expect(checks.get('d12')).toEqual({ state: 'ended' });
    const lookups = itad.requests.filter((r) => r.path === '/games/prices/v3');
    expect(lookups.map((r) => [r.method, r.query.get('country'), r.body])).toEqual([['POST', 'US', [itadId(10), itadId(11), itadId(12)]]]);
  });

  it('a wrong key is a failure of the source, not an empty list', async () => {
    const err = await rejection(client('wrong-key').list({ kind: 'free', upper: 0, store: null, region: 'us' }, signal()), SourceFailure);
    expect(err.source).toBe('isthereanydeal');
  });
});

describe('with ITAD_API_KEY set, the app announces ITAD deals and ends them', () => {
  let cheapshark: FakeServer;
  let h: Harness;
  const ANNA = 71;
  const BERND = 72;
  const IGOR = 73;

  beforeAll(async () => {
    cheapshark = await startCheapSharkFake(STORES, [], []);
    h = await startHarness({
      env: {
        CHEAPSHARK_API_URL: `${cheapshark.url}/api/1.0`,
        ITAD_API_URL: itad.url,
        ITAD_API_KEY: ITAD_KEY,
        DEALS_INTERVAL_MIN: '0',
        BASE_URL: 'https://deals.example.test',
      },
    });
  });
  afterAll(async () => {
    await h?.close();
    await cheapshark?.close();
  });

  const reply = (chat: number, starts: string) => h.api.waitFor(() => h.api.chatMessages(chat).find((m) => m.text?.startsWith(starts)), 10_000, starts);
  const follow = async (chat: number, filter: string) => {
    h.api.sendUserMessage(chat, `/follow ${filter}`);
    await reply(chat, 'Following');
  };
  const pass = async () => {
    await h.app.services.deals.poll();
    await h.app.services.deals.deliver();
  };
  const postsOf = (chat: number, n: number) => h.api.chatMessages(chat).filter((m) => m.text?.includes(`Itad Game ${n}`));
  const feedEntries = async (query: string) => {
    const res = await fetch(`${h.app.url}/feeds/deals.atom${query}`);
    expect(res.status).toBe(200);
    const doc = new XMLParser({ isArray: (name) => name === 'entry' }).parse(await res.text()) as { feed: { entry?: Array<{ title: string }> } };
    return (doc.feed.entry ?? []).map((e) => e.title);
  };

  it('a new ITAD deal is posted once in a following chat and shows in the feed; when it leaves the list and costs its regular price again, the post is edited to say it ended', async () => {
    setList('US');
    setList('DE');
    setGames();
    await follow(ANNA, 'cut>=50');

    setList('US', itadItem(20, SHOPS.gog, 4.99, 19.99));
    await pass();
    await pass();
    expect(postsOf(ANNA, 20)).toHaveLength(1);
    const [post] = postsOf(ANNA, 20);
    expect(post.text).toContain('🏷 <b>Itad Game 20</b>');
    expect(post.text).toContain('<b>$4.99</b> <s>$19.99</s> (−75%) at GOG');
    expect(post.text).toContain(`<a href="https://itad.link/${itadId(20).slice(-6)}-35/">Get it at GOG</a>`);
    expect(await feedEntries('?cut=50')).toEqual(['Itad Game 20: $4.99 (−75%) at GOG']);

    // The list no longer shows it but GOG still sells it at 4.99 (a page that shifted): nothing changes.
    setList('US');
    setGames(itadGame(20, 'US', [[SHOPS.gog, 4.99, 19.99]]));
    await pass();
    expect(postsOf(ANNA, 20)[0].edits).toHaveLength(0);

    // GOG is back at 19.99: the deal ended, the post is edited once, the feed says so.
    setGames(itadGame(20, 'US', [[SHOPS.gog, 19.99, 19.99]]));
    await pass();
    await pass();
    const [ended] = postsOf(ANNA, 20);
    expect(ended.edits).toHaveLength(1);
    expect(ended.text).toContain('⛔ <s>Itad Game 20</s>');
    expect(ended.text).toContain('Ended: <s>$4.99</s>');
    expect(await feedEntries('?cut=50')).toEqual(['Ended: Itad Game 20 (was $4.99 at GOG)']);
  });

  it('region filtering: a follow of region:de gets the German list’s deal in euros, a follow of the default region only the US one', async () => {
    await follow(BERND, 'cut>=50 region:de');
    await follow(IGOR, 'cut>=50');
    setList('US', itadItem(30, SHOPS.steam, 2.49, 9.99));
    setList('DE', itadItem(31, SHOPS.steam, 2.99, 11.99, 'DE'));
    await pass();
    await pass();
    expect(postsOf(BERND, 31)).toHaveLength(1);
    expect(postsOf(BERND, 31)[0].text).toContain('(−75%) at Steam');
    expect(postsOf(BERND, 31)[0].text).toMatch(/€\s?2[.,]99|2[.,]99\s?€/);
    expect(postsOf(BERND, 30)).toEqual([]);
    expect(postsOf(IGOR, 30)).toHaveLength(1);
    expect(postsOf(IGOR, 31)).toEqual([]);
    // The German list was asked for German prices.
    expect(itad.requests.some((r) => r.path === '/deals/v2' && r.query.get('country') === 'DE')).toBe(true);
  });

  it('ignored stores: a follow that ignores Fanatical is not posted its deal, another shop’s deal still is', async () => {
    const OLGA = 74;
    await follow(OLGA, 'cut>=50 ignore:fanatical');
    setList('US', itadItem(40, SHOPS.fanatical, 1.99, 9.99), itadItem(41, SHOPS.steam, 1.99, 9.99));
    setList('DE');
    await pass();
    await pass();
    expect(postsOf(OLGA, 41)).toHaveLength(1);
    expect(postsOf(OLGA, 40)).toEqual([]);
    // The same deal reaches a chat that ignores nothing: it was there to post.
    expect(postsOf(IGOR, 40)).toHaveLength(1);
  });

  it('/deals answers the current best matches five a page, cheapest first, and a page number turns the page', async () => {
    const PAUL = 75;
    setList('US', ...[1, 2, 3, 4, 5, 6, 7].map((i) => itadItem(50 + i, SHOPS.gog, i / 10, 9.99)));
    await h.app.services.deals.poll();
    h.api.sendUserMessage(PAUL, '/deals under 1');
    const first = (await reply(PAUL, '<b>Deals: under 1')).text!;
    const lines = first.split('\n');
    expect(lines[0]).toBe('<b>Deals: under 1 region:us</b> (page 1 of 2)');
    expect(lines.slice(1)).toEqual(
      [1, 2, 3, 4, 5].map((i) => `• Itad Game ${50 + i}: <b>$0.${i}0</b> (−${Math.round((1 - i / 10 / 9.99) * 100)}%) <a href="https://itad.link/${itadId(50 + i).slice(-6)}-35/">at GOG</a>`),
    );
    h.api.sendUserMessage(PAUL, '/deals under 1 2');
    const second = await h.api.waitFor(() => h.api.chatMessages(PAUL).find((m) => m.text?.includes('(page 2 of 2)')), 10_000, 'page 2');
    expect(second.text!.split('\n').slice(1).map((l) => /Itad Game \d+/.exec(l)![0])).toEqual(['Itad Game 56', 'Itad Game 57']);
    h.api.sendUserMessage(PAUL, '/deals cut>=101');
    const refused = await h.api.waitFor(() => h.api.chatMessages(PAUL).find((m) => m.text?.includes('cut')  && !m.text.startsWith('<b>Deals')), 10_000, 'the refusal');
    expect(refused.text).toContain('cut must be a whole percent from 1 to 100');
  });
});
