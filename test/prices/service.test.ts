import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../src/core/errors.js';
import type { Game } from '../../src/core/prices/price.types.js';
import { rejection } from '../helpers/errors.js';
import { resetWorld, serviceFor, settle, startWorld, TestClock, type World } from './fakes/harness.js';
import { APP } from './fakes/world.js';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world.close();
});
beforeEach(() => resetWorld(world));

const UPDATED = '2026-11-22T12:00:00Z';
const LEGO_ITAD = 'https://isthereanydeal.com/game/id:018d937f-3a0c-7000-8000-00000000b47a/';
const STEAM_PAGE = (id: number) => `https://store.steampowered.com/app/${id}/`;

const failure = (promise: Promise<unknown>) => rejection(promise, AppError);

describe('each source alone', () => {
  it('Steam: the appdetails example (EUR) in region de', async () => {
    const { service } = serviceFor(world, ['steam']);
    expect(await service.lookup(APP.witcher3, 'de')).toEqual<Game>({
      title: 'The Witcher 3: Wild Hunt',
      slug: 'the-witcher-3-wild-hunt',
      platform_appid: 292030,
      regular_price: 29.99,
      best_official: { price: 5.99, store: 'Steam', cut: 80 },
      best_keyshop: null,
      all_time_low: null,
      active_deals: 1,
      metacritic: 93,
      currency: 'EUR',
      region: 'de',
      updated_at: UPDATED,
      stale: false,
      sources: ['steam'],
      urls: { steam: STEAM_PAGE(292030), deal: STEAM_PAGE(292030) },
    });
    const req = world.steam.requests[0];
    expect(req.path).toBe('/api/appdetails');
    expect(Object.fromEntries(req.query)).toMatchObject({ appids: '292030', cc: 'de' });
  });

  it('CheapShark: deals, all-time low (unix date → UTC) and the Metacritic score of the official examples', async () => {
    const { service } = serviceFor(world, ['cheapshark']);
    expect(await service.lookup(APP.bioshock)).toEqual<Game>({
      title: 'BioShock Infinite',
      slug: 'bioshock-infinite',
      platform_appid: 8870,
      regular_price: 29.99,
      best_official: { price: 5.89, store: 'GameBillet', cut: 80 },
      best_keyshop: null,
      all_time_low: { price: 4.49, store: null, date: '2023-04-26' },
      active_deals: 2,
      metacritic: 94,
      currency: 'USD',
      region: 'us',
      updated_at: UPDATED,
      stale: false,
      sources: ['cheapshark'],
      urls: { deal: 'https://www.cheapshark.com/redirect?dealID=vb3EqB4KpKbSyV83DXQYAZCSBS60LaOMgLCXSt8pQxw%3D' },
    });
    // A descriptive User-Agent on every call, as CheapShark requires.
    for (const req of world.cheapshark.requests) expect(req.headers['user-agent']).toMatch(/^gametools-prices\/\S+ \(.+\)$/);
    // The deal id goes back exactly as CheapShark encoded it.
    const deal = world.cheapshark.requests.find((r) => r.path === '/api/1.0/deals');
    expect(deal?.rawQuery).toBe('id=vb3EqB4KpKbSyV83DXQYAZCSBS60LaOMgLCXSt8pQxw%3D');
  });

  it('IsThereAnyDeal: the official lookup and prices examples (US), low from historyLow', async () => {
    const { service } = serviceFor(world, ['isthereanydeal']);
    expect(await service.lookup(APP.eu4, 'us')).toEqual<Game>({
      title: 'Europa Universalis IV',
      slug: 'europa-universalis-iv',
      platform_appid: 236850,
      regular_price: 9.99,
      best_official: { price: 9.99, store: 'Steam', cut: 0 },
      best_keyshop: null,
      all_time_low: { price: 0.99, store: null, date: null },
      active_deals: 0,
      metacritic: null,
      currency: 'USD',
      region: 'us',
      updated_at: UPDATED,
      stale: false,
      sources: ['isthereanydeal'],
      urls: {
        isthereanydeal: 'https://isthereanydeal.com/game/id:018d937f-07fc-72ed-8517-d8e24cb1eb22/',
        deal: 'https://next.isthereanydeal.com/link/018d9386-7132-719b-89e1-e11b8c591ee7/',
      },
    });
    for (const req of world.itad.requests) {
      expect(req.headers['itad-api-key']).toBe('itad-test-key');
      expect(req.query.has('key')).toBe(false);
    }
    expect(world.itad.requests.find((r) => r.path === '/games/prices/v3')?.query.get('country')).toBe('US');
  });

  it('IsThereAnyDeal: the overview example gives the low with its shop and date (EUR, de)', async () => {
    const { service } = serviceFor(world, ['isthereanydeal']);
    const game = await service.lookup(APP.eu4, 'de');
    expect(game).toMatchObject({
      currency: 'EUR',
      regular_price: 31.99,
      best_official: { price: 31.99, store: 'Steam', cut: 0 },
      all_time_low: { price: 22.07, store: 'Fanatical', date: '2024-07-01' },
    });
  });

  it('GG.deals: the official Prices API example (PLN, region pl)', async () => {
    const { service } = serviceFor(world, ['ggdeals']);
    expect(await service.lookup(APP.hl2ep2, 'pl')).toEqual<Game>({
      title: 'Half-Life 2: Episode Two',
      slug: 'half-life-2-episode-two',
      platform_appid: 420,
      regular_price: null,
      best_official: { price: 91.99, store: null, cut: null },
      best_keyshop: { price: 24.3, store: null, cut: null },
      all_time_low: { price: 2.89, store: null, date: null },
      active_deals: null,
      metacritic: null,
      currency: 'PLN',
      region: 'pl',
      updated_at: UPDATED,
      stale: false,
      sources: ['ggdeals'],
      urls: { ggdeals: 'https://gg.deals/game/half-life-2-episode-two/', deal: 'https://gg.deals/game/half-life-2-episode-two/' },
    });
    const req = world.gg.requests[0];
    expect(req.path).toBe('/v1/prices/by-steam-app-id/');
    expect(Object.fromEntries(req.query)).toEqual({ ids: '420', key: 'gg-test-key', region: 'pl' });
  });

  it('GG.deals is not asked for a region its API does not serve', async () => {
    const { service } = serviceFor(world, ['steam', 'ggdeals']);
    await service.lookup(APP.witcher3, 'jp');
    expect(world.gg.count()).toBe(0);
  });
});

