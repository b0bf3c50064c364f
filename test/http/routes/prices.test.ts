import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import Koa from 'koa';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError, isAppError, type ErrorCode } from '../../../src/core/errors.js';
import { PriceLookupLimiter } from '../../../src/core/prices/key-rate-limiter.js';
import { createRateLimit } from '../../../src/limits/rate-limit.js';
import { createPricesRouter } from '../../../src/http/routes/prices.js';
import { resetWorld, serviceWithHistory, startWorld, TestClock, type HistoryTestService, type World } from '../../prices/fakes/harness.js';
import { APP } from '../../prices/fakes/world.js';

/** Stand-ins for the app's error middleware and key check (the real ones belong to the HTTP app). */
const STATUS: Partial<Record<ErrorCode, number>> = {
  invalid_appid: 400,
  invalid_request: 400,
  missing_api_key: 401,
  invalid_api_key: 401,
  not_found: 404,
  rate_limited: 429,
  upstream_unavailable: 502,
};
const KEYS = new Map([
  ['key-one', 'k1'],
  ['key-two', 'k2'],
]);

async function authenticate(ctx: Koa.Context) {
  const bearer = /^Bearer (.+)$/.exec(ctx.get('authorization'))?.[1];
  const key = (typeof ctx.query.key === 'string' ? ctx.query.key : undefined) ?? (ctx.get('x-api-key') || bearer);
  if (!key) throw new AppError('missing_api_key', 'an API key is required');
  const keyId = KEYS.get(key);
  if (!keyId) throw new AppError('invalid_api_key', 'unknown API key');
  return { owner: `owner-${keyId}`, keyId };
}

let world: World;
let server: Server;
let base: string;
let clock: TestClock;
let limiter: PriceLookupLimiter;
let priced: HistoryTestService;

beforeAll(async () => {
  world = await startWorld();
  clock = new TestClock();
  priced = await serviceWithHistory(world, ['steam', 'cheapshark'], { clock, timeoutMs: 500 });
  const { service } = priced;
  const app = new Koa();
  app.use(async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      if (!isAppError(err)) throw err;
      ctx.status = STATUS[err.code] ?? 500;
      if (err.code === 'rate_limited') ctx.set('Retry-After', String(err.details.retryAfter));
      ctx.body = { ok: false, error: err.code, message: err.message };
    }
  });
  const router = createPricesRouter({
    prices: service,
    history: priced.history,
    charts: priced.charts,
    authenticate,
    rateLimit: (key, cost) => limiter.take(key, cost),
  });
  app.use(router.routes());
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await world.close();
  await priced.cleanup();
});
beforeEach(() => {
  resetWorld(world);
  clock.advance(120_000);
  limiter = new PriceLookupLimiter(createRateLimit({ perMinute: 60, name: 'test' }), 60); // every test starts with full key budgets
});

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(base + path, { headers });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