describe('sources combined', () => {
  it('without keys (Steam + CheapShark), region us', async () => {
    const { service } = serviceFor(world, undefined, { config: { ITAD_API_KEY: undefined, GGDEALS_API_KEY: undefined } });
    expect(service.sourceNames).toEqual(['steam', 'cheapshark']);
    expect(await service.lookup(APP.legoBatman)).toEqual<Game>({
      title: 'LEGO® Batman™: The Videogame',
      slug: 'lego-batman-the-videogame',
      platform_appid: 21000,
      regular_price: 19.99,
      best_official: { price: 4.23, store: 'GameBillet', cut: 79 },
      best_keyshop: null,
      all_time_low: { price: 3.99, store: null, date: '2018-11-24' },
      active_deals: 2,
      metacritic: 80,
      currency: 'USD',
      region: 'us',
      updated_at: UPDATED,
      stale: false,
      sources: ['steam', 'cheapshark'],
      urls: {
        steam: STEAM_PAGE(21000),
        deal: 'https://www.cheapshark.com/redirect?dealID=tyTH88J0PXRvYALBjV3cNHd5Juq1qKcu4tG4lBiUCt4%3D',
      },
    });
    expect(world.itad.count() + world.gg.count()).toBe(0);
  });

  it('all four sources, region us', async () => {
    const { service } = serviceFor(world);
    expect(await service.lookup(APP.legoBatman, 'US')).toEqual<Game>({
      title: 'LEGO® Batman™: The Videogame',
      slug: 'lego-batman-the-videogame',
      platform_appid: 21000,
      regular_price: 19.99,
      // ITAD and CheapShark both list GameBillet; ITAD's row speaks for it (4.10, not 4.23).
      best_official: { price: 4.1, store: 'GameBillet', cut: 79 },
      best_keyshop: { price: 3.05, store: null, cut: 85 },
      all_time_low: { price: 3.49, store: 'Fanatical', date: '2023-03-02' },
      active_deals: 3,
      metacritic: 80,
      currency: 'USD',
      region: 'us',
      updated_at: UPDATED,
      stale: false,
      sources: ['steam', 'isthereanydeal', 'cheapshark', 'ggdeals'],
      urls: {
        steam: STEAM_PAGE(21000),
        deal: 'https://itad.link/lego-gamebillet/',
        isthereanydeal: LEGO_ITAD,
        ggdeals: 'https://gg.deals/game/lego-batman-the-videogame/',
      },
    });
  });

  it('all four sources, region de: euro prices, CheapShark (USD) left out of them', async () => {
    const { service } = serviceFor(world);
    expect(await service.lookup(APP.legoBatman, 'de')).toEqual<Game>({
      title: 'LEGO® Batman™: The Videogame',
      slug: 'lego-batman-the-videogame',
      platform_appid: 21000,
      regular_price: 19.99,
      best_official: { price: 4.99, store: 'Steam', cut: 75 },
      best_keyshop: { price: 2.65, store: null, cut: 87 },
      all_time_low: { price: 2.99, store: 'Steam', date: '2024-06-27' },
      active_deals: 2,
      metacritic: 80,
      currency: 'EUR',
      region: 'de',
      updated_at: UPDATED,
      stale: false,
      sources: ['steam', 'isthereanydeal', 'cheapshark', 'ggdeals'],
      urls: {
        steam: STEAM_PAGE(21000),
        deal: STEAM_PAGE(21000),
        isthereanydeal: LEGO_ITAD,
        ggdeals: 'https://gg.deals/game/lego-batman-the-videogame/',
      },
    });
  });

  it('IsThereAnyDeal + GG.deals without Steam: title from ITAD, regular price from its Steam row', async () => {
    const { service } = serviceFor(world, ['isthereanydeal', 'ggdeals']);
    const game = await service.lookup(APP.legoBatman);
    expect(game).toMatchObject({
      title: 'LEGO Batman: The Videogame',
      regular_price: 19.99,
      best_official: { price: 4.1, store: 'GameBillet', cut: 79 },
      best_keyshop: { price: 3.05, store: null, cut: 85 },
      active_deals: 2,
      metacritic: null,
      sources: ['isthereanydeal', 'ggdeals'],
    });
  });
});

describe('free games and unknown ids', () => {
  it('a free Steam game (no price_overview) costs 0 at Steam', async () => {
    const { service } = serviceFor(world);
    expect(await service.lookup(APP.dota2)).toEqual<Game>({
      title: 'Dota 2',
      slug: 'dota-2',
      platform_appid: 570,
      regular_price: 0,
      best_official: { price: 0, store: 'Steam', cut: 0 },
      best_keyshop: null,
      all_time_low: null,
      active_deals: 0,
      metacritic: null,
      currency: 'USD',
      region: 'us',
      updated_at: UPDATED,
      stale: false,
      sources: ['steam', 'isthereanydeal', 'cheapshark', 'ggdeals'],
      urls: { steam: STEAM_PAGE(570), deal: STEAM_PAGE(570) },
    });
  });

  it('an id no source knows is not_found, and the miss is cached', async () => {
    const { service } = serviceFor(world);
    const err = await failure(service.lookup(APP.unknown));
    expect(err.code).toBe('not_found');
    await settle();
    const before = world.fakes.map((f) => f.count());
    expect((await failure(service.lookup(APP.unknown))).code).toBe('not_found');
    expect(world.fakes.map((f) => f.count())).toEqual(before);
  });

  it('refuses bad ids and regions before asking anyone', async () => {
    const { service } = serviceFor(world);
    for (const bad of [0, -1, 1.5, 2 ** 31, '12a', '', ' 7', '+7', null, undefined]) {
      expect((await failure(service.lookup(bad))).code).toBe('invalid_appid');
    }
    expect((await failure(service.lookup(2 ** 31 - 1, 'zz'))).code).toBe('invalid_request');
    expect((await failure(service.lookup(10, 'usa'))).code).toBe('invalid_request');
    expect(world.fakes.map((f) => f.count())).toEqual([0, 0, 0, 0]);
  });
});