describe('GET /api/prices', () => {
  it('answers 200 with one top-level property `game` holding the spec fields, then the extras', async () => {
    const res = await get(`/api/prices?appid=${APP.legoBatman}&key=key-one`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(Object.keys(res.body)).toEqual(['game']);
    const game = res.body.game as Record<string, unknown>;
    expect(Object.keys(game)).toEqual([
      'title', 'slug', 'platform_appid', 'regular_price', 'best_official', 'best_keyshop', 'all_time_low',
      'active_deals', 'metacritic', 'currency', 'region', 'updated_at', 'stale', 'sources', 'urls', 'lows',
    ]);
    expect(game).toMatchObject({
      platform_appid: 21000,
      regular_price: 19.99,
      best_official: { price: 4.23, store: 'GameBillet', cut: 79 },
      best_keyshop: null,
      all_time_low: { price: 3.99, store: null, date: '2018-11-24' },
      active_deals: 2,
      metacritic: 80,
    });
    // Issue 28: every kind of low beside the spec fields. CheapShark's all-time low is official; the key-reseller
    // low is unknown without GG.deals; Steam's own price (19.99 today) is its only Steam point so far.
    expect(game.lows).toEqual({
      all_time: { price: 3.99, shop: null, date: '2018-11-24' },
      official: { price: 3.99, shop: null, date: '2018-11-24' },
      keyshop: null,
      steam: { price: 19.99, shop: 'Steam', date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
      since_increase: { price: 3.99, shop: null, date: '2018-11-24', since: null },
    });
  });

  it('takes the key as X-API-Key or Authorization: Bearer too', async () => {
    expect((await get(`/api/prices?appid=${APP.dota2}`, { 'x-api-key': 'key-two' })).status).toBe(200);
    expect((await get(`/api/prices?appid=${APP.dota2}`, { authorization: 'Bearer key-two' })).status).toBe(200);
  });

  it('401 missing_api_key and invalid_api_key, before anything else is looked at', async () => {
    expect(await get('/api/prices?appid=abc')).toMatchObject({
      status: 401,
      body: { ok: false, error: 'missing_api_key', message: 'an API key is required' },
    });
    expect(await get(`/api/prices?appid=${APP.dota2}&key=nope`)).toMatchObject({
      status: 401,
      body: { ok: false, error: 'invalid_api_key' },
    });
    expect(world.steam.count()).toBe(0);
  });

  it('400 invalid_appid for a missing, non-integer, non-positive or too large appid', async () => {
    for (const q of ['', 'appid=', 'appid=abc', 'appid=0', 'appid=-5', 'appid=1.5', 'appid=2147483648', 'appid=1e3', 'appid=1&appid=2']) {
      const res = await get(`/api/prices?${q}&key=key-one`);
      expect(res, q).toMatchObject({ status: 400, body: { ok: false, error: 'invalid_appid' } });
      expect(res.body.message).toBe('appid: must be an integer from 1 to 2147483647');
    }
    expect((await get('/api/prices?appid=2147483647&key=key-one')).status).toBe(404);
  });

  it('400 for a region that is not a two-letter country; an upper-case one is fine', async () => {
    expect(await get(`/api/prices?appid=${APP.dota2}&region=xx&key=key-one`)).toMatchObject({
      status: 400,
      body: { error: 'invalid_request' },
    });
    expect(await get(`/api/prices?appid=${APP.dota2}&region=deu&key=key-one`)).toMatchObject({ status: 400 });
    const res = await get(`/api/prices?appid=${APP.witcher3}&region=DE&key=key-one`);
    expect((res.body.game as { currency: string; region: string }).region).toBe('de');
  });

  it('404 not_found for an id no source knows', async () => {
    expect(await get(`/api/prices?appid=${APP.unknown}&key=key-one`)).toMatchObject({
      status: 404,
      body: { ok: false, error: 'not_found', message: 'no price source knows appid 999999' },
    });
  });

  it('502 upstream_unavailable naming the sources when all fail and nothing is cached', async () => {
    world.steam.mode = 'error';
    world.cheapshark.mode = 'rate_limited';
    const res = await get(`/api/prices?appid=123456&key=key-one`);
    expect(res).toMatchObject({ status: 502, body: { ok: false, error: 'upstream_unavailable' } });
    expect(res.body.message).toBe('no price source answered: steam (HTTP 500), cheapshark (rate limited (HTTP 429))');
  });

  it('429 rate_limited with Retry-After once the key used its 60 lookups a minute', async () => {
    // The budget refills one lookup a second: with the limiter's clock standing still the burst is exactly 60,
    // however long a busy machine takes to send them.
    vi.useFakeTimers({ toFake: ['Date'] });
    let ok = 0;
    let res;
    try {
      res = await get(`/api/prices?appid=${APP.dota2}&key=key-one`);
      while (res.status === 200 && ok < 200) {
        ok++;
        res = await get(`/api/prices?appid=${APP.dota2}&key=key-one`);
      }
    } finally {
      vi.useRealTimers();
    }
    expect(ok).toBe(60);
    expect(res).toMatchObject({ status: 429, body: { ok: false, error: 'rate_limited' } });
    expect(res.headers.get('retry-after')).toBe('1');
    expect((await get(`/api/prices?appid=${APP.dota2}&key=key-two`)).status).toBe(200);
  });
});

describe('GET /api/prices/batch', () => {
  it('answers {games: {"<id>": game | null}}', async () => {
    const res = await get(`/api/prices/batch?appids=${APP.legoBatman},${APP.unknown}&key=key-one`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['games']);
    const games = res.body.games as Record<string, { title: string } | null>;
    expect(games[String(APP.unknown)]).toBeNull();
    expect(games[String(APP.legoBatman)]?.title).toBe('LEGO® Batman™: The Videogame');
  });

  it('counts every id against the rate limit', async () => {
    const ids = Array.from({ length: 50 }, (_, i) => 5_000_000 + i).join(',');
    expect((await get(`/api/prices/batch?appids=${ids}&key=key-one`)).status).toBe(200);
    const res = await get(`/api/prices/batch?appids=1,2,3,4,5,6,7,8,9,10,11&key=key-one`);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBe(1);
  });

  it('400 for more than 100 ids or a bad id', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    expect(await get(`/api/prices/batch?appids=${ids}&key=key-one`)).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
    expect(await get(`/api/prices/batch?appids=1,x&key=key-one`)).toMatchObject({ status: 400, body: { error: 'invalid_appid' } });
    expect(await get(`/api/prices/batch?key=key-one`)).toMatchObject({ status: 400, body: { error: 'invalid_appid' } });
  });
});

describe('GET /api/prices/search', () => {
  it('answers {results: [{title, appid}]} and needs a key and a q', async () => {
    expect(await get('/api/prices/search?q=bioshock&key=key-one')).toEqual({
      status: 200,
      headers: expect.anything(),
      body: { results: [{ title: 'BioShock Infinite', appid: 8870 }] },
    });
    expect((await get('/api/prices/search?q=bioshock')).status).toBe(401);
    expect(await get('/api/prices/search?q=%20&key=key-one')).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
  });
});

describe('GET /api/prices/history', () => {
  it('answers {history: {appid, region, currency, points, lows, sources}} built from lookups', async () => {
    await get(`/api/prices?appid=${APP.legoBatman}&key=key-one`);
    const res = await get(`/api/prices/history?appid=${APP.legoBatman}&days=30&key=key-one`);
    expect(res.status).toBe(200);
    const history = res.body.history as Record<string, unknown>;
    expect(Object.keys(history)).toEqual(['appid', 'region', 'currency', 'points', 'lows', 'sources']);
    expect(history).toMatchObject({ appid: 21000, region: 'us', currency: 'USD', sources: ['observed'] });
    const points = history.points as Array<Record<string, unknown>>;
    expect(points.find((p) => p.kind === 'official')).toEqual({
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
      kind: 'official',
      price: 4.23,
      regular: 19.99,
      cut: 79,
      shop: 'GameBillet',
    });
    expect((history.lows as Record<string, unknown>).official).toEqual({ price: 3.99, shop: null, date: '2018-11-24' });
  });

  it('400 for days outside 1–3650, a bad appid or region; 401 without a key; 404 for an unknown game', async () => {
    for (const days of ['0', '3651', 'x', '1.5']) {
      expect(await get(`/api/prices/history?appid=${APP.legoBatman}&days=${days}&key=key-one`)).toMatchObject({
        status: 400,
        body: { ok: false, error: 'invalid_request', message: 'days: must be an integer from 1 to 3650' },
      });
    }
    expect(await get(`/api/prices/history?appid=x&key=key-one`)).toMatchObject({ status: 400, body: { error: 'invalid_appid' } });
    expect(await get(`/api/prices/history?appid=1&region=zz&key=key-one`)).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
    expect((await get(`/api/prices/history?appid=${APP.legoBatman}`)).status).toBe(401);
    expect(await get(`/api/prices/history?appid=${APP.unknown}&key=key-one`)).toMatchObject({ status: 404, body: { error: 'not_found' } });
  });
});

describe('GET /api/prices/chart.png and chart.svg', () => {
  it('draws the chart as a PNG and as an SVG, each costing one lookup', async () => {
    const png = await fetch(`${base}/api/prices/chart.png?appid=${APP.legoBatman}&theme=dark&key=key-one`);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await png.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 800, 400]);
    const svg = await fetch(`${base}/api/prices/chart.svg?appid=${APP.legoBatman}&days=30&key=key-one`);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    expect(svg.headers.get('content-security-policy')).toContain("default-src 'none'");
    const text = await svg.text();
    expect(text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    // One lookup so far: too little history for a line.
    expect(text).toContain('Not enough price history yet');
    // 58 more requests use up the key's budget of 60 a minute.
    for (let i = 0; i < 58; i++) await fetch(`${base}/api/prices/chart.svg?appid=${APP.legoBatman}&key=key-one`).then((r) => r.arrayBuffer());
    const refused = await get(`/api/prices/chart.svg?appid=${APP.legoBatman}&key=key-one`);
    expect(refused).toMatchObject({ status: 429, body: { error: 'rate_limited' } });
  });

  it('400 for an unknown theme', async () => {
    expect(await get(`/api/prices/chart.png?appid=${APP.legoBatman}&theme=blue&key=key-one`)).toMatchObject({
      status: 400,
      body: { error: 'invalid_request', message: 'theme: must be light or dark' },
    });
  });

  it('serves the cached chart until a new point changes it', async () => {
    const first = await (await fetch(`${base}/api/prices/chart.svg?appid=${APP.dota2}&days=30&key=key-two`)).text();
    const again = await (await fetch(`${base}/api/prices/chart.svg?appid=${APP.dota2}&days=30&key=key-two`)).text();
    expect(again).toBe(first);
    clock.advance(3 * 86_400_000); // the cache answer expires, the next lookup records a new hour
    const later = await (await fetch(`${base}/api/prices/chart.svg?appid=${APP.dota2}&days=30&key=key-two`)).text();
    expect(later).not.toBe(first);
  });
});