describe('failing sources', () => {
  const modes = ['rate_limited', 'error', 'malformed', 'hang'] as const;
  const names = ['steam', 'cheapshark', 'itad', 'gg'] as const;
  const sourceName = { steam: 'steam', cheapshark: 'cheapshark', itad: 'isthereanydeal', gg: 'ggdeals' } as const;

  for (const which of names) {
    for (const mode of modes) {
      it(`${which} answering ${mode}: the others still answer`, async () => {
        world[which].mode = mode;
        const events: string[] = [];
        const { service } = serviceFor(world, undefined, {
          timeoutMs: 300,
          onEvent: (e) => events.push(e.type === 'source_failed' ? `${e.source}: ${e.reason}` : e.type),
        });
        const game = await service.lookup(APP.legoBatman);
        const expected = ['steam', 'isthereanydeal', 'cheapshark', 'ggdeals'].filter((s) => s !== sourceName[which]);
        expect(game.sources).toEqual(expected);
        expect(game.title).not.toBeNull();
        expect(game.best_official?.price).toBeGreaterThan(0);
        expect(events).toHaveLength(1);
        expect(events[0]).toContain(sourceName[which]);
        if (mode === 'hang') expect(events[0]).toContain('no answer within 300 ms');
        if (mode === 'error') expect(events[0]).toContain('HTTP 500');
        if (mode === 'malformed') expect(events[0]).toContain('malformed');
      });
    }
  }

  it('a 429 with Retry-After keeps the service away from that source for that long', async () => {
    world.steam.mode = 'rate_limited';
    world.steam.retryAfter = '30';
    const { service, clock } = serviceFor(world, ['steam', 'cheapshark']);
    expect((await service.lookup(APP.legoBatman)).sources).toEqual(['cheapshark']);
    expect(world.steam.count()).toBe(1);
    world.steam.mode = 'ok';
    clock.advance(29_000);
    expect((await service.lookup(APP.bioshock)).sources).toEqual(['cheapshark']);
    expect(world.steam.count()).toBe(1);
    clock.advance(1_000);
    expect((await service.lookup(APP.witcher3, 'de')).sources).toEqual(['steam', 'cheapshark']);
    expect(world.steam.count()).toBe(2);
  });

  it("GG.deals' documented 429 (no Retry-After, x-ratelimit-reset as unix time) backs off until the reset", async () => {
    const clock = new TestClock(Date.now());
    world.gg.mode = 'rate_limited';
    world.gg.retryAfter = null;
    world.gg.rateLimitHeaders = { 'x-ratelimit-limit': '100', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(Math.floor(clock.t / 1000) + 45) };
    const { service } = serviceFor(world, ['steam', 'ggdeals'], { clock });
    await service.lookup(APP.legoBatman);
    world.gg.mode = 'ok';
    clock.advance(40_000);
    expect((await service.lookup(APP.dota2)).sources).toEqual(['steam']);
    clock.advance(10_000);
    expect((await service.lookup(APP.witcher3)).sources).toEqual(['steam', 'ggdeals']);
    expect(world.gg.count()).toBe(2);
  });

  it("Steam's 403 (its CDN throttling) also backs Steam off", async () => {
    const { service } = serviceFor(world, ['steam', 'cheapshark']);
    world.steam.mode = 'rate_limited';
    world.steam.retryAfter = null;
    await service.lookup(APP.legoBatman);
    world.steam.mode = 'ok';
    await service.lookup(APP.bioshock);
    expect(world.steam.count()).toBe(1);
  });

  it('every source down and nothing cached: upstream_unavailable naming each source', async () => {
    world.steam.mode = 'error';
    world.cheapshark.mode = 'malformed';
    world.itad.mode = 'hang';
    world.gg.mode = 'rate_limited';
    const { service } = serviceFor(world, undefined, { timeoutMs: 200 });
    const err = await failure(service.lookup(APP.legoBatman));
    expect(err.code).toBe('upstream_unavailable');
    expect(err.message).toBe(
      'no price source answered: steam (HTTP 500), isthereanydeal (no answer within 200 ms), ' +
        'cheapshark (malformed answer (not JSON)), ggdeals (rate limited (HTTP 429))',
    );
  });

  it('sources down: a cached answer up to a day old is served with stale: true', async () => {
    const { service, clock } = serviceFor(world, ['steam', 'cheapshark']);
    const fresh = await service.lookup(APP.legoBatman);
    await settle();
    clock.advance(23 * 3600_000);
    world.steam.mode = 'error';
    world.cheapshark.mode = 'error';
    const stale = await service.lookup(APP.legoBatman);
    expect(stale).toEqual({ ...fresh, stale: true });
    expect(stale.updated_at).toBe(UPDATED);
    clock.advance(3600_000 + 1);
    expect((await failure(service.lookup(APP.legoBatman))).code).toBe('upstream_unavailable');
  });

  it('some sources down and the rest not knowing the id: not_found, not remembered', async () => {
    const { service } = serviceFor(world, ['steam', 'cheapshark']);
    world.steam.mode = 'error';
    expect((await failure(service.lookup(APP.bioshock + 1))).code).toBe('not_found');
    await settle();
    world.steam.mode = 'ok';
    expect((await failure(service.lookup(APP.bioshock + 1))).code).toBe('not_found');
    expect(world.steam.count()).toBe(2);
  });
});

describe('cache and load', () => {
  it('a cache hit makes no upstream call; after PRICE_CACHE_TTL_S the sources are asked again', async () => {
    const { service, clock } = serviceFor(world, undefined, { config: { PRICE_CACHE_TTL_S: 600 } });
    const first = await service.lookup(APP.legoBatman);
    await settle();
    const calls = world.fakes.map((f) => f.count());
    expect(calls.every((n) => n > 0)).toBe(true);
    clock.advance(599_000);
    expect(await service.lookup(APP.legoBatman)).toBe(first);
    expect(world.fakes.map((f) => f.count())).toEqual(calls);
    clock.advance(1_000);
    const second = await service.lookup(APP.legoBatman);
    expect(second.updated_at).toBe('2026-11-22T12:10:00Z');
    expect(world.steam.count()).toBe(calls[0] + 1);
  });

  it('50 concurrent lookups of one appid share one upstream fetch per source', async () => {
    for (const fake of world.fakes) fake.delayMs = 40;
    const { service } = serviceFor(world);
    const games = await Promise.all(Array.from({ length: 50 }, () => service.lookup(APP.legoBatman)));
    expect(new Set(games).size).toBe(1);
    expect(games[0].best_official).toEqual({ price: 4.1, store: 'GameBillet', cut: 79 });
    expect(world.steam.count('/api/appdetails')).toBe(1);
    for (const path of ['/api/1.0/stores', '/api/1.0/deals']) expect(world.cheapshark.count(path)).toBe(1);
    expect(world.cheapshark.count('/api/1.0/games')).toBe(2); // the appid → id mapping, then the game
    for (const path of ['/games/lookup/v1', '/games/prices/v3', '/games/overview/v2']) expect(world.itad.count(path)).toBe(1);
    expect(world.gg.count()).toBe(1);
  });

  it('a refresh reuses known CheapShark and IsThereAnyDeal ids and the day-old store list', async () => {
    const { service, clock } = serviceFor(world);
    await service.lookup(APP.legoBatman);
    clock.advance(600_000);
    await service.lookup(APP.legoBatman);
    expect(world.cheapshark.count('/api/1.0/stores')).toBe(1);
    expect(world.cheapshark.requests.filter((r) => r.query.has('steamAppID'))).toHaveLength(1);
    expect(world.itad.count('/games/lookup/v1')).toBe(1);
    expect(world.itad.count('/games/prices/v3')).toBe(2);
    clock.advance(86_400_000);
    await service.lookup(APP.legoBatman);
    expect(world.cheapshark.count('/api/1.0/stores')).toBe(2);
  });

  it('a batch answers each id, null for those no source knows', async () => {
    const { service } = serviceFor(world, ['steam', 'cheapshark']);
    const games = await service.lookupMany([APP.legoBatman, APP.unknown, APP.dota2, APP.legoBatman], 'us');
    expect(Object.keys(games)).toEqual(['570', '21000', '999999']);
    expect(games['21000']?.title).toBe('LEGO® Batman™: The Videogame');
    expect(games['570']?.best_official).toEqual({ price: 0, store: 'Steam', cut: 0 });
    expect(games['999999']).toBeNull();
    expect((await failure(service.lookupMany([]))).code).toBe('invalid_appid');
    expect((await failure(service.lookupMany(Array.from({ length: 101 }, (_, i) => i + 1)))).code).toBe('invalid_request');
    expect((await failure(service.lookupMany([1, 'x']))).code).toBe('invalid_appid');
  });

  it('a batch with every source down is upstream_unavailable', async () => {
    world.steam.mode = 'error';
    const { service } = serviceFor(world, ['steam']);
    expect((await failure(service.lookupMany([1, 2, 3]))).code).toBe('upstream_unavailable');
  });

  it("Steam's client-side limiter allows 200 requests per 5 minutes", async () => {
    const { service, clock } = serviceFor(world, ['steam']);
    const ids = Array.from({ length: 200 }, (_, i) => 1_000_000 + i);
    const games = await service.lookupMany(ids.slice(0, 100));
    await service.lookupMany(ids.slice(100));
    expect(Object.values(games).every((g) => g === null)).toBe(true);
    expect(world.steam.count()).toBe(200);
    const err = await failure(service.lookup(APP.witcher3));
    expect(err.message).toContain('steam (client-side request budget used up)');
    expect(world.steam.count()).toBe(200);
    clock.advance(5 * 60_000);
    expect((await service.lookup(APP.witcher3)).title).toBe('The Witcher 3: Wild Hunt');
    expect(world.steam.count()).toBe(201);
  });
});

describe('title search', () => {
  it('CheapShark and IsThereAnyDeal candidates with Steam appids, deduplicated, then cached', async () => {
    const { service } = serviceFor(world);
    expect(await service.search('  lego   batman ')).toEqual([{ title: 'LEGO Batman: The Videogame', appid: 21000 }]);
    expect(await service.search('Infinite')).toEqual([{ title: 'BioShock Infinite', appid: 8870 }]);
    expect(world.itad.count('/lookup/shop/61/id/v1')).toBe(1);
    await settle();
    const calls = world.fakes.map((f) => f.count());
    expect(await service.search('LEGO Batman')).toEqual([{ title: 'LEGO Batman: The Videogame', appid: 21000 }]);
    expect(world.fakes.map((f) => f.count())).toEqual(calls);
  });

  it('works with CheapShark alone, and fails only when every search source fails', async () => {
    const { service } = serviceFor(world, ['steam', 'cheapshark']);
    expect(await service.search('batman')).toEqual([{ title: 'LEGO Batman', appid: 21000 }]);
    world.cheapshark.mode = 'error';
    const err = await failure(service.search('bioshock'));
    expect(err.code).toBe('upstream_unavailable');
    expect(err.message).toContain('cheapshark (HTTP 500)');
    expect((await failure(service.search('   '))).code).toBe('invalid_request');
    expect((await failure(service.search('x'.repeat(101)))).code).toBe('invalid_request');
  });
});
